/**
 * Task type 17, download scores. The first worksheet, 总成绩, is the exam total: per student each
 * exported paper's total, their sum, and the rank of that sum in the whole school and in the
 * class. Then one worksheet per paper with each student's score on every question (objective
 * ones from the answer key, the others from the final marks), the paper total and its school
 * and class ranks. A score that is not final yet stays empty; so does the total, marked 未阅完
 * (缺考 on the exam total when the student did not sit a paper). Ranks count only complete
 * totals, and always among everyone who sat the papers (exam-totals.ts).
 */
import ExcelJS from 'exceljs';
import { examTotals, paperStandings, type PaperStanding } from './exam-totals.ts';
import { formatGeneratedAt, hasScores, loadPaper, type PaperData } from './report-data.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';
import { msg } from '../../../i18n/server.ts';

/** Excel refuses sheet names longer than this, or with []:*?/\ in them. */
const SHEET_NAME_LIMIT = 31;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };

export function sheetNameOf(name: string, used: Set<string>): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, SHEET_NAME_LIMIT) || 'Sheet';
  let candidate = clean;
  for (let n = 2; used.has(candidate); n++) candidate = `${clean.slice(0, SHEET_NAME_LIMIT - String(n).length - 1)}-${n}`;
  used.add(candidate);
  return candidate;
}

function addTitle(sheet: ExcelJS.Worksheet, title: string, width: number): void {
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, width);
}

function addHeader(sheet: ExcelJS.Worksheet, header: string[]): ExcelJS.Row {
  const row = sheet.addRow(header);
  row.font = { bold: true };
  row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
  });
  row.height = 32;
  return row;
}

function setWidths(sheet: ExcelJS.Worksheet, columns: number): void {
  sheet.getColumn(1).width = 14;
  sheet.getColumn(2).width = 10;
  sheet.getColumn(3).width = 14;
  for (let c = 4; c <= columns; c++) sheet.getColumn(c).width = 11;
}

function fillPaperSheet(sheet: ExcelJS.Worksheet, title: string, paper: PaperData, standings: PaperStanding[]): void {
  const { data, positions } = paper;
  const header = [
    msg.reports.examNumber,
    msg.reports.studentName,
    msg.reports.className,
    ...data.questions.map((q) => msg.reports.questionColumn(q.row.label, q.row.fullMark)),
    msg.reports.total,
    msg.reports.schoolRank,
    msg.reports.classRank,
  ];
  addTitle(sheet, title, header.length);
  if (!hasScores(paper)) {
    sheet.addRow([msg.reports.noDataForTest(paper.test.name)]);
    sheet.getColumn(1).width = 40;
    return;
  }
  addHeader(sheet, header);
  const rows = Array.from(positions, (position) => ({ student: data.students[position], position }));
  rows.sort((a, b) => a.student.className.localeCompare(b.student.className, 'zh-CN') || a.student.examNumber.localeCompare(b.student.examNumber));
  for (const { student, position } of rows) {
    const scores = data.questions.map((_, qi) => {
      const x = data.scores[qi][position];
      return x === x ? x : null;
    });
    const standing = standings[position];
    sheet.addRow([student.examNumber, student.name, student.className, ...scores, standing.total ?? msg.reports.incomplete, standing.schoolRank, standing.classRank]);
  }
  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 2 }];
  setWidths(sheet, header.length);
}

function fillExamTotalSheet(sheet: ExcelJS.Worksheet, examName: string, papers: PaperData[], standings: PaperStanding[][], generatedAt: string): void {
  const header = [
    msg.reports.examNumber,
    msg.reports.studentName,
    msg.reports.className,
    ...papers.map((p) => msg.reports.subjectColumn(p.test.name, p.data.fullMark)),
    msg.reports.total,
    msg.reports.schoolRank,
    msg.reports.classRank,
  ];
  addTitle(sheet, msg.reports.examTotalTitle(examName), header.length);
  const note = sheet.addRow([msg.reports.examTotalNote(papers.map((p) => p.test.name).join('、'), generatedAt)]);
  sheet.mergeCells(2, 1, 2, header.length);
  note.alignment = { wrapText: true, vertical: 'top' };
  note.height = 48;
  addHeader(sheet, header);
  for (const row of examTotals(papers, standings)) {
    sheet.addRow([
      row.student.examNumber,
      row.student.name,
      row.student.className,
      ...row.papers.map((p) => (p.kind === 'scored' ? p.total : p.kind === 'absent' ? msg.reports.absent : msg.reports.incomplete)),
      row.total ?? (row.missing === 'absent' ? msg.reports.absent : msg.reports.incomplete),
      row.schoolRank,
      row.classRank,
    ]);
  }
  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 3 }];
  setWidths(sheet, header.length);
}

export const scoresWorkbook: TaskGenerator = async (run) => {
  const { scope } = run;
  const workbook = new ExcelJS.Workbook();
  const now = new Date();
  workbook.created = now;
  const generatedAt = formatGeneratedAt(now, run.timeZone);
  const used = new Set<string>();
  const step = progressSpan(run, 5, 90);
  const papers: PaperData[] = [];
  for (const [i, test] of scope.tests.entries()) {
    papers.push(await loadPaper(run.database, test, scope));
    await step(i + 1, scope.tests.length);
  }
  if (!papers.some(hasScores)) {
    // the explanation comes first when there is nothing else to read
    const note = workbook.addWorksheet(sheetNameOf(msg.reports.overview, used));
    note.addRow([msg.reports.noData]);
    note.addRow([msg.reports.generatedAt(generatedAt)]);
    note.getColumn(1).width = 60;
  }
  const standings = papers.map(paperStandings);
  if (papers.some(hasScores)) fillExamTotalSheet(workbook.addWorksheet(sheetNameOf(msg.reports.examTotalSheet, used)), scope.exam.name, papers, standings, generatedAt);
  papers.forEach((paper, i) => fillPaperSheet(workbook.addWorksheet(sheetNameOf(paper.test.name, used)), `${scope.exam.name} · ${paper.test.name}`, paper, standings[i]));
  await run.progress(95);
  const content = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { file: { content, kind: 'xlsx' } };
};
