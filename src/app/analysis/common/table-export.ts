/**
 * An analysis table written to an xlsx workbook in the browser (spec: every analysis table
 * exports to xlsx): one sheet, the table's column titles as the header row and the figures as the
 * screen shows them (rates with 2 decimals), so that the file reads like the screen. exceljs is
 * loaded only when a table is exported.
 */

/** A column of an exported table: its title and the cell of a row (null leaves the cell empty). */
export interface ExportColumn<T> {
  title: string;
  value: (row: T) => string | number | null;
}

/** A file name without the characters Windows refuses, ending in .xlsx. */
export function xlsxFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'table'}.xlsx`;
}

/** The workbook's bytes: a header row of titles, then one row per row. */
export async function tableWorkbook<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // a sheet name has at most 31 characters and none of []:*?/\
  const sheet = book.addWorksheet(sheetName.replace(/[[\]:*?/\\]+/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow(columns.map((c) => c.title)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? null));
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(8, Math.min(40, columns[i].title.length * 2 + 4));
  });
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Writes the table to `name`.xlsx and hands it to the browser to save. */
export async function exportTable<T>(name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<void> {
  const bytes = await tableWorkbook(name, columns, rows);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = xlsxFileName(name);
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // the browser has taken the file once the click returns
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
