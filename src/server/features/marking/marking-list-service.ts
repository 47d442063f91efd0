/**
 * The selection panel of the marking screen: my exams, their papers, and the question groups
 * of a paper with their progress. A teacher sees what they are assigned to mark or adjudicate;
 * for adjudication only the groups whose policy can end in adjudication (2+1+1).
 */
import { subjectName } from '../../../domain/enums.ts';
import { quotaState, rate } from '../../../domain/marking-rules.ts';
import { markingExamIds, markingGroups, requireMarkingTests } from '../../access/marking-access.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { blankCounts } from './blank-volume-repository.ts';
import { examById, examPage, papersWithProgress, partitionsWithTest, type ExamRow } from './marking-list-repository.ts';
import { groupQuestions, isDivided, toContext } from './partition-context.ts';
import { describeQuestions } from './partition-questions.ts';
import { questionsWithBlanks, testById } from './partition-repository.ts';
import { partitionCounts, teacherCountsIn } from './marking-progress-repository.ts';
import { msg } from '../../../i18n/server.ts';


/** Exams listed per page when the caller does not say. */
const EXAM_PAGE_SIZE = 100;

export interface ExamListQuery {
  marking_status?: number;
  examination_name?: string;
  examination_type?: number;
  grade_id?: number;
  school_id?: number;
  page_no?: number;
  page_size?: number;
}

function examAnswer(exam: ExamRow) {
  return {
    id: exam.id,
    name: exam.name,
    status: exam.status,
    total_score: exam.totalScore,
    class_teacher_marking: exam.classTeacherMarking ? 1 : 0,
    grade_id: exam.gradeId,
    examination_type: exam.examinationType,
    start_date: exam.startDate,
  };
}

export class MarkingLists {
  constructor(private readonly database: Database) {}

  /** A page of the exams I mark or adjudicate in, newest first. */
  async exams(auth: AuthContext, q: ExamListQuery) {
    return this.database.run(async (db) => {
      const examIds = await markingExamIds(db, auth);
      if (examIds.length === 0) return { result: [], total: 0 };
      const pageSize = q.page_size ?? EXAM_PAGE_SIZE;
      const filter = { markingStatus: q.marking_status, name: q.examination_name, examinationType: q.examination_type, gradeId: q.grade_id, schoolId: q.school_id };
      const { rows, total } = await examPage(db, examIds, filter, { limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      return { result: rows.map(examAnswer), total };
    });
  }

  /** The papers of an exam I mark or adjudicate in, with their progress and how many of their groups are being marked now. */
  async tests(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const exam = await examById(db, examId);
      if (!exam) throw notFound(msg.exam.notFound);
      const testIds = await requireMarkingTests(db, auth, examId);
      // one statement for the papers and their progress: the list is read on every visit of the marking screen
      const result = (await papersWithProgress(db, testIds)).map((test) => ({
        id: test.id,
        name: test.name,
        subject_id: test.subjectId,
        subject_name: subjectName(test.subjectId),
        status: test.status,
        correct_type: test.correctType,
        occupied_question_num: test.occupied,
        progress: { mark_num: test.markNum, mark_total: test.markTotal, wrong_num: test.wrongNum },
      }));
      return { exam: examAnswer(exam), result, total: result.length };
    });
  }

  /** The question groups of a paper I mark (or adjudicate, judge 1), with the group's progress and mine. */
  async partitions(auth: AuthContext, testId: number, judge: number, blankVolume: boolean) {
    return this.database.run(async (db) => {
      const mine = await markingGroups(db, auth, testId, judge === 1 ? 'judge' : 'marker');
      // a 2+1 group never ends in adjudication: listing it would show a judge 0 % forever
      const rows = (await partitionsWithTest(db, [...mine.keys()], judge === 1)).map((row) => ({ ...row, markTask: mine.get(row.partition.id)! }));
      if (rows.length === 0) {
        if (!(await testById(db, testId))) throw notFound(msg.exam.testNotFound);
        return { result: [], is_sub_finish_divide: false };
      }
      const ids = rows.map((r) => r.partition.id);
      const counts = await partitionCounts(db, ids);
      const questions = await questionsWithBlanks(db, ids);
      const blanks = blankVolume ? await blankCounts(db, ids, auth.userId) : new Map<number, number>();
      const myCounts = await teacherCountsIn(db, ids, auth.userId, judge);
      const result = [];
      for (const row of rows) {
        const p = row.partition;
        const qs = groupQuestions(questions.filter((q) => q.question.partitionId === p.id));
        const context = toContext({ partition: p, test: row.test, exam: row.exam }, qs);
        const c = counts.get(p.id)!;
        const mine = myCounts.get(p.id) ?? { count: 0, sum: 0 };
        const quota = quotaState(mine.count, row.markTask, p.quotaStrict);
        result.push({
          id: p.id,
          name: p.name,
          alias: p.alias,
          partition_name: p.alias || p.name,
          scoring_time_label: p.scoringTimeLabel,
          noStutents: c.units === 0,
          test_correct_type: p.testCorrectType,
          marking_show_student: p.markingShowStudent ? 1 : 0,
          marking_policy: p.markingPolicy,
          divided: row.test.isSubFinishDivide || isDivided(p.testCorrectType, p.rectDivide, qs),
          progress: {
            mark_num: c.markNum,
            mark_total: c.markTotal,
            mark_rate: rate(c.markNum, c.markTotal),
            wrong_num: c.wrongNum,
            blank_volume_num: blanks.get(p.id) ?? 0,
            judge_total: c.judgeTotal,
            decided_num: c.decidedNum,
            decided_rate: rate(c.decidedNum, c.judgeTotal),
          },
          teacher_progress: { mark_num: mine.count, mark_task: row.markTask, mark_ended: quota.ended || (row.markTask > 0 && mine.count >= row.markTask) },
          questions: describeQuestions(context),
          analyzed_class: { analyzed: row.exam.status >= 3 },
        });
      }
      return { result, is_sub_finish_divide: rows[0].test.isSubFinishDivide };
    });
  }
}
