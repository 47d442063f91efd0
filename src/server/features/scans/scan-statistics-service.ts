/**
 * The scan room's figures, for the school's administrators (spec 002 §7 statistic-subject,
 * statistic-object, subjective-score-abnormal): how far each paper of an exam has come, how each
 * objective question was read across the sheets (domain/recognition/objective-statistics.ts says
 * when one looks misprinted or misread), and the students whose written score is impossible or
 * would be missing (domain/subjective-score-check.ts, and a sheet whose objective side was read
 * while the rest of it never reached marking).
 */
import { objectiveStatistics } from '../../../domain/recognition/objective-statistics.ts';
import { subjectiveScoreFindings, type GroupBlank } from '../../../domain/subjective-score-check.ts';
import { accessOf } from '../../access/access-service.ts';
import { examScansWork } from '../../access/exam-work.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as review from './objective-review-repository.ts';
import { optionsOf } from './objective-review-service.ts';
import { usableTemplate } from './recognition-job.ts';
import * as recognition from './recognition-repository.ts';
import { exceptionCounts } from './scan-exception-repository.ts';
import * as repo from './scan-statistics-repository.ts';

type SubjectiveKind = 'sheet_incomplete' | 'above_full' | 'off_step' | 'unscored';

/** The objective question types (objectiveQuestions reads only these). */
const OBJECTIVE_TYPES = ['multiple_one', 'multiple_more', 'true_false'] as const;
type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];
const objectiveType = (type: string): ObjectiveType => OBJECTIVE_TYPES.find((t) => t === type) ?? 'multiple_one';

/** A finding about a whole sheet names no question group, blank or score. */
const NO_BLANK = { partition_id: null, group_name: null, question_label: null, blank_label: null, score: null, full_mark: null, step: null } as const;

export class ScanStatisticsService {
  constructor(private readonly database: Database) {}

  async subjects(auth: AuthContext, examId: number) {
    return examScansWork(this.database, auth, examId, 'read', async (db) => {
      const sitting = await repo.sittingCounts(db, examId);
      const papers = await repo.paperScanCounts(db, examId);
      const result = [];
      for (const paper of papers) {
        const exceptions = await exceptionCounts(db, { testId: paper.testId });
        result.push({
          test_id: paper.testId,
          subject_id: paper.subjectId,
          name: paper.name,
          sheets: paper.sheets,
          partial: paper.partial,
          not_scanned: paper.notScanned,
          absent_with_sheet: paper.absentWithSheet,
          pages: paper.pages,
          waiting_pages: paper.waiting,
          recognised_pages: paper.recognised,
          exception_pages: exceptions.reduce((sum, e) => sum + e.count, 0),
          ignored_pages: paper.ignored,
          exceptions,
          batches: paper.batches,
        });
      }
      return { examination_id: examId, students: sitting.students, absent: sitting.absent, result };
    });
  }

  async objectives(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'scan');
      const template = usableTemplate((await recognition.paperOf(db, testId))?.templateInfo);
      const keyed = (await recognition.objectiveQuestions(db, testId)).filter((q) => Number.isInteger(Number(q.label)));
      keyed.sort((a, b) => Number(a.label) - Number(b.label));
      // a page scanned again replaces the earlier one, as the sheet was written
      const latest = new Map<string, review.SheetReadings>();
      for (const page of await review.sheetReadings(db, testId)) latest.set(`${page.studentId}:${page.page}`, page);
      const answersOf = new Map<number, review.ObjectiveAnswerRow[]>();
      for (const answer of await review.objectiveAnswersOf(db, testId)) answersOf.set(answer.studentId, [...(answersOf.get(answer.studentId) ?? []), answer]);
      const sheets = new Map<number, { readings: review.SheetReadings['objective']; answers: review.ObjectiveAnswerRow[] }>();
      for (const page of latest.values()) {
        const sheet = sheets.get(page.studentId) ?? { readings: [], answers: answersOf.get(page.studentId) ?? [] };
        sheet.readings = [...sheet.readings, ...page.objective];
        sheets.set(page.studentId, sheet);
      }
      const questions = keyed.map((q) => ({
        questionId: q.id,
        qNum: Number(q.label),
        options: optionsOf(q, template?.objective.find((o) => o.qNum === Number(q.label))),
        answer: q.answer,
        fullMark: q.fullMark,
      }));
      const figures = objectiveStatistics(questions, [...sheets.values()]);
      return {
        test_id: testId,
        sheets: sheets.size,
        result: figures.map((figure, i) => {
          const { questionId, ...counts } = figure;
          return { question_id: questionId, label: keyed[i].label, question_type: objectiveType(keyed[i].questionType), answer: keyed[i].answer, ...counts };
        }),
      };
    });
  }

  async subjectiveAbnormal(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'scan');
      const template = usableTemplate((await recognition.paperOf(db, testId))?.templateInfo);
      const blankRows = await repo.groupBlanks(db, testId);
      const blanksOf = new Map<number, (GroupBlank & { groupName: string })[]>();
      for (const row of blankRows) {
        const list = blanksOf.get(row.partitionId) ?? [];
        list.push({ ...row, blankLabel: row.blanksOfQuestion > 1 ? row.blankLabel : '' });
        blanksOf.set(row.partitionId, list);
      }
      const findings = subjectiveScoreFindings(await repo.doneUnits(db, testId), (id) => blanksOf.get(id) ?? []);
      const incomplete = await repo.objectiveReadWithoutSheet(db, testId);
      const students = new Map((await repo.studentsByIds(db, [...new Set([...findings.map((f) => f.studentId), ...incomplete.map((s) => s.studentId)])])).map((s) => [s.id, s]));
      const who = (studentId: number) => ({ student_id: studentId, name: students.get(studentId)?.name ?? '', exam_number: students.get(studentId)?.examNumber ?? '' });
      const groupName = (partitionId: number) => blanksOf.get(partitionId)?.[0]?.groupName ?? null;
      const result = [
        ...incomplete.map((sheet) => ({
          ...who(sheet.studentId),
          kind: 'sheet_incomplete' as SubjectiveKind,
          ...NO_BLANK,
          pages_read: sheet.pagesRead,
          pages_expected: template ? template.pages.length : null,
        })),
        ...findings.map((finding) => ({
          ...who(finding.studentId),
          kind: finding.kind as SubjectiveKind,
          partition_id: finding.partitionId,
          group_name: groupName(finding.partitionId),
          question_label: finding.blank.questionLabel,
          blank_label: finding.blank.blankLabel || null,
          score: finding.score,
          full_mark: finding.blank.fullMark,
          step: finding.blank.step,
          pages_read: null,
          pages_expected: null,
        })),
      ];
      result.sort((a, b) => a.exam_number.localeCompare(b.exam_number) || a.kind.localeCompare(b.kind));
      const kinds = new Map<SubjectiveKind, number>();
      for (const row of result) kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + 1);
      return { test_id: testId, total: result.length, kinds: [...kinds].map(([kind, count]) => ({ kind, count })), result };
    });
  }
}
