/**
 * The rules of assigning markers to a question group (subject management, spec 001 §2.1
 * /divided/progress/{examinationid}/{testId}): how many markers a double-marking policy needs,
 * how quotas (mark_task) are shared, and whether the quotas can cover every student's marks.
 */
import { endsInAdjudication, initialMarksNeeded, type MarkingPolicy } from './double-marking.ts';

/** even: one share for every marker; manual: each marker's quota as given; unlimited: none (0). */
export type QuotaMode = 'even' | 'manual' | 'unlimited';
export const QUOTA_MODES: readonly QuotaMode[] = ['even', 'manual', 'unlimited'];

/** A quota of 0 means "no limit" (partition_teachers.mark_task, the engine's stopAt). */
export const UNLIMITED_QUOTA = 0;

/**
 * Markers a policy needs: a student's blind marks come from different teachers, and under 2+1
 * and 2+1+1 the third mark from a teacher who gave neither of the first two.
 */
export function minimumMarkers(policy: MarkingPolicy): number {
  if (policy === 'single') return 1;
  if (policy === '1+1') return 2;
  return 3;
}

/** Whether a group under this policy may have adjudicators: only when it can end in adjudication. */
export function mayHaveAdjudicators(policy: MarkingPolicy): boolean {
  return endsInAdjudication(policy);
}

/** Marks the group owes before any disagreement: students × blind marks per student. */
export function marksOwed(policy: MarkingPolicy, students: number): number {
  return students * initialMarksNeeded(policy);
}

/** Each marker's quota under a mode; manual quotas are taken as given. */
export function quotasFor(mode: QuotaMode, policy: MarkingPolicy, students: number, manual: readonly number[]): number[] {
  if (mode === 'unlimited') return manual.map(() => UNLIMITED_QUOTA);
  if (mode === 'manual') return [...manual];
  const share = manual.length === 0 ? 0 : Math.ceil(marksOwed(policy, students) / manual.length);
  // a share of 0 (no students yet) would read as "unlimited"; one mark each is the honest minimum
  return manual.map(() => Math.max(1, share));
}

/**
 * Whether the quotas let every student get every blind mark. A teacher marks a student at most
 * once, so a quota above the number of students counts as the number of students. An unlimited
 * quota covers everything that teacher may mark.
 */
export function quotasCover(policy: MarkingPolicy, students: number, quotas: readonly number[]): boolean {
  return usableMarks(students, quotas) >= marksOwed(policy, students);
}

/** The marks some quotas can give over this many students (see quotasCover). */
export function usableMarks(students: number, quotas: readonly number[]): number {
  return quotas.reduce((sum, quota) => sum + (quota === UNLIMITED_QUOTA ? students : Math.min(quota, students)), 0);
}

/**
 * How many students a marker holds at once in a group: what the marking window asks for (else
 * the engine's default), never more than the group's occupy count when it has one (0: none).
 */
export function studentsToHold(requested: number | undefined, groupMost: number, engineDefault: number): number {
  const wanted = requested ?? (groupMost > 0 ? groupMost : engineDefault);
  return groupMost > 0 ? Math.min(wanted, groupMost) : wanted;
}
