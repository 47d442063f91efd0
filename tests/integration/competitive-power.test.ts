/**
 * Competitive power (competitive-power/{id}) on the demo school's ended exam, through the calls
 * only: a class's students in the grade's top 10 / 30 / 50 % and above the exam's lines, on each
 * paper and on the exam total, its share of each band against its share of the grade and its
 * rank among the classes — as a reader computes them from each paper's student list; a teacher
 * is refused another class; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { readExamTotals } from '../support/exam-totals.ts';
import { sharedByFile } from './helpers.ts';

interface Band {
  grade_count: number;
  count: number;
  rate: number;
  share: number;
  power: number | null;
}
interface Subject {
  test_id: number;
  full_mark_score: number;
  student_count: number;
  grade_student_count: number;
  average: number | null;
  grade_average: number | null;
  rank: number | null;
  class_count: number;
  bands: Band[];
}
interface Power {
  has_data: boolean;
  target: { target_id: number };
  bands: { key: string; kind: string; percent: number }[];
  subjects: Subject[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const get = (classId: number, t = token(), examId = demo.endedExamId) => demo.call('getCompetitivePower', { url: `/v1/examanalysis/competitive-power/${classId}?examination_id=${examId}`, token: t });
// halves away from zero, as the analysis rounds them
const round = (x: number, d: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10 ** d)) / 10 ** d || 0;
const rate = (n: number, of: number) => (of === 0 ? 0 : round((n / of) * 100, 2));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Per paper, then the exam total (last, as the call lists it): each student's score, as the student lists give them. */
async function reader() {
  const { columns, classOf } = await readExamTotals(demo, demo.endedExamId, token());
  return { columns: [...columns.slice(1), columns[0]].map((c) => ({ testId: c.testId, full: c.full, scores: c.totals })), classOf };
}

function expected(column: { full: number; scores: Map<number, number> }, classOf: Map<number, number>, classId: number, lines: number[]): Omit<Subject, 'test_id'> {
  const grade = [...column.scores];
  const mine = grade.filter(([id]) => classOf.get(id) === classId);
  const rankOf = (score: number) => 1 + grade.filter(([, s]) => s > score + 1e-9).length;
  const averages = new Map<number, number>();
  for (const cid of new Set(grade.map(([id]) => classOf.get(id)!))) averages.set(cid, mean(grade.filter(([id]) => classOf.get(id) === cid).map(([, s]) => s)));
  const inBand = (band: (score: number) => boolean): Band => {
    const gradeCount = grade.filter(([, s]) => band(s)).length;
    const count = mine.filter(([, s]) => band(s)).length;
    const power = mine.length === 0 || gradeCount === 0 ? null : round(count / gradeCount / (mine.length / grade.length), 3);
    return { grade_count: gradeCount, count, rate: rate(count, mine.length), share: rate(count, gradeCount), power };
  };
  const average = averages.get(classId)!;
  return {
    full_mark_score: column.full,
    student_count: mine.length,
    grade_student_count: grade.length,
    average: round(average, 2),
    grade_average: round(mean(grade.map(([, s]) => s)), 2),
    rank: 1 + [...averages.values()].filter((a) => a > average + 1e-9).length,
    class_count: averages.size,
    bands: [
      ...[10, 30, 50].map((p) => inBand((s) => rankOf(s) <= Math.ceil((grade.length * p) / 100))),
      ...lines.map((l) => inBand((s) => s >= (column.full * l) / 100 - 1e-9)),
    ],
  };
}

describe('competitive power of a class in the ended exam', () => {
  it('counts the class in the grade’s top bands and above the lines on each paper and the total', async () => {
    const r = await reader();
    const classId = [...r.classOf.values()][0];
    const answer = await get(classId);
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Power;
    expect(data.has_data).toBe(true);
    expect(data.target.target_id).toBe(classId);
    expect(data.bands).toEqual([
      { key: 'top10', kind: 'top', percent: 10 },
      { key: 'top30', kind: 'top', percent: 30 },
      { key: 'top50', kind: 'top', percent: 50 },
      { key: 'excellent', kind: 'line', percent: 85 },
      { key: 'good', kind: 'line', percent: 70 },
      { key: 'pass', kind: 'line', percent: 60 },
    ]);
    expect(data.subjects.map((s) => s.test_id)).toEqual(r.columns.map((c) => c.testId));
    data.subjects.forEach((s, i) => expect(s).toMatchObject(expected(r.columns[i], r.classOf, classId, [85, 70, 60])));
    // the class has students in the grade's top half on the total: the figures are not all empty
    expect(data.subjects.at(-1)!.bands[2].grade_count).toBeGreaterThan(0);
  });

  it('refuses a teacher another class, an unknown class and an unknown exam', async () => {
    const own = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.teacher01 })).body.data;
    const other = (own.classes as { id: number }[]).find((c) => !(own.own_class_ids as number[]).includes(c.id))!;
    expect((await get(other.id, demo.web.teacher01)).status).toBe(403);
    expect((await get((own.own_class_ids as number[])[0], demo.web.teacher01)).status).toBe(200);
    expect((await get(999999)).status).toBe(404);
    expect((await get(other.id, token(), 999999)).status).toBe(404);
  });
});
