/** SQL of the papers saved from the question basket (试卷篮). */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { basketPapers, users } from '../../db/schema.ts';

export type BasketPaperRow = typeof basketPapers.$inferSelect & { createdBy: string };
export type NewBasketPaper = Omit<typeof basketPapers.$inferInsert, 'id' | 'createdAt'>;

/** Who lists a paper: its writer, and colleagues of its school when it is shared (schoolIds undefined: every school). */
export interface PaperReader {
  userId: number;
  schoolIds: readonly number[] | undefined;
}

function readableBy(reader: PaperReader): SQL | undefined {
  const shared = reader.schoolIds === undefined ? eq(basketPapers.shared, true) : reader.schoolIds.length === 0 ? undefined : and(eq(basketPapers.shared, true), inArray(basketPapers.schoolId, [...reader.schoolIds]));
  return shared ? or(eq(basketPapers.userId, reader.userId), shared) : eq(basketPapers.userId, reader.userId);
}

const columns = {
  id: basketPapers.id,
  schoolId: basketPapers.schoolId,
  userId: basketPapers.userId,
  subjectId: basketPapers.subjectId,
  title: basketPapers.title,
  questionIds: basketPapers.questionIds,
  scores: basketPapers.scores,
  groups: basketPapers.groups,
  shared: basketPapers.shared,
  createdAt: basketPapers.createdAt,
  createdBy: users.realName,
};

export async function listBasketPapers(db: Db, reader: PaperReader, filter: { subjectId?: number; limit: number; offset: number }): Promise<{ total: number; rows: BasketPaperRow[] }> {
  const where = and(readableBy(reader), filter.subjectId ? eq(basketPapers.subjectId, filter.subjectId) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(basketPapers).where(where);
  const rows = await db
    .select(columns)
    .from(basketPapers)
    .innerJoin(users, eq(users.id, basketPapers.userId))
    .where(where)
    .orderBy(desc(basketPapers.createdAt), desc(basketPapers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total, rows };
}

/** The paper if the reader may list it. */
export async function readableBasketPaper(db: Db, reader: PaperReader, id: number): Promise<BasketPaperRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(basketPapers)
    .innerJoin(users, eq(users.id, basketPapers.userId))
    .where(and(eq(basketPapers.id, id), readableBy(reader)));
  return row;
}

export async function insertBasketPaper(db: Db, paper: NewBasketPaper): Promise<number> {
  const [row] = await db.insert(basketPapers).values(paper).returning({ id: basketPapers.id });
  return row.id;
}

export async function deleteBasketPaper(db: Db, id: number): Promise<void> {
  await db.delete(basketPapers).where(eq(basketPapers.id, id));
}
