/**
 * Restructuring a paper before its template groups its questions (spec 002 §7: test-question-sort,
 * test-breakdown, test-merge, test-split), through the product's calls on the demo school: the
 * school administrator creates an exam, sets a paper's questions, then reorders, edits, removes,
 * merges and splits them. The full score always equals what the questions add up to; every
 * refusal names the question, and reading back shows nothing was half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaperWithQuestions, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;
let testId: number;

interface Question {
  id: number;
  label: string;
  section: string;
  full_mark: number;
  step: number;
  question_type: string;
}
interface Breakdown {
  total_score: number;
  sections: { section: string; subtotal: number; questions: Question[] }[];
}

const QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 3, options: ['A', 'B', 'C', 'D'], answer: ['B'] },
  { label: '2', section: '二、填空题', question_type: 'empty_spaces', full_mark: 4 },
  { label: '3', section: '二、填空题', question_type: 'empty_spaces', full_mark: 3, step: 0.5 },
  { label: '4', section: '三、解答题', question_type: 'big_spaces', full_mark: 10 },
];

beforeAll(async () => {
  demo = await openDemoSchool(4);
  admin = demo.web.schooladmin;
  testId = await createPaperWithQuestions(
    demo,
    admin,
    { name: '试卷结构调整（测试）', examination_type: 3, start_date: '2026-11-20', paper: { subject_id: 1, total_score: 20 } },
    QUESTIONS,
  );
});

afterAll(async () => {
  await demo?.close();
});

const breakdown = async (): Promise<Breakdown> => {
  const answer = await demo.call('getPaperBreakdown', { url: `/v1/examination/test-breakdown?test_id=${testId}`, token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const questions = async () => (await breakdown()).sections.flatMap((s) => s.questions);
const labelsAndMarks = async () => (await questions()).map((q) => [q.label, q.full_mark]);
const idOf = async (label: string) => (await questions()).find((q) => q.label === label)!.id;
/** The paper's full score as exam setup shows it, beside the exam's other papers. */
const examTotal = async () => {
  const list = await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin });
  return list.body.data.total_score;
};

