/**
 * Which exams a user may analyse, and what one exam can be analysed by: the entry to the exam
 * analysis screens (spec 001 §2.1 analysisExaminationMain). Only exams whose analysis is open
 * (status 3) are listed; the access rule is that of every other analysis call.
 */
import { ExamStatus } from '../../../domain/enums.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-repository.ts';
import { msg } from '../../../i18n/server.ts';

type ExamRow = NonNullable<Awaited<ReturnType<typeof repo.examById>>>;

function describeExam(exam: ExamRow, papers: Awaited<ReturnType<typeof repo.testsOfExams>>) {
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
    return this.database.read(async (db) => {
      const access = accessOf(db, auth);
      let schoolIds = await access.visibleSchoolIds();
      if (q.school_id) {
        if (!(await access.isSchoolMember(q.school_id))) throw forbidden();
        schoolIds = [q.school_id];
      }
      if (schoolIds && schoolIds.length === 0) return { total: 0, result: [] };
      const pageSize = q.page_size ?? 10;
      const { total, rows } = await repo.examsOfSchools(db, schoolIds, { is: ExamStatus.analysisViewable }, { limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      const papers = await repo.testsOfExams(db, rows.map((r) => r.id));
      return { total, result: rows.map((exam) => describeExam(exam, papers)) };
    });
  }

  async detail(auth: AuthContext, examId: number) {
    return this.database.read(async (db) => {
      const exam = await repo.examById(db, examId);
      if (!exam) throw notFound(msg.exam.notFound);
      const viewer = await accessOf(db, auth).requireAnalysisViewer(exam.schoolId);
      if (exam.status !== ExamStatus.analysisViewable) throw forbidden(msg.analysis.notOpen);
      const school = await repo.schoolById(db, exam.schoolId);
      const classRows = await repo.examClassesOf(db, exam.id);
      const campusRows = await repo.campusesByIds(db, [...new Set(classRows.map((c) => c.campusId))]);
      const groups = await repo.specialGroupsOfExam(db, exam.id);
      return {
        ...describeExam(exam, await repo.testsOfExams(db, [exam.id])),
        school: { id: exam.schoolId, name: school?.name ?? '' },
        campuses: campusRows,
        classes: classRows.map((c) => ({ id: c.id, name: c.name, campus_id: c.campusId })),
        special_groups: groups.map((g) => ({ id: g.id, name: g.name })),
        own_class_ids: viewer.classIds ? [...viewer.classIds].filter((id) => classRows.some((c) => c.id === id)).sort((a, b) => a - b) : null,
      };
    });
  }
}
