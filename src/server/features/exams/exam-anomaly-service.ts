/**
 * An exam's anomalies (spec 002 §7 examination-abnormal): what the school's leaders must see
 * before and while the exam is marked, paper by paper — students sitting it with no scanned
 * sheet, absent students who have one, card pages recognised twice for one student, and the
 * question groups that still wait for marks, by where their answers wait.
 */
import { subjectName } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-anomaly-repository.ts';
import { lockExam, testsOfExams } from './exam-repository.ts';
import { setAbsent } from './exam-student-repository.ts';

/** Which list of the anomalies a resolution clears: the students without a sheet, or the absent ones with one. */
export type SheetAnomalyKind = 'missing_sheet' | 'absent_with_sheet';

/** Why a student cannot be resolved this way, or undefined when they can. */
function resolutionProblem(kind: SheetAnomalyKind, student: repo.SittingSheets): string | undefined {
  if (kind === 'missing_sheet') {
    if (student.absent) return msg.exam.anomalyAlreadyAbsent(student.name);
    if (student.papersWithSheet > 0) return msg.exam.anomalyHasSheet(student.name);
    return undefined;
  }
  if (!student.absent) return msg.exam.anomalyNotAbsent(student.name);
  if (student.papersWithSheet === 0) return msg.exam.anomalyNoSheet(student.name);
  return undefined;
}

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

  /**
   * Resolves sheet anomalies of the exam (examination-abnormal PUT/PATCH {id}) for its school
   * administrators: students present with no sheet of any paper are marked absent (缺考), and
   * absent students with a sheet are marked present. Absence is of the whole exam, so a student
   * with a sheet of some paper cannot be marked absent. A student not sitting the exam or not
   * on that list is refused by name, and nothing changes then.
   */
  async resolve(auth: AuthContext, examId: number, body: { kind: SheetAnomalyKind; student_ids: number[] }) {
    return examSetupWork(this.database, auth, examId, 'change', async (db) => {
      await lockExam(db, examId);
      const ids = [...new Set(body.student_ids)];
      const found = new Map((await repo.sheetsOfSitting(db, examId, ids)).map((s) => [s.studentId, s]));
      for (const id of ids) {
        const student = found.get(id);
        if (!student) throw badRequest(msg.exam.studentNotSitting(id));
        const problem = resolutionProblem(body.kind, student);
        if (problem) throw badRequest(problem);
      }
      await setAbsent(db, examId, ids, body.kind === 'missing_sheet');
      return { examination_id: examId, kind: body.kind, resolved: ids.length };
    });
  }
}
