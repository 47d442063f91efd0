/**
 * Focus groups (focus-group and focus-group/{id}) on the demo school's ended exam, through the
 * calls only: the students whose exam total (the papers' totals from each paper's student list
 * added up) lies within the margin on either side of a line, per class, with the papers below
 * their own line; a class's own call; bad requests are refused.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { readExamTotals, round2 } from '../support/exam-totals.ts';
import { sharedByFile } from './helpers.ts';

interface Focus {
  has_data: boolean;
  line_percent: number;
  margin: number;
  total: { full_mark_score: number; student_count: number; critical_count: number; below_count: number; above_count: number };
  papers: { test_id: number; below_line_count: number }[];
  classes: { class_id: number; student_count: number; critical_count: number; below_count: number; above_count: number }[];
  students: { student_id: number; class_id: number; total_score: number; side: string; distance: number; below_line_test_ids: number[]; scores: { test_id: number; score: number; reached: boolean }[] }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const get = (query = '', t = token()) => demo.call('getFocusGroup', { url: `/v1/examanalysis/focus-group?examination_id=${demo.endedExamId}${query}`, token: t });
const round = round2;

/** Each paper's totals and the exam total, as the student lists give them. */
async function reader() {
  const { columns, classOf } = await readExamTotals(demo, demo.endedExamId, token());
  const [total, ...papers] = columns;
  return { papers, ids: [...total.totals.keys()], full: total.full, totalOf: (id: number) => total.totals.get(id)!, classOf };
}

/** The critical students as a reader finds them: line − margin ≤ total < line + margin. */
function expected(r: Awaited<ReturnType<typeof reader>>, ids: number[], linePercent: number, marginPercent: number) {
  const line = (r.full * linePercent) / 100;
  const margin = (r.full * marginPercent) / 100;
  return ids
    .filter((id) => r.totalOf(id) >= line - margin - 1e-9 && r.totalOf(id) < line + margin - 1e-9)
    .map((id) => ({
      student_id: id,
      side: r.totalOf(id) >= line - 1e-9 ? 'above' : 'below',
      distance: round(r.totalOf(id) - line),
      below_line_test_ids: r.papers.filter((p) => p.totals.get(id)! < (p.full * linePercent) / 100 - 1e-9).map((p) => p.testId),
    }));
}

describe('the focus group of the ended exam', () => {
  it('finds the students within the margin on either side of the line, per class, with the papers below their line', async () => {
    const r = await reader();
    // a margin wide enough that the 16 students of the demo give some critical ones
    const data = (await get('&line=pass&margin=15')).body.data as Focus;
    const want = expected(r, r.ids, 60, 15);
    expect(want.length).toBeGreaterThan(0);
    expect([data.line_percent, data.margin]).toEqual([60, 15]);
    expect(data.total).toMatchObject({ full_mark_score: r.full, student_count: r.ids.length, critical_count: want.length, below_count: want.filter((w) => w.side === 'below').length });
    const byId = new Map(data.students.map((s) => [s.student_id, s]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(want.map((w) => w.student_id).sort((a, b) => a - b));
    for (const w of want) expect(byId.get(w.student_id)).toMatchObject(w);
    expect(data.papers.map((p) => p.below_line_count)).toEqual(r.papers.map((p) => want.filter((w) => w.below_line_test_ids.includes(p.testId)).length));
    for (const c of data.classes) {
      const mine = want.filter((w) => r.classOf.get(w.student_id) === c.class_id);
      expect(c).toMatchObject({ student_count: r.ids.filter((id) => r.classOf.get(id) === c.class_id).length, critical_count: mine.length, above_count: mine.filter((w) => w.side === 'above').length });
    }
  });

  it('answers a class through its own call, with the good line by default', async () => {
    const r = await reader();
    const classId = r.classOf.get(r.ids[0])!;
    const answer = await demo.call('getClassFocusGroup', { url: `/v1/examanalysis/focus-group/${classId}?examination_id=${demo.endedExamId}&margin=20`, token: token() });
    expect(answer.status, answer.body.msg).toBe(200);
    const data = answer.body.data as Focus;
    expect(data.line_percent).toBe(70);
    const want = expected(
      r,
      r.ids.filter((id) => r.classOf.get(id) === classId),
      70,
      20,
    );
    expect(data.students.map((s) => s.student_id).sort((a, b) => a - b)).toEqual(want.map((w) => w.student_id).sort((a, b) => a - b));
    expect(data.classes.map((c) => c.class_id)).toEqual([classId]);
    // the same figures as focus-group with the class as its target
    expect(data).toEqual((await get(`&class_id=${classId}&margin=20`)).body.data);
  });

  it('refuses a teacher another class, an unknown class, a bad margin and an unknown line', async () => {
    const own = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.teacher01 })).body.data;
    const other = (own.classes as { id: number }[]).find((c) => !(own.own_class_ids as number[]).includes(c.id))!;
    expect((await demo.call('getClassFocusGroup', { url: `/v1/examanalysis/focus-group/${other.id}?examination_id=${demo.endedExamId}`, token: demo.web.teacher01 })).status).toBe(403);
    expect((await demo.call('getClassFocusGroup', { url: `/v1/examanalysis/focus-group/999999?examination_id=${demo.endedExamId}`, token: token() })).status).toBe(404);
    expect((await get('&margin=0')).status).toBe(400);
    expect((await get('&line=low')).status).toBe(400);
  });
});
