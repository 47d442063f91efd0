/**
 * The calls across two exams of a grade on marks given through the marking calls: two new exams
 * of the demo school's grade, 五月第一次月考 (dated 2026-05-10, A) and 五月第二次月考 (2026-05-20,
 * B), each with five students' filled sheets scanned and recognised (the objective answers) and
 * the written question marked through the marking calls, then ended and their analysis opened.
 * The same five students sit both; s1 and s2 are in class (1), s3 and s4 in class (2), s5 in
 * class (3) (two students a class in the demo roster). Score rules: Q1 (C) 5, Q2 (A C) 4 with 少选
 * 2, Q3 (T) 2, Q4 written out of 9.
 *
 *   student class | A: sheet        total rank | B: sheet        total rank
 *   s1      (1)   | C  AC T  7       18    1   | C  AC T  1       12    2
 *   s2      (1)   | B  A  T  3        7    5   | C  A  T  9       18    1
 *   s3      (2)   | C  AC F  3       12    3   | C  B  F  2        7    5
 *   s4      (2)   | C  B  F  4        9    4   | A  AC T  6       12    2
 *   s5      (3)   | C  AC T  4       15    2   | B  D  F  9        9    4
 *
 * Worked by hand from the table: A's mean 61 / 5 = 12.2, population SD √(78.8 / 5) = 3.970; B's
 * mean 58 / 5 = 11.6, SD √(69.2 / 5) = 3.720; a z-score is (total − mean) / SD. Class averages
 * A: (1) 12.5, (2) 10.5, (3) 15 (ranks 2, 3, 1); B: (1) 15, (2) 9.5, (3) 9 (ranks 1, 2, 3). The
 * demo's ended exam (March) is older than both, so every call that takes the previous exam of B
 * takes A, and the trends are asked for two exams (exams=2). B's original paper, answer log,
 * report downloads and previews carry the same figures: mean 11.6 of 20 (58 %), class (1) 15,
 * class (2) 9.5.
 */
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/i18n/server.ts';
import { okData } from '../support/api.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { pdfText, sheetRows } from '../support/documents.ts';
import { scanMarkAndOpen, scanPaperOf, type FilledSheet, type ScanPaper } from '../support/scan-paper.ts';

const SHEETS_A: FilledSheet[] = [
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 7 },
  { answers: { 1: ['B'], 2: ['A'], 3: ['T'] }, written: 3 },
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['F'] }, written: 3 },
  { answers: { 1: ['C'], 2: ['B'], 3: ['F'] }, written: 4 },
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 4 },
];
const SHEETS_B: FilledSheet[] = [
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 1 },
  { answers: { 1: ['C'], 2: ['A'], 3: ['T'] }, written: 9 },
  { answers: { 1: ['C'], 2: ['B'], 3: ['F'] }, written: 2 },
  { answers: { 1: ['A'], 2: ['A', 'C'], 3: ['T'] }, written: 6 },
  { answers: { 1: ['B'], 2: ['D'], 3: ['F'] }, written: 9 },
];

let demo: DemoSchoolApp;
let admin: string;
let a: ScanPaper;
let b: ScanPaper;
/** the five students, s1 … s5 */
let s: number[];

async function openExam(name: string, date: string, sheets: FilledSheet[]): Promise<ScanPaper> {
  const paper = await scanPaperOf(demo, name);
  const dated = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { start_date: date } });
  expect(dated.status, dated.body.msg).toBe(200);
  await scanMarkAndOpen(demo, paper, paper.roster.slice(0, sheets.length), sheets);
  return paper;
}

