/**
 * Rank changes against the previous exam (student-previous-rank-comparison) on the demo school,
 * with a second ended exam made through the product's calls: a new exam of the same grade dated
 * after the demo's ended exam gets its card, five students' filled sheets are scanned and
 * recognised (their objective answers), its written question is marked through the marking
 * calls, the exam is ended and its analysis opened. Each student's change is the rank a reader
 * works out from the demo exam's student lists minus the one from the new exam's; the demo's
 * ended exam itself has no earlier exam and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { LATER_EXAM_SHEETS, LATER_EXAM_TOTALS, openLaterExam } from '../support/later-exam.ts';
import type { ScanPaper } from '../support/scan-paper.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}
interface Compared {
  student_id: number;
  class_id: number;
  score: number;
  rank: number;
  previous_score: number | null;
  previous_rank: number | null;
  change: number | null;
  trend: string | null;
}

let demo: DemoSchoolApp;
let admin: string;
let paper: ScanPaper;

const SHEETS = LATER_EXAM_SHEETS;
const TOTALS = LATER_EXAM_TOTALS;

/** Competition ranks of a reader: 1 + how many totals are higher. */
const rankIn = (totals: number[], total: number) => 1 + totals.filter((t) => t > total + 1e-9).length;

async function studentTotals(examId: number): Promise<Map<number, number[]>> {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${examId}`, token: admin });
  expect(exam.status, exam.body.msg).toBe(200);
  const byStudent = new Map<number, number[]>();
  const papers = exam.body.data.tests as { id: number }[];
  for (const [i, test] of papers.entries()) {
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${examId}&test_id=${test.id}&page_size=999`, token: admin });
    for (const s of list.body.data.result as Listed[]) {
      if (!s.complete) continue;
      if (!byStudent.has(s.student_id)) byStudent.set(s.student_id, new Array<number>(papers.length).fill(NaN));
      byStudent.get(s.student_id)![i] = s.total_score;
    }
  }
  return byStudent;
}

/** The exam totals by student: only those with every paper complete. */
async function examTotals(examId: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const [id, scores] of await studentTotals(examId)) if (scores.every((x) => x === x)) out.set(id, scores.reduce((a, b) => a + b, 0));
  return out;
}

