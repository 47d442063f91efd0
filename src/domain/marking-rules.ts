/** Constants and small rules of the marking workflow (spec 000 §4, §9). */

/** Students claimed when live marking starts (occupy_student_count). */
export const OCCUPY_STUDENT_COUNT = 5;
/** Students opened at once in history mode. */
export const HISTORY_OCCUPY_STUDENT_COUNT = 1;
/** How long a claim holds a student for a teacher; every load and submit renews it. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** Marking-log page sizes: the record dialog pages by 10, the full list asks 999. */
export const MARKING_LOG_PAGE_SIZE = 10;
export const MARKING_LOG_FULL_PAGE_SIZE = 999;
/** Problem-paper comment maximum (spec 000 §9). */
export const PROBLEM_COMMENT_MAX = 100;
/** Custom wrong-cause feedback maximum (spec 000 §9). */
export const CUSTOM_FEEDBACK_MAX = 10;

/** Marking-log orders (spec 002 §4). */
export const LogOrder = { totalAscending: 1, totalDescending: 2, timeAscending: 3, timeDescending: 4 } as const;
export const DEFAULT_LOG_ORDER = LogOrder.timeDescending;

/** A percentage with 2 decimals ("rates shown with 2 decimals"); 0 when there is nothing to do. */
export function rate(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((done / total) * 10000) / 100;
}

export function average(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 100) / 100;
}

export interface QuotaState {
  warn: boolean;
  ended: boolean;
  content: string;
}

/**
 * The workload warning: a teacher who met the quota is warned; in a group with a strict quota
 * the teacher is done there. No quota (0) means no warning.
 */
export function quotaState(done: number, task: number, strict: boolean): QuotaState {
  if (task <= 0 || done < task) return { warn: false, ended: false, content: '' };
  if (strict) return { warn: true, ended: true, content: `您在本题组的阅卷任务已完成（${done}/${task}），请返回选择其他题组。` };
  return { warn: true, ended: false, content: `您已完成本题组分配的阅卷任务（${done}/${task}），是否继续阅卷？` };
}

/**
 * After how many marks a teacher gets no more students in a group: the task under a strict
 * quota, otherwise never (0). The same end as quotaState(done, task, strict).ended.
 */
export function claimStopAt(task: number, strict: boolean): number {
  return strict && task > 0 ? task : 0;
}

/** Problem-paper comment: the ticked checkbox text plus a semicolon goes first (spec 000 §5). */
export function problemComment(comment: string, checkboxText?: string): string {
  const body = comment.trim();
  return checkboxText ? `${checkboxText}；${body}` : body;
}

/** Custom wrong-cause text: spaces stripped, at most 10 characters (spec 000 §5). */
export function customFeedbackText(text: string): string {
  return text.replace(/\s+/g, '');
}

/** What the marking calls answer when something is not allowed (zh-CN). */
export const MarkingMessage = {
  notMarker: '您不是该题组的阅卷老师',
  notJudge: '您不是该题组的仲裁老师',
  partitionNotInTest: '题组不属于该试卷',
  examNotMarking: '该考试不在阅卷中',
  notDivided: '题块切割未完成，请处理后再阅卷',
  unitNotFound: '该学生没有本题组的答卷',
  notHeld: '该学生的试卷不在您的占用中（占用可能已超时释放），请继续阅下一份',
  alreadyMarked: '您已评过该学生，请在阅卷记录中修改',
  idempotencyKeyReused: '该提交编号已用于另一份评分，请刷新后重试',
  notYourRecord: '只能修改自己的阅卷记录',
  recordNotFound: '阅卷记录不存在',
  versionRequired: '修改阅卷记录需要提供版本号 version',
  staleRecord: '该记录已被修改，请刷新后重试',
  unitStateChanged: '该学生的评分状态已变化，请继续阅下一份',
  totalMismatch: '总分与各题得分之和不一致',
  groupFinished: '该题组已阅完或已仲裁完',
  submitted: '提交成功',
  released: '已释放占用',
  unscored: (label: string, blank: string) => `第${label}题${blank ? `第${blank}空` : ''}未评分`,
  unknownBlank: (showOrder: string, key: string) => `未知的题目或空：${showOrder}-${key}`,
  belowZero: (label: string) => `分数不能低于 0（第${label}题）`,
  aboveFull: (label: string, full: number) => `分数超过满分 ${full}（第${label}题）`,
  offStep: (label: string, step: number) => `分数须为 ${step} 的整数倍（第${label}题）`,
} as const;
