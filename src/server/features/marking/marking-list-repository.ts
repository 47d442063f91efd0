/**
 * The SQL of the selection panel of the marking screen: a teacher's exams (filtered and paged
 * by the database), their papers, and question groups with their test.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ADJUDICATED_POLICIES } from '../../../domain/double-marking.ts';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { exams, partitions, tests } from '../../db/schema.ts';

export type ExamRow = typeof exams.$inferSelect;

export interface ExamFilter {
  /** 1: still being marked (status ≤ 1), 2: marked (status ≥ 2) */
  markingStatus?: number;
  /** part of the name, taken literally */
  name?: string;
  examinationType?: number;
  gradeId?: number;
  schoolId?: number;
}

/** A page of these exams that pass the filter, newest first, and how many pass it. */
export async function examPage(db: Db, examIds: number[], filter: ExamFilter, page: { limit: number; offset: number }): Promise<{ rows: ExamRow[]; total: number }> {
  const where = and(
    inArray(exams.id, examIds),
    filter.markingStatus === 1 ? sql`${exams.status} <= 1` : filter.markingStatus === 2 ? sql`${exams.status} >= 2` : undefined,
    filter.name ? ilike(exams.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.examinationType ? eq(exams.examinationType, filter.examinationType) : undefined,
    filter.gradeId ? eq(exams.gradeId, filter.gradeId) : undefined,
    filter.schoolId ? eq(exams.schoolId, filter.schoolId) : undefined,
  );
  const total = (await db.select({ n: count() }).from(exams).where(where))[0].n;
  const rows = await db.select().from(exams).where(where).orderBy(desc(exams.id)).limit(page.limit).offset(page.offset);
  return { rows, total };
}

export async function examById(db: Db, examId: number): Promise<ExamRow | undefined> {
  const rows = await db.select().from(exams).where(eq(exams.id, examId));
  return rows[0];
}

export interface PaperProgress {
  id: number;
  name: string;
  subjectId: number;
  status: number;
  correctType: number;
  /** marks given (adjudications apart), and marks owed by the answers not set aside as problems */
  markNum: number;
  markTotal: number;
  /** open problem papers */
  wrongNum: number;
  /** question groups someone holds an answer of right now */
  occupied: number;
}

/** Papers by subject with their marking progress, in one statement (the marking screen's paper list). */
export async function papersWithProgress(db: Db, testIds: number[]): Promise<PaperProgress[]> {
  if (testIds.length === 0) return [];
  const rows = await query<{ id: number; name: string; subject_id: number; status: number; correct_type: number; mark_num: string; mark_total: string; wrong_num: string; occupied: string }>(
    db,
    sql`SELECT t.id, t.name, t.subject_id, t.status, t.correct_type,
               (SELECT count(*) FROM marking_logs l JOIN partitions p ON p.id = l.partition_id WHERE p.test_id = t.id AND l.judge = 0) AS mark_num,
               (SELECT coalesce(sum(u.marks_needed), 0) FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = t.id AND u.state <> 'problem') AS mark_total,
               (SELECT count(*) FROM problem_papers pp JOIN partitions p ON p.id = pp.partition_id WHERE p.test_id = t.id AND pp.state = 'open') AS wrong_num,
               (SELECT count(DISTINCT u.partition_id) FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id JOIN partitions p ON p.id = u.partition_id
                 WHERE p.test_id = t.id AND c.expires_at > now()) AS occupied
        FROM tests t WHERE t.id IN (${sqlList(testIds)}) ORDER BY t.subject_id, t.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    subjectId: Number(r.subject_id),
    status: Number(r.status),
    correctType: Number(r.correct_type),
    markNum: Number(r.mark_num),
    markTotal: Number(r.mark_total),
    wrongNum: Number(r.wrong_num),
    occupied: Number(r.occupied),
  }));
}

/**
 * Question groups in paper order, with their test and exam; `adjudicated` keeps only the groups
 * whose policy can end in adjudication.
 */
export async function partitionsWithTest(db: Db, partitionIds: number[], adjudicated: boolean) {
  if (partitionIds.length === 0) return [];
  return db
    .select({ partition: partitions, test: tests, exam: exams })
    .from(partitions)
    .innerJoin(tests, eq(tests.id, partitions.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(and(inArray(partitions.id, partitionIds), adjudicated ? inArray(partitions.markingPolicy, [...ADJUDICATED_POLICIES]) : undefined))
    .orderBy(asc(partitions.showOrder));
}
