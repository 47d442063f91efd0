/**
 * The score export (task type 17) and the reports on the demo school's ended exam (maths and
 * Chinese, marked by the seed), asked for and downloaded through the task calls and read back
 * with exceljs and pdftotext. Every expected figure comes from the analysis calls: each paper's
 * totals with their rank in the school (the school target) and in the class (each class target).
 * The server runs with SCHOOL_TIME_ZONE=Europe/Berlin, so a "generated at" line written in China
 * time (or in the machine's zone) shows.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/contract/schema.d.ts';
import { formatSchoolTime } from '../../src/domain/school-time.ts';
import { signIn } from '../support/api.ts';
import { pdfText, sheetRows } from '../support/documents.ts';
import { DEMO_PASSWORD, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

const ZONE = 'Europe/Berlin';
const PRINCIPAL = 'schooladmin';
const CLASS_HEAD = 'teacher01';

let demo: DemoSchoolApp;
const zoneBefore = process.env.SCHOOL_TIME_ZONE;

interface Paper {
  id: number;
  name: string;
  fullMark: number;
}

interface Standing {
  name: string;
  examNumber: string;
  className: string;
  total: number | null;
  schoolRank: number | null;
  classRank: number | null;
}

type AnalysisStudent = components['schemas']['AnalysisStudent'];

let papers: Paper[];
/** per paper id, per student id: the total and ranks the analysis calls give */
const standings = new Map<number, Map<number, Standing>>();

