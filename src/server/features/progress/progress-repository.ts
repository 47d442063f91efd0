/** The SQL of the marking-progress pages: the exams and papers they list, adjudication records and the progress of each class. */
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ADJUDICATED_POLICIES, Judge } from '../../../domain/double-marking.ts';
import { TaskState, TaskType } from '../../../domain/tasks.ts';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { exams, partitions, tests } from '../../db/schema.ts';

export type ExamRow = typeof exams.$inferSelect;

/** Which exams a list shows: all, or those of some schools and some exams besides. */
export interface ExamVisibility {
  all: boolean;
  schoolIds: number[];
  examIds: number[];
}

export interface ExamFilter {
  /** 1: not ended yet, 2: ended */
  markingStatus?: number;
  name?: string;
}

/** The exams a user may follow that match the filter, newest first. */
export async function visibleExams(db: Db, visible: ExamVisibility, filter: ExamFilter): Promise<ExamRow[]> {
  const reach = visible.all
    ? undefined
    : sql`(${visible.schoolIds.length ? inArray(exams.schoolId, visible.schoolIds) : sql`false`} OR ${visible.examIds.length ? inArray(exams.id, visible.examIds) : sql`false`})`;
  const where = and(
    reach,
    filter.markingStatus === 1 ? sql`${exams.status} <= 1` : filter.markingStatus === 2 ? sql`${exams.status} >= 2` : undefined,
    filter.name ? ilike(exams.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  return db.select().from(exams).where(where).orderBy(desc(exams.startDate), desc(exams.id));
}

export async function examById(db: Db, id: number): Promise<ExamRow | undefined> {
  return (await db.select().from(exams).where(eq(exams.id, id)))[0];
}

/** The exams some papers belong to. */
export async function examIdsOfTests(db: Db, testIds: number[]): Promise<number[]> {
  if (testIds.length === 0) return [];
  return (await db.selectDistinct({ examId: tests.examId }).from(tests).where(inArray(tests.id, testIds))).map((r) => r.examId);
}

/** The papers of some exams. */
export async function testIdsOfExams(db: Db, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db.select({ id: tests.id, examId: tests.examId }).from(tests).where(inArray(tests.examId, examIds));
}

/** The papers of an exam, by subject. */
export async function testsOfExam(db: Db, examId: number) {
  return db.select().from(tests).where(eq(tests.examId, examId)).orderBy(asc(tests.subjectId), asc(tests.id));
}

/** The question groups of some papers. */
export async function partitionsOfTests(db: Db, testIds: number[]) {
  if (testIds.length === 0) return [];
  return db.select({ id: partitions.id, testId: partitions.testId }).from(partitions).where(inArray(partitions.testId, testIds));
}

/** The question groups of a paper whose rule can end in adjudication, in show order. */
export async function adjudicatedPartitions(db: Db, testId: number) {
  const rows = await query<{ id: number; name: string }>(
    db,
    sql`SELECT p.id, p.name FROM partitions p
        WHERE p.test_id = ${testId} AND p.marking_policy IN (${sqlList(ADJUDICATED_POLICIES)})
        ORDER BY p.show_order`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export interface JudgeRecordFilter {
  partitionId?: number;
  state?: 'all' | 'waiting' | 'decided';
}

export interface JudgeRecordRow {
  id: number;
  partition_id: number;
  partition_name: string;
  show_student: boolean;
  student_name: string;
  exam_number: string;
  student_id: number;
  class_id: number;
  state: string;
  final_score: number | null;
  full_mark: number;
}

function judgeRecordWhere(testId: number, filter: JudgeRecordFilter) {
  const decided = sql`EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.judge = ${Judge.adjudication})`;
  return sql`p.test_id = ${testId}
        ${filter.partitionId ? sql`AND u.partition_id = ${filter.partitionId}` : sql``}
        AND ${filter.state === 'waiting' ? sql`u.state = 'judge'` : filter.state === 'decided' ? decided : sql`(u.state = 'judge' OR ${decided})`}`;
}

/** The answers of a paper that wait for or were given an adjudication: how many, and one page of them (waiting first). */
export async function judgeRecords(db: Db, testId: number, filter: JudgeRecordFilter, page: { limit: number; offset: number }) {
  const where = judgeRecordWhere(testId, filter);
  const [{ n }] = await query<{ n: string }>(db, sql`SELECT count(*) AS n FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE ${where}`);
  const rows = await query<JudgeRecordRow>(
    db,
    sql`SELECT u.id, u.partition_id, p.name AS partition_name, p.marking_show_student AS show_student, s.name AS student_name, s.exam_number, s.id AS student_id, s.class_id,
               u.state, u.final_score, (SELECT coalesce(sum(q.full_mark), 0) FROM questions q WHERE q.partition_id = p.id) AS full_mark
        FROM marking_units u JOIN partitions p ON p.id = u.partition_id JOIN students s ON s.id = u.student_id
        WHERE ${where} ORDER BY (u.state = 'judge') DESC, u.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { total: Number(n), rows };
}

/** Every mark given to some answers, by round, with the teacher's name. */
export async function marksOfUnits(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return query<{ unit_id: number; round: number; judge: Judge; total_score: number; teacher: string; finished_time: Date | string }>(
    db,
    sql`SELECT l.unit_id, l.round, l.judge, l.total_score, coalesce(nullif(usr.real_name, ''), usr.username) AS teacher, l.finished_time
        FROM marking_logs l JOIN users usr ON usr.id = l.teacher_id
        WHERE l.unit_id IN (${sqlList(unitIds)}) ORDER BY l.round, l.id`,
  );
}

/** Per class: its students, how many have a scan of the paper, and how many are marked through. */
export async function classStatistics(db: Db, testId: number, classIds: number[]) {
  return query<{ class_id: number; students: string; uploaded: string; corrected: string }>(
    db,
    sql`SELECT s.class_id, count(*) AS students,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM scan_pieces sp JOIN partitions p ON p.id = sp.partition_id WHERE p.test_id = ${testId} AND sp.student_id = s.id)
                                   OR EXISTS (SELECT 1 FROM answer_sheets a WHERE a.test_id = ${testId} AND a.student_id = s.id)) AS uploaded,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${testId} AND u.student_id = s.id)
                                   AND NOT EXISTS (SELECT 1 FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${testId} AND u.student_id = s.id AND u.state <> 'done')) AS corrected
        FROM students s WHERE s.class_id IN (${classIds.length ? sqlList(classIds) : sql`NULL`})
        GROUP BY s.class_id`,
  );
}

/** Classes of a paper whose class analysis (an exam-analysis task limited to them) has finished. */
export async function analysedClassIds(db: Db, testId: number): Promise<Set<number>> {
  const rows = await query<{ class_id: number }>(
    db,
    sql`SELECT DISTINCT (c ->> 'id')::int AS class_id
        FROM tasks t, jsonb_array_elements(coalesce(t.param -> 'classes', '[]'::jsonb)) c
        WHERE t.type_id = ${TaskType.examAnalysis} AND t.state = ${TaskState.done}
          AND t.param -> 'tests' @> ${JSON.stringify([{ id: testId }])}::jsonb`,
  );
  return new Set(rows.map((r) => Number(r.class_id)));
}
