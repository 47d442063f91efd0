/**
 * Exam setup (spec 001 §2.1 /teachers/examination, 002 §7 examination-info): a school's
 * administrators list, create and edit exams — name, type, grade, participating classes, the
 * class-teacher marking flag and one paper (test) per subject with its full score and
 * correction mode. Grade, classes and papers are fixed once marking has started; the lifecycle
 * itself is exam-lifecycle.ts.
 */
import type { operations } from '../../../contract/schema.d.ts';
import { gradeName, subjectById, subjectName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-repository.ts';
import { resourceCount } from '../test-resources/test-resource-repository.ts';

export interface TestInput {
  subject_id: number;
  total_score: number;
  correct_type?: number;
}

export interface ExamInput {
  school_id?: number;
  name: string;
  examination_type: number;
  grade_id: number;
  start_date?: string;
  class_teacher_marking?: boolean;
  class_ids: number[];
  tests: TestInput[];
}

export type ExamEditInput = Partial<Omit<ExamInput, 'school_id'>>;

/** The filters of the exam list, as the contract's listSetupExams declares them. */
export type ListQuery = NonNullable<operations['listSetupExams']['parameters']['query']>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The exam as exam setup shows it (contract SetupExam). */
export async function describeExam(db: Db, exam: repo.ExamRow) {
  const [tests, classRows] = await Promise.all([repo.testsOfExams(db, [exam.id]), repo.classIdsOfExams(db, [exam.id])]);
  return describe(exam, tests, classRows);
}

function describe(exam: repo.ExamRow, tests: repo.TestSummary[], classRows: { examId: number; classId: number }[]) {
  return {
    id: exam.id,
    school_id: exam.schoolId,
    name: exam.name,
    status: exam.status as 0 | 1 | 2 | 3,
    examination_type: exam.examinationType,
    grade_id: exam.gradeId,
    start_date: exam.startDate,
    class_teacher_marking: exam.classTeacherMarking,
    class_ids: classRows.filter((c) => c.examId === exam.id).map((c) => c.classId),
    tests: tests
      .filter((t) => t.examId === exam.id)
      .map((t) => ({
        id: t.id,
        subject_id: t.subjectId,
        subject_name: subjectName(t.subjectId),
        name: t.name,
        total_score: t.totalScore,
        correct_type: t.correctType as 1 | 2 | 3,
        question_count: t.questionCount,
        partition_count: t.partitionCount,
      })),
  };
}

/** Refuses a class of another school or grade, or one named twice, naming it. */
async function checkClasses(db: Db, schoolId: number, gradeId: number, classIds: number[]): Promise<void> {
  const found = new Map((await repo.classesByIds(db, classIds)).map((c) => [c.id, c]));
  const seen = new Set<number>();
  for (const id of classIds) {
    const row = found.get(id);
    if (!row || row.schoolId !== schoolId) throw badRequest(msg.exam.classNotOfSchool(id));
    if (row.gradeId !== gradeId) throw badRequest(msg.exam.classOfOtherGrade(row.name));
    if (seen.has(id)) throw badRequest(msg.exam.duplicateClass(row.name));
    seen.add(id);
  }
}

/** Refuses a subject twice or one the grade does not have, naming it. */
function checkTests(gradeId: number, tests: TestInput[]): void {
  const seen = new Set<number>();
  for (const t of tests) {
    const subject = subjectById(t.subject_id);
    if (!subject || subject.minGrade > gradeId) throw badRequest(msg.exam.subjectNotOfGrade(subjectName(t.subject_id)));
    if (seen.has(t.subject_id)) throw badRequest(msg.exam.duplicateSubject(subject.name));
    seen.add(t.subject_id);
  }
}

/** A paper is named after its grade and subject, as the marking lists show it. */
function testName(gradeId: number, subjectId: number): string {
  return `${gradeName(gradeId)}${subjectName(subjectId)}`;
}

export class ExamService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: ListQuery) {
    const pageSize = q.page_size ?? 10;
    const pageNo = q.page_no ?? 1;
    return this.database.run(async (db) => {
      const own = await accessOf(db, auth).requireSetupSchools();
      const filter = { year: q.year, gradeId: q.grade_id, subjectId: q.subject_id, examinationType: q.examination_type, status: q.status, name: q.examination_name };
      const { rows, total } = await repo.listExams(db, own, filter, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      const ids = rows.map((r) => r.id);
      const [tests, classRows] = await Promise.all([repo.testsOfExams(db, ids), repo.classIdsOfExams(db, ids)]);
      return { result: rows.map((r) => describe(r, tests, classRows)), total };
    });
  }

