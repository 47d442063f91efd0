/** Background task types and states (spec 002 §3, §4, §9). */
export const TaskState = {
  queued: 0,
  generating: 1,
  done: 2,
  cancelled: 3,
  /** every attempt failed; spec 002 §4: "Any other state is shown grey" */
  failed: 4,
} as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];

export const TaskUserState = { notActedOn: 0, read: 1 } as const;
/** "-1 all" in the state and user-state filters */
export const ALL = -1;

/** Spec 002 §9: "Task types: 0 all, 1 …, 2 …, 8 …, 11 …, 17 …, 22 …, 26 …". */
export const TaskType = {
  studentWrongBook: 1,
  classWrongBook: 2,
  examAnalysis: 8,
  wrongToExam: 11,
  scores: 17,
  analysisReport: 22,
  answerSheets: 26,
} as const;
export type TaskType = (typeof TaskType)[keyof typeof TaskType];

export const TASK_TYPE_IDS: readonly TaskType[] = Object.values(TaskType);

/** The types the download badge counts (spec 002 §7: type_ids=[1,2,8,11,17,22,26]). */
export const DOWNLOAD_COUNT_TYPE_IDS: readonly number[] = [1, 2, 8, 11, 17, 22, 26];
/** Types whose finished task can open the analysis (spec 002 §9). */
export const ANALYSIS_VIEW_TYPE_IDS: readonly number[] = [8, 17, 22, 26];

/** A finished task of these types offers "view analysis". */
export function canTaskViewAnalysis(typeId: number): boolean {
  return ANALYSIS_VIEW_TYPE_IDS.includes(typeId);
}

export function isTaskType(typeId: number): typeId is TaskType {
  return (TASK_TYPE_IDS as readonly number[]).includes(typeId);
}

/** A task can still be closed while it waits or runs; afterwards closing means nothing. */
export function isClosable(state: number): boolean {
  return state === TaskState.queued || state === TaskState.generating;
}

/** Wrong-question book content (spec 002 §9): "0 wrong plus variants, 1 wrong, other variants only". */
export const WrongBookContent = { wrongAndVariants: 0, wrongOnly: 1, variantsOnly: 2 } as const;
export type WrongBookContent = (typeof WrongBookContent)[keyof typeof WrongBookContent];

/** Spec 002 §9: "The error rate upper bound defaults to 100." */
export const DEFAULT_ERROR_RATE_UPPER = 100;
export const DEFAULT_ERROR_RATE_LOWER = 0;

export interface ErrorRateBounds {
  lower: number;
  upper: number;
}

/** The error-rate window of params.error_rate / error_rate_2 (percent), in order. */
export function errorRateBounds(lower: number | undefined, upper: number | undefined): ErrorRateBounds {
  const low = clampPercent(lower ?? DEFAULT_ERROR_RATE_LOWER);
  const high = clampPercent(upper ?? DEFAULT_ERROR_RATE_UPPER);
  return low <= high ? { lower: low, upper: high } : { lower: high, upper: low };
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * Whether a question whose score rate (percent) is `scoreRate` falls in the window: its error
 * rate (100 − score rate) lies within the bounds, and the question lost at least some points
 * (a question everyone answered fully is never a wrong question).
 */
export function inErrorWindow(scoreRate: number, bounds: ErrorRateBounds): boolean {
  const errorRate = 100 - scoreRate;
  if (errorRate <= 0) return false;
  return errorRate >= bounds.lower && errorRate <= bounds.upper;
}
