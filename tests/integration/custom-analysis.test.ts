/**
 * Custom analyses (custom-analysis[/{id}]) on the demo school's ended exam, through the calls only:
 * one is saved, listed and opened, its figures checked against the totals a reader finds in each
 * paper's student list; another user cannot see or delete it; bad bodies are refused and write
 * nothing; deleting it takes it off the list.
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
interface Saved {
  id: number;
  examination_id: number;
  name: string;
  class_ids: number[];
  test_ids: number[];
  figures: string[];
}
interface Opened {
  has_data: boolean;
  analysis: Saved;
  papers: { test_id: number; name: string; full_mark_score: number; groups: { group_id: number; name: string; values: (number | null)[] }[] }[];
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const FIGURES = ['student_count', 'average', 'max_score', 'min_score', 'score_rate', 'pass_rate', 'low_rate'];
const base = '/v1/examanalysis/custom-analysis';

const list = (who = token()) => demo.call('listCustomAnalyses', { url: `${base}?examination_id=${demo.endedExamId}`, token: who });
const create = (payload: unknown, who = token()) => demo.call('createCustomAnalysis', { method: 'POST', url: base, token: who, payload });
const open = (id: number, who = token()) => demo.call('getCustomAnalysis', { url: `${base}/${id}`, token: who });
const remove = (id: number, who = token()) => demo.call('deleteCustomAnalysis', { method: 'DELETE', url: `${base}/${id}`, token: who });

/** Each paper's full mark and complete students' totals and classes, as the student list shows them. */
async function reader() {
  const exam = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() });
  const papers: { testId: number; full: number; students: Listed[] }[] = [];
  for (const test of exam.body.data.tests as { id: number }[]) {
    const scope = `examination_id=${demo.endedExamId}&test_id=${test.id}`;
    const full = (await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope}`, token: token() })).body.data.full_mark_score as number;
    const students = (await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope}&page_size=999`, token: token() })).body.data.result as Listed[];
    papers.push({ testId: test.id, full, students: students.filter((s) => s.complete) });
  }
  return papers;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const rate = (n: number, of: number) => (of === 0 ? 0 : round2((n / of) * 100));

/** The figures of FIGURES by hand; the score lines are the exam's default ones (及格 60 %, 低分 below 40 %). */
function byHand(scores: number[], full: number): (number | null)[] {
  if (scores.length === 0) return [0, null, null, null, null, null, null];
  const sum = scores.reduce((a, b) => a + b, 0);
  const pass = scores.filter((s) => s >= full * 0.6 - 1e-9).length;
  const low = scores.filter((s) => s < full * 0.4 - 1e-9).length;
  return [scores.length, round2(sum / scores.length), Math.max(...scores), Math.min(...scores), rate(sum, scores.length * full), rate(pass, scores.length), rate(low, scores.length)];
}

