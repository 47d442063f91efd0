/**
 * A paper bound to another paper's question set (test-paper-binding, spec 002 §7) through the
 * product's calls on the demo school: a new exam's maths paper takes the questions and keys of
 * another exam's maths paper and lists them as its own; binding to itself, to a paper of another
 * subject, to a paper without questions, with marks that do not add up and into an exam that has
 * started are refused by name with nothing written; only the school's administrators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaperWithQuestions, openExamSetupSchool, type ExamSetupSchool } from '../support/demo-school.ts';

let school: ExamSetupSchool;
let sourceId: number;
let mathsId: number;
let chineseId: number;
let shortMathsId: number;

const QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 5, options: ['A', 'B', 'C', 'D'], answer: ['C'] },
  { label: '2', section: '一、选择题', question_type: 'multiple_more', full_mark: 5, options: ['A', 'B', 'C', 'D'], answer: ['A', 'B'], partial_score: 2 },
  { label: '3', section: '二、填空题', question_type: 'empty_spaces', full_mark: 4 },
  { label: '4', section: '三、解答题', question_type: 'big_spaces', full_mark: 6, step: 0.5 },
];

beforeAll(async () => {
  school = await openExamSetupSchool(2);
  sourceId = await createPaperWithQuestions(school, school.admin, { name: '月考', examination_type: 4, paper: { subject_id: 1, total_score: 20 } }, QUESTIONS);
  const created = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: {
      name: '月考（二）',
      examination_type: 4,
      grade_id: school.grade,
      class_ids: school.classIds,
      tests: [
        { subject_id: 1, total_score: 20 },
        { subject_id: 5, total_score: 20 },
      ],
    },
  });
  expect(created.status).toBe(200);
  const tests: { id: number; subject_id: number }[] = created.body.data.tests;
  mathsId = tests.find((t) => t.subject_id === 1)!.id;
  chineseId = tests.find((t) => t.subject_id === 5)!.id;
  const short = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '小测', examination_type: 4, grade_id: school.grade, class_ids: school.classIds, tests: [{ subject_id: 1, total_score: 10 }] },
  });
  shortMathsId = short.body.data.tests[0].id;
});

afterAll(async () => {
  await school?.close();
});

const questionsOf = async (testId: number) => (await school.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: school.admin })).body.data;
const bind = (testId: number, sourceTestId: number, token = school.admin) =>
  school.call('bindPaper', { method: 'POST', url: '/v1/examination/test-paper-binding', token, payload: { test_id: testId, source_test_id: sourceTestId } });
const shape = (questions: { id: number; partition_id: number | null }[]) => questions.map(({ id: _id, partition_id: _partition, ...rest }) => rest);

describe('binding a paper to another paper’s questions', () => {
  it('refuses by name what cannot be bound, writing nothing', async () => {
    const cases: [number, number, number, string][] = [
      [mathsId, mathsId, 400, '试卷不能与自身绑定，请选择另一份试卷'],
      [chineseId, sourceId, 400, '「月考 数学」不是语文试卷，不能绑定'],
      [mathsId, chineseId, 400, '「月考（二） 语文」不是数学试卷，不能绑定'],
      [shortMathsId, sourceId, 400, '各题满分合计 20 分，与试卷满分 10 分不一致'],
      [school.mathsTestId, sourceId, 400, '考试已开始，不能再修改年级、参考班级和科目'],
    ];
    for (const [testId, sourceTestId, status, message] of cases) {
      const refused = await bind(testId, sourceTestId);
      expect(refused.status).toBe(status);
      expect(refused.body.msg).toBe(message);
    }
    expect((await questionsOf(mathsId)).result).toEqual([]);
    expect((await questionsOf(chineseId)).result).toEqual([]);
    expect((await questionsOf(shortMathsId)).result).toEqual([]);
  });

  it('copies the source’s questions and keys onto the paper, which lists them as its own', async () => {
    const source = await questionsOf(sourceId);
    const bound = await bind(mathsId, sourceId);
    expect(bound.status).toBe(200);
    expect(bound.body.msg).toBe('试卷已绑定，试题已复制');
    expect(bound.body.data.paper_name).toBe('月考（二） 数学');
    const listed = await questionsOf(mathsId);
    expect(shape(listed.result)).toEqual(shape(source.result));
    expect(listed.result.find((q: { label: string }) => q.label === '2')).toMatchObject({ answer: ['A', 'B'], partial_score: 2 });
    // its own rows: the source keeps its questions
    const sourceIds = new Set(source.result.map((q: { id: number }) => q.id));
    expect(listed.result.every((q: { id: number }) => !sourceIds.has(q.id))).toBe(true);
    expect((await questionsOf(sourceId)).result).toEqual(source.result);
  });

  it('answers only the school’s administrators', async () => {
    expect((await bind(mathsId, sourceId, school.web.teacher01)).status).toBe(403);
    expect((await bind(mathsId, 2147483000)).status).toBe(404);
  });
});
