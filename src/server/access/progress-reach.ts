/**
 * Which exams and papers a user may follow in the marking-progress pages (spec 000 §2): the
 * super administrator every one; administrators and school leaders every exam of their schools;
 * teachers the papers they mark or adjudicate, and — class heads and subject teachers — the
 * exams their classes sit, limited to their classes in the class lists.
 */
import type { PaperStanding } from '../../domain/progress-access.ts';
import { Role } from '../../domain/roles.ts';
import type { Db } from '../db/database.ts';
import * as repo from './access-repository.ts';
import { analysesWholeSchool, isSuperAdmin, type Principal } from './principal.ts';

export interface ProgressReach {
  all: boolean;
  schoolIds: number[];
  testIds: Set<number>;
  classExamIds: Set<number>;
  /** the classes a class-limited teacher sees in the class lists; undefined = every class */
  classIds?: Set<number>;
}

/** An exam as far as the reach asks about it. */
export interface ExamOfSchool {
  id: number;
  schoolId: number;
}

export async function progressReachOf(db: Db, who: Principal): Promise<ProgressReach> {
  if (isSuperAdmin(who)) return { all: true, schoolIds: [], testIds: new Set(), classExamIds: new Set() };
  const wholeSchool = analysesWholeSchool(who);
  const schools = wholeSchool ? await repo.schoolIdsOf(db, who.userId) : [];
  const testIds = new Set((await repo.assignmentsOf(db, who.userId)).map((a) => a.testId));
  const taught = wholeSchool ? [] : await repo.taughtClassIds(db, who.userId);
  const classExamIds = new Set(await repo.examIdsOfClasses(db, taught));
  return { all: false, schoolIds: schools, testIds, classExamIds, classIds: wholeSchool ? undefined : new Set(taught) };
}

export function mayFollowExam(reach: ProgressReach, exam: ExamOfSchool, examTestIds: number[]): boolean {
  return reach.all || reach.schoolIds.includes(exam.schoolId) || reach.classExamIds.has(exam.id) || examTestIds.some((id) => reach.testIds.has(id));
}

export function mayFollowTest(reach: ProgressReach, exam: ExamOfSchool, testId: number): boolean {
  return reach.all || reach.schoolIds.includes(exam.schoolId) || reach.classExamIds.has(exam.id) || reach.testIds.has(testId);
}

/** How a user stands to a paper, for the rules of src/domain/progress-access.ts. */
export function paperStanding(who: Principal, reach: ProgressReach, exam: Pick<ExamOfSchool, 'schoolId'>, testId: number): PaperStanding {
  return {
    administrator: reach.all || (who.role === Role.admin && reach.schoolIds.includes(exam.schoolId)),
    schoolLeader: reach.all || reach.schoolIds.includes(exam.schoolId),
    assigned: reach.testIds.has(testId),
  };
}
