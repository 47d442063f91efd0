/**
 * Files a screen saves, as a component test sees them: every blob handed to URL.createObjectURL
 * is kept, so that a test can open an exported workbook and read its rows as the user would.
 */
import { act } from 'react';
import ExcelJS from 'exceljs';
import { beforeEach, vi } from 'vitest';
import { waitUntil } from './fetch-stub.ts';
import type { TestRoot } from './test-root.tsx';

/** The blobs saved in each test of the file, in order; the list is emptied before each test. */
export function recordSavedFilesPerTest(): Blob[] {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
  });
  return saved;
}

/** The first worksheet of a saved workbook: its name and the values of row `r` (1-based), as written. */
export interface SavedSheet {
  name: string;
  row(r: number): unknown[];
}

export async function readWorkbook(file: Blob): Promise<SavedSheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0]!;
  return { name: sheet.name, row: (r) => (sheet.getRow(r).values as unknown[]).slice(1) };
}

/** Clicks the export button `testId` of `root` and opens the workbook it saves. */
export async function exportWorkbook(root: TestRoot, saved: Blob[], testId: string): Promise<SavedSheet> {
  const before = saved.length;
  await act(async () => root.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!.click());
  await waitUntil(() => saved.length > before, 100);
  return readWorkbook(saved[before]!);
}
