/**
 * The custom groups of the demo school's ended exam analysed side by side (special-group), through
 * the calls only: groups made with the exam-setup calls, their figures on the exam total and each
 * paper as a reader finds them from the per-paper student lists (the demo seed's marks, simulated
 * by the double-marking rules and written when the school is seeded), renaming a group and
 * changing its students (PATCH special-group/{id}), and
 * the refusals that change nothing.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { expectedFigures, readExamTotals, round2 } from '../support/exam-totals.ts';
import { sharedByFile } from './helpers.ts';

interface GroupRow {
  group_id: number;
  name: string;
  average: number | null;
  average_gap: number | null;
  average_rank: number;
  [figure: string]: unknown;
}
interface Analysis {
  has_data: boolean;
  may_edit: boolean;
  groups: { id: number; name: string; member_count: number; sitting_count: number }[];
  subjects: { test_id: number; grade: Record<string, unknown>; groups: GroupRow[] }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const analysis = async (who = token()) => (await demo.call('getSpecialGroupAnalysis', { url: `/v1/examanalysis/special-group?examination_id=${demo.endedExamId}`, token: who })).body.data as Analysis;
const patch = (id: number, payload: object, who = token()) => demo.call('patchSpecialGroup', { url: `/v1/examanalysis/special-group/${id}`, method: 'PATCH', token: who, payload });

async function makeGroup(name: string, studentIds: number[]) {
  const made = await demo.call('createSpecialGroup', { url: '/v1/examination/special-group', method: 'POST', token: token(), payload: { examination_id: demo.endedExamId, name, student_ids: studentIds } });
  expect(made.status, made.body.msg).toBe(200);
  return made.body.data.id as number;
}

describe('the custom groups of the ended exam side by side', () => {
  it('gives each group the figures of its students on the exam total and each paper against the grade', async () => {
    const { columns } = await readExamTotals(demo, demo.endedExamId, token());
    const ids = [...columns[0].totals.keys()].sort((a, b) => a - b);
    const strong = ids.filter((_, i) => i % 2 === 0);
    const weak = ids.filter((_, i) => i % 2 === 1).slice(0, 4);
    const strongId = await makeGroup('培优组', strong);
    const weakId = await makeGroup('辅导组', weak);
    const data = await analysis();
    expect(data.has_data).toBe(true);
    expect(data.may_edit).toBe(true);
    expect(data.groups.filter((g) => [strongId, weakId].includes(g.id))).toEqual([
      { id: strongId, name: '培优组', member_count: strong.length, sitting_count: strong.length },
      { id: weakId, name: '辅导组', member_count: weak.length, sitting_count: weak.length },
    ]);
    expect(data.subjects.map((s) => s.test_id)).toEqual(columns.map((c) => c.testId));
    data.subjects.forEach((subject, i) => {
      const column = columns[i];
      const all = [...column.totals.values()];
      expect(subject.grade).toEqual(expectedFigures(all, column.full));
      for (const [groupId, members] of [[strongId, strong], [weakId, weak]] as const) {
        const row = subject.groups.find((g) => g.group_id === groupId)!;
        const mine = members.filter((id) => column.totals.has(id)).map((id) => column.totals.get(id)!);
        const { group_id: _g, name: _n, average_gap, average_rank, ...figures } = row;
        expect(figures).toEqual(expectedFigures(mine, column.full));
        expect(average_gap).toBe(round2(mine.reduce((s, x) => s + x, 0) / mine.length - all.reduce((s, x) => s + x, 0) / all.length));
        expect(average_rank).toBe(subject.groups.filter((g) => g.average !== null && g.average > row.average!).length + 1);
      }
    });
  });

  it('renames a group and replaces its students, and refuses a taken name, an outsider and a teacher without changing anything', async () => {
    const before = await analysis();
    const [first, second] = before.groups;
    const renamed = await patch(first.id, { name: '  尖子生  ' });
    expect(renamed.status, renamed.body.msg).toBe(200);
    const { columns } = await readExamTotals(demo, demo.endedExamId, token());
    const two = [...columns[0].totals.keys()].slice(0, 2);
    expect((await patch(first.id, { student_ids: two })).status).toBe(200);
    const after = await analysis();
    expect(after.groups[0]).toEqual({ id: first.id, name: '尖子生', member_count: 2, sitting_count: 2 });
    expect(after.subjects[0].groups[0].student_count).toBe(2);

    const taken = await patch(first.id, { name: second.name, student_ids: [two[0]] });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain(second.name);
    const outsider = await patch(first.id, { name: '新名字', student_ids: [two[0], 999999] });
    expect(outsider.status).toBe(400);
    expect((await patch(first.id, { name: '   ' })).status).toBe(400);
    expect((await patch(first.id, { name: '新名字' }, demo.web.teacher01)).status).toBe(403);
    expect((await patch(999999, { name: '新名字' })).status).toBe(404);
    expect(await analysis()).toEqual(after);
  });

  it('refuses an unknown exam', async () => {
    expect((await demo.call('getSpecialGroupAnalysis', { url: '/v1/examanalysis/special-group?examination_id=999999', token: token() })).status).toBe(404);
  });
});
