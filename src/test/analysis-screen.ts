/**
 * What the component tests of the exam-analysis screens share: an ended exam as
 * target-examination/{id} answers it, the workbooks a screen's 导出Excel buttons save, read back
 * row by row, and the cells of a table as the reader sees them.
 */
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, vi } from 'vitest';

/** Exam 4 of school 1 with one paper (test 7, maths) and one class (3); a test adds what its screen needs. */
export function analysedExam(extra: Record<string, unknown> = {}) {
  return {
    id: 4,
    name: 'Exam 4',
    status: 3,
    examination_type: 2,
    grade_id: 10,
    start_date: '2026-03-18',
    tests: [{ id: 7, name: 'Maths', subject_id: 2 }],
    school: { id: 1, name: 'School 1' },
    campuses: [{ id: 1, name: 'Campus 1' }],
    classes: [{ id: 3, name: 'Class 3', campus_id: 1 }],
    special_groups: [],
    own_class_ids: null,
    ...extra,
  };
}

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
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The text of each cell of each row of the table `testId` (without the cell of an open-row button). */
export function tableRows(container: ParentNode, testId: string): (string | null)[][] {
  return [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td:not(.ant-table-row-expand-icon-cell)')].map((td) => td.textContent));
}
