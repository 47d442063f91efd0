/**
 * Potential students (potential-students) on the demo school's ended exam, through the calls only:
 * the students a reader finds in each paper's student list just below the exam's score line, per
 * paper and on the exam total (the papers' totals added up), with the exam's own margin once it
 * sets one, narrowed to a class target; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openExamSetupSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}
interface Potential {
  has_data: boolean;
  line_percent: number;
  margin: number;
  papers: { test_id: number; full_mark_score: number; line_score: number; student_count: number; reached_count: number; potential_count: number }[];
  total: { full_mark_score: number; student_count: number; reached_count: number; potential_count: number };
  students: { student_id: number; class_id: number; total_score: number | null; total_gap: number | null; scores: { test_id: number; score: number | null; gap: number | null }[] }[];
}

const demo = sharedByFile(() => openExamSetupSchool(16));

const get = (query: string, token = demo.admin) => demo.call('getPotentialStudents', { url: `/v1/examanalysis/potential-students?examination_id=${demo.endedExamId}${query}`, token });

/** Each paper of the ended exam: its full mark and the complete paper totals by student, as the per-paper calls give them. */
async function papers() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.admin });
  const out = [];
  for (const test of exam.body.data.tests as { id: number }[]) {
    const scope = `examination_id=${demo.endedExamId}&test_id=${test.id}`;
    const ranges = await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope}`, token: demo.admin });
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token: demo.admin });
    const totals = new Map<number, number>();
    const classOf = new Map<number, number>();
    for (const s of list.body.data.result as Listed[]) {
      classOf.set(s.student_id, s.class_id);
      if (s.complete) totals.set(s.student_id, s.total_score);
    }
    out.push({ testId: test.id, fullMark: ranges.body.data.full_mark_score as number, totals, classOf });
  }
  return out;
}

/** The reader's rule: below the line by at most the margin. */
const isPotential = (score: number, fullMark: number, percent: number, margin: number) => {
  const line = (fullMark * percent) / 100;
  return score < line - 1e-9 && score >= line - margin - 1e-9;
};

describe('potential students of the ended exam', () => {
  it('lists the students just below the pass line on each paper and on the exam total', async () => {
    const all = await papers();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const margin = 15;
    const answer = await get(`&line=pass&margin=${margin}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data as Potential;
    expect(data.has_data).toBe(true);
    expect(data.line_percent).toBe(60);

    const expected = new Map<number, { total: number | null; gaps: boolean[] }>();
    const everyone = new Set(all.flatMap((p) => [...p.classOf.keys()]));
    const fullTotal = all.reduce((s, p) => s + p.fullMark, 0);
    for (const id of everyone) {
      const paperScores = all.map((p) => p.totals.get(id));
      const total = paperScores.every((x) => x !== undefined) ? paperScores.reduce((s: number, x) => s + x!, 0) : null;
      const gaps = all.map((p, i) => paperScores[i] !== undefined && isPotential(paperScores[i]!, p.fullMark, 60, margin));
      if ((total !== null && isPotential(total, fullTotal, 60, margin)) || gaps.some(Boolean)) expected.set(id, { total, gaps });
    }
    expect(expected.size).toBeGreaterThan(0);
    expect(data.students.map((s) => s.student_id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const s of data.students) {
      const want = expected.get(s.student_id)!;
      expect(s.total_score === null ? null : Math.round(s.total_score * 100) / 100).toBe(want.total === null ? null : Math.round(want.total * 100) / 100);
      expect(s.scores.map((x) => x.gap !== null)).toEqual(want.gaps);
      s.scores.forEach((x, i) => {
        if (x.gap !== null) expect(x.gap).toBeCloseTo((all[i].fullMark * 60) / 100 - x.score!, 2);
      });
    }
    // the counts agree with the list
    data.papers.forEach((p, i) => {
      expect(p.test_id).toBe(all[i].testId);
      expect(p.full_mark_score).toBe(all[i].fullMark);
      expect(p.student_count).toBe(all[i].totals.size);
      expect(p.potential_count).toBe([...expected.values()].filter((e) => e.gaps[i]).length);
      expect(p.reached_count).toBe([...all[i].totals.values()].filter((x) => x >= (all[i].fullMark * 60) / 100 - 1e-9).length);
    });
    expect(data.total.full_mark_score).toBe(fullTotal);
    expect(data.total.student_count).toBe([...everyone].filter((id) => all.every((p) => p.totals.has(id))).length);
    const onTotal = [...expected.values()].filter((e) => e.total !== null && isPotential(e.total, fullTotal, 60, margin)).length;
    expect(data.total.potential_count).toBe(onTotal);
    expect(data.students.filter((s) => s.total_gap !== null)).toHaveLength(onTotal);
  });

  it("takes the exam's own margin and lines once it sets them, and narrows to a class", async () => {
    const before = (await get('')).body.data as Potential;
    expect(before.margin).toBe(5);
    const saved = await demo.call('saveAnalysisConfig', {
      method: 'PUT',
      url: `/v1/examination/analysis-config/${demo.endedExamId}`,
      token: demo.admin,
      payload: { excellent_rate: 90, good_rate: 75, pass_rate: 50, low_rate: 30, top_n: 20, potential_margin: 30 },
    });
    expect(saved.status).toBe(200);
    const wide = (await get('')).body.data as Potential;
    expect(wide.margin).toBe(30);
    expect(wide.line_percent).toBe(50);
    expect(wide.papers.map((p) => p.line_score)).toEqual(wide.papers.map((p) => Math.round(p.full_mark_score * 50) / 100));
    expect(wide.students.length).toBeGreaterThan(0);
    const classId = wide.students[0].class_id;
    const narrow = (await get(`&class_id=${classId}`)).body.data as Potential;
    expect(narrow.students.length).toBeGreaterThan(0);
    expect(narrow.students.every((s) => s.class_id === classId)).toBe(true);
    expect(narrow.students.map((s) => s.student_id)).toEqual(wide.students.filter((s) => s.class_id === classId).map((s) => s.student_id));
  });

  it('refuses an unknown exam, an unknown line and a margin out of range', async () => {
    const unknown = await demo.call('getPotentialStudents', { url: '/v1/examanalysis/potential-students?examination_id=999999', token: demo.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await get('&line=low')).status).toBe(400);
    expect((await get('&margin=101')).status).toBe(400);
  });
});
