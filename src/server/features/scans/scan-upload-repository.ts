/** The SQL of received scan files and the pages split out of them. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { scanFiles, scanPages } from '../../db/schema.ts';

export interface ReceivedFile {
  batchId: number;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

export interface FileRecord {
  id: number;
  state: 'stored' | 'split' | 'refused';
  error: string | null;
  pageCount: number;
}

/**
 * Records a file received whole, once per batch by its checksum: the new row (stored), or the
 * row of the same file received earlier (duplicate).
 */
export async function recordFile(db: Db, file: ReceivedFile): Promise<{ file: FileRecord; duplicate: boolean }> {
  const inserted = await db
    .insert(scanFiles)
    .values({ ...file, state: 'stored' })
    .onConflictDoNothing({ target: [scanFiles.batchId, scanFiles.sha256] })
    .returning({ id: scanFiles.id, state: scanFiles.state, error: scanFiles.error, pageCount: scanFiles.pageCount });
  if (inserted.length > 0) return { file: inserted[0], duplicate: false };
  const [earlier] = await db
    .select({ id: scanFiles.id, state: scanFiles.state, error: scanFiles.error, pageCount: scanFiles.pageCount })
    .from(scanFiles)
    .where(and(eq(scanFiles.batchId, file.batchId), eq(scanFiles.sha256, file.sha256)));
  return { file: earlier, duplicate: true };
}

export async function refuseFile(db: Db, fileId: number, error: string, pageCount: number): Promise<void> {
  await db.update(scanFiles).set({ state: 'refused', error, pageCount }).where(eq(scanFiles.id, fileId));
}

export interface StoredPage {
  filePage: number;
  sha256: string;
  storageKey: string;
}

/**
 * Queues the file's pages and marks the file split, in one transaction's statements: a page
 * image already among the paper's pages (same checksum) is not queued again. The ids of the
 * pages queued, in file order.
 */
export async function queuePages(db: Db, where: { testId: number; batchId: number; fileId: number }, pages: StoredPage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const page of pages) {
    const rows = await db
      .insert(scanPages)
      .values({ ...where, ...page, state: 'queued' })
      .onConflictDoNothing({ target: [scanPages.testId, scanPages.sha256] })
      .returning({ id: scanPages.id });
    if (rows.length > 0) ids.push(rows[0].id);
  }
  await db.update(scanFiles).set({ state: 'split', pageCount: pages.length, error: null }).where(eq(scanFiles.id, where.fileId));
  return ids;
}

/** Whether the batch still exists, held against deletion until the transaction ends (a batch may be deleted while a file of it is being received). */
export async function holdBatch(db: Db, batchId: number): Promise<boolean> {
  return (await query(db, sql`SELECT 1 FROM scan_batches WHERE id = ${batchId} FOR SHARE`)).length > 0;
}
