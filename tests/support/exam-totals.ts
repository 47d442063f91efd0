/**
 * An exam's totals as a reader finds them through the analysis calls — each paper's student list
 * (complete paper totals) and full mark, and the exam total of the students complete on every
 * paper — and the figures a group of totals should have at the default score lines (85, 70, 60 and
 * below 40 % of the full mark), for the tests of the calls that compare groups of students.
 */
import type { DemoSchoolApp } from './demo-school.ts';

interface Listed {
  student_id: number;
  class_id: number;
  total_score: number;
  complete: boolean;
}

export interface TotalsColumn {
  /** 0 for the exam total */
  testId: number;
  full: number;
  totals: Map<number, number>;
}

export async function readExamTotals(demo: Pick<DemoSchoolApp, 'call'>, examId: number, token: string): Promise<{ columns: TotalsColumn[]; classOf: Map<number, number> }> {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${examId}`, token });
  const columns: TotalsColumn[] = [];
  const classOf = new Map<number, number>();
  for (const test of exam.body.data.tests as { id: number }[]) {
    const scope = `examination_id=${examId}&test_id=${test.id}`;
    const full = (await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope}`, token })).body.data.full_mark_score as number;
    const list = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token })).body.data.result as Listed[];
    for (const s of list) classOf.set(s.student_id, s.class_id);
    columns.push({ testId: test.id, full, totals: new Map(list.filter((s) => s.complete).map((s) => [s.student_id, s.total_score])) });
  }
  const complete = [...classOf.keys()].filter((id) => columns.every((c) => c.totals.has(id)));
  const total = { testId: 0, full: columns.reduce((s, c) => s + c.full, 0), totals: new Map(complete.map((id) => [id, columns.reduce((s, c) => s + c.totals.get(id)!, 0)])) };
  return { columns: [total, ...columns], classOf };
}

/** 2 decimals, halves away from zero as the analysis rounds them (-27.125 → -27.13). */
export const round2 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 100)) / 100 || 0;
const rate = (n: number, of: number) => (of === 0 ? 0 : round2((n / of) * 100));
const atLeast = (x: number, full: number, percent: number) => x >= (full * percent) / 100 - 1e-9;

/** Count, average, score rate, extremes and the four rates of some totals, as SchoolReportFigures. */
export function expectedFigures(values: number[], full: number) {
  const n = values.length;
  const sum = values.reduce((s, x) => s + x, 0);
  return {
    student_count: n,
    average: n ? round2(sum / n) : null,
    score_rate: n ? rate(sum, n * full) : null,
    max_score: n ? Math.max(...values) : null,
    min_score: n ? Math.min(...values) : null,
    excellent_rate: rate(values.filter((x) => atLeast(x, full, 85)).length, n),
    good_rate: rate(values.filter((x) => atLeast(x, full, 70)).length, n),
    pass_rate: rate(values.filter((x) => atLeast(x, full, 60)).length, n),
    low_rate: rate(values.filter((x) => !atLeast(x, full, 40)).length, n),
  };
}
