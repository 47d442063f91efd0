/** The SQL of putting scanned page images into the recognition queue: a batch, its files and their queued pages. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { scanBatches, scanFiles, scanPages } from '../../db/schema.ts';

export async function insertIntakeBatch(db: Db, batch: { testId: number; classId: number | null; name: string; createdBy: number }): Promise<number> {
  const [row] = await db.insert(scanBatches).values(batch).returning({ id: scanBatches.id });
  return row.id;
}

export async function testOfIntakeBatch(db: Db, batchId: number): Promise<number | undefined> {
  const [row] = await db.select({ testId: scanBatches.testId }).from(scanBatches).where(eq(scanBatches.id, batchId));
  return row?.testId;
}

export interface IntakeImage {
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/**
 * A one-page file of the batch and its page, queued. The same image already stored for the paper
 * (same checksum) is not queued again: answers undefined then.
 */
export async function insertQueuedImage(db: Db, where: { testId: number; batchId: number }, image: IntakeImage): Promise<number | undefined> {
  const [file] = await db
    .insert(scanFiles)
    .values({ batchId: where.batchId, ...image, state: 'split', pageCount: 1 })
    .onConflictDoNothing()
    .returning({ id: scanFiles.id });
  if (!file) return undefined;
  const [page] = await db
    .insert(scanPages)
    .values({ ...where, fileId: file.id, filePage: 0, sha256: image.sha256, storageKey: image.storageKey, state: 'queued' })
    .onConflictDoNothing()
    .returning({ id: scanPages.id });
  return page?.id;
}
