/**
 * The saved answer-sheet designs as the card list shows them: what each is (title, paper size,
 * how many sections) read from the stored card, with the test and exam it was made for and who
 * saved it last, the newest save first.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { answerCardDesigns, exams, tests, users } from '../../db/schema.ts';

export interface DesignListRow {
  testId: number;
  testName: string;
  subjectId: number;
  examId: number;
  examName: string;
  title: string;
  pageSize: string;
  sectionCount: number;
  version: number;
  updatedAt: Date;
  userName: string;
  realName: string;
}

/** Designs of tests of these schools (every school when `schoolIds` is undefined), one page of them, and how many there are. */
export async function listDesigns(db: Db, schoolIds: readonly number[] | undefined, page: { limit: number; offset: number }): Promise<{ rows: DesignListRow[]; total: number }> {
  if (schoolIds?.length === 0) return { rows: [], total: 0 };
  const ofSchools: SQL | undefined = schoolIds ? inArray(exams.schoolId, [...schoolIds]) : undefined;
  const card = answerCardDesigns.card;
  const rows = await db
    .select({
      testId: tests.id,
      testName: tests.name,
      subjectId: tests.subjectId,
      examId: exams.id,
      examName: exams.name,
      title: sql<string>`coalesce(${card}->>'title', '')`,
      pageSize: sql<string>`coalesce(${card}->'pageConfig'->>'pageSize', 'A3')`,
      sectionCount: sql<number>`(CASE WHEN jsonb_typeof(${card}->'sections') = 'array' THEN jsonb_array_length(${card}->'sections') ELSE 0 END)::int`,
      version: answerCardDesigns.version,
      updatedAt: answerCardDesigns.updatedAt,
      userName: users.username,
      realName: users.realName,
    })
    .from(answerCardDesigns)
    .innerJoin(tests, eq(tests.id, answerCardDesigns.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .innerJoin(users, eq(users.id, answerCardDesigns.updatedBy))
    .where(and(ofSchools))
    .orderBy(desc(answerCardDesigns.updatedAt), desc(answerCardDesigns.testId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(answerCardDesigns)
    .innerJoin(tests, eq(tests.id, answerCardDesigns.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(and(ofSchools));
  return { rows, total };
}
