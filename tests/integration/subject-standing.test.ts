/**
 * Subject contribution rates (child-contribution-rate) and the subjects compared
 * (children-test-comparison) on the demo school's ended exam, through the calls only: each
 * paper's averages, SDs, score rates, the leads in grade SDs and the signed shares of Σ|z|, as a
 * reader computes them from each paper's student list; the whole school is broken down into its
 * classes; a teacher is refused another class; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { readExamTotals } from '../support/exam-totals.ts';
import { sharedByFile } from './helpers.ts';

interface Group {
  group_id: number;
  level: string;
  student_count: number;
  total: { average: number | null; difference: number | null; z: number | null };
  subjects: { test_id: number; student_count: number; average: number | null; difference: number | null; z: number | null; contribution_rate: number | null }[];
}
interface Contribution {
  has_data: boolean;
  papers: { test_id: number; grade_student_count: number; grade_average: number; grade_standard_deviation: number }[];
  total: { grade_student_count: number; grade_average: number };
  groups: Group[];
}
interface Figures {
  student_count: number;
  average: number | null;
  score_rate: number | null;
  standard_deviation: number | null;
  difficulty: number | null;
}
interface Comparison {
  has_data: boolean;
  papers: { test_id: number; full_mark_score: number; target: Figures; grade: Figures; rate_difference: number | null; z: number | null; rank: number | null }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
// halves away from zero, as the analysis rounds them
const round = (x: number, d: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10 ** d)) / 10 ** d || 0;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const contribution = (query = '', t = token()) => demo.call('getChildContributionRate', { url: `/v1/examanalysis/child-contribution-rate?examination_id=${demo.endedExamId}${query}`, token: t });
const comparison = (query = '', t = token()) => demo.call('getChildrenTestComparison', { url: `/v1/exam-analysis-upgrade/children-test-comparison?examination_id=${demo.endedExamId}${query}`, token: t });

/** Per paper: each student's final paper total and class, as the student lists give them. */
async function reader() {
  const { columns, classOf } = await readExamTotals(demo, demo.endedExamId, token());
  const papers = columns.slice(1).map((c) => ({ testId: c.testId, full: c.full, scores: [...c.totals] }));
  const classes = [...new Set(classOf.values())].sort((a, b) => a - b);
  const of = (paper: (typeof papers)[number], classId: number) => paper.scores.filter(([id]) => classOf.get(id) === classId).map(([, s]) => s);
  return { papers, classes, of };
}

describe('subject contribution rates of the ended exam', () => {
  it('leads each class of the school by its subjects in grade SDs and shares Σ|z| out among them', async () => {
    const r = await reader();
    const answer = await contribution();
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Contribution;
    expect(data.has_data).toBe(true);
    expect(data.papers.map((p) => [p.test_id, p.grade_student_count, p.grade_average, p.grade_standard_deviation])).toEqual(
      r.papers.map((p) => [p.testId, p.scores.length, round(mean(p.scores.map(([, s]) => s)), 2), round(sd(p.scores.map(([, s]) => s)), 2)]),
    );
    // the school against itself leads nowhere; its classes follow
    expect(data.groups[0].level).toBe('school');
    expect(data.groups[0].subjects.map((s) => s.z)).toEqual(r.papers.map(() => 0));
    expect(data.groups.slice(1).map((g) => g.group_id)).toEqual(r.classes);
    for (const group of data.groups.slice(1)) {
      const zs = r.papers.map((p) => {
        const all = p.scores.map(([, s]) => s);
        return (mean(r.of(p, group.group_id)) - mean(all)) / sd(all);
      });
      const sum = zs.reduce((s, z) => s + Math.abs(z), 0);
      expect(group.subjects.map((s) => [s.test_id, s.average, s.difference, s.z, s.contribution_rate])).toEqual(
        r.papers.map((p, i) => {
          const mine = mean(r.of(p, group.group_id));
          return [p.testId, round(mine, 2), round(mine - mean(p.scores.map(([, s]) => s)), 2), round(zs[i], 3), round((zs[i] / sum) * 100, 2)];
        }),
      );
      expect(group.subjects.reduce((s, x) => s + Math.abs(x.contribution_rate!), 0)).toBeCloseTo(100, 1);
    }
  });

  it('answers a class alone and refuses a teacher another class', async () => {
    const own = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.teacher01 })).body.data;
    const mine = (own.own_class_ids as number[])[0];
    const data = (await contribution(`&class_id=${mine}`, demo.web.teacher01)).body.data as Contribution;
    expect(data.groups.map((g) => [g.group_id, g.level])).toEqual([[mine, 'class']]);
    const other = (own.classes as { id: number }[]).find((c) => !(own.own_class_ids as number[]).includes(c.id))!;
    expect((await contribution(`&class_id=${other.id}`, demo.web.teacher01)).status).toBe(403);
    expect((await comparison(`&class_id=${other.id}`, demo.web.teacher01)).status).toBe(403);
  });
});

describe('the subjects compared in the ended exam', () => {
  it('gives each paper’s score rate, SD and difficulty for a class and the grade, and ranks the papers', async () => {
    const r = await reader();
    const classId = r.classes[0];
    const answer = await comparison(`&class_id=${classId}`);
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Comparison;
    const figures = (scores: number[], full: number): Figures => ({
      student_count: scores.length,
      average: round(mean(scores), 2),
      score_rate: round((mean(scores) / full) * 100, 2),
      standard_deviation: round(sd(scores), 2),
      difficulty: round(mean(scores) / full, 3),
    });
    const rates = r.papers.map((p) => round((mean(r.of(p, classId)) / p.full) * 100, 2));
    expect(data.papers).toEqual(
      r.papers.map((p, i) => {
        const all = p.scores.map(([, s]) => s);
        const mine = r.of(p, classId);
        return {
          test_id: p.testId,
          name: expect.any(String),
          subject_id: expect.any(Number),
          full_mark_score: p.full,
          target: figures(mine, p.full),
          grade: figures(all, p.full),
          rate_difference: round(((mean(mine) - mean(all)) / p.full) * 100, 2),
          z: round((mean(mine) - mean(all)) / sd(all), 3),
          rank: 1 + rates.filter((x) => x > rates[i]).length,
        };
      }),
    );
  });

  it('refuses an unknown exam and an unknown class', async () => {
    expect((await demo.call('getChildrenTestComparison', { url: '/v1/exam-analysis-upgrade/children-test-comparison?examination_id=999999', token: token() })).status).toBe(404);
    expect((await comparison('&class_id=999999')).status).toBe(404);
    expect((await contribution('&campus_id=999999')).status).toBe(404);
  });
});