const onB = (operation: string, path: string, query = '', token = admin) => demo.call(operation, { url: `/v1/examanalysis/${path}?examination_id=${b.examId}${query}`, token });

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  a = await openExam('五月第一次月考', '2026-05-10', SHEETS_A);
  b = await openExam('五月第二次月考', '2026-05-20', SHEETS_B);
  s = a.roster.slice(0, 5).map((r) => r.student_id);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe('the two exams as marked', () => {
  it('lists the totals of the table for the five students of classes (1), (2) and (3)', async () => {
    expect(b.roster.slice(0, 5).map((r) => r.student_id)).toEqual(s);
    expect(a.roster.slice(0, 5).map((r) => (r as unknown as { class_name: string }).class_name)).toEqual(['高一(1)班', '高一(1)班', '高一(2)班', '高一(2)班', '高一(3)班']);
    for (const [paper, totals] of [
      [a, [18, 7, 12, 9, 15]],
      [b, [12, 18, 7, 12, 9]],
    ] as const) {
      const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${paper.examId}&test_id=${paper.testId}&page_size=999`, token: admin });
      expect(list.status, list.body.msg).toBe(200);
      const listed = new Map((list.body.data.result as { student_id: number; total_score: number; complete: boolean }[]).filter((r) => r.complete).map((r) => [r.student_id, r.total_score]));
      expect(s.map((id) => listed.get(id))).toEqual(totals);
      expect(listed.size).toBe(5);
    }
  });
});

describe('achievement trend over A and B', () => {
  it('follows s2 from 7 (rank 5, z −1.310) to 18 (rank 1, z 1.720)', async () => {
    const data = okData(await onB('getAchievementTrend', `achievement-trend/${s[1]}`, '&type=student&exams=2'));
    expect(data).toMatchObject({ has_data: true, type: 'student', id: s[1], subject_id: 0 });
    expect(data.points.map((p: { examination_id: number }) => p.examination_id)).toEqual([a.examId, b.examId]);
    const [then, now] = data.points;
    // z in A: (7 − 12.2) / 3.970; in B: (18 − 11.6) / 3.720
    expect(then).toMatchObject({ full_mark: 20, grade_average: 12.2, score: 7, rank: 5, rank_of: 5, counted: 1 });
    expect(then.z).toBeCloseTo(-1.3099, 3);
    expect(now).toMatchObject({ full_mark: 20, grade_average: 11.6, score: 18, rank: 1, rank_of: 5, counted: 1 });
    expect(now.z).toBeCloseTo(1.7203, 3);
    // without exams=2 the demo's ended exam, older than both, comes first
    const all = (await onB('getAchievementTrend', `achievement-trend/${s[1]}`, '&type=student')).body.data;
    expect(all.points.map((p: { examination_id: number }) => p.examination_id)).toEqual([demo.endedExamId, a.examId, b.examId]);
  });

  it('follows class (1) from 12.5 (2nd of 3 classes) to 15 (1st), and refuses it to a teacher of classes (2) and (3)', async () => {
    const classOne = (a.roster[0] as unknown as { class_id: number }).class_id;
    const data = (await onB('getAchievementTrend', `achievement-trend/${classOne}`, '&type=class&exams=2')).body.data;
    expect(data.name).toBe('高一(1)班');
    const [then, now] = data.points;
    // the classes without a student who sat are not ranked: 3 classes ranked
    expect(then).toMatchObject({ score: 12.5, rank: 2, rank_of: 3, counted: 2 });
    // (12.5 − 12.2) / 3.970 and (15 − 11.6) / 3.720: the mean of the class's z-scores
    expect(then.z).toBeCloseTo(0.0756, 3);
    expect(now).toMatchObject({ score: 15, rank: 1, rank_of: 3, counted: 2 });
    expect(now.z).toBeCloseTo(0.9139, 3);
    const refused = await onB('getAchievementTrend', `achievement-trend/${classOne}`, '&type=class&exams=2', demo.web.teacher01);
    expect([refused.status, refused.body.msg]).toEqual([403, msg.access.ownClassesOnly]);
  });
});

describe('stability over A and B', () => {
  it("is half the distance of each student's two z-scores; above 0.5 all but s4 are unstable", async () => {
    const data = okData(await onB('getStabilityAnalysis', 'stability-analysis', '&exams=2&threshold=0.5'));
    expect(data.exams.map((e: { examination_id: number }) => e.examination_id)).toEqual([a.examId, b.examId]);
    expect(data.summary).toEqual({ students: 5, assessed: 5, unstable: 4 });
    // |z_B − z_A| / 2: s2 |1.720 + 1.310| / 2 = 1.515, s5 |−0.699 − 0.705| / 2 = 0.702,
    // s1 |0.108 − 1.461| / 2 = 0.677, s3 |−1.236 + 0.050| / 2 = 0.593, s4 |0.108 + 0.806| / 2 = 0.457;
    // the rank SD is half the distance of the two ranks
    const rows = data.students as { student_id: number; ranks: number[]; z_sd: number; rank_sd: number; unstable: boolean }[];
    expect(rows.map((r) => r.student_id)).toEqual([s[1], s[4], s[0], s[2], s[3]]);
    expect(rows.map((r) => r.ranks)).toEqual([
      [5, 1],
      [2, 4],
      [1, 2],
      [3, 5],
      [4, 2],
    ]);
    [1.5151, 0.7021, 0.6767, 0.5931, 0.4568].forEach((sd, i) => expect(rows[i].z_sd).toBeCloseTo(sd, 3));
    expect(rows.map((r) => r.rank_sd)).toEqual([2, 1, 0.5, 1, 1]);
    expect(rows.map((r) => r.unstable)).toEqual([true, true, true, true, false]);
  });
});

describe('B against the previous exam A', () => {
  it("sets each class's average and class rank against A's: (1) 15 up from 2nd, (3) 9 down from 1st", async () => {
    const data = okData(await onB('getAverageComparison', 'average-comparison'));
    expect(data.previous.id).toBe(a.examId);
    expect(data.grade[0]).toEqual({ subject_id: 0, average: 11.6, previous_average: 12.2 });
    const total = new Map((data.classes as { class_name: string; cells: Record<string, unknown>[] }[]).map((c) => [c.class_name, c.cells[0]]));
    expect(total.get('高一(1)班')).toEqual({ subject_id: 0, average: 15, rank: 1, previous_average: 12.5, previous_rank: 2, average_change: 2.5, rank_change: 1 });
    expect(total.get('高一(2)班')).toEqual({ subject_id: 0, average: 9.5, rank: 2, previous_average: 10.5, previous_rank: 3, average_change: -1, rank_change: 1 });
    expect(total.get('高一(3)班')).toEqual({ subject_id: 0, average: 9, rank: 3, previous_average: 15, previous_rank: 1, average_change: -6, rank_change: -2 });
    // the classes no student of B sat are not listed
    expect([...total.keys()]).toEqual(['高一(1)班', '高一(2)班', '高一(3)班']);
  });

  it('counts the top 1, 2 and 4 now and in A: ties at 12 put three in the top 2 of B', async () => {
    // B's ranks 1, 2, 2, 4, 5; A's 1, 2, 3, 4, 5
    const data = okData(await onB('getRankComparison', 'rank-comparison', '&bands=1,2,4'));
    expect(data.previous.id).toBe(a.examId);
    expect(data).toMatchObject({ ranked: 5, grade_ranked: 5, previous_ranked: 5, previous_grade_ranked: 5 });
    expect(data.bands.map((band: { top: number; count: number; previous_count: number; change: number }) => [band.top, band.count, band.previous_count, band.change])).toEqual([
      [1, 1, 1, 0],
      [2, 3, 2, 1],
      [4, 4, 4, 0],
    ]);
    const chosen = await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${a.examId}?examination_id=${b.examId}&bands=1,2,4`, token: admin });
    expect(chosen.body.data).toEqual(data);
    // the demo's ended exam is earlier too and may be chosen; B may not be compared with itself
    const ended = (await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${demo.endedExamId}?examination_id=${b.examId}&bands=1,2,4`, token: admin })).body.data;
    expect(ended.previous.id).toBe(demo.endedExamId);
    const itself = await demo.call('getRankComparisonWith', { url: `/v1/examanalysis/rank-comparison/${b.examId}?examination_id=${b.examId}`, token: admin });
    expect([itself.status, itself.body.msg]).toEqual([404, '只能与本年级更早的、已开放分析的考试比较']);
  });

  it('ranks the classes on their averages in B and in A, and contrasts class (2) with the others', async () => {
    const data = okData(await onB('getExaminationRankingComparison', 'examination-ranking-comparison', `&compare_examination_id=${a.examId}`));
    expect(data.previous.id).toBe(a.examId);
    const ranked = (data.classes as { class_name: string; rank: number | null; previous_rank: number | null; average: number | null }[]).filter((c) => c.rank !== null);
    expect(ranked.map((c) => [c.class_name, c.average, c.rank, c.previous_rank])).toEqual([
      ['高一(1)班', 15, 1, 2],
      ['高一(2)班', 9.5, 2, 3],
      ['高一(3)班', 9, 3, 1],
    ]);

    const classTwo = (a.roster[2] as unknown as { class_id: number }).class_id;
    const contrast = await onB('getTargetRankingContrast', 'target-ranking-contrast', `&class_id=${classTwo}`);
    expect(contrast.status, contrast.body.msg).toBe(200);
    expect(contrast.body.data.grade_average).toBe(11.6);
    const targets = (contrast.body.data.targets as { target_name: string; counted: number; average: number; rank: number; highest: number; lowest: number; is_target: boolean }[]).filter((t) => t.rank !== null);
    // (1): 12 and 18; (2): 7 and 12; (3): 9 alone
    expect(targets.map((t) => [t.target_name, t.counted, t.average, t.rank, t.highest, t.lowest, t.is_target])).toEqual([
      ['高一(1)班', 2, 15, 1, 18, 12, false],
      ['高一(2)班', 2, 9.5, 2, 12, 7, true],
      ['高一(3)班', 1, 9, 3, 9, 9, false],
    ]);
  });

  it("gives each student's rank change from A to B: s2 rises 4, s4 2; s1 falls 1, s3 and s5 2", async () => {
    const data = okData(await onB('getStudentPreviousRankComparison', 'student-previous-rank-comparison')) as { previous: { id: number }; summary: Record<string, number>; students: { student_id: number; score: number; rank: number; previous_score: number; previous_rank: number; change: number; trend: string }[] };
    expect(data.previous.id).toBe(a.examId);
    expect(data.summary).toEqual({ ranked: 5, compared: 5, rose: 2, fell: 3, same: 0 });
    const of = new Map(data.students.map((r) => [r.student_id, [r.score, r.rank, r.previous_score, r.previous_rank, r.change, r.trend]]));
    expect(s.map((id) => of.get(id))).toEqual([
      [12, 2, 18, 1, -1, 'fall'],
      [18, 1, 7, 5, 4, 'rise'],
      [7, 5, 12, 3, -2, 'fall'],
      [12, 2, 9, 4, 2, 'rise'],
      [9, 4, 15, 2, -2, 'fall'],
    ]);
    // the greatest rise first
    expect(data.students.slice(0, 3).map((r) => r.student_id)).toEqual([s[1], s[3], s[0]]);
  });

  it("sets B's top 2 (s2; s1 and s4 tied 2nd) against A's (s1, s5): s1 stayed, s2 and s4 came in, s5 (now 4th) dropped out", async () => {
    const data = okData(await demo.call('getPreviousFormerN', { url: `/v1/examanalysis/previous-former-n/${b.examId}?n=2`, token: admin })) as { previous: { id: number }; stayed: { student_id: number; rank: number; previous_rank: number }[]; entered: { student_id: number; rank: number }[]; left: { student_id: number; rank: number | null; previous_rank: number }[] };
    expect(data.previous.id).toBe(a.examId);
    expect(data.stayed.map((r) => [r.student_id, r.rank, r.previous_rank])).toEqual([[s[0], 2, 1]]);
    expect(data.entered.map((r) => [r.student_id, r.rank]).sort((x, y) => x[1] - y[1] || x[0] - y[0])).toEqual([
      [s[1], 1],
      [s[3], 2],
    ]);
    expect(data.left.map((r) => [r.student_id, r.rank, r.previous_rank])).toEqual([[s[4], 4, 2]]);
  });
});

describe("a student's original paper of B", () => {
  it('answers s2\'s scores, total 18, first of 5, with the scanned sides', async () => {
    const data = okData(await onB('getStudentOriginalTest', 'student-original-test', `&test_id=${b.testId}&student_id=${s[1]}`)) as { full_mark_score: number; total_score: number; complete: boolean; rank: number; ranked_count: number; questions: { score: number }[]; sides: unknown[] };
    expect(data).toMatchObject({ full_mark_score: 20, total_score: 18, complete: true, rank: 1, ranked_count: 5 });
    expect(data.questions.map((q) => q.score)).toEqual([5, 2, 2, 9]);
    expect(data.sides.length).toBeGreaterThan(0);
  });
});

describe("a student's answer log over A and B", () => {
  it("shows s2's B paper (18) before A's (7) with each question's score", async () => {
    const answer = await demo.call('getStudentAnswerLog', { url: `/v1/examanalysis/student-answer-log?student_id=${s[1]}`, token: admin });
    expect(answer.status, answer.body.msg).toBe(200);
    const exams = answer.body.data.exams as { examination_id: number; papers: { test_id: number; total_score: number; class_average: number; questions: { score: number }[] }[] }[];
    expect(exams.slice(0, 2).map((e) => e.examination_id)).toEqual([b.examId, a.examId]);
    // B: C 5, A alone 2 (少选), T 2, written 9; class (1) with s1's 12: 15
    expect(exams[0].papers[0]).toMatchObject({ test_id: b.testId, total_score: 18, class_average: 15 });
    expect(exams[0].papers[0].questions.map((q) => q.score)).toEqual([5, 2, 2, 9]);
    // A: B 0, A alone 2, T 2, written 3; class (1) with s1's 18: 12.5
    expect(exams[1].papers[0]).toMatchObject({ test_id: a.testId, total_score: 7, class_average: 12.5 });
    expect(exams[1].papers[0].questions.map((q) => q.score)).toEqual([0, 2, 2, 3]);
  });
});

interface Task {
  id: number;
  state: number;
  param: { classes?: { id: number; name: string }[] };
  result: { url: string };
}

/** Waits in My downloads until the task workers have finished the task, as the page polls. */
async function settled(token: string, id: number): Promise<Task> {
  for (let round = 0; round < 600; round++) {
    const list = await demo.call('listTasks', { url: '/v1/task/index?page_size=100', token });
    const task = (list.body.data.result as Task[]).find((t) => t.id === id)!;
    if (task.state >= 2) return task;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`task ${id} was still running after two minutes`);
}

async function fileOf(token: string, task: Task): Promise<Buffer> {
  const answer = await demo.testApp.app.inject({ method: 'GET', url: task.result.url, headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

describe("B's report downloads and previews", () => {
  it("makes the score workbook with each student's total, school rank and class rank", async () => {
    const created = await demo.call('requestAchievementDownload', { method: 'POST', url: '/v1/examanalysis/download-achievement', token: admin, payload: { examination_id: b.examId } });
    expect(created.status, created.body.msg).toBe(200);
    const task = await settled(admin, created.body.data.id);
    expect(task.state).toBe(2);
    const state = await demo.call('getAchievementDownload', { url: `/v1/examanalysis/download-achievement/${task.id}`, token: admin });
    expect(state.body.data).toMatchObject({ id: task.id, state: 2, result: { url: `/v1/task/index/${task.id}/file` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileOf(admin, task)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['总成绩', '高一数学']);
    const { header, rows } = sheetRows(workbook.getWorksheet('高一数学')!, 2, 1);
    expect(header.slice(-3)).toEqual(['总分', '全校排名', '班级排名']);
    // class ranks: (1) s2 18 before s1 12; (2) s4 12 before s3 7; (3) s5 alone
    expect(b.roster.slice(0, 5).map((r) => rows.get(r.exam_number)!.slice(-3))).toEqual([
      [12, 2, 2],
      [18, 1, 1],
      [7, 5, 2],
      [12, 2, 1],
      [9, 4, 1],
    ]);
  });

  it('makes the school report with the paper overview of B and the class report of class (2) for its teacher', async () => {
    const school = await demo.call('requestAnalysisReport', { method: 'POST', url: '/v1/examanalysis/download-report', token: admin, payload: { examination_id: b.examId, report: 'school' } });
    expect(school.status, school.body.msg).toBe(200);
    const schoolTask = await settled(admin, school.body.data.id);
    expect(schoolTask.state).toBe(2);
    const file = await fileOf(admin, schoolTask);
    expect((await PDFDocument.load(file)).getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(file);
    expect(text).toContain('高一数学 试卷分析');
    // 参考人数 5, 满分 20, 平均分 58 / 5 = 11.6, 得分率 58.00%
    expect(text).toMatch(/5\s+20\s+11\.6\s+58\.00%/);

    const teacher = demo.web.teacher01;
    const classTwo = (b.roster[2] as unknown as { class_id: number }).class_id;
    const created = await demo.call('requestAnalysisReport', { method: 'POST', url: '/v1/examanalysis/download-report', token: teacher, payload: { examination_id: b.examId, report: 'class', class_ids: [classTwo] } });
    expect(created.status, created.body.msg).toBe(200);
    const task = await settled(teacher, created.body.data.id);
    expect(task.state).toBe(2);
    const classText = pdfText(await fileOf(teacher, task));
    expect(classText).toContain('高一(2)班 班级成绩报告');
    // s3 7 and s4 12: (7 + 12) / 2 = 9.5
    expect(classText).toContain('本班2人参考，平均分9.5');
    const s4 = b.roster[3] as unknown as { exam_number: string; name: string };
    expect(classText).toMatch(new RegExp(`${s4.exam_number}\\s+${s4.name}\\s+12`));
  });

  it("previews class (1)'s subject report with its average against the grade's", async () => {
    const preview = await demo.call('getReportPreview', { url: `/v1/examanalysis/report-preview?examination_id=${b.examId}&report=classSubject&test_ids=${b.testId}`, token: admin });
    expect(preview.status, preview.body.msg).toBe(200);
    const model = preview.body.data as { title: string; sections: { heading: string; blocks: { kind: string; text?: string }[] }[] };
    expect(model.title).toContain('班级学科报告');
    const classOne = model.sections.find((section) => section.heading === '高一(1)班 · 高一数学')!;
    expect(classOne).toBeDefined();
    // s1 12 and s2 18: 15, against the grade's 11.6
    expect(classOne.blocks.find((block) => block.kind === 'text')!.text).toContain('本班2人参考，平均分15（年级11.6）');
  });
});
