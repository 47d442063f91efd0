/** The SQL of a paper's attached files (test_resources). */
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/query.ts';
import { exams, testResources, tests, users } from '../../db/schema.ts';

export interface TestResourceRow {
  id: number;
  testId: number;
  name: string;
  mediaType: string;
  size: number;
  storageKey: string;
  uploadedBy: number;
  uploaderName: string;
  createdAt: Date;
}

const columns = {
  id: testResources.id,
  testId: testResources.testId,
  name: testResources.name,
  mediaType: testResources.mediaType,
  size: testResources.size,
  storageKey: testResources.storageKey,
  uploadedBy: testResources.uploadedBy,
  uploaderName: users.realName,
  createdAt: testResources.createdAt,
};

/** The paper's files, newest first. */
export async function resourcesOfTest(db: Db, testId: number): Promise<TestResourceRow[]> {
  return db
    .select(columns)
    .from(testResources)
    .innerJoin(users, eq(users.id, testResources.uploadedBy))
    .where(eq(testResources.testId, testId))
    .orderBy(desc(testResources.createdAt), desc(testResources.id));
}

export async function resourceById(db: Db, id: number): Promise<TestResourceRow | undefined> {
  const rows = await db.select(columns).from(testResources).innerJoin(users, eq(users.id, testResources.uploadedBy)).where(eq(testResources.id, id));
  return rows[0];
}

export async function insertResource(db: Db, row: { testId: number; name: string; mediaType: string; size: number; storageKey: string; uploadedBy: number }): Promise<number> {
  const [inserted] = await db.insert(testResources).values(row).returning({ id: testResources.id });
  return inserted.id;
}

export async function deleteResource(db: Db, id: number): Promise<void> {
  await db.delete(testResources).where(eq(testResources.id, id));
}

/** How many files are attached to the paper. */
export async function resourceCount(db: Db, testId: number): Promise<number> {
  return db.$count(testResources, eq(testResources.testId, testId));
}

export interface LibraryRow extends TestResourceRow {
  schoolId: number;
  examId: number;
  examName: string;
  examStatus: number;
  examDate: string;
  gradeId: number;
  testName: string;
  subjectId: number;
}

/** The files attached to the papers of these schools' exams, newest first, narrowed by name, subject and grade. */
export async function libraryResources(db: Db, schoolIds: number[], filter: { keyword?: string; subjectId?: number; gradeId?: number }): Promise<LibraryRow[]> {
  if (schoolIds.length === 0) return [];
  const where: SQL[] = [inArray(exams.schoolId, schoolIds)];
  if (filter.keyword) where.push(ilike(testResources.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.subjectId) where.push(eq(tests.subjectId, filter.subjectId));
  if (filter.gradeId) where.push(eq(exams.gradeId, filter.gradeId));
  return db
    .select({
      ...columns,
      schoolId: exams.schoolId,
      examId: exams.id,
      examName: exams.name,
      examStatus: exams.status,
      examDate: exams.startDate,
      gradeId: exams.gradeId,
      testName: tests.name,
      subjectId: tests.subjectId,
    })
    .from(testResources)
    .innerJoin(users, eq(users.id, testResources.uploadedBy))
    .innerJoin(tests, eq(tests.id, testResources.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(and(...where))
    .orderBy(desc(testResources.createdAt), desc(testResources.id));
}
