/** The SQL of recognition progress and of sending pages back to the recognition queue (ocr-progress, start-ocr, reocr). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { scanBatches, scanPages } from '../../db/schema.ts';
import type { PageState } from './recognition-repository.ts';

export interface BatchProgress {
  batchId: number;
  testId: number;
  counts: Record<PageState, number>;
}

export async function progressOf(db: Db, batchId: number): Promise<BatchProgress | undefined> {
  const [batch] = await db.select({ testId: scanBatches.testId }).from(scanBatches).where(eq(scanBatches.id, batchId));
  if (!batch) return undefined;
  const rows = await db
    .select({ state: scanPages.state, n: sql<string>`count(*)` })
    .from(scanPages)
    .where(eq(scanPages.batchId, batchId))
    .groupBy(scanPages.state);
  const counts: Record<PageState, number> = { queued: 0, recognising: 0, recognised: 0, exception: 0, ignored: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return { batchId, testId: batch.testId, counts };
}

/** The batch's queued pages and open exceptions, (back) in the queue; answers their ids. */
export async function requeueBatch(db: Db, batchId: number): Promise<number[]> {
  const rows = await db
    .update(scanPages)
    .set({ state: 'queued', exceptionType: 0, updatedAt: new Date() })
    .where(and(eq(scanPages.batchId, batchId), inArray(scanPages.state, ['queued', 'exception'])))
    .returning({ id: scanPages.id });
  return rows.map((row) => row.id);
}

export async function pagePlace(db: Db, pageId: number): Promise<{ batchId: number; testId: number; state: PageState } | undefined> {
  const [row] = await db.select({ batchId: scanPages.batchId, testId: scanPages.testId, state: scanPages.state }).from(scanPages).where(eq(scanPages.id, pageId));
  return row;
}

/** A recognised page or an open exception back in the queue; false when the page is in neither state. */
export async function requeuePage(db: Db, pageId: number): Promise<boolean> {
  const rows = await db
    .update(scanPages)
    .set({ state: 'queued', exceptionType: 0, updatedAt: new Date() })
    .where(and(eq(scanPages.id, pageId), inArray(scanPages.state, ['recognised', 'exception'])))
    .returning({ id: scanPages.id });
  return rows.length > 0;
}