const compare = (examId: number, query = '') => demo.call('getStudentPreviousRankComparison', { url: `/v1/examanalysis/student-previous-rank-comparison?examination_id=${examId}${query}`, token: admin });

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  paper = await openLaterExam(demo);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe('rank changes against the previous exam', () => {
  it("compares the new exam's ranks with the demo's ended exam, as a reader works them out from the student lists", async () => {
    const now = await examTotals(paper.examId);
    expect([...now.keys()].sort((a, b) => a - b)).toEqual(paper.roster.slice(0, SHEETS.length).map((s) => s.student_id).sort((a, b) => a - b));
    expect(paper.roster.slice(0, SHEETS.length).map((s) => now.get(s.student_id))).toEqual(TOTALS);
    const before = await examTotals(demo.endedExamId);
    const nowTotals = [...now.values()];
    const beforeTotals = [...before.values()];

    const answer = await compare(paper.examId);
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as { has_data: boolean; previous: { id: number; name: string } | null; summary: Record<string, number>; students: Compared[] };
    expect(data.previous).toMatchObject({ id: demo.endedExamId, name: '高一下学期3月月考' });
    expect(data.has_data).toBe(true);
    expect(data.students).toHaveLength(SHEETS.length);
    for (const s of data.students) {
      const rank = rankIn(nowTotals, now.get(s.student_id)!);
      expect(s.rank).toBe(rank);
      expect(s.score).toBe(now.get(s.student_id));
      const earlier = before.get(s.student_id);
      if (earlier === undefined) {
        expect(s.previous_rank).toBeNull();
        expect(s.change).toBeNull();
        continue;
      }
      const previousRank = rankIn(beforeTotals, earlier);
      expect(s.previous_score).toBeCloseTo(earlier, 2);
      expect(s.previous_rank).toBe(previousRank);
      expect(s.change).toBe(previousRank - rank);
      expect(s.trend).toBe(previousRank > rank ? 'rise' : previousRank < rank ? 'fall' : 'same');
    }
    // the two equal totals share rank 2 and the next rank is 4
    expect(data.students.map((s) => s.rank).sort((a, b) => a - b)).toEqual([1, 2, 2, 4, 5]);
    const compared = data.students.filter((s) => s.change !== null);
    expect(compared.length).toBeGreaterThan(0);
    expect(data.summary).toEqual({
      ranked: SHEETS.length,
      compared: compared.length,
      rose: compared.filter((s) => s.change! > 0).length,
      fell: compared.filter((s) => s.change! < 0).length,
      same: compared.filter((s) => s.change === 0).length,
    });
    // the greatest rise first
    const changes = compared.map((s) => s.change!);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  it("ranks one subject's paper, keeps a class's grade ranks, and refuses a subject the exam has no paper of", async () => {
    const whole = (await compare(paper.examId, '&subject_id=1')).body.data as { students: Compared[] };
    expect(whole.students).toHaveLength(SHEETS.length);
    const classId = whole.students[0].class_id;
    const narrow = (await compare(paper.examId, `&subject_id=1&class_id=${classId}`)).body.data as { students: Compared[] };
    expect(narrow.students.length).toBeGreaterThan(0);
    expect(narrow.students).toEqual(whole.students.filter((s) => s.class_id === classId));
    const missing = await compare(paper.examId, '&subject_id=9');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('本次考试没有该科目的试卷');
  });

  it("sets the new exam's top 3 against the demo exam's: who stayed, came in and dropped out (previous-former-n)", async () => {
    const now = await examTotals(paper.examId);
    const before = await examTotals(demo.endedExamId);
    const topOf = (totals: Map<number, number>) => new Set([...totals].filter(([, t]) => rankIn([...totals.values()], t) <= 3).map(([id]) => id));
    const nowTop = topOf(now);
    const beforeTop = topOf(before);
    const answer = await demo.call('getPreviousFormerN', { url: `/v1/examanalysis/previous-former-n/${paper.examId}?n=3`, token: admin });
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as { previous: { id: number }; stayed: { student_id: number; rank: number; previous_rank: number | null }[]; entered: { student_id: number }[]; left: { student_id: number; rank: number | null }[] };
    expect(data.previous.id).toBe(demo.endedExamId);
    const ids = (rows: { student_id: number }[]) => rows.map((r) => r.student_id).sort((a, b) => a - b);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    expect(ids(data.stayed)).toEqual(sorted([...nowTop].filter((id) => beforeTop.has(id))));
    expect(ids(data.entered)).toEqual(sorted([...nowTop].filter((id) => !beforeTop.has(id))));
    expect(ids(data.left)).toEqual(sorted([...beforeTop].filter((id) => !nowTop.has(id))));
    expect(data.entered.length + data.stayed.length).toBe(nowTop.size);
    expect(data.left.length).toBeGreaterThan(0);
    for (const s of data.left) expect(s.rank).toBe(now.has(s.student_id) ? rankIn([...now.values()], now.get(s.student_id)!) : null);
  });

  it('says so when the exam has no earlier exam whose analysis is open', async () => {
    const answer = await compare(demo.endedExamId);
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('本年级没有更早的、已开放分析的考试，无法比较名次');
    expect(answer.body.data.previous).toBeNull();
    expect(answer.body.data.has_data).toBe(false);
    expect(answer.body.data.students.length).toBeGreaterThan(0);
    expect(answer.body.data.students.every((s: Compared) => s.change === null && s.previous_rank === null)).toBe(true);
    const top = await demo.call('getPreviousFormerN', { url: `/v1/examanalysis/previous-former-n/${demo.endedExamId}?n=3`, token: admin });
    expect(top.body.msg).toBe('本年级没有更早的、已开放分析的考试，无法比较名次');
    expect(top.body.data).toMatchObject({ previous: null, stayed: [], left: [] });
    expect(top.body.data.entered.length).toBeGreaterThanOrEqual(3);
    expect((await compare(999_999)).status).toBe(404);
  });
});
