/** The SQL of one scanned page as recognition left it (spec 002 §7 ocr-result): the page, its file and the student matched. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import type { PageState } from './recognition-repository.ts';

export interface PageResultRow {
  pageId: number;
  batchId: number;
  testId: number;
  fileName: string;
  filePage: number;
  state: PageState;
  exceptionType: number;
  result: Record<string, unknown> | null;
  attempts: number;
  student: { studentId: number; name: string; examNumber: string } | null;
  updatedAt: Date;
}

export async function pageResults(db: Db, pageIds: number[]): Promise<PageResultRow[]> {
  if (pageIds.length === 0) return [];
  const rows = await query<{
    id: number;
    batch_id: number;
    test_id: number;
    file_name: string;
    file_page: number;
    state: PageState;
    exception_type: number;
    result: Record<string, unknown> | null;
    attempts: number;
    student_id: number | null;
    name: string | null;
    exam_number: string | null;
    updated_at: Date | string;
  }>(
    db,
    sql`SELECT p.id, p.batch_id, p.test_id, f.file_name, p.file_page, p.state, p.exception_type, p.result, p.attempts, p.updated_at,
               s.id AS student_id, s.name, s.exam_number
        FROM scan_pages p JOIN scan_files f ON f.id = p.file_id LEFT JOIN students s ON s.id = p.student_id
        WHERE p.id IN (${sql.join(
          pageIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY p.file_id, p.file_page, p.id`,
  );
  return rows.map((r) => ({
    pageId: Number(r.id),
    batchId: Number(r.batch_id),
    testId: Number(r.test_id),
    fileName: r.file_name,
    filePage: Number(r.file_page),
    state: r.state,
    exceptionType: Number(r.exception_type),
    result: r.result,
    attempts: Number(r.attempts),
    student: r.student_id === null ? null : { studentId: Number(r.student_id), name: r.name ?? '', examNumber: r.exam_number ?? '' },
    updatedAt: new Date(r.updated_at),
  }));
}