describe('custom analyses of the ended exam', () => {
  it('saves one, lists it, opens it with the figures of the chosen class and paper, and deletes it', async () => {
    const papers = await reader();
    const paper = papers[0];
    const classId = paper.students[0].class_id;
    const saved = await create({ examination_id: demo.endedExamId, name: '  一班数学  ', class_ids: [classId], test_ids: [paper.testId], figures: FIGURES });
    expect(saved.status, saved.body.msg).toBe(200);
    const id = saved.body.data.id as number;

    const listed = (await list()).body.data.list as Saved[];
    expect(listed.find((a) => a.id === id)).toMatchObject({ name: '一班数学', class_ids: [classId], test_ids: [paper.testId], figures: FIGURES });

    const opened = await open(id);
    expect(opened.status, opened.body.msg).toBe(200);
    const data = opened.body.data as Opened;
    expect(data.has_data).toBe(true);
    expect(data.papers).toHaveLength(1);
    expect(data.papers[0]).toMatchObject({ test_id: paper.testId, full_mark_score: paper.full });
    const mine = paper.students.filter((s) => s.class_id === classId).map((s) => s.total_score);
    expect(mine.length).toBeGreaterThan(0);
    // the class, then the chosen classes together: here the same students
    expect(data.papers[0].groups.map((g) => g.group_id)).toEqual([classId, 0]);
    for (const group of data.papers[0].groups) expect(group.values).toEqual(byHand(mine, paper.full));

    const removed = await remove(id);
    expect(removed.status, removed.body.msg).toBe(200);
    expect(((await list()).body.data.list as Saved[]).some((a) => a.id === id)).toBe(false);
    expect((await open(id)).status).toBe(404);
  });

  it('gives the whole exam and the exam total when no class is chosen and paper 0 is', async () => {
    const papers = await reader();
    const ids = [...new Set(papers.flatMap((p) => p.students.map((s) => s.student_id)))].filter((sid) => papers.every((p) => p.students.some((s) => s.student_id === sid)));
    const totalOf = (sid: number) => papers.reduce((sum, p) => sum + p.students.find((s) => s.student_id === sid)!.total_score, 0);
    const full = papers.reduce((sum, p) => sum + p.full, 0);
    const saved = await create({ examination_id: demo.endedExamId, name: '全校总分', class_ids: [], test_ids: [0, ...papers.map((p) => p.testId)], figures: FIGURES });
    expect(saved.status, saved.body.msg).toBe(200);
    const data = (await open(saved.body.data.id)).body.data as Opened;
    expect(data.papers.map((p) => p.test_id)).toEqual([0, ...papers.map((p) => p.testId)]);
    expect(data.papers[0].full_mark_score).toBe(full);
    expect(data.papers[0].groups).toHaveLength(1);
    expect(data.papers[0].groups[0]).toMatchObject({ group_id: 0, name: '全体' });
    expect(data.papers[0].groups[0].values).toEqual(byHand(ids.map(totalOf), full));
    papers.forEach((p, i) => expect(data.papers[i + 1].groups[0].values).toEqual(byHand(p.students.map((s) => s.total_score), p.full)));
    expect((await remove(saved.body.data.id)).status).toBe(200);
  });

  it("keeps one user's analyses from another and refuses unknown ids and bad bodies, writing nothing", async () => {
    const papers = await reader();
    const good = { examination_id: demo.endedExamId, name: '我的分析', class_ids: [], test_ids: [papers[0].testId], figures: ['average'] };
    const saved = await create(good);
    const id = saved.body.data.id as number;
    const before = ((await list()).body.data.list as Saved[]).length;

    const other = demo.web.teacher01;
    expect(((await list(other)).body.data?.list ?? []).some((a: Saved) => a.id === id)).toBe(false);
    // another user's analysis is as unknown to them as one that does not exist
    for (const answer of [await open(id, other), await remove(id, other), await open(999999), await remove(999999)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('自定义分析不存在');
    }
    expect((await open(id)).status).toBe(200);

    const bad: [object, number, string][] = [
      [{ ...good, name: '   ' }, 400, '请填写分析名称'],
      [{ ...good, name: '名'.repeat(31) }, 400, '分析名称不能超过 30 个字'],
      [{ ...good, test_ids: [] }, 400, '请至少选择一个科目'],
      [{ ...good, figures: [] }, 400, '请至少选择一项统计指标'],
      [
        { ...good, figures: ['median'] },
        400,
        '参数 figures.0 取值应为 ["student_count","average","score_rate","max_score","min_score","standard_deviation","excellent_rate","good_rate","pass_rate","low_rate"] 之一',
      ],
      [{ ...good, test_ids: [999999] }, 400, '该试卷不属于本次考试'],
      [{ ...good, class_ids: [999999] }, 404, '班级不存在'],
      [{ ...good, examination_id: 999999 }, 404, '考试不存在'],
      [{ ...good, name: undefined }, 400, '参数 name 不能为空'],
    ];
    for (const [body, status, message] of bad) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.msg).toBe(message);
    }
    expect(((await list()).body.data.list as Saved[]).length).toBe(before);
    expect((await remove(id)).status).toBe(200);
  });
});
