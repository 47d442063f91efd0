/**
 * Task type 17, download scores: one worksheet per paper with each student's score on every
 * question (objective ones from the answer key, the others from the final marks), the paper
 * total and the rank among completely marked papers. A score that is not final yet stays empty;
 * so does the total, marked 未阅完.
 */
import ExcelJS from 'exceljs';
import { ReportText } from '../../features/tasks/task-messages.ts';
import { formatGeneratedAt, hasScores, loadPaper, totalOf, type PaperData } from './report-data.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';

/** Excel refuses sheet names longer than this, or with []:*?/\ in them. */
const SHEET_NAME_LIMIT = 31;

export function sheetNameOf(name: string, used: Set<string>): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, SHEET_NAME_LIMIT) || 'Sheet';
  let candidate = clean;
  for (let n = 2; used.has(candidate); n++) candidate = `${clean.slice(0, SHEET_NAME_LIMIT - String(n).length - 1)}-${n}`;
  used.add(candidate);
  return candidate;
}

function fillSheet(sheet: ExcelJS.Worksheet, title: string, paper: PaperData): void {
  const { data, positions } = paper;
  const questions = data.questions;
  const header = [
    ReportText.examNumber,
    ReportText.studentName,
    ReportText.className,
    ...questions.map((q) => ReportText.questionColumn(q.row.label, q.row.fullMark)),
    ReportText.total,
    ReportText.rank,
  ];
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, header.length);
  if (!hasScores(paper)) {
    sheet.addRow([ReportText.noDataForTest(paper.test.name)]);
    sheet.getColumn(1).width = 40;
    return;
  }
  const headerRow = sheet.addRow(header);
  headerRow.font = { bold: true };
  headerRow.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  headerRow.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
    cell.border = { bottom: { style: 'thin' } };
  });

  const rows = Array.from(positions, (p) => ({ student: data.students[p], position: p, ...totalOf(data, p) }));
  // competition ranking among completely marked papers
  const ranked = rows.filter((r) => r.complete).sort((a, b) => b.total - a.total);
  const rankOf = new Map<number, number>();
  ranked.forEach((r, i) => rankOf.set(r.position, i > 0 && ranked[i - 1].total === r.total ? rankOf.get(ranked[i - 1].position)! : i + 1));
  rows.sort((a, b) => a.student.className.localeCompare(b.student.className, 'zh-CN') || a.student.examNumber.localeCompare(b.student.examNumber));

  for (const r of rows) {
    const scores = questions.map((_, qi) => {
      const x = data.scores[qi][r.position];
      return x === x ? x : null;
    });
    sheet.addRow([
      r.student.examNumber,
      r.student.name,
      r.student.className,
      ...scores,
      r.complete ? Math.round(r.total * 100) / 100 : ReportText.incomplete,
      rankOf.get(r.position) ?? null,
    ]);
  }
  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 2 }];
  sheet.getColumn(1).width = 14;
  sheet.getColumn(2).width = 10;
  sheet.getColumn(3).width = 14;
  for (let c = 4; c <= header.length; c++) sheet.getColumn(c).width = 11;
  sheet.getRow(2).height = 32;
}

export const scoresWorkbook: TaskGenerator = async (run) => {
  const { scope } = run;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const used = new Set<string>();
  const step = progressSpan(run, 5, 90);
  const papers: PaperData[] = [];
  for (const [i, test] of scope.tests.entries()) {
    papers.push(await loadPaper(run.database, test, scope));
    await step(i + 1, scope.tests.length);
  }
  if (!papers.some(hasScores)) {
    // the explanation comes first when there is nothing else to read
    const note = workbook.addWorksheet(sheetNameOf(ReportText.overview, used));
    note.addRow([ReportText.noData]);
    note.addRow([ReportText.generatedAt(formatGeneratedAt(new Date()))]);
    note.getColumn(1).width = 60;
  }
  for (const paper of papers) fillSheet(workbook.addWorksheet(sheetNameOf(paper.test.name, used)), `${scope.exam.name} · ${paper.test.name}`, paper);
  await run.progress(95);
  const content = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { file: { content, kind: 'xlsx' } };
};
