/**
 * A student's original paper in the analysis (student-original-test) on the demo school, with a
 * new exam made through the product's calls: filled sheets of three students are scanned and
 * recognised (their objective answers), the written question is marked through the marking
 * calls, the exam is ended and its analysis opened. The call answers the scores marking stored,
 * the total and rank the student list shows, and the sides of the sheet with the scores burned
 * in: the same size as the scan, different from it in the written question's region. A student
 * of the demo exam, which has no scanned sheets, has scores and no side; a class head sees only
 * their classes' students and another school's administrator none.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate } from '../../src/domain/answer-card/index.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { scanMarkAndOpen, scanPaperOf, type ScanPaper } from '../support/scan-paper.ts';
import { openSecondSchool } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

interface OriginalTest {
  has_data: boolean;
  student: { student_id: number; real_name: string; exam_number: string; class_id: number; class_name: string };
  full_mark_score: number;
  total_score: number;
  complete: boolean;
  rank: number | null;
  ranked_count: number;
  questions: { label: string; objective: boolean; full_mark_score: number; score: number | null; chosen: string | null; blanks: { key: string; score: number | null }[] }[];
  sides: { side: number; url: string }[];
}

/** Objective answers (1: C, 5 points; 2: A and C, 4, 少选 2; 3: T, 2) and the written question 4 (9 points): totals 12, 18 and 7. */
const SHEETS = [
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 1 },
  { answers: { 1: ['C'], 2: ['A'], 3: ['T'] }, written: 9 },
  { answers: { 1: ['C'], 2: ['B'], 3: ['F'] }, written: 2 },
];
const TOTALS = [12, 18, 7];
const SCORES = [
  [5, 4, 2, 1],
  [5, 2, 2, 9],
  [5, 0, 0, 2],
];

let demo: DemoSchoolApp;
let paper: ScanPaper;