describe('restructuring a paper', () => {
  it('reads the paper as big questions with their subtotals', async () => {
    const paper = await breakdown();
    expect(paper.total_score).toBe(20);
    expect(paper.sections.map((s) => [s.section, s.subtotal, s.questions.map((q) => q.label)])).toEqual([
      ['一、选择题', 3, ['1']],
      ['二、填空题', 7, ['2', '3']],
      ['三、解答题', 10, ['4']],
    ]);
  });

  it('reorders the questions, refusing a list that leaves one out, repeats one or names another paper’s', async () => {
    const ids = (await questions()).map((q) => q.id);
    const sort = (question_ids: number[]) => demo.call('sortPaperQuestions', { method: 'PUT', url: `/v1/examination/test-question-sort/${testId}`, token: admin, payload: { question_ids } });
    const missing = await sort(ids.slice(1));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('第1题没有列入排序');
    const repeated = await sort([ids[0], ...ids]);
    expect(repeated.body.msg).toBe('第1题在排序中重复出现');
    const foreign = await sort([...ids, 2147483000]);
    expect(foreign.body.msg).toBe('试题 2147483000 不是该试卷的试题');
    expect((await questions()).map((q) => q.id)).toEqual(ids);

    const done = await sort([ids[0], ids[2], ids[1], ids[3]]);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('试题顺序已保存');
    expect((await labelsAndMarks()).map(([label]) => label)).toEqual(['1', '3', '2', '4']);
    await sort(ids);
  });

  it('merges two subjective questions into one, keeping the full score, and refuses an objective one by name', async () => {
    const merge = async (id: number, payload: unknown) => demo.call('mergePaperQuestions', { method: 'PATCH', url: `/v1/examination/test-merge/${id}`, token: admin, payload });
    const objective = await merge(await idOf('2'), { other_id: await idOf('1') });
    expect(objective.status).toBe(400);
    expect(objective.body.msg).toBe('第1题是客观题或选做题，不能合并或拆分');
    const self = await merge(await idOf('2'), { other_id: await idOf('2') });
    expect(self.body.msg).toBe('第2题不能与自身合并');
    expect(await labelsAndMarks()).toEqual([['1', 3], ['2', 4], ['3', 3], ['4', 10]]);

    const merged = await merge(await idOf('2'), { other_id: await idOf('3'), label: '2-3' });
    expect(merged.status).toBe(200);
    expect(merged.body.data.total_score).toBe(20);
    const after = await questions();
    expect(after.map((q) => [q.label, q.full_mark])).toEqual([['1', 3], ['2-3', 7], ['4', 10]]);
    // the finer step of the two: half points stay possible on the merged question
    expect(after[1].step).toBe(0.5);
    expect(await examTotal()).toBe(20);
  });

  it('splits a question into sub-questions in its place, refusing parts that do not share out its mark', async () => {
    const split = async (parts: unknown) => demo.call('splitPaperQuestion', { method: 'PATCH', url: `/v1/examination/test-split/${await idOf('4')}`, token: admin, payload: { parts } });
    const short = await split([{ label: '4(1)', full_mark: 4 }, { label: '4(2)', full_mark: 5 }]);
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('第4题拆分后各小题满分合计 9 分，与原题满分 10 分不一致');
    const clash = await split([{ label: '1', full_mark: 4 }, { label: '4(2)', full_mark: 6 }]);
    expect(clash.body.msg).toBe('题号「1」重复');
    expect(await labelsAndMarks()).toEqual([['1', 3], ['2-3', 7], ['4', 10]]);

    const done = await split([{ label: '4(1)', full_mark: 4 }, { label: '4(2)', full_mark: 6 }]);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('试题已拆分');
    const paper = await breakdown();
    expect(paper.total_score).toBe(20);
    expect(paper.sections.at(-1)).toMatchObject({ section: '三、解答题', subtotal: 10 });
    expect(paper.sections.at(-1)!.questions.map((q) => [q.label, q.full_mark, q.question_type])).toEqual([
      ['4(1)', 4, 'big_spaces'],
      ['4(2)', 6, 'big_spaces'],
    ]);
  });

  it('edits and removes a question of the breakdown, the full score following, and refuses a mark off its step', async () => {
    const patch = async (label: string, payload: unknown) => demo.call('patchBreakdownQuestion', { method: 'PATCH', url: `/v1/examination/test-breakdown/${await idOf(label)}`, token: admin, payload });
    const offStep = await patch('4(1)', { full_mark: 4.5 });
    expect(offStep.status).toBe(400);
    expect(offStep.body.msg).toMatch(/^第4\(1\)题的满分/);
    const duplicate = await patch('4(1)', { label: '4(2)' });
    expect(duplicate.body.msg).toBe('题号「4(2)」重复');
    expect(await examTotal()).toBe(20);

    const edited = await patch('4(1)', { full_mark: 5, section: '四、附加题' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.total_score).toBe(21);
    expect(edited.body.data.sections.map((s: { section: string; subtotal: number }) => [s.section, s.subtotal])).toEqual([
      ['一、选择题', 3],
      ['二、填空题', 7],
      ['四、附加题', 5],
      ['三、解答题', 6],
    ]);

    const removed = await demo.call('deleteBreakdownQuestion', { method: 'DELETE', url: `/v1/examination/test-breakdown/${await idOf('4(1)')}`, token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.data.total_score).toBe(16);
    expect(await labelsAndMarks()).toEqual([['1', 3], ['2-3', 7], ['4(2)', 6]]);
    expect(await examTotal()).toBe(16);
  });

  it('changes nothing on a paper of a running exam, and only for the school administrator', async () => {
    const running = (await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${demo.runningExamId}`, token: admin })).body.data;
    const runningTest = running.tests[0].id;
    const runningQuestions = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${runningTest}`, token: admin })).body.data.result;
    const locked = await demo.call('deleteBreakdownQuestion', { method: 'DELETE', url: `/v1/examination/test-breakdown/${runningQuestions[0].id}`, token: admin });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe('考试已开始，不能再调整试卷的试题');
    expect((await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${runningTest}`, token: admin })).body.data.result).toHaveLength(runningQuestions.length);

    const teacher = await demo.call('getPaperBreakdown', { url: `/v1/examination/test-breakdown?test_id=${testId}`, token: demo.web.teacher01 });
    expect(teacher.status).toBe(403);
    const unknown = await demo.call('mergePaperQuestions', { method: 'PATCH', url: '/v1/examination/test-merge/2147483000', token: admin, payload: { other_id: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('试题不存在');
  });
});
