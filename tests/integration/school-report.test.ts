/**
 * The school report (school-report) on the demo school's ended exam, through the calls only: the
 * exam total and each paper per class against the whole exam, as a reader finds them from each
 * paper's student list (marks given through the marking calls of the demo); the strongest and
 * weakest paper of each class; the top and bottom students; a class target; bad requests.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';
import { expectedFigures, readExamTotals, round2 } from '../support/exam-totals.ts';

interface Figures {
  student_count: number;
  average: number | null;
  score_rate: number | null;
  max_score: number | null;
  min_score: number | null;
  excellent_rate: number;
  good_rate: number;
  pass_rate: number;
  low_rate: number;
}
interface ClassFigures extends Figures {
  class_id: number;
  average_gap: number | null;
  average_rank: number;
}
interface Report {
  has_data: boolean;
  lines: { excellent: number; good: number; pass: number; low: number };
  subjects: { test_id: number; full_mark_score: number; grade: Figures; target: Figures; classes: ClassFigures[] }[];
  strengths: { class_id: number; strongest: { test_id: number; gap: number } | null; weakest: { test_id: number; gap: number } | null }[];
  top_students: { student_id: number; total_score: number; grade_rank: number }[];
  bottom_students: { student_id: number; total_score: number; grade_rank: number }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const report = (query = '') => demo.call('getSchoolReport', { url: `/v1/examanalysis/school-report?examination_id=${demo.endedExamId}${query}`, token: token() });

const readTotals = () => readExamTotals(demo, demo.endedExamId, token());

describe('the school report of the ended exam', () => {
  it('shows the exam total and each paper per class against the whole exam with the four rates', async () => {
    const { columns, classOf } = await readTotals();
    const answer = await report();
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Report;
    expect(data.has_data).toBe(true);
    expect(data.lines).toEqual({ excellent: 85, good: 70, pass: 60, low: 40 });
    expect(data.subjects.map((s) => [s.test_id, s.full_mark_score])).toEqual(columns.map((c) => [c.testId, c.full]));
    const classIds = [...new Set(classOf.values())].sort((a, b) => a - b);
    expect(classIds.length).toBeGreaterThan(1);
    data.subjects.forEach((subject, i) => {
      const column = columns[i];
      const all = [...column.totals.values()];
      expect(subject.grade).toEqual(expectedFigures(all, column.full));
      expect(subject.target).toEqual(subject.grade);
      expect(subject.classes.map((c) => c.class_id)).toEqual(classIds);
      for (const row of subject.classes) {
        const mine = [...column.totals].filter(([id]) => classOf.get(id) === row.class_id).map(([, x]) => x);
        const { class_id: _id, average_gap, average_rank, ...shown } = row as ClassFigures & { class_name: string };
        expect({ ...shown, class_name: undefined }).toEqual({ ...expectedFigures(mine, column.full), class_name: undefined });
        if (mine.length) expect(average_gap).toBe(round2(mine.reduce((s, x) => s + x, 0) / mine.length - all.reduce((s, x) => s + x, 0) / all.length));
        const better = subject.classes.filter((c) => c.average !== null && row.average !== null && c.average > row.average).length;
        expect(average_rank).toBe(row.average === null ? 0 : better + 1);
      }
    });
  });

  it('names each class strongest and weakest paper by its score-rate gap to the grade', async () => {
    const data = (await report()).body.data as Report;
    const papers = data.subjects.slice(1);
    for (const s of data.strengths) {
      const gaps = papers.map((p) => ({ test_id: p.test_id, gap: round2(p.classes.find((c) => c.class_id === s.class_id)!.score_rate! - p.grade.score_rate!) }));
      expect(s.strongest?.gap).toBe(Math.max(...gaps.map((g) => g.gap)));
      expect(s.weakest?.gap).toBe(Math.min(...gaps.map((g) => g.gap)));
    }
  });

  it('lists the top and bottom students on the exam total with their ranks', async () => {
    const { columns } = await readTotals();
    const totals = [...columns[0].totals.values()].sort((a, b) => b - a);
    const data = (await report('&n=3')).body.data as Report;
    expect(data.top_students.map((s) => s.total_score)).toEqual(totals.slice(0, 3).map(round2));
    expect(data.bottom_students.map((s) => s.total_score)).toEqual(totals.slice(-3).reverse().map(round2));
    for (const s of [...data.top_students, ...data.bottom_students]) expect(s.grade_rank).toBe(totals.filter((x) => x > s.total_score + 1e-9).length + 1);
    const top = new Set(data.top_students.map((s) => s.student_id));
    expect(data.bottom_students.some((s) => top.has(s.student_id))).toBe(false);
  });

  it('narrows to a class while the grade stays the whole exam', async () => {
    const whole = (await report()).body.data as Report;
    const classId = whole.subjects[0].classes[0].class_id;
    const data = (await report(`&class_id=${classId}`)).body.data as Report;
    expect(data.subjects[0].grade).toEqual(whole.subjects[0].grade);
    expect(data.subjects[0].classes.map((c) => c.class_id)).toEqual([classId]);
    const { class_id: _c, class_name: _n, average_gap: _g, average_rank: _r, ...figures } = whole.subjects[0].classes[0] as ClassFigures & { class_name: string };
    expect(data.subjects[0].target).toEqual(figures);
  });

  it('refuses an unknown exam, a class outside it and a bad n', async () => {
    expect((await demo.call('getSchoolReport', { url: '/v1/examanalysis/school-report?examination_id=999999', token: token() })).status).toBe(404);
    expect((await report('&class_id=999999')).status).toBe(404);
    expect((await report('&n=0')).status).toBe(400);
  });
});
