/** Reading the files the server generates (Excel workbooks, PDF reports) the way a teacher would see them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { expect } from 'vitest';

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

/** Expects every phrase in a document's text, each one after the one before it (the order a reader meets them in). */
export function expectInOrder(text: string, phrases: readonly string[]): void {
  let from = 0;
  for (const phrase of phrases) {
    const at = text.indexOf(phrase, from);
    expect(at, `「${phrase}」 after character ${from} of the text`).toBeGreaterThanOrEqual(0);
    from = at + phrase.length;
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
