/**
 * Roster workbooks (xlsx, exceljs): the template an administrator downloads, and reading an
 * uploaded one back into rows of text cells keyed by column heading. Rows keep the number
 * Excel shows (the heading is row 1), so every refusal can name the row the administrator sees.
 */
import ExcelJS from 'exceljs';
import { msg } from '../../../i18n/server.ts';
import { rosterColumns, rosterExamples, rosterSheets } from '../../../i18n/zh-CN/server/roster.ts';
import { badRequest } from '../../http/app-error.ts';

export type RosterKind = keyof typeof rosterSheets;
export type RosterColumn = keyof typeof rosterColumns;

/** The columns of each workbook, in template order; the required ones must be present in row 1. */
export const ROSTER_LAYOUT: Record<RosterKind, { columns: RosterColumn[]; required: RosterColumn[]; example: readonly string[] }> = {
  classes: { columns: ['campus', 'grade', 'className'], required: ['campus', 'grade', 'className'], example: rosterExamples.classes },
  students: {
    columns: ['examNumber', 'name', 'campus', 'className', 'seat'],
    required: ['examNumber', 'name', 'className'],
    example: rosterExamples.students,
  },
  teachers: {
    columns: ['username', 'name', 'positions', 'subjects', 'grades', 'classes', 'headOf'],
    required: ['username', 'name', 'positions'],
    example: rosterExamples.teachers,
  },
};

/** Rows one upload may hold: a large school's whole roster in one file. */
export const MAX_ROSTER_ROWS = 20_000;

export interface SheetRow {
  /** the row number Excel shows */
  row: number;
  cells: Partial<Record<RosterColumn, string>>;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** The data rows of an uploaded workbook's first sheet; blank rows are left out. */
export async function readRosterSheet(kind: RosterKind, bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(msg.roster.unreadableWorkbook);
  }
  const sheet = workbook.getWorksheet(rosterSheets[kind]) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest(msg.roster.noSheet);
  const layout = ROSTER_LAYOUT[kind];
  const columnOf = new Map<RosterColumn, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const heading = cellText(cell);
    const key = layout.columns.find((c) => rosterColumns[c] === heading);
    if (key && !columnOf.has(key)) columnOf.set(key, column);
  });
  for (const required of layout.required) if (!columnOf.has(required)) throw badRequest(msg.roster.missingColumn(rosterColumns[required]));
  if (sheet.rowCount - 1 > MAX_ROSTER_ROWS) throw badRequest(msg.roster.tooManyRows(MAX_ROSTER_ROWS));

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetRow['cells'] = {};
    for (const [key, column] of columnOf) cells[key] = cellText(excelRow.getCell(column));
    if (Object.values(cells).some((text) => text !== '')) rows.push({ row: rowNumber, cells });
  });
  if (rows.length === 0) throw badRequest(msg.roster.noRows);
  return rows;
}

/** The template of one kind: the headings, one example row, exam numbers kept as text. */
export async function rosterTemplate(kind: RosterKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(rosterSheets[kind]);
  const layout = ROSTER_LAYOUT[kind];
  sheet.columns = layout.columns.map((column) => ({ header: rosterColumns[column], key: column, width: 16, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(layout.example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
