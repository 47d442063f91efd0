/**
 * Rules of the students a marker holds in a group (spec 000 §4): how a group is opened (live or
 * a record of history), the queue after a submit or a lease renewal, the lost hold, and when
 * the workload warning shows. A queued student is the contract's StudentToMark; queue[0] is the
 * student on screen.
 */
import { Judge } from '../double-marking.ts';
import { HISTORY_OCCUPY_STUDENT_COUNT, OCCUPY_STUDENT_COUNT } from '../marking-rules.ts';

/** How a group is opened (spec 000 §4 "Marking session entry modes"). */
export type LoadEntry =
  | { kind: 'fresh' }
  | { kind: 'continue' }
  | { kind: 'neighbour'; direction: 'previous' | 'after'; fromLogId: number }
  | { kind: 'record'; logId: number };

export interface LoadQuery {
  test_id: number;
  partition_id: number;
  judge: Judge;
  occupy_student_count: number;
  marking_log_id: number;
  get_log_type: '' | 'previous' | 'after';
}

/** The group a window has open, as the calls name it. */
export interface OpenGroup {
  testId: number;
  partitionId: number;
  judge: Judge;
}

/** Spec 000 §4: "fresh … 5 occupied students; previous/next record (history …, 1 occupied)". */
export function loadQueryFor(entry: LoadEntry, group: OpenGroup): LoadQuery {
  const base = { test_id: group.testId, partition_id: group.partitionId, judge: group.judge };
  switch (entry.kind) {
    case 'neighbour':
      return { ...base, occupy_student_count: HISTORY_OCCUPY_STUDENT_COUNT, marking_log_id: entry.fromLogId, get_log_type: entry.direction };
    case 'record':
      return { ...base, occupy_student_count: HISTORY_OCCUPY_STUDENT_COUNT, marking_log_id: entry.logId, get_log_type: '' };
    default:
      return { ...base, occupy_student_count: OCCUPY_STUDENT_COUNT, marking_log_id: 0, get_log_type: '' };
  }
}

export function isHistoryEntry(entry: LoadEntry): boolean {
  return entry.kind === 'neighbour' || entry.kind === 'record';
}

/** Spec 000 §4: "Paper status: 0 live, 1 history adjudication, 2 history marking". */
export type PaperStatus = 0 | 1 | 2;

export function paperStatusOf(history: boolean, judge: Judge): PaperStatus {
  if (!history) return 0;
  return judge === Judge.adjudication ? 1 : 2;
}

/** What a submit claims: the next students in live marking, only the record itself in history. */
export function submitClaim(history: boolean): { return_next_student: 0 | 1; occupy_student_count: number } {
  return history ? { return_next_student: 0, occupy_student_count: HISTORY_OCCUPY_STUDENT_COUNT } : { return_next_student: 1, occupy_student_count: OCCUPY_STUDENT_COUNT };
}

interface Queued {
  student_id: number;
}

/**
 * The students after a submit: the server answers every student I hold, the one already on
 * screen among them; that one stays first so that the screen does not jump.
 */
export function queueAfterSubmit<S extends Queued>(held: readonly S[], onScreen: number | undefined): S[] {
  const index = onScreen === undefined ? -1 : held.findIndex((student) => student.student_id === onScreen);
  if (index <= 0) return [...held];
  return [held[index], ...held.slice(0, index), ...held.slice(index + 1)];
}

/**
 * Spec 000 §4: after a history submit, the last record ends history (a warning, then live
 * marking); otherwise the next record opens.
 */
export function afterHistorySubmit(hasLater: boolean): 'next-record' | 'resume-live' {
  return hasLater ? 'next-record' : 'resume-live';
}

/**
 * The queue after a lease renewal that asked about the students `asked`: the student on screen
 * stays (the screen does not change under the marker; it gets the lost-lease notice instead),
 * the others asked about only if the server still holds them for me, and students that came in
 * after the renewal was sent stay as they are.
 */
export function queueAfterRenewal<S extends Queued>(queue: readonly S[], held: readonly number[], asked: readonly number[]): S[] {
  const kept = new Set(held);
  const askedAbout = new Set(asked);
  return queue.filter((student, index) => index === 0 || !askedAbout.has(student.student_id) || kept.has(student.student_id));
}

/**
 * Whether the student on screen is one whose hold was lost: its lease ran out and it went to
 * another marker, or it was released. `leaseLost` names that student while it is known.
 */
export function isLeaseLost(state: { queue: readonly Queued[]; leaseLost: number | undefined }): boolean {
  return state.leaseLost !== undefined && state.queue[0]?.student_id === state.leaseLost;
}

/** The key a student's mark is known by until it is acknowledged (a record of history has its log id). */
export function studentKey(student: Queued & { marking_log_id: number }): string {
  return `${student.student_id}:${student.marking_log_id}`;
}

/** Spec 000 §4: the workload warning is skipped for class-teacher marking, history and adjudication. */
export function shouldWarnWorkload(
  warn: { warn: boolean; ended: boolean } | undefined,
  context: { classTeacherMarking: boolean; history: boolean; judge: Judge; accepted: boolean },
): boolean {
  if (!warn?.warn) return false;
  if (context.classTeacherMarking || context.history || context.judge === Judge.adjudication) return false;
  // a quota that is ended cannot be continued, whatever was chosen before
  return warn.ended || !context.accepted;
}
