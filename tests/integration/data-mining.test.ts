/**
 * Data mining (data-mining) on the demo school's ended exam, through the calls only: the
 * correlation of every two papers equals Pearson's r a reader computes from each paper's student
 * list, and a class's mastery of each knowledge point equals the tag score rate the single-question
 * call reports for that class; bad requests are refused.
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
interface Mining {
  has_data: boolean;
  papers: { test_id: number; student_count: number }[];
  correlations: { first_test_id: number; second_test_id: number; r: number | null; student_count: number }[];
  mastery: {
    test_id: number;
    knowledge_points: { tag_id: number; name: string; question_count: number }[];
    questions: { question_id: number; show_order: number; tag_ids: number[] }[];
    classes: { class_id: number; student_count: number; rates: (number | null)[] }[];
    target_rates: (number | null)[];
  };
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const get = (query = '') => demo.call('getDataMining', { url: `/v1/examanalysis/data-mining?examination_id=${demo.endedExamId}${query}`, token: token() });

async function paperTotals() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() });
  const papers: { testId: number; totals: Map<number, number>; classOf: Map<number, number> }[] = [];
  for (const test of exam.body.data.tests as { id: number }[]) {
    const scope = `examination_id=${demo.endedExamId}&test_id=${test.id}`;
    const list = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token: token() })).body.data.result as Listed[];
    papers.push({ testId: test.id, totals: new Map(list.filter((s) => s.complete).map((s) => [s.student_id, s.total_score])), classOf: new Map(list.map((s) => [s.student_id, s.class_id])) });
  }
  return papers;
}

/** Pearson's r written out once more, over the students with both totals. */
function expectedR(a: Map<number, number>, b: Map<number, number>, ids: (id: number) => boolean) {
  const both = [...a.keys()].filter((id) => b.has(id) && ids(id));
  const n = both.length;
  const mx = both.reduce((s, id) => s + a.get(id)!, 0) / n;
  const my = both.reduce((s, id) => s + b.get(id)!, 0) / n;
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (const id of both) {
    xy += (a.get(id)! - mx) * (b.get(id)! - my);
    xx += (a.get(id)! - mx) ** 2;
    yy += (b.get(id)! - my) ** 2;
  }
  return { n, r: n < 3 || xx === 0 || yy === 0 ? null : Math.round((xy / Math.sqrt(xx * yy)) * 1000) / 1000 };
}

describe('data mining of the ended exam', () => {
  it('correlates every two papers over the students with both totals', async () => {
    const papers = await paperTotals();
    expect(papers.length).toBeGreaterThan(1);
    const answer = await get();
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Mining;
    expect(data.has_data).toBe(true);
    expect(data.papers.map((p) => [p.test_id, p.student_count])).toEqual(papers.map((p) => [p.testId, p.totals.size]));
    const want = papers.flatMap((a, i) => papers.slice(i + 1).map((b) => ({ first_test_id: a.testId, second_test_id: b.testId, ...expectedR(a.totals, b.totals, () => true) })));
    expect(data.correlations.map(({ first_test_id, second_test_id, r, student_count }) => ({ first_test_id, second_test_id, r, n: student_count }))).toEqual(want);
    expect(data.correlations.some((c) => c.r !== null)).toBe(true);
  });

  it('narrows the correlations to a class', async () => {
    const papers = await paperTotals();
    const classId = [...papers[0].classOf.values()][0];
    const data = (await get(`&class_id=${classId}`)).body.data as Mining;
    const inClass = (id: number) => papers.some((p) => p.classOf.get(id) === classId);
    const want = expectedR(papers[0].totals, papers[1].totals, inClass);
    expect(want.n).toBeGreaterThan(0);
    expect(data.correlations[0]).toMatchObject({ student_count: want.n, r: want.r });
    expect(data.mastery.classes.map((c) => c.class_id)).toEqual([classId]);
  });

  it('gives each class its mastery of each knowledge point of the paper, as the single-question call rates the tag', async () => {
    const data = (await get(`&test_id=${demo.endedMathsTestId}`)).body.data as Mining;
    const { mastery } = data;
    expect(mastery.test_id).toBe(demo.endedMathsTestId);
    expect(mastery.knowledge_points.length).toBeGreaterThan(0);
    expect(mastery.classes.length).toBeGreaterThan(0);
    for (const [k, point] of mastery.knowledge_points.entries()) {
      const carrying = mastery.questions.filter((q) => q.tag_ids.includes(point.tag_id));
      expect(carrying.length).toBe(point.question_count);
      for (const klass of mastery.classes) {
        const scope = `examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}&class_id=${klass.class_id}`;
        const single = await demo.call('getSingleQuestionAnalysis', { url: `/v1/examanalysis/single-question?${scope}&show_order=${carrying[0].show_order}`, token: token() });
        const tagRate = (single.body.data.class_tags as { tagid: number; avg_total_score_rate: number }[]).find((t) => t.tagid === point.tag_id)!.avg_total_score_rate;
        expect(klass.rates[k]).toBe(tagRate);
      }
    }
  });

  it('refuses an unknown exam, a paper of another exam and bad ids', async () => {
    expect((await demo.call('getDataMining', { url: '/v1/examanalysis/data-mining?examination_id=999999', token: token() })).status).toBe(404);
    expect((await get(`&test_id=${demo.mathsTestId}`)).status).toBe(404);
    expect((await get('&class_id=999999')).status).toBe(404);
    const bad = await get('&test_id=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
