/**
 * Rules of the marking outbox: every mark a marker submits is kept in the browser until the
 * server acknowledges it, under its idempotency key, so that a mark made while the network is
 * down, or before a reload or a crash, is sent later and stored once. Which mark goes next (in
 * submission order, never overtaking an earlier mark of the same student), how long a failed
 * send waits, which failures are worth retrying and which are refusals that only the marker can
 * act on, and what the marker is told about such a refusal.
 */
import type { Judge } from '../double-marking.ts';

/** The body of a mark as the submit call sends it (the contract's SubmitScoreBody). */
export interface OutboxBody {
  partition_id: number;
  student_id: number;
  judge: 0 | 1;
  marking_log_id?: number;
  version?: number;
  total_score: number;
  question_score: Record<string, Record<string, number>>;
  score_marks: { x: number; y: number; score: string; fontSize?: number }[];
  spend_time: number;
  return_next_student: 0 | 1;
  occupy_student_count: number;
  idempotency_key: string;
}

/** Why the server refused a mark for good, as it said so. */
export interface OutboxRefusal {
  status: number;
  msg: string;
}

/** A mark in the outbox. */
export interface OutboxMark {
  /** the idempotency key; the mark's identity in the outbox */
  key: string;
  /** the marker who made it: only their window sends it */
  uid: number;
  testId: number;
  partitionId: number;
  judge: Judge;
  /** the paper as the marking calls name it */
  studentId: number;
  /** the name the marking window showed for it (masked in blind marking) */
  studentName?: string;
  /** an edit of one of the marker's records (history), not a new mark */
  history: boolean;
  body: OutboxBody;
  /** submission order, across reloads */
  seq: number;
  /** attempts that failed in a way worth retrying */
  attempts: number;
  /** not sent again before this time (epoch ms) */
  notBefore: number;
  /** set when the server refused the mark for good: it stays to be shown, and is not sent */
  refusal?: OutboxRefusal;
}

/** The first retry waits this long; each further failure doubles it up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** The lease renewal names at most this many pending papers (the contract's maxItems). */
export const PENDING_NAMED_MAX = 100;

/** How long a mark waits after its `attempts`-th failed send. */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempts - 1, 20));
}

/** How a send failed, as the request layer reports it. */
export interface SendFailure {
  /** no answer ('network', 'timeout') or an answer with an HTTP status */
  kind: 'answer' | 'timeout' | 'network';
  status: number;
  /** the failure ends or interrupts the session (signed out, locked, signed in elsewhere) */
  sessionAction: boolean;
}

/**
 * Whether a failed send is tried again or is a refusal that retrying cannot fix. No answer,
 * a server error, a time-out or too many requests are tried again; so is a failure of the
 * session (the marker signs in again or unlocks, and the mark is still due). Every other answer
 * (the lease lost and the student scored by another marker, another marker's decision, the
 * quota reached, a stale history edit) is a refusal.
 */
export function failureVerdict(failure: SendFailure): 'retry' | 'refused' {
  if (failure.kind !== 'answer' || failure.sessionAction) return 'retry';
  const status = failure.status;
  if (status >= 500 || status === 408 || status === 429 || status === 401 || status === 0) return 'retry';
  return 'refused';
}

/** The student a mark belongs to, for keeping that student's marks in order. */
export function studentSlot(mark: Pick<OutboxMark, 'partitionId' | 'judge' | 'studentId'>): string {
  return `${mark.partitionId}:${mark.judge}:${mark.studentId}`;
}

/**
 * The next mark to send at `now`: the earliest submitted mark that is due, among the first
 * pending mark of each student (a later mark of a student never overtakes an earlier one, even
 * while the earlier one waits to be retried). Otherwise, when the next one becomes due.
 */
export function nextToSend(marks: Iterable<OutboxMark>, now: number): { send: OutboxMark } | { wakeAt: number } | undefined {
  const heads = new Map<string, OutboxMark>();
  for (const mark of marks) {
    if (mark.refusal) continue;
    const slot = studentSlot(mark);
    const head = heads.get(slot);
    if (!head || mark.seq < head.seq) heads.set(slot, mark);
  }
  let due: OutboxMark | undefined;
  let wakeAt = Infinity;
  for (const head of heads.values()) {
    if (head.notBefore <= now) {
      if (!due || head.seq < due.seq) due = head;
    } else {
      wakeAt = Math.min(wakeAt, head.notBefore);
    }
  }
  if (due) return { send: due };
  return Number.isFinite(wakeAt) ? { wakeAt } : undefined;
}

/** The mark after a failed send that is worth retrying. */
export function afterRetryableFailure(mark: OutboxMark, now: number): OutboxMark {
  const attempts = mark.attempts + 1;
  return { ...mark, attempts, notBefore: now + retryDelayMs(attempts) };
}

/** The mark after a refusal: kept, with the server's reason, and no longer sent. */
export function afterRefusal(mark: OutboxMark, refusal: OutboxRefusal): OutboxMark {
  return { ...mark, refusal };
}

/** The marks waiting to be sent (refusals aside), in submission order. */
export function pendingMarks(marks: Iterable<OutboxMark>): OutboxMark[] {
  return [...marks].filter((mark) => !mark.refusal).sort((a, b) => a.seq - b.seq);
}

/** The marks the server refused, in submission order. */
export function refusedMarks(marks: Iterable<OutboxMark>): OutboxMark[] {
  return [...marks].filter((mark) => mark.refusal).sort((a, b) => a.seq - b.seq);
}

/**
 * The papers of a group and mode with new marks waiting to be sent, as the lease renewal names
 * them (pending_student_ids): unique, at most PENDING_NAMED_MAX, earliest first.
 */
export function pendingStudentsOf(marks: Iterable<OutboxMark>, group: { partitionId: number; judge: Judge }): number[] {
  const ids: number[] = [];
  for (const mark of pendingMarks(marks)) {
    if (mark.history || mark.partitionId !== group.partitionId || mark.judge !== group.judge) continue;
    if (!ids.includes(mark.studentId)) ids.push(mark.studentId);
    if (ids.length === PENDING_NAMED_MAX) break;
  }
  return ids;
}

/**
 * The students a marker may be shown: those whose new mark waits in the outbox are scored
 * already, and the server, which still holds them for the marker, names them among the held ones.
 */
export function withoutScored<S extends { student_id: number }>(students: readonly S[], pendingIds: readonly number[]): S[] {
  if (pendingIds.length === 0) return [...students];
  const scored = new Set(pendingIds);
  return students.filter((student) => !scored.has(student.student_id));
}

/** What a refusal asks of the marker. */
export type RefusalAdvice = 'next' | 'history' | 'group';

/**
 * A refused edit of a record is redone from the records once they are read again; a refused new
 * mark of a student that is not the marker's to score any more needs nothing but going on with
 * the next paper; a refusal of the marker's part in the group (no longer its marker, its quota
 * reached) sends them back to the groups.
 */
export function refusalAdvice(mark: Pick<OutboxMark, 'history' | 'refusal'>): RefusalAdvice {
  if (mark.history) return 'history';
  if (mark.refusal?.status === 403) return 'group';
  return 'next';
}
