/**
 * Files a screen saves, as a component test sees them: every blob handed to URL.createObjectURL
 * is kept, so that a test can open an exported workbook and read its rows as the user would.
 */
import { act } from 'react';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, vi } from 'vitest';
import { waitUntil } from './fetch-stub.ts';
import type { TestRoot } from './test-root.tsx';

/** The files saved through object URLs in each test of the file (emptied before each test). */
export function savedFilesPerTest(): Blob[] {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return `blob:http://localhost/${saved.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return saved;
}

/** The cell values of an xlsx file's first sheet, row by row (header first). */
export async function sheetRows(file: Blob): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await openFirstSheet(file)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function openFirstSheet(file: Blob): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  return book.worksheets[0]!;
}

/** The first worksheet of a saved workbook: its name and the values of row `r` (1-based), as written. */
export interface SavedSheet {
  name: string;
  row(r: number): unknown[];
}

export async function readWorkbook(file: Blob): Promise<SavedSheet> {
  const sheet = await openFirstSheet(file);
  return { name: sheet.name, row: (r) => (sheet.getRow(r).values as unknown[]).slice(1) };
}

/** Clicks the export button `testId` of `root` and opens the workbook it saves. */
export async function exportWorkbook(root: TestRoot, saved: Blob[], testId: string): Promise<SavedSheet> {
  const before = saved.length;
  await act(async () => root.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!.click());
  await waitUntil(() => saved.length > before, 100);
  return readWorkbook(saved[before]!);
}
