/**
 * Coincidence degree (coincidence-degree) on the demo school's ended exam, through the calls only:
 * of the students a reader finds at or above the pass line on the exam total (the papers' totals
 * from each paper's student list added up), who is at or above each paper's pass line, and the
 * rates; the same for a class; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}
interface Coincidence {
  has_data: boolean;
  line_percent: number;
  total: { full_mark_score: number; student_count: number; reached_count: number };
  papers: { test_id: number; full_mark_score: number; reached_count: number; both_count: number; coincidence_rate: number; hit_rate: number }[];
  all_papers_count: number;
  students: { student_id: number; class_id: number; total_score: number; reached_papers: number; scores: { test_id: number; score: number; reached: boolean }[] }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const get = (query = '') => demo.call('getCoincidenceDegree', { url: `/v1/examanalysis/coincidence-degree?examination_id=${demo.endedExamId}${query}`, token: token() });

async function reader() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() });
  const papers: { testId: number; full: number; totals: Map<number, number>; classOf: Map<number, number> }[] = [];
  for (const test of exam.body.data.tests as { id: number }[]) {
    const scope = `examination_id=${demo.endedExamId}&test_id=${test.id}`;
    const full = (await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope}`, token: token() })).body.data.full_mark_score as number;
    const list = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token: token() })).body.data.result as Listed[];
    papers.push({ testId: test.id, full, totals: new Map(list.filter((s) => s.complete).map((s) => [s.student_id, s.total_score])), classOf: new Map(list.map((s) => [s.student_id, s.class_id])) });
  }
  const ids = [...new Set(papers.flatMap((p) => [...p.totals.keys()]))].filter((id) => papers.every((p) => p.totals.has(id)));
  const fullTotal = papers.reduce((s, p) => s + p.full, 0);
  return { papers, ids, fullTotal, totalOf: (id: number) => papers.reduce((s, p) => s + p.totals.get(id)!, 0), classOf: (id: number) => papers[0].classOf.get(id) ?? papers[1].classOf.get(id)! };
}

const reaches = (score: number, full: number, percent: number) => score >= (full * percent) / 100 - 1e-9;
const rate = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 10000) / 100);

function expected(r: Awaited<ReturnType<typeof reader>>, ids: number[], percent: number) {
  const above = ids.filter((id) => reaches(r.totalOf(id), r.fullTotal, percent));
  return {
    above,
    papers: r.papers.map((p) => {
      const reached = ids.filter((id) => reaches(p.totals.get(id)!, p.full, percent)).length;
      const both = above.filter((id) => reaches(p.totals.get(id)!, p.full, percent)).length;
      return { test_id: p.testId, full_mark_score: p.full, reached_count: reached, both_count: both, coincidence_rate: rate(both, above.length), hit_rate: rate(both, reached) };
    }),
  };
}

describe('coincidence degree of the ended exam', () => {
  it('finds who of the students above the total pass line is above each paper pass line', async () => {
    const r = await reader();
    const want = expected(r, r.ids, 60);
    expect(want.above.length).toBeGreaterThan(0);
    const answer = await get('&line=pass');
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Coincidence;
    expect(data.line_percent).toBe(60);
    expect(data.total).toMatchObject({ full_mark_score: r.fullTotal, student_count: r.ids.length, reached_count: want.above.length });
    expect(data.papers.map(({ test_id, full_mark_score, reached_count, both_count, coincidence_rate, hit_rate }) => ({ test_id, full_mark_score, reached_count, both_count, coincidence_rate, hit_rate }))).toEqual(want.papers);
    expect(data.students.map((s) => s.student_id).sort((a, b) => a - b)).toEqual([...want.above].sort((a, b) => a - b));
    for (const s of data.students) {
      expect(s.scores.map((x) => x.reached)).toEqual(r.papers.map((p) => reaches(p.totals.get(s.student_id)!, p.full, 60)));
      expect(s.reached_papers).toBe(s.scores.filter((x) => x.reached).length);
    }
    expect(data.all_papers_count).toBe(data.students.filter((s) => s.reached_papers === r.papers.length).length);
  });

  it('narrows to a class and follows the line chosen', async () => {
    const r = await reader();
    const classId = r.classOf(r.ids[0]);
    const mine = r.ids.filter((id) => r.classOf(id) === classId);
    const want = expected(r, mine, 70);
    const data = (await get(`&line=good&class_id=${classId}`)).body.data as Coincidence;
    expect(data.line_percent).toBe(70);
    expect(data.total.student_count).toBe(mine.length);
    expect(data.total.reached_count).toBe(want.above.length);
    expect(data.papers.map((p) => [p.reached_count, p.both_count, p.coincidence_rate, p.hit_rate])).toEqual(want.papers.map((p) => [p.reached_count, p.both_count, p.coincidence_rate, p.hit_rate]));
    expect(data.students.every((s) => s.class_id === classId)).toBe(true);
  });

  it('refuses an unknown exam and an unknown line', async () => {
    const unknown = await demo.call('getCoincidenceDegree', { url: '/v1/examanalysis/coincidence-degree?examination_id=999999', token: token() });
    expect(unknown.status).toBe(404);
    expect((await get('&line=low')).status).toBe(400);
    expect((await get('&class_id=999999')).status).toBe(404);
  });
});