async function analysisStudents(testId: number, classId = 0): Promise<AnalysisStudent[]> {
  const answer = await demo.call<{ result: AnalysisStudent[] }>('listAnalysisStudents', {
    url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${testId}&class_id=${classId}&page_size=999`,
    token: demo.web[PRINCIPAL],
  });
  expect(answer.status).toBe(200);
  return answer.body.data.result;
}

/** Competition ranks ("1, 2, 2, 4") of the known totals, highest first. */
function ranksOf(totals: Map<number, number | null>): Map<number, number> {
  const known = [...totals].filter((e): e is [number, number] => e[1] !== null).sort((a, b) => b[1] - a[1]);
  const ranks = new Map<number, number>();
  known.forEach(([id, total], i) => ranks.set(id, i > 0 && known[i - 1][1] === total ? ranks.get(known[i - 1][0])! : i + 1));
  return ranks;
}

async function settle(token: string, id: number): Promise<{ state: number; create_time: string }> {
  for (;;) {
    const list = await demo.call('listTasks', { url: '/v1/task/index?page_size=100', token });
    const task = (list.body.data.result as { id: number; state: number; create_time: string }[]).find((t) => t.id === id)!;
    if ([2, 3, 4].includes(task.state)) return task;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Asks for a task, waits for it and downloads its file; also answers the minutes it may carry. */
async function produce(token: string, typeId: number, classIds: number[] = []) {
  const before = new Date();
  const created = await demo.call('createTask', {
    method: 'POST',
    url: '/v1/task/index',
    token,
    payload: { type_id: typeId, param: { exams: [{ id: demo.endedExamId }], ...(classIds.length ? { classes: classIds.map((id) => ({ id })) } : {}) } },
  });
  expect(created.status).toBe(200);
  const task = await settle(token, created.body.data.id);
  expect(task.state).toBe(2);
  const after = new Date();
  const file = await demo.testApp.app.inject({ method: 'GET', url: `/v1/task/index/${created.body.data.id}/file`, headers: { authorization: `Bearer ${token}` } });
  expect(file.statusCode).toBe(200);
  return { content: file.rawPayload, minutes: new Set([formatSchoolTime(before, ZONE), formatSchoolTime(after, ZONE)]), createTime: task.create_time };
}

async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

beforeAll(async () => {
  process.env.SCHOOL_TIME_ZONE = ZONE;
  demo = await openDemoSchool(40);
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web[PRINCIPAL] });
  papers = (exam.body.data.tests as { id: number; name: string; total_score: number }[]).map((t) => ({ id: t.id, name: t.name, fullMark: t.total_score }));
  expect(papers.map((p) => p.name).sort()).toEqual(['数学', '语文']);
  const classIds = (exam.body.data.classes as { id: number }[]).map((c) => c.id);
  for (const paper of papers) {
    const byStudent = new Map<number, Standing>();
    for (const s of await analysisStudents(paper.id)) {
      byStudent.set(s.student_id, { name: s.real_name, examNumber: s.exam_number, className: s.class_name, total: s.complete ? s.total_score : null, schoolRank: s.rank, classRank: null });
    }
    for (const classId of classIds) for (const s of await analysisStudents(paper.id, classId)) byStudent.get(s.student_id)!.classRank = s.rank;
    standings.set(paper.id, byStudent);
  }
}, 240_000);

afterAll(async () => {
  await demo?.close();
  if (zoneBefore === undefined) delete process.env.SCHOOL_TIME_ZONE;
  else process.env.SCHOOL_TIME_ZONE = zoneBefore;
});

describe('the score export (type 17) on the demo school', () => {
  it("gives each paper's total its rank in the school and in the class, under headers that say which", async () => {
    const { content } = await produce(demo.web[PRINCIPAL], 17);
    const workbook = await workbookOf(content);
    for (const paper of papers) {
      const { header, rows } = sheetRows(workbook.getWorksheet(paper.name)!, 2, 1);
      expect(header.slice(0, 3)).toEqual(['考号', '姓名', '班级']);
      expect(header.slice(-3)).toEqual(['总分', '全校排名', '班级排名']);
      const expected = standings.get(paper.id)!;
      expect(rows.size).toBe(expected.size);
      for (const s of expected.values()) {
        const row = rows.get(s.examNumber)!;
        expect(row.slice(-3)).toEqual([s.total ?? '未阅完', s.schoolRank, s.classRank]);
      }
    }
  });

  it('opens with the exam total: every subject, their sum, and its rank in the school and in the class', async () => {
    const { content, minutes } = await produce(demo.web[PRINCIPAL], 17);
    const workbook = await workbookOf(content);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('总成绩');
    expect(sheet.getCell(1, 1).value).toBe('高一下学期3月月考 · 总成绩');
    // the note says how the totals are made, generated at a minute of the school's zone
    const note = String(sheet.getCell(2, 1).value);
    expect([...minutes].some((minute) => note.endsWith(`生成时间：${minute}`)), `${note} / ${[...minutes].join(' or ')}`).toBe(true);

    const { header, rows } = sheetRows(sheet, 3, 1);
    const order = workbook.worksheets.slice(1).map((s) => papers.find((p) => p.name === s.name)!);
    expect(header).toEqual(['考号', '姓名', '班级', ...order.map((p) => `${p.name}(${p.fullMark}分)`), '总分', '全校排名', '班级排名']);

    // the expected sums and ranks, from the analysis calls' paper totals
    const students = new Map<number, Standing>();
    for (const paper of order) for (const [id, s] of standings.get(paper.id)!) if (!students.has(id)) students.set(id, s);
    const sums = new Map<number, number | null>();
    for (const id of students.keys()) {
      const parts = order.map((p) => standings.get(p.id)!.get(id)?.total ?? null);
      sums.set(id, parts.every((x) => x !== null) ? Math.round(parts.reduce((a, b) => a! + b!, 0)! * 100) / 100 : null);
    }
    const schoolRanks = ranksOf(sums);
    const classRanks = new Map<number, number>();
    for (const className of new Set([...students.values()].map((s) => s.className))) {
      const members = new Map([...sums].filter(([id]) => students.get(id)!.className === className));
      for (const [id, rank] of ranksOf(members)) classRanks.set(id, rank);
    }

    expect(rows.size).toBe(students.size);
    let ranked = 0;
    for (const [id, s] of students) {
      const row = rows.get(s.examNumber)!;
      expect(row.slice(1, 3)).toEqual([s.name, s.className]);
      expect(row.slice(3, 3 + order.length)).toEqual(order.map((p) => standings.get(p.id)!.get(id)!.total ?? '未阅完'));
      expect(row.slice(-3)).toEqual([sums.get(id) ?? '未阅完', schoolRanks.get(id) ?? null, classRanks.get(id) ?? null]);
      if (schoolRanks.has(id)) ranked++;
    }
    // the ended exam is marked: nearly everyone has an exam total and both ranks
    expect(ranked).toBeGreaterThan(students.size / 2);
    expect(new Set([...classRanks.values()]).has(1)).toBe(true);
  });

  it("keeps a class head's export to their classes, with the ranks still of the whole school", async () => {
    const { content } = await produce(demo.web[CLASS_HEAD], 17);
    const workbook = await workbookOf(content);
    const { rows } = sheetRows(workbook.getWorksheet('数学')!, 2, 1);
    const maths = papers.find((p) => p.name === '数学')!;
    const expected = [...standings.get(maths.id)!.values()];
    const classes = new Set([...rows.values()].map((row) => row[2]));
    expect(classes.size).toBeGreaterThan(0);
    expect(rows.size).toBe(expected.filter((s) => classes.has(s.className)).length);
    expect(rows.size).toBeLessThan(expected.length);
    for (const s of expected.filter((x) => classes.has(x.className))) expect(rows.get(s.examNumber)!.slice(-3)).toEqual([s.total ?? '未阅完', s.schoolRank, s.classRank]);
    // someone in these classes is not first of the school: the rank is not one of the export's own rows
    const schoolRanks = expected.filter((s) => classes.has(s.className)).map((s) => s.schoolRank);
    expect(schoolRanks.some((rank) => rank !== null && rank > rows.size)).toBe(true);
  });
});

describe("the school's time zone", () => {
  it('is named in the user info, and the PDF report is dated in it', async () => {
    const { token, uid } = await signIn(demo.call, PRINCIPAL, DEMO_PASSWORD);
    const info = await demo.call('getUserInfo', { url: `/v1/user/login/${uid}`, token });
    expect(info.body.data.time_zone).toBe(ZONE);
    const { content, minutes, createTime } = await produce(demo.web[PRINCIPAL], 22);
    // the task list gives the instant; the screens write it in the zone the user info names
    expect(new Date(createTime).toISOString()).toBe(createTime);
    const text = pdfText(content);
    const dated = [...minutes].some((minute) => text.includes(`生成时间：${minute}`));
    expect(dated, text.slice(0, 300)).toBe(true);
  });
});
