/**
 * The marking's questions to the access layer (spec 000 §2), asked about a test or an answer
 * within one database call: how the caller takes part in a test's marking (one of its school's
 * administrators, and the question groups they mark or judge), who follows a test's markers,
 * changes its division, resolves its problem papers, releases held papers, looks after a group's
 * blank papers, lists an exam's papers and a paper's groups in the marking screen, and opens an
 * original paper. The checks of the marking hot path, kept briefly in memory, are in
 * marking-assignments.ts; a marking record is its giver's (requireOwnRecord).
 */
import { mayFollowMarkers } from '../../domain/progress-access.ts';
import { msg } from '../../i18n/server.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { assignmentsOf, testPlace, type PartitionRole, type TestPlace } from './access-repository.ts';
import { accessOf } from './access-service.ts';
import { answerStanding, type AnswerStanding } from './marking-access-repository.ts';
import type { Principal } from './principal.ts';

/** How the caller takes part in the marking of a test. */
export interface MarkingPart extends TestPlace {
  /** the super administrator, or an administrator (role 5) of the test's school */
  administrator: boolean;
  /** the question groups of the test the caller marks in */
  marker: ReadonlySet<number>;
  /** the question groups of the test the caller judges (adjudicates) */
  judge: ReadonlySet<number>;
  /** marks or judges some question group of the test */
  assigned: boolean;
}

/** How the caller takes part in the marking of a test; 404 for an unknown test, nobody refused. */
export async function markingPartOf(db: Db, who: Principal, testId: number): Promise<MarkingPart> {
  const place = await testPlace(db, testId);
  if (!place) throw notFound(msg.exam.testNotFound);
  const mine = (await assignmentsOf(db, who.userId)).filter((a) => a.testId === testId);
  const marker = new Set(mine.filter((a) => a.role === 'marker').map((a) => a.partitionId));
  const judge = new Set(mine.filter((a) => a.role === 'judge').map((a) => a.partitionId));
  const administrator = await accessOf(db, who).administersSchool(place.schoolId);
  return { ...place, administrator, marker, judge, assigned: mine.length > 0 };
}

/**
 * The test's markers with their figures (question-group progress, workload, occupied papers),
 * its division and its problem papers: for its administrators and the teachers who mark or judge
 * in it (src/domain/progress-access.ts).
 */
export async function requireMarkingFollower(db: Db, who: Principal, testId: number): Promise<MarkingPart> {
  const part = await markingPartOf(db, who, testId);
  if (!mayFollowMarkers(part)) throw forbidden(msg.access.notOfTestMarking);
  return part;
}

/** What only the test's school administrators do in its marking, and what a refusal says. */
const ADMINISTRATORS_ONLY = {
  /** change the division into regions and blanks (spec 000 §5) */
  divide: msg.access.divisionAdminOnly,
  /** return a problem paper to the queue or score it */
  resolveProblems: msg.access.problemsAdminOnly,
} as const;

export async function requireMarkingAdministrator(db: Db, who: Principal, testId: number, task: keyof typeof ADMINISTRATORS_ONLY): Promise<MarkingPart> {
  const part = await markingPartOf(db, who, testId);
  if (!part.administrator) throw forbidden(ADMINISTRATORS_ONLY[task]);
  return part;
}

/** Held papers go back to the queue by their holder; anyone's by the test's school administrators. */
export async function requireRelease(db: Db, who: Principal, testId: number, teacherIds: readonly number[]): Promise<MarkingPart> {
  const part = await markingPartOf(db, who, testId);
  if (teacherIds.some((id) => id !== who.userId) && !part.administrator) throw forbidden(msg.access.releaseOthersAdminOnly);
  return part;
}

/**
 * The question groups whose problem papers the caller lists: every group for the test's
 * administrators (undefined), otherwise those they mark or judge; asking for another is refused.
 */
export function problemPaperGroups(part: MarkingPart, partitionId?: number): number[] | undefined {
  if (part.administrator) return undefined;
  const mine = [...new Set([...part.marker, ...part.judge])];
  if (partitionId && !mine.includes(partitionId)) throw forbidden(msg.access.notYourProblemGroup);
  return mine;
}

/**
 * Blank papers (spec 000 §2): a group's markers look after its blank answers as markers (their own
 * marks and holds count); its judges and the school's administrators look after them too. Of
 * `groups`, where the caller marks and where they look after them otherwise; when the groups
 * were named by the caller, one that is not theirs is refused, and so is having none at all.
 */
export function blankPaperGroups(part: MarkingPart, groups: readonly number[], named: boolean): { markerGroups: number[]; otherGroups: number[] } {
  const markerGroups: number[] = [];
  const otherGroups: number[] = [];
  for (const id of groups) {
    if (part.marker.has(id)) markerGroups.push(id);
    else if (part.administrator || part.judge.has(id)) otherGroups.push(id);
    else if (named) throw forbidden(msg.access.blankPapersNotYours);
  }
  if (markerGroups.length + otherGroups.length === 0) throw forbidden(msg.access.blankPapersNotYours);
  return { markerGroups, otherGroups };
}

/** The exams the caller marks or judges in (the marking screen's exam list). */
export async function markingExamIds(db: Db, who: Principal): Promise<number[]> {
  return [...new Set((await assignmentsOf(db, who.userId)).map((a) => a.examId))];
}

/** The papers of an exam the caller marks or judges in; refused when there is none. */
export async function requireMarkingTests(db: Db, who: Principal, examId: number): Promise<number[]> {
  const mine = (await assignmentsOf(db, who.userId)).filter((a) => a.examId === examId);
  if (mine.length === 0) throw forbidden(msg.access.notYourMarkingExam);
  return [...new Set(mine.map((a) => a.testId))];
}

/** A marking record (a mark in one's records) is opened and changed only by the teacher who gave it, in its own group. */
export function requireOwnRecord(who: Principal, record: { teacherId: number; partitionId: number }, partitionId: number): void {
  if (record.teacherId !== who.userId || record.partitionId !== partitionId) throw forbidden(msg.marking.notYourRecord);
}

/** The question groups of a test the caller marks (or judges), each with their quota (mark_task, 0: none): what the marking screen lists. */
export async function markingGroups(db: Db, who: Principal, testId: number, role: PartitionRole): Promise<Map<number, number>> {
  const mine = (await assignmentsOf(db, who.userId)).filter((a) => a.testId === testId && a.role === role);
  return new Map(mine.map((a) => [a.partitionId, a.markTask]));
}

/**
 * The answer is the caller's in the marking of its group: they hold it or have marked it, and as
 * the group's judge also while it waits for adjudication. The original paper opens only then, and
 * a stored answer piece too (scan-access.ts).
 */
export function answerIsMine(role: PartitionRole, standing: { held: boolean; marked: boolean; unitState: AnswerStanding['unitState'] | null }): boolean {
  return standing.held || standing.marked || (role === 'judge' && standing.unitState === 'judge');
}

/** The original paper of a student's answer, for the group's marker or judge (marking-assignments.ts) to whom the answer is theirs. */
export async function requireOriginalPaper(db: Db, who: Principal, role: PartitionRole, answer: { partitionId: number; studentId: number }): Promise<void> {
  const standing = await answerStanding(db, answer, who.userId);
  if (!standing || !answerIsMine(role, standing)) throw forbidden(msg.access.originalPaperNotYours);
}
