/**
 * The SQL of the selection panel of the marking screen: a teacher's exams (filtered and paged
 * by the database), their papers, and question groups with their test.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ADJUDICATED_POLICIES } from '../../../domain/double-marking.ts';
import type { Db } from '../../db/database.ts';
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

/** Tests by id, by subject. */
export async function testsByIds(db: Db, testIds: number[]) {
  return db.select().from(tests).where(inArray(tests.id, testIds)).orderBy(asc(tests.subjectId), asc(tests.id));
}

/** The question groups of some tests. */
export async function partitionsOfTests(db: Db, testIds: number[]): Promise<{ id: number; testId: number }[]> {
  return db.select({ id: partitions.id, testId: partitions.testId }).from(partitions).where(inArray(partitions.testId, testIds));
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
