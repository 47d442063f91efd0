/** The SQL of a paper's printed original (test_paper_images, test_paper_cuts). */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { questions, testPaperCuts, testPaperImages, tests } from '../../db/schema.ts';

export type OriginalImageRow = typeof testPaperImages.$inferSelect;
export type OriginalCutRow = Omit<typeof testPaperCuts.$inferSelect, 'id'>;

export async function originalImageById(db: Db, id: number): Promise<OriginalImageRow | undefined> {
  return (await db.select().from(testPaperImages).where(eq(testPaperImages.id, id)))[0];
}

/** The paper's pages in order. */
export async function originalPages(db: Db, testId: number): Promise<OriginalImageRow[]> {
  return db
    .select()
    .from(testPaperImages)
    .where(and(eq(testPaperImages.testId, testId), eq(testPaperImages.kind, 'page')))
    .orderBy(asc(testPaperImages.sort), asc(testPaperImages.id));
}

/** The cut questions' pictures, in the paper's question order. */
export async function originalPictures(db: Db, testId: number): Promise<OriginalImageRow[]> {
  return db
    .select({ image: testPaperImages })
    .from(testPaperImages)
    .innerJoin(questions, eq(questions.id, testPaperImages.questionId))
    .where(and(eq(testPaperImages.testId, testId), eq(testPaperImages.kind, 'picture')))
    .orderBy(asc(questions.showOrder), asc(questions.id))
    .then((rows) => rows.map((row) => row.image));
}

export async function originalCuts(db: Db, testId: number): Promise<OriginalCutRow[]> {
  return db
    .select({
      testId: testPaperCuts.testId,
      questionId: testPaperCuts.questionId,
      pageId: testPaperCuts.pageId,
      sort: testPaperCuts.sort,
      x: testPaperCuts.x,
      y: testPaperCuts.y,
      width: testPaperCuts.width,
      height: testPaperCuts.height,
    })
    .from(testPaperCuts)
    .where(eq(testPaperCuts.testId, testId))
    .orderBy(asc(testPaperCuts.sort));
}

/** Holds the paper's row until the transaction ends: its first cuts are saved by one caller at a time. */
export async function lockPaper(db: Db, testId: number): Promise<void> {
  await db.select({ id: tests.id }).from(tests).where(eq(tests.id, testId)).for('update');
}

export async function pageCount(db: Db, testId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testPaperImages)
    .where(and(eq(testPaperImages.testId, testId), eq(testPaperImages.kind, 'page')));
  return row?.n ?? 0;
}

export async function insertOriginalImages(db: Db, rows: (typeof testPaperImages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(testPaperImages).values(rows);
}

export async function setPageSort(db: Db, id: number, sort: number): Promise<void> {
  await db.update(testPaperImages).set({ sort }).where(eq(testPaperImages.id, id));
}

/** Points a page at its image stored anew (turned), with its new size. */
export async function replacePageImage(db: Db, id: number, image: { storageKey: string; width: number; height: number }): Promise<void> {
  await db.update(testPaperImages).set(image).where(eq(testPaperImages.id, id));
}

/** Removes the cuts lying on a page; answers how many there were. */
export async function deleteCutsOnPage(db: Db, pageId: number): Promise<number> {
  const removed = await db.delete(testPaperCuts).where(eq(testPaperCuts.pageId, pageId)).returning({ id: testPaperCuts.id });
  return removed.length;
}

/** Removes images by id; their cuts go with them (ON DELETE CASCADE). */
export async function deleteOriginalImages(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(testPaperImages).where(inArray(testPaperImages.id, [...ids]));
}

/** Replaces the paper's cuts and pictures by the given ones. */
export async function replaceCutsAndPictures(db: Db, testId: number, cuts: readonly OriginalCutRow[], pictures: (typeof testPaperImages.$inferInsert)[]): Promise<void> {
  await db.delete(testPaperCuts).where(eq(testPaperCuts.testId, testId));
  await db.delete(testPaperImages).where(and(eq(testPaperImages.testId, testId), eq(testPaperImages.kind, 'picture')));
  if (cuts.length > 0) await db.insert(testPaperCuts).values([...cuts]);
  await insertOriginalImages(db, pictures);
}
