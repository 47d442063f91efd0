/**
 * What a task works on, checked against who asked: the exam, its papers, the classes and the
 * students named in the task's param. The same rules as the analysis: a member of the exam's
 * school (or the super administrator) may ask; subject teachers and class heads only for the
 * classes they teach, which are also what they get when they name no class.
 * Checked when the task is created (the caller learns at once what is wrong) and again when it
 * runs (the data may have changed in between).
 */
import { TaskType } from '../../../domain/tasks.ts';
import { accessOf } from '../../access/access-service.ts';
import { seesClass } from '../../access/analysis-viewer.ts';
import { analysesWholeSchool, type Principal } from '../../access/principal.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import * as repo from './task-repository.ts';
import type { ExamRow, TestRow } from './task-repository.ts';
import { msg } from '../../../i18n/server.ts';

export type { ExamRow, TestRow } from './task-repository.ts';

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
export type TaskOwner = Principal;

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

const ids = (refs: TaskRef[] | undefined) => [...new Set((refs ?? []).map((r) => r.id))];

export async function resolveTaskScope(db: Db, owner: TaskOwner, typeId: number, param: TaskParam): Promise<TaskScope> {
  const testIds = ids(param.tests);
  let examId = param.exams?.[0]?.id;
  if (!examId && testIds.length > 0) {
    examId = await repo.examIdOfTest(db, testIds[0]);
    if (!examId) throw notFound(msg.exam.testNotFound);
  }
  if (!examId) throw badRequest(msg.tasks.examRequired);
  const exam = await repo.examById(db, examId);
  if (!exam) throw notFound(msg.exam.notFound);
  const viewer = await accessOf(db, owner).requireAnalysisViewer(exam.schoolId);

  const examTests = await repo.testsOfExam(db, exam.id);
  const chosenTests = testIds.length > 0 ? testIds.map((id) => examTests.find((t) => t.id === id)) : examTests;
  if (chosenTests.some((t) => !t)) throw notFound(msg.tasks.testNotInExam);
  if (chosenTests.length === 0) throw badRequest(msg.tasks.examWithoutTests);

  const classIds = ids(param.classes);
  let chosenClasses: { id: number; name: string }[] | undefined;
  if (classIds.length > 0) {
    const rows = await repo.classesByIds(db, classIds);
    if (rows.length !== classIds.length || rows.some((r) => r.schoolId !== exam.schoolId)) throw notFound(msg.tasks.classNotFound);
    if (rows.some((r) => !seesClass(viewer, r.id))) throw forbidden(msg.tasks.ownClassesOnly);
    chosenClasses = classIds.map((id) => rows.find((r) => r.id === id)!).map(({ id, name }) => ({ id, name }));
  } else if (viewer.classIds) {
    chosenClasses = (await repo.classesByIds(db, [...viewer.classIds])).map(({ id, name }) => ({ id, name }));
    if (chosenClasses.length === 0) throw forbidden(msg.tasks.ownClassesOnly);
  }

  const studentIds = ids(param.users);
  if (studentIds.length > 0) {
    const rows = await repo.studentsByIds(db, studentIds);
    if (rows.length !== studentIds.length || rows.some((r) => r.schoolId !== exam.schoolId)) throw notFound(msg.tasks.studentNotFound);
    const allowed = chosenClasses ? new Set(chosenClasses.map((c) => c.id)) : undefined;
    if (allowed && rows.some((r) => !allowed.has(r.classId))) throw forbidden(msg.tasks.ownClassesOnly);
  }

  if (typeId === TaskType.examAnalysis && !analysesWholeSchool(owner) && classIds.length === 0) {
    throw forbidden(msg.tasks.analysisForLeaders);
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
