/**
 * Which exams a user may analyse, and what one exam can be analysed by: the entry to the exam
 * analysis screens (spec 001 §2.1 analysisExaminationMain). Only exams whose analysis is open
 * (status 3) are listed; the access rule is that of every other analysis call.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ExamStatus } from '../../../domain/enums.ts';
import { Role } from '../../../domain/roles.ts';
import type { Database, Db } from '../../db/database.ts';
import { campuses, exams, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { schoolIdsOf } from '../auth/auth-repository.ts';
import { query } from '../../db/query.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-repository.ts';
import { viewerOf } from './analysis-scope.ts';

/** Shown when an exam's analysis is not open yet. */
export const ANALYSIS_NOT_OPEN = '该考试的分析尚未开放';

type ExamRow = typeof exams.$inferSelect;

/**
 * The classes of an exam: those it was set for and those of every student who sat one of its
 * papers (an answer to a question group or an objective question), as the analysis counts them.
 */
export async function examClassesOf(db: Db, examId: number): Promise<{ id: number; name: string; campusId: number }[]> {
  const rows = await query<{ id: number; name: string; campus_id: number }>(
    db,
    sql`SELECT c.id, c.name, c.campus_id FROM classes c
        WHERE c.id IN (SELECT ec.class_id FROM exam_classes ec WHERE ec.exam_id = ${examId}
                       UNION SELECT s.class_id FROM students s
                       WHERE s.id IN (SELECT u.student_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id JOIN tests t ON t.id = p.test_id WHERE t.exam_id = ${examId}
                                      UNION SELECT o.student_id FROM objective_answers o JOIN tests t ON t.id = o.test_id WHERE t.exam_id = ${examId}))
        ORDER BY c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, campusId: Number(r.campus_id) }));
}

async function testsOf(db: Db, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select({ id: tests.id, examId: tests.examId, name: tests.name, subjectId: tests.subjectId, totalScore: tests.totalScore })
    .from(tests)
    .where(inArray(tests.examId, examIds))
    .orderBy(asc(tests.subjectId), asc(tests.id));
}

function describeExam(exam: ExamRow, papers: Awaited<ReturnType<typeof testsOf>>) {
  return {
    id: exam.id,
    name: exam.name,
    status: exam.status,
    examination_type: exam.examinationType,
    grade_id: exam.gradeId,
    start_date: exam.startDate,
    tests: papers.filter((p) => p.examId === exam.id).map((p) => ({ id: p.id, name: p.name, subject_id: p.subjectId, total_score: p.totalScore })),
  };
}

export class AnalysisExams {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: { school_id?: number; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      let schoolIds = auth.role === Role.superAdmin ? undefined : await schoolIdsOf(db, auth.userId);
      if (q.school_id) {
        if (schoolIds && !schoolIds.includes(q.school_id)) throw forbidden();
        schoolIds = [q.school_id];
      }
      if (schoolIds && schoolIds.length === 0) return { total: 0, result: [] };
      const where = and(eq(exams.status, ExamStatus.analysisViewable), schoolIds ? inArray(exams.schoolId, schoolIds) : undefined);
      const pageSize = q.page_size ?? 10;
      const [{ total }] = await db.select({ total: count() }).from(exams).where(where);
      const rows = await db
        .select()
        .from(exams)
        .where(where)
        .orderBy(desc(exams.startDate), desc(exams.id))
        .limit(pageSize)
        .offset(((q.page_no ?? 1) - 1) * pageSize);
      const papers = await testsOf(db, rows.map((r) => r.id));
      return { total, result: rows.map((exam) => describeExam(exam, papers)) };
    });
  }

  async detail(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
      if (!exam) throw notFound('考试不存在');
      const viewer = await viewerOf(db, auth, exam.schoolId);
      if (exam.status !== ExamStatus.analysisViewable) throw forbidden(ANALYSIS_NOT_OPEN);
      const school = await repo.schoolById(db, exam.schoolId);
      const classRows = await examClassesOf(db, exam.id);
      const campusIds = [...new Set(classRows.map((c) => c.campusId))];
      const campusRows = campusIds.length
        ? await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(inArray(campuses.id, campusIds)).orderBy(asc(campuses.id))
        : [];
      const groups = await repo.specialGroupsOfExam(db, exam.id);
      return {
        ...describeExam(exam, await testsOf(db, [exam.id])),
        school: { id: exam.schoolId, name: school?.name ?? '' },
        campuses: campusRows,
        classes: classRows.map((c) => ({ id: c.id, name: c.name, campus_id: c.campusId })),
        special_groups: groups.map((g) => ({ id: g.id, name: g.name })),
        own_class_ids: viewer.classIds ? [...viewer.classIds].filter((id) => classRows.some((c) => c.id === id)).sort((a, b) => a - b) : null,
      };
    });
  }
}
