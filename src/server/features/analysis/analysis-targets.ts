/**
 * Which students a target of an exam's analysis (school, campus, class, custom group) covers,
 * and the exam and test of a request once the caller may open the exam's analysis
 * (src/server/access: a member of the exam's school, a single class only when they teach it).
 */
import { accessOf } from '../../access/access-service.ts';
import { requireClassView, type Viewer } from '../../access/analysis-viewer.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-repository.ts';
import type { StudentRow } from './analysis-repository.ts';
import { msg } from '../../../i18n/server.ts';

export type ScopeLevel = 'school' | 'campus' | 'class' | 'special_group';

export interface ScopeQuery {
  examination_id: number;
  test_id: number;
  school_id?: number;
  campus_id?: number;
  class_id?: number;
  special_group_id?: number;
}

/** A target of the analysis: its identity and which students belong to it. */
export interface Target {
  level: ScopeLevel;
  id: number;
  name: string;
  includes: (student: StudentRow) => boolean;
}

export type ExamRow = NonNullable<Awaited<ReturnType<typeof repo.examById>>>;
export type TestRow = NonNullable<Awaited<ReturnType<typeof repo.testById>>>;

/** The exam and test of a request, after the access check. */
export async function openTest(db: Db, auth: AuthContext, examId: number, testId: number): Promise<{ exam: ExamRow; test: TestRow; viewer: Viewer }> {
  const exam = await repo.examById(db, examId);
  if (!exam) throw notFound(msg.exam.notFound);
  const viewer = await accessOf(db, auth).requireAnalysisViewer(exam.schoolId);
  const test = await repo.testById(db, testId);
  if (!test) throw notFound(msg.exam.testNotFound);
  if (test.examId !== exam.id) throw notFound(msg.analysis.testNotInExam);
  return { exam, test, viewer };
}

export async function schoolTarget(db: Db, exam: ExamRow): Promise<Target> {
  const school = await repo.schoolById(db, exam.schoolId);
  return { level: 'school', id: exam.schoolId, name: school?.name ?? msg.analysis.wholeSchool, includes: (s) => s.schoolId === exam.schoolId };
}

/** The narrowest target the query names: custom group, class, campus, else the whole exam. */
export async function resolveTarget(db: Db, exam: ExamRow, viewer: Viewer, q: ScopeQuery): Promise<Target> {
  if (q.special_group_id) {
    const group = await repo.specialGroupById(db, q.special_group_id);
    if (!group || group.examId !== exam.id) throw notFound(msg.analysis.specialGroupNotFound);
    const members = (await repo.specialGroupMembers(db, [group.id])).get(group.id)!;
    return { level: 'special_group', id: group.id, name: group.name, includes: (s) => members.has(s.id) };
  }
  if (q.class_id) {
    const klass = await repo.classById(db, q.class_id);
    if (!klass) throw notFound(msg.organisation.classNotFound);
    if (klass.schoolId !== exam.schoolId) throw notFound(msg.analysis.scopeNotInExam);
    requireClassView(viewer, klass.id);
    return { level: 'class', id: klass.id, name: klass.name, includes: (s) => s.classId === klass.id };
  }
  if (q.campus_id) {
    const campus = await repo.campusById(db, q.campus_id);
    if (!campus) throw notFound(msg.analysis.campusNotFound);
    if (campus.schoolId !== exam.schoolId) throw notFound(msg.analysis.scopeNotInExam);
    return { level: 'campus', id: campus.id, name: campus.name, includes: (s) => s.campusId === campus.id };
  }
  if (q.school_id && q.school_id !== exam.schoolId) {
    throw notFound((await repo.schoolById(db, q.school_id)) ? msg.analysis.scopeNotInExam : msg.organisation.schoolNotFound);
  }
  return schoolTarget(db, exam);
}

/**
 * The targets a target is contrasted with: every class (or campus, or custom group) of the
 * exam at the same level; a school target is contrasted with its campuses.
 */
export async function contrastTargets(db: Db, exam: ExamRow, target: Target, students: readonly StudentRow[]): Promise<Target[]> {
  if (target.level === 'special_group') {
    const groups = await repo.specialGroupsOfExam(db, exam.id);
    const members = await repo.specialGroupMembers(db, groups.map((g) => g.id));
    return groups.map((g) => ({ level: 'special_group', id: g.id, name: g.name, includes: (s) => members.get(g.id)!.has(s.id) }));
  }
  const byClass = target.level === 'class';
  const seen = new Map<number, string>();
  for (const s of students) {
    const id = byClass ? s.classId : s.campusId;
    if (!seen.has(id)) seen.set(id, byClass ? s.className : s.campusName);
  }
  return [...seen]
    .sort((a, b) => a[0] - b[0])
    .map(([id, name]) => ({ level: byClass ? 'class' : 'campus', id, name, includes: byClass ? (s) => s.classId === id : (s) => s.campusId === id }));
}

/** A student as the analysis calls name them: who, with which exam number, in which class. */
export function describeStudent(s: StudentRow) {
  return { student_id: s.id, real_name: s.name, exam_number: s.examNumber, class_id: s.classId, class_name: s.className };
}

export function describeTarget(target: Target) {
  return { target_id: target.id, target_name: target.name, target_label: target.level };
}

/**
 * Positions of school, campus and class targets per student list, made once per list in one pass
 * over its students: a kept paper's list never changes, and a class head's call contrasts their
 * class with every class of the exam — a scan of every student per class otherwise, on the first
 * call of each paper. A custom group's members may change under the same list, so its positions
 * are found each time.
 */
const positionsKept = new WeakMap<readonly StudentRow[], ReadonlyMap<string, Int32Array>>();

const NONE = new Int32Array(0);

/** Every school's, campus's and class's positions in a student list, by `level:id`. */
function positionsByScope(students: readonly StudentRow[]): ReadonlyMap<string, Int32Array> {
  const lists = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const list = lists.get(key);
    if (list) list.push(i);
    else lists.set(key, [i]);
  };
  students.forEach((s, i) => {
    add(`school:${s.schoolId}`, i);
    add(`campus:${s.campusId}`, i);
    add(`class:${s.classId}`, i);
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

/** Positions (in a student list) of the students `includes` picks, in order. */
export function positionsIn(students: readonly StudentRow[], includes: (s: StudentRow) => boolean): number[] {
  const positions: number[] = [];
  students.forEach((s, i) => {
    if (includes(s)) positions.push(i);
  });
  return positions;
}

/** Positions (in the test's student list) of the target's students. */
export function positionsOf(students: readonly StudentRow[], target: Target): Int32Array {
  if (target.level === 'special_group') return Int32Array.from(positionsIn(students, target.includes));
  let kept = positionsKept.get(students);
  if (!kept) positionsKept.set(students, (kept = positionsByScope(students)));
  return kept.get(`${target.level}:${target.id}`) ?? NONE;
}
