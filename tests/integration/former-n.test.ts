/**
 * The top N (former-n-comparison, target-former-n/{id}) on the demo school's ended exam, through
 * the calls only: the students a reader ranks in the top N from each paper's student list (exam
 * total = the papers' totals added up, ties sharing a rank), counted per class and listed for a
 * class; N from the exam's settings until given; unknown exams and subjects refused.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/contract/schema.d.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

/** A row of the paper's student list (listAnalysisStudents). */
type Listed = components['schemas']['AnalysisStudent'];

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;

/** Per student: class and paper totals (by paper order) of those complete on every paper. */
async function totals() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() });
  const papers = exam.body.data.tests as { id: number; subject_id: number }[];
  const byStudent = new Map<number, { classId: number; scores: number[] }>();
  for (const [i, test] of papers.entries()) {
    const list = await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${test.id}&page_size=999`, token: token() });
    for (const s of list.body.data.result as Listed[]) {
      if (!byStudent.has(s.student_id)) byStudent.set(s.student_id, { classId: s.class_id, scores: new Array<number>(papers.length).fill(NaN) });
      if (s.complete) byStudent.get(s.student_id)!.scores[i] = s.total_score;
    }
  }
  return { papers, byStudent };
}

const rankIn = (all: number[], x: number) => 1 + all.filter((t) => t > x + 1e-9).length;

describe('the top N of the ended exam', () => {
  it('counts per class the students a reader ranks in the top 5 on the exam total', async () => {
    const { byStudent } = await totals();
    const examTotals = new Map([...byStudent].filter(([, s]) => s.scores.every((x) => x === x)).map(([id, s]) => [id, s.scores.reduce((a, b) => a + b, 0)]));
    const all = [...examTotals.values()];
    const top = [...examTotals].filter(([, t]) => rankIn(all, t) <= 5).map(([id]) => id);
    expect(top.length).toBeGreaterThanOrEqual(5);

    const answer = await demo.call('getFormerNComparison', { url: `/v1/examanalysis/former-n-comparison?examination_id=${demo.endedExamId}&n=5`, token: token() });
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ has_data: true, n: 5, subject_id: 0, top_count: top.length });
    expect(data.line_score).toBeCloseTo(Math.min(...top.map((id) => examTotals.get(id)!)), 2);
    const classIds = [...new Set([...examTotals.keys()].map((id) => byStudent.get(id)!.classId))].sort((a, b) => a - b);
    expect(data.classes.map((c: { class_id: number }) => c.class_id)).toEqual(classIds);
    for (const c of data.classes as { class_id: number; student_count: number; top_count: number; top_rate: number; share: number }[]) {
      const mine = [...examTotals.keys()].filter((id) => byStudent.get(id)!.classId === c.class_id);
      const mineTop = top.filter((id) => byStudent.get(id)!.classId === c.class_id);
      expect(c.student_count).toBe(mine.length);
      expect(c.top_count).toBe(mineTop.length);
      expect(c.top_rate).toBe(Math.round((mineTop.length / mine.length) * 10000) / 100);
      expect(c.share).toBe(Math.round((mineTop.length / top.length) * 10000) / 100);
    }
  });

  it("lists a class's students in the top N of one subject, with N from the exam's settings", async () => {
    const { papers, byStudent } = await totals();
    const maths = papers.findIndex((p) => p.id === demo.endedMathsTestId);
    const mathsSubject = papers[maths].subject_id;
    const saved = await demo.call('saveAnalysisConfig', {
      method: 'PUT',
      url: `/v1/examination/analysis-config/${demo.endedExamId}`,
      token: token(),
      payload: { excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 6, potential_margin: 5 },
    });
    expect(saved.status).toBe(200);
    const scored = [...byStudent].filter(([, s]) => s.scores[maths] === s.scores[maths]);
    const all = scored.map(([, s]) => s.scores[maths]);
    const top = scored.filter(([, s]) => rankIn(all, s.scores[maths]) <= 6);
    const classId = top[0][1].classId;
    const answer = await demo.call('getTargetFormerN', { url: `/v1/examanalysis/target-former-n/${demo.endedExamId}?subject_id=${mathsSubject}&class_id=${classId}`, token: token() });
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data;
    expect(data.n).toBe(6);
    const expected = top.filter(([, s]) => s.classId === classId).map(([id, s]) => ({ id, rank: rankIn(all, s.scores[maths]), score: s.scores[maths] }));
    expect(data.students.map((s: { student_id: number }) => s.student_id).sort()).toEqual(expected.map((e) => e.id).sort());
    for (const s of data.students as { student_id: number; class_id: number; rank: number; score: number; scores: { score: number | null }[] }[]) {
      const e = expected.find((x) => x.id === s.student_id)!;
      expect(s.class_id).toBe(classId);
      expect(s.rank).toBe(e.rank);
      expect(s.score).toBe(e.score);
      expect(s.scores[maths].score).toBe(e.score);
    }
    const ranks = data.students.map((s: { rank: number }) => s.rank);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
  });

  it('refuses an unknown exam and a subject the exam has no paper of', async () => {
    expect((await demo.call('getTargetFormerN', { url: '/v1/examanalysis/target-former-n/999999', token: token() })).status).toBe(404);
    const missing = await demo.call('getFormerNComparison', { url: `/v1/examanalysis/former-n-comparison?examination_id=${demo.endedExamId}&subject_id=9`, token: token() });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('本次考试没有该科目的试卷');
    expect((await demo.call('getFormerNComparison', { url: `/v1/examanalysis/former-n-comparison?examination_id=${demo.endedExamId}&n=0`, token: token() })).status).toBe(400);
  });
});