  async get(auth: AuthContext, examId: number) {
    return examSetupWork(this.database, auth, examId, 'read', async (db) => {
      return describeExam(db, (await repo.examById(db, examId))!);
    });
  }

  async create(auth: AuthContext, body: ExamInput) {
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const schoolId = body.school_id ?? (await access.schoolIds())[0];
      if (schoolId === undefined) throw badRequest(msg.exam.schoolRequired);
      await access.requireSchoolSetup(schoolId);
      await checkClasses(db, schoolId, body.grade_id, body.class_ids);
      checkTests(body.grade_id, body.tests);
      const examId = await repo.insertExam(db, {
        schoolId,
        name: body.name.trim(),
        examinationType: body.examination_type,
        gradeId: body.grade_id,
        startDate: body.start_date ?? '',
        classTeacherMarking: body.class_teacher_marking ?? false,
      });
      await repo.replaceExamClasses(db, examId, body.class_ids);
      for (const t of body.tests) await repo.insertTest(db, { examId, subjectId: t.subject_id, name: testName(body.grade_id, t.subject_id), totalScore: t.total_score, correctType: t.correct_type ?? 1 });
      await repo.updateExam(db, examId, { totalScore: round1(body.tests.reduce((sum, t) => sum + t.total_score, 0)) });
      return describeExam(db, (await repo.examById(db, examId))!);
    });
  }

  /** test-correct-type/{id}: how a paper and its question groups are marked, before marking starts. */
  async setCorrectType(auth: AuthContext, testId: number, correctType: number) {
    return this.database.tx(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'setup');
      await repo.lockExam(db, place.examId);
      if ((await repo.examById(db, place.examId))!.status !== 0) throw badRequest(msg.exam.correctTypeLocked);
      await repo.setCorrectType(db, testId, correctType);
      const exam = await describeExam(db, (await repo.examById(db, place.examId))!);
      return exam.tests.find((t) => t.id === testId)!;
    });
  }

  /** Applies the fields given; grade, classes and papers only while the exam has not started. */
  async edit(db: Db, examId: number, body: ExamEditInput) {
    await repo.lockExam(db, examId);
    const exam = (await repo.examById(db, examId))!;
    const structural = body.grade_id !== undefined || body.class_ids !== undefined || body.tests !== undefined;
    if (structural && exam.status !== 0) throw badRequest(msg.exam.structureLocked);
    const gradeId = body.grade_id ?? exam.gradeId;
    const current = await repo.testsOfExams(db, [examId]);
    if (body.grade_id !== undefined || body.class_ids !== undefined) {
      const classIds = body.class_ids ?? (await repo.classIdsOfExams(db, [examId])).map((c) => c.classId);
      await checkClasses(db, exam.schoolId, gradeId, classIds);
      await repo.replaceExamClasses(db, examId, classIds);
    }
    const tests = body.tests ?? current.map((t) => ({ subject_id: t.subjectId, total_score: t.totalScore, correct_type: t.correctType }));
    if (body.tests !== undefined || body.grade_id !== undefined) {
      checkTests(gradeId, tests);
      for (const old of current.filter((t) => !tests.some((n) => n.subject_id === t.subjectId))) {
        if (old.questionCount > 0 || old.partitionCount > 0) throw badRequest(msg.exam.testInUse(subjectName(old.subjectId)));
        // its attached files live in the scan storage: they are removed one by one (test-resource), never with the paper
        if ((await resourceCount(db, old.id)) > 0) throw badRequest(msg.testResources.paperHasFiles(subjectName(old.subjectId)));
        await repo.deleteTest(db, old.id);
      }
      for (const t of tests) {
        const old = current.find((c) => c.subjectId === t.subject_id);
        const fields = { name: testName(gradeId, t.subject_id), totalScore: t.total_score, correctType: t.correct_type ?? old?.correctType ?? 1 };
        if (old) await repo.updateTest(db, old.id, fields);
        else await repo.insertTest(db, { examId, subjectId: t.subject_id, ...fields });
      }
    }
    await repo.updateExam(db, examId, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.examination_type !== undefined ? { examinationType: body.examination_type } : {}),
      ...(body.grade_id !== undefined ? { gradeId: body.grade_id } : {}),
      ...(body.start_date !== undefined ? { startDate: body.start_date } : {}),
      ...(body.class_teacher_marking !== undefined ? { classTeacherMarking: body.class_teacher_marking } : {}),
      totalScore: round1(tests.reduce((sum, t) => sum + t.total_score, 0)),
    });
  }
}
