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
}

/**
 * The workload warning: a teacher who met the quota is warned; in a group with a strict quota
 * the teacher is done there. No quota (0) means no warning.
 */
export function quotaState(done: number, task: number, strict: boolean): QuotaState {
  if (task <= 0 || done < task) return { warn: false, ended: false };
  return { warn: true, ended: strict };
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
