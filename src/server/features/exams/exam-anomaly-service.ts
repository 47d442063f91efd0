/**
 * An exam's anomalies (spec 002 §7 examination-abnormal): what the school's leaders must see
 * before and while the exam is marked, paper by paper — students sitting it with no scanned
 * sheet, absent students who have one, card pages recognised twice for one student, and the
 * question groups that still wait for marks, by where their answers wait.
 */
import { subjectName } from '../../../domain/enums.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-anomaly-repository.ts';
import { testsOfExams } from './exam-repository.ts';

function studentList(rows: repo.AnomalyStudent[]) {
  return {
    total: rows[0]?.total ?? 0,
    students: rows.map((r) => ({ student_id: r.studentId, name: r.name, exam_number: r.examNumber, class_name: r.className })),
  };
}

export class ExamAnomalyService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const place = await accessOf(db, auth).requireExamOversight(examId);
      const [tests, counts, sheets, duplicates, groups] = await Promise.all([
        testsOfExams(db, [examId]),
        repo.sittingCounts(db, examId),
        repo.sheetAnomalies(db, examId),
        repo.duplicatePages(db, examId),
        repo.unmarkedGroupsByState(db, examId),
      ]);
      return {
        examination_id: examId,
        status: place.examStatus,
        sitting: counts.sitting,
        absent: counts.absent,
        papers: tests.map((test) => ({
          test_id: test.id,
          subject_id: test.subjectId,
          subject_name: subjectName(test.subjectId),
          missing_sheet: studentList(sheets.filter((s) => s.testId === test.id && s.kind === 'missing_sheet')),
          absent_with_sheet: studentList(sheets.filter((s) => s.testId === test.id && s.kind === 'absent_with_sheet')),
          duplicate_pages: duplicates
            .filter((d) => d.testId === test.id)
            .map((d) => ({ student_id: d.studentId, name: d.name, exam_number: d.examNumber, class_name: d.className, card_page: d.cardPage, pages: d.pages })),
          unmarked_groups: groups
            .filter((g) => g.testId === test.id)
            .map((g) => ({ partition_id: g.partitionId, name: g.name, open: g.open, problem: g.problem, blank: g.blank, judge: g.judge })),
        })),
      };
    });
  }
}
