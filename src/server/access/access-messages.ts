/**
 * What a refusal of the access layer says (zh-CN). The features name these texts in their own
 * message objects where their callers and tests know them (CardServerMessage.notOfSchool, …).
 */
import { msg } from '../../i18n/server.ts';

export const AccessMessage = {
  examNotFound: '考试不存在',
  testNotFound: '试卷不存在',
  /** the answer-sheet designer of a test of another school */
  notOfTestSchool: '您没有该试卷所在学校的权限',
  templateAdminOnly: '只有学校管理员可以提交或删除答题卡模板',
  noExamAnalysis: msg.access.noExamAnalysis,
  ownClassesOnly: msg.access.ownClassesOnly,
  noProgress: '您没有该考试的阅卷进度权限',
  noJudgeRecords: '只有该试卷的阅卷老师、仲裁老师、学校领导和管理员可以查看仲裁记录',
  typicalNotOpen: '考试分析开放后才能查看典型卷（阅卷期间仅限学校领导和该题组的阅卷、仲裁老师）',
  scanNotAllowed: '您没有查看该答卷的权限',
  scanMissing: '扫描图文件不存在',
  taskNotYours: '只能操作自己的任务',
  examSetupAdminOnly: msg.exam.setupAdminOnly,
} as const;
