/**
 * The selection panel of the marking screen: my exams, their papers, and the question groups
 * of a paper with their progress. A teacher sees what they are assigned to mark or adjudicate;
 * for adjudication only the groups whose policy can end in adjudication (2+1+1).
 */
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ADJUDICATED_POLICIES } from '../../../domain/double-marking.ts';
import { subjectName } from '../../../domain/enums.ts';
import { quotaState, rate } from '../../../domain/marking-rules.ts';
import type { Database, Db } from '../../db/database.ts';
import { exams, partitions, partitionTeachers, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { blankCounts } from './blank-volume-repository.ts';
import * as repo from './marking-repository.ts';
import { groupQuestions, isDivided, toContext } from './partition-context.ts';
import { describeQuestions } from './marking-service.ts';

export { BLANK_BLACK_RATE } from './blank-volume-repository.ts';

export interface ExamListQuery {
  marking_status?: number;
  examination_name?: string;
  examination_type?: number;
  grade_id?: number;
  school_id?: number;
  page_no?: number;
  page_size?: number;
}

function examRow(exam: typeof exams.$inferSelect) {
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

  async exams(auth: AuthContext, q: ExamListQuery) {
    return this.database.run(async (db) => {
      const examIds = [...new Set((await repo.assignmentsOf(db, auth.userId)).map((a) => a.examId))];
      if (examIds.length === 0) return { result: [], total: 0 };
      const where = and(
        inArray(exams.id, examIds),
        q.marking_status === 1 ? sql`${exams.status} <= 1` : q.marking_status === 2 ? sql`${exams.status} >= 2` : undefined,
        q.examination_name ? ilike(exams.name, `%${q.examination_name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        q.examination_type ? eq(exams.examinationType, q.examination_type) : undefined,
        q.grade_id ? eq(exams.gradeId, q.grade_id) : undefined,
        q.school_id ? eq(exams.schoolId, q.school_id) : undefined,
      );
      const pageSize = q.page_size ?? 100;
      const pageNo = q.page_no ?? 1;
      const all = await db.select().from(exams).where(where).orderBy(desc(exams.id));
      return { result: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(examRow), total: all.length };
    });
  }

  async tests(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const exam = (await db.select().from(exams).where(eq(exams.id, examId)))[0];
      if (!exam) throw notFound('考试不存在');
      const mine = (await repo.assignmentsOf(db, auth.userId)).filter((a) => a.examId === examId);
      if (mine.length === 0) throw forbidden('您没有该考试的阅卷任务');
      const testIds = [...new Set(mine.map((a) => a.testId))];
      const testRows = await db.select().from(tests).where(inArray(tests.id, testIds)).orderBy(asc(tests.subjectId), asc(tests.id));
      const partitionRows = await db.select({ id: partitions.id, testId: partitions.testId }).from(partitions).where(inArray(partitions.testId, testIds));
      const counts = await repo.partitionCounts(db, partitionRows.map((p) => p.id));
      const occupied = await occupiedPartitions(db, testIds);
      const result = testRows.map((test) => {
        const ids = partitionRows.filter((p) => p.testId === test.id).map((p) => p.id);
        const sum = (pick: (c: repo.PartitionCounts) => number) => ids.reduce((s, id) => s + pick(counts.get(id)!), 0);
        return {
          id: test.id,
          name: test.name,
          subject_id: test.subjectId,
          subject_name: subjectName(test.subjectId),
          status: test.status,
          correct_type: test.correctType,
          occupied_question_num: ids.filter((id) => occupied.has(id)).length,
          progress: { mark_num: sum((c) => c.markNum), mark_total: sum((c) => c.markTotal), wrong_num: sum((c) => c.wrongNum) },
        };
      });
      return { exam: examRow(exam), result, total: result.length };
    });
  }

  async partitions(auth: AuthContext, testId: number, judge: number, blankVolume: boolean) {
    return this.database.run(async (db) => {
      const rows = await db
        .select({ partition: partitions, test: tests, exam: exams, markTask: partitionTeachers.markTask })
        .from(partitionTeachers)
        .innerJoin(partitions, eq(partitions.id, partitionTeachers.partitionId))
        .innerJoin(tests, eq(tests.id, partitions.testId))
        .innerJoin(exams, eq(exams.id, tests.examId))
        .where(
          and(
            eq(partitions.testId, testId),
            eq(partitionTeachers.userId, auth.userId),
            eq(partitionTeachers.role, judge === 1 ? 'judge' : 'marker'),
            // a 2+1 group never ends in adjudication: listing it would show an adjudicator 0 % forever
            judge === 1 ? inArray(partitions.markingPolicy, [...ADJUDICATED_POLICIES]) : undefined,
          ),
        )
        .orderBy(asc(partitions.showOrder));
      if (rows.length === 0) {
        const exists = await db.select({ id: tests.id }).from(tests).where(eq(tests.id, testId));
        if (exists.length === 0) throw notFound('试卷不存在');
        return { result: [], is_sub_finish_divide: false };
      }
      const ids = rows.map((r) => r.partition.id);
      const counts = await repo.partitionCounts(db, ids);
      const questions = await repo.questionsWithBlanks(db, ids);
      const blanks = blankVolume ? await blankCounts(db, ids, auth.userId) : new Map<number, number>();
      const result = [];
      for (const row of rows) {
        const p = row.partition;
        const qs = groupQuestions(questions.filter((q) => q.question.partitionId === p.id));
        const context = toContext({ partition: p, test: row.test, exam: row.exam }, qs);
        const c = counts.get(p.id)!;
        const mine = await repo.teacherCounts(db, p.id, auth.userId, judge);
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

/** Partitions in which some teacher holds students right now. */
async function occupiedPartitions(db: Db, testIds: number[]): Promise<Set<number>> {
  if (testIds.length === 0) return new Set();
  const rows = repo.resultRows<{ partition_id: number }>(
    await db.execute(sql`
      SELECT DISTINCT u.partition_id FROM marking_claims c
      JOIN marking_units u ON u.id = c.unit_id JOIN partitions p ON p.id = u.partition_id
      WHERE c.expires_at > now() AND p.test_id IN (${sql.join(testIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Set(rows.map((r) => Number(r.partition_id)));
}
