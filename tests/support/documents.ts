/** Reading the files the server generates (Excel workbooks, PDF reports) the way a teacher would see them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';

/** The text of a PDF as pdftotext lays it out on the page. */
export function pdfText(content: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'generated-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, content);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A sheet's header row and the rows under it, keyed by the text of their cell in column `keyColumn` (1 is A). */
export function sheetRows(sheet: ExcelJS.Worksheet, headerRow: number, keyColumn: number): { header: unknown[]; rows: Map<string, unknown[]> } {
  const header = (sheet.getRow(headerRow).values as unknown[]).slice(1);
  const rows = new Map<string, unknown[]>();
  sheet.eachRow((row, n) => {
    if (n > headerRow) rows.set(String(row.getCell(keyColumn).value), (row.values as unknown[]).slice(1));
  });
  return { header, rows };
}
