/**
 * The SQL of sorting mixed scans (AI答题卡扫描): the paper of the exam whose card prints a page
 * code, and moving a page into that paper's batch of the same upload, made on the way.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';

export interface RoutedPaper {
  testId: number;
  templateInfo: unknown;
}

/**
 * The paper of the batch's exam, other than the batch's own, whose recognition template prints
 * this page code — when the batch was uploaded as mixed papers and exactly one paper does
 * (cards of several papers printed with the same codes cannot be told apart).
 */
export async function paperOfPageCode(db: Db, batchId: number, pageKey: string): Promise<RoutedPaper | undefined> {
  const rows = await query<{ id: number; template_info: unknown }>(
    db,
    sql`SELECT t.id, t.template_info
        FROM scan_batches b
        JOIN scan_batches root ON root.id = coalesce(b.parent_batch_id, b.id) AND root.mixed
        JOIN tests bt ON bt.id = b.test_id
        JOIN tests t ON t.exam_id = bt.exam_id AND t.id <> b.test_id
        WHERE b.id = ${batchId}
          AND t.template_info -> 'pages' @> jsonb_build_array(jsonb_build_object('pageKey', ${pageKey}::text))`,
  );
  return rows.length === 1 ? { testId: Number(rows[0].id), templateInfo: rows[0].template_info } : undefined;
}

/**
 * Moves the page into the batch of paper `testId` that belongs to the same upload (the upload's
 * own batch when it is of that paper, else one made for it with the upload's name, class and
 * uploader). Answers that batch, or undefined when that paper already has the same image (the
 * page stays where it is).
 */
export async function movePage(db: Db, pageId: number, testId: number): Promise<number | undefined> {
  const [duplicate] = await query<{ id: number }>(
    db,
    sql`SELECT other.id FROM scan_pages p JOIN scan_pages other ON other.test_id = ${testId} AND other.sha256 = p.sha256 WHERE p.id = ${pageId}`,
  );
  if (duplicate) return undefined;
  const [root] = await query<{ id: number; test_id: number }>(
    db,
    sql`SELECT root.id, root.test_id FROM scan_pages p JOIN scan_batches b ON b.id = p.batch_id JOIN scan_batches root ON root.id = coalesce(b.parent_batch_id, b.id) WHERE p.id = ${pageId}`,
  );
  let batchId = Number(root.id);
  if (Number(root.test_id) !== testId) {
    await query(
      db,
      sql`INSERT INTO scan_batches (test_id, class_id, name, created_by, parent_batch_id)
          SELECT ${testId}, class_id, name, created_by, id FROM scan_batches WHERE id = ${batchId}
          ON CONFLICT (parent_batch_id, test_id) DO NOTHING`,
    );
    const [child] = await query<{ id: number }>(db, sql`SELECT id FROM scan_batches WHERE parent_batch_id = ${batchId} AND test_id = ${testId}`);
    batchId = Number(child.id);
  }
  await query(db, sql`UPDATE scan_pages SET test_id = ${testId}, batch_id = ${batchId}, updated_at = now() WHERE id = ${pageId}`);
  return batchId;
}
