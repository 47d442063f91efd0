/**
 * What a task works on, checked against who asked: the exam, its papers, the classes and the
 * students named in the task's param. The same rules as the analysis: a member of the exam's
 * school (or the super administrator) may ask; subject teachers and class heads only for the
 * classes they teach, which are also what they get when they name no class.
 * Checked when the task is created (the caller learns at once what is wrong) and again when it
 * runs (the data may have changed in between).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Position, Role } from '../../../domain/roles.ts';
import { TaskType } from '../../../domain/tasks.ts';
import type { Db } from '../../db/database.ts';
import { classes, exams, students, tests } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { viewerOf } from '../analysis/analysis-scope.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { TaskMessage } from './task-messages.ts';

export interface TaskRef {
  id: number;
  name?: string;
}

/** The param of a task as the contract declares it (TaskParam). */
export interface TaskParam {
  exams?: TaskRef[];
  tests?: TaskRef[];
  classes?: TaskRef[];
  special_groups?: TaskRef[];
  users?: TaskRef[];
  content?: number;
  params?: { error_rate?: number; error_rate_2?: number; analysisType?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** Who created a task, as the workers see them later: the user and the role they acted in. */
export interface TaskOwner {
  userId: number;
  groupId: number;
  role: Role;
}

export type ExamRow = typeof exams.$inferSelect;
export type TestRow = typeof tests.$inferSelect;

export interface TaskScope {
  exam: ExamRow;
  tests: TestRow[];
  /** the classes the task is limited to; undefined = every class of the exam */
  classes?: { id: number; name: string }[];
  /** the students the task is limited to (within the classes); undefined = all of them */
  studentIds?: number[];
  /** the caller may see every class of the school */
  wholeSchool: boolean;
}

/** The analysis access check reads the user and the role only. */
export function ownerAuth(owner: TaskOwner): AuthContext {
  return { userId: owner.userId, groupId: owner.groupId, role: owner.role, sessionId: 0, kind: 'web', token: '' };
}

const ids = (refs: TaskRef[] | undefined) => [...new Set((refs ?? []).map((r) => r.id))];

/** Positions that may open an exam's analysis for the whole school. */
const SCHOOL_ANALYSIS_POSITIONS: ReadonlySet<number> = new Set([
  Position.principal,
  Position.gradeLeader,
  Position.researchLeader,
  Position.prepLeader,
  Position.infoAdmin,
  Position.academicDirector,
]);

export function mayAnalyseWholeSchool(owner: TaskOwner): boolean {
  return owner.role === Role.superAdmin || owner.role === Role.admin || SCHOOL_ANALYSIS_POSITIONS.has(owner.groupId);
}

export async function resolveTaskScope(db: Db, owner: TaskOwner, typeId: number, param: TaskParam): Promise<TaskScope> {
  const testIds = ids(param.tests);
  let examId = param.exams?.[0]?.id;
  if (!examId && testIds.length > 0) {
    const first = (await db.select({ examId: tests.examId }).from(tests).where(eq(tests.id, testIds[0])))[0];
    if (!first) throw notFound(TaskMessage.testNotFound);
    examId = first.examId;
  }
  if (!examId) throw badRequest(TaskMessage.examRequired);
  const exam = (await db.select().from(exams).where(eq(exams.id, examId)))[0];
  if (!exam) throw notFound(TaskMessage.examNotFound);
  const viewer = await viewerOf(db, ownerAuth(owner), exam.schoolId);

  const examTests = await db.select().from(tests).where(eq(tests.examId, exam.id)).orderBy(asc(tests.subjectId), asc(tests.id));
  const chosenTests = testIds.length > 0 ? testIds.map((id) => examTests.find((t) => t.id === id)) : examTests;
  if (chosenTests.some((t) => !t)) throw notFound(TaskMessage.testNotInExam);
  if (chosenTests.length === 0) throw badRequest(TaskMessage.examWithoutTests);

  const classIds = ids(param.classes);
  let chosenClasses: { id: number; name: string }[] | undefined;
  if (classIds.length > 0) {
    const rows = await db.select({ id: classes.id, name: classes.name, schoolId: classes.schoolId }).from(classes).where(inArray(classes.id, classIds));
    if (rows.length !== classIds.length || rows.some((r) => r.schoolId !== exam.schoolId)) throw notFound(TaskMessage.classNotFound);
    if (viewer.classIds && rows.some((r) => !viewer.classIds!.has(r.id))) throw forbidden(TaskMessage.ownClassesOnly);
    chosenClasses = classIds.map((id) => rows.find((r) => r.id === id)!).map(({ id, name }) => ({ id, name }));
  } else if (viewer.classIds) {
    const own = [...viewer.classIds];
    chosenClasses = own.length
      ? (await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, own)).orderBy(asc(classes.id)))
      : [];
    if (chosenClasses.length === 0) throw forbidden(TaskMessage.ownClassesOnly);
  }

  const studentIds = ids(param.users);
  if (studentIds.length > 0) {
    const rows = await db.select({ id: students.id, schoolId: students.schoolId, classId: students.classId }).from(students).where(inArray(students.id, studentIds));
    if (rows.length !== studentIds.length || rows.some((r) => r.schoolId !== exam.schoolId)) throw notFound(TaskMessage.studentNotFound);
    const allowed = chosenClasses ? new Set(chosenClasses.map((c) => c.id)) : undefined;
    if (allowed && rows.some((r) => !allowed.has(r.classId))) throw forbidden(TaskMessage.ownClassesOnly);
  }

  if (typeId === TaskType.examAnalysis && !mayAnalyseWholeSchool(owner) && classIds.length === 0) {
    throw forbidden(TaskMessage.analysisForLeaders);
  }

  return {
    exam,
    tests: chosenTests as TestRow[],
    classes: chosenClasses,
    studentIds: studentIds.length > 0 ? studentIds : undefined,
    wholeSchool: !viewer.classIds,
  };
}

/** The param as stored: the ids the caller gave, with the names they refer to. */
export function describeScope(scope: TaskScope, param: TaskParam): TaskParam {
  return {
    ...param,
    exams: [{ id: scope.exam.id, name: scope.exam.name }],
    tests: scope.tests.map((t) => ({ id: t.id, name: t.name, examination_id: scope.exam.id, examination_name: scope.exam.name })),
    ...(scope.classes ? { classes: scope.classes.map((c) => ({ id: c.id, name: c.name, school_id: scope.exam.schoolId })) } : {}),
  };
}

/** Students of the school in the given classes (all classes when none), for a task's scope. */
export async function classesOfSchool(db: Db, schoolId: number, classIds?: number[]) {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), classIds ? inArray(classes.id, classIds) : undefined))
    .orderBy(asc(classes.id));
}
