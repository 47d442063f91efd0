/** What a refusal of the access layer says (zh-CN): who may see or change a school, exam, test, its marking, scan or task. */
export const access = {
  /** the answer-sheet designer of a test of another school */
  notOfTestSchool: '您没有该试卷所在学校的权限',
  templateAdminOnly: '只有学校管理员可以提交或删除答题卡模板',
  noExamAnalysis: '您没有查看该考试分析的权限',
  ownClassesOnly: '您只能查看自己任教班级的分析',
  ownSupervisionOnly: '您只能查看自己的教学督导',
  noProgress: '您没有该考试的阅卷进度权限',
  noJudgeRecords: '只有该试卷的阅卷老师、仲裁老师、学校领导和管理员可以查看仲裁记录',
  typicalNotOpen: '考试分析开放后才能查看典型卷（阅卷期间仅限学校领导和该题组的阅卷、仲裁老师）',
  scanNotAllowed: '您没有查看该答卷的权限',
  scanMissing: '扫描图文件不存在',
  taskNotYours: '只能操作自己的任务',
  // the marking of a test (src/server/access/marking-access.ts, marking-assignments.ts)
  notOfTestMarking: '您没有该试卷的权限',
  divisionAdminOnly: '只有学校管理员可以修改题块切割',
  problemsAdminOnly: '只有学校管理员可以处理问题卷',
  releaseOthersAdminOnly: '只有学校管理员可以释放其他老师占用的试卷',
  notYourProblemGroup: '只能查看自己阅卷或仲裁的题组的问题卷',
  blankPapersNotYours: '只有该题组的阅卷老师、仲裁老师和学校管理员可以处理其空白卷',
  blankScoringMarkersOnly: '只有该题组的阅卷老师可以将空白卷计为 0 分',
  notYourMarkingExam: '您没有该考试的阅卷任务',
  originalPaperNotYours: '只能查看自己正在评阅或评阅过的学生的原卷',
  // students' accounts (src/server/access/student-access.ts)
  studentNotAllowed: '学生账号不能使用此功能',
  studentOwnOnly: '学生只能查看自己的考试和成绩',
  studentScoresNotOpen: '该考试的成绩尚未公布',
} as const;