beforeAll(async () => {
  demo = await openDemoSchool(12);
  paper = await scanPaperOf(demo, '原卷测试');
  await scanMarkAndOpen(demo, paper, paper.roster.slice(0, SHEETS.length), SHEETS);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

const original = (token: string, studentId: number, query = '', examId = paper.examId, testId = paper.testId) =>
  demo.call<OriginalTest>('getStudentOriginalTest', { url: `/v1/examanalysis/student-original-test?examination_id=${examId}&test_id=${testId}&student_id=${studentId}${query}`, token });
const fetchScan = (url: string, token: string) => demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

/** Grey levels apart beyond what JPEG re-encoding moves a pixel: a pixel drawn over. */
const DRAWN = 60;

/** How many pixels of `rect` (in scan pixels) differ by more than DRAWN between the two images. */
async function pixelsDrawn(a: Buffer, b: Buffer, rect: { x: number; y: number; width: number; height: number }): Promise<number> {
  const region = { left: Math.round(rect.x), top: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) };
  const [x, y] = await Promise.all([a, b].map(async (image) => (await sharp(image).greyscale().extract(region).raw().toBuffer({ resolveWithObject: true })).data));
  let drawn = 0;
  for (let i = 0; i < x.length; i++) if (Math.abs(x[i] - y[i]) > DRAWN) drawn++;
  return drawn;
}

describe('a student’s original paper', () => {
  it('answers the scores marking stored, the total and rank of the student list, and the sheet with the scores burned in', async () => {
    const admin = demo.web.schooladmin;
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${paper.examId}&test_id=${paper.testId}&page_size=999`, token: admin });
    const listed = list.body.data.result as { student_id: number; total_score: number; rank: number }[];
    for (const [i, student] of paper.roster.slice(0, SHEETS.length).entries()) {
      const answer = await original(admin, student.student_id);
      expect(answer.status, answer.body.msg).toBe(200);
      const data = answer.body.data;
      expect(data.student).toMatchObject({ student_id: student.student_id, exam_number: student.exam_number });
      expect(data.questions.map((q) => q.score)).toEqual(SCORES[i]);
      expect(data.questions.map((q) => q.objective)).toEqual([true, true, true, false]);
      expect(data.total_score).toBe(TOTALS[i]);
      expect(data.full_mark_score).toBe(20);
      expect(data.complete).toBe(true);
      expect(data.ranked_count).toBe(SHEETS.length);
      const row = listed.find((s) => s.student_id === student.student_id)!;
      expect({ total: data.total_score, rank: data.rank }).toEqual({ total: row.total_score, rank: row.rank });
      expect(data.sides.map((s) => s.side)).toContain(1);
    }
    expect((await original(admin, paper.roster[0].student_id)).body.data.questions[1].chosen).toBe('AC');
  });

  it('burns the written question’s score into its region of side A, keeping the sheet’s size', async () => {
    const admin = demo.web.schooladmin;
    const studentId = paper.roster[1].student_id;
    const data = (await original(admin, studentId)).body.data;
    const side = data.sides.find((s) => s.side === 1)!;
    const image = await fetchScan(side.url, admin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    const [sheet] = await demo.testApp.database.query<{ side_a: string }>('SELECT side_a FROM answer_sheets WHERE test_id = $1 AND student_id = $2', [paper.testId, studentId]);
    const scanned = (await demo.testApp.storage.get(sheet.side_a))!;
    const [burned, raw] = await Promise.all([sharp(image.rawPayload).metadata(), sharp(scanned).metadata()]);
    expect({ width: burned.width, height: burned.height }).toEqual({ width: raw.width, height: raw.height });

    const template = buildTemplate(paper.card, paper.layout);
    const written = template.partitions.find((p) => p.rect_divide.some((r) => r.page === 0))!;
    const region = written.rect_divide.find((r) => r.page === 0)!;
    const scale = raw.width! / template.template_info.temp_width;
    const inScan = (r: { x: number; y: number; width: number; height: number }) => ({ x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale });
    expect(await pixelsDrawn(image.rawPayload, scanned, inScan(region))).toBeGreaterThan(300);
    // the student's name area is left as scanned
    expect(await pixelsDrawn(image.rawPayload, scanned, inScan(template.template_info.nameRect!))).toBeLessThan(20);
    // a sheet's address is the caller's own
    expect((await fetchScan(side.url, demo.web.teacher01)).statusCode).toBe(404);
  });

  it('answers a student without a scanned sheet with scores and no side', async () => {
    const admin = demo.web.schooladmin;
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}&page_size=1`, token: admin });
    const [first] = list.body.data.result as { student_id: number; total_score: number; rank: number }[];
    const answer = await original(admin, first.student_id, '', demo.endedExamId, demo.endedMathsTestId);
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data.sides).toEqual([]);
    expect(answer.body.data.rank).toBe(first.rank);
    expect(answer.body.data.total_score).toBe(first.total_score);
    const sum = answer.body.data.questions.reduce((s, q) => s + (q.score ?? 0), 0);
    expect(sum).toBeCloseTo(first.total_score, 2);
  });

  it('refuses a class head another class’s student, another school’s administrator, and unknown or outside ids', async () => {
    const admin = demo.web.schooladmin;
    const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.teacher01 });
    const own = new Set(exam.body.data.own_class_ids as number[]);
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}&page_size=999`, token: admin });
    const students = list.body.data.result as { student_id: number; class_id: number }[];
    const other = students.find((s) => !own.has(s.class_id))!;
    const mine = students.find((s) => own.has(s.class_id))!;
    const refused = await original(demo.web.teacher01, other.student_id, '', demo.endedExamId, demo.endedMathsTestId);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 403, msg: msg.access.ownClassesOnly });
    expect((await original(demo.web.teacher01, mine.student_id, '', demo.endedExamId, demo.endedMathsTestId)).status).toBe(200);

    const stranger = await openSecondSchool(demo.testApp, demo.call);
    const foreign = await original(stranger, mine.student_id, '', demo.endedExamId, demo.endedMathsTestId);
    expect({ status: foreign.status, msg: foreign.body.msg }).toEqual({ status: 403, msg: msg.access.noExamAnalysis });

    const unknown = await original(admin, 99_999_999);
    expect({ status: unknown.status, msg: unknown.body.msg }).toEqual({ status: 404, msg: msg.assignment.studentNotFound });
    // a student of the exam's roster who has no sheet in this paper
    const absent = await original(admin, paper.roster[SHEETS.length].student_id);
    expect({ status: absent.status, msg: absent.body.msg }).toEqual({ status: 404, msg: msg.analysis.originalTest.notSitting });
    // a class of the exam that is not the student's: the student is outside the target
    const student = (await original(admin, paper.roster[0].student_id)).body.data.student;
    const classes = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${paper.examId}`, token: admin })).body.data.classes as { id: number }[];
    const elsewhere = classes.find((c) => c.id !== student.class_id)!;
    const outside = await original(admin, student.student_id, `&class_id=${elsewhere.id}`);
    expect({ status: outside.status, msg: outside.body.msg }).toEqual({ status: 404, msg: msg.analysis.originalTest.notInScope });
    const text = await demo.call('getStudentOriginalTest', { url: `/v1/examanalysis/student-original-test?examination_id=${paper.examId}&test_id=${paper.testId}&student_id=abc`, token: admin });
    expect(text.status).toBe(400);
  });
});
