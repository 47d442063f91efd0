/**
 * A paper bound to another paper's question set (test-paper-binding, spec 002 §7) through the
 * product's calls on the demo school: a new exam's maths paper takes the questions and keys of
 * another exam's maths paper and lists them as its own; binding to itself, to a paper of another
 * subject, to a paper without questions, with marks that do not add up and into an exam that has
 * started are refused by name with nothing written; only the school's administrators. A third
 * exam's paper takes the question basket's bank questions (试题篮 → 用作考试试卷): numbered in basket
 * order under their big questions, with the basket's scores, the bank's keys, text and explanation;
 * an empty or mismatched basket, a question of another subject or of another school's bank and marks
 * that do not add up are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaperWithQuestions, openExamSetupSchool, type ExamSetupSchool } from '../support/demo-school.ts';
import { openSecondSchool } from './helpers.ts';

let school: ExamSetupSchool;
let sourceId: number;
let mathsId: number;
let chineseId: number;
let shortMathsId: number;
let basketMathsId: number;
let basketExamId: number;

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
  const third = await school.call('createExam', {
    method: 'POST',
    url: '/v1/examination/examination-info',
    token: school.admin,
    payload: { name: '周测', examination_type: 4, grade_id: school.grade, class_ids: school.classIds, tests: [{ subject_id: 1, total_score: 20 }] },
  });
  basketExamId = third.body.data.id;
  basketMathsId = third.body.data.tests[0].id;
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

describe('the question basket used as a paper', () => {
  const choice = {
    type_id: 1,
    text: '<p>函数 $y=2x+1$ 的图像经过第几象限</p>',
    options: ['一、二、三', '一、三、四', '一、二、四', '二、三、四'].map((value, i) => ({ key: 'ABCD'[i], value })),
    answer: ['A'],
    jieda: '<p>斜率为正，截距为正</p>',
    difficulty: 3,
    tags: [{ id: 9101, name: '一次函数' }],
  };
  const judgement = { type_id: 3, text: '<p>两直线平行，同位角相等</p>', answer: ['T'], difficulty: 2 };
  const material = {
    type_id: 5,
    text: '<p>某商店销售一种商品</p>',
    difficulty: 7,
    children: [{ text: '<p>求利润函数</p>' }, { text: '<p>求最大利润</p>' }],
  };
  const save = async (subjectId: number, questions: unknown[], token = school.web.teacher01) => {
    const saved = await school.call('createSchoolQuestions', { method: 'POST', url: '/v1/question/upload-question', token, payload: { subject_id: subjectId, questions } });
    expect(saved.status, saved.body.msg).toBe(200);
    return (saved.body.data.result as { question_id: number }[]).map((q) => q.question_id);
  };
  const fromBasket = (payload: object, testId = basketMathsId) =>
    school.call('bindPaper', { method: 'POST', url: '/v1/examination/test-paper-binding', token: school.admin, payload: { test_id: testId, ...payload } });

  it('refuses an empty basket, scores not one per question, another subject, an unknown question and a wrong total, writing nothing', async () => {
    const [maths] = await save(1, [choice]);
    const [chinese] = await save(5, [{ type_id: 5, text: '<p>阅读短文，概括主旨</p>' }]);
    // a question of another school's bank, not opened to this school, is as good as unknown here
    const [foreign] = await save(1, [choice], await openSecondSchool(school.testApp, school.call));
    const cases: [object, number, string][] = [
      [{ question_ids: [], scores: [] }, 400, '试题篮是空的，请先选择题目'],
      [{ question_ids: [maths], scores: [5, 5] }, 400, '分值和大题应与题目一一对应'],
      [{ question_ids: [maths, chinese], scores: [5, 15] }, 400, '第 2 题不是数学题目，不能用作本试卷的试题'],
      [{ question_ids: [maths, 2147483000], scores: [5, 15] }, 404, '题目2147483000不存在'],
      [{ question_ids: [maths, foreign], scores: [5, 15] }, 404, `题目${foreign}不存在`],
      [{ question_ids: [maths], scores: [5] }, 400, '各题满分合计 5 分，与试卷满分 20 分不一致'],
      [{ question_ids: [maths], scores: [5], source_test_id: sourceId }, 400, '请选择一份试卷或试题篮中的题目作为试题来源（二者选一）'],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await fromBasket(payload);
      expect(refused.status, JSON.stringify(payload)).toBe(status);
      expect(refused.body.msg).toBe(message);
    }
    expect((await questionsOf(basketMathsId)).result).toEqual([]);
  });

  it('numbers the basket’s questions in its order under their big questions, with its scores and the bank’s keys and texts', async () => {
    const ids = await save(1, [choice, judgement, material]);
    const bound = await fromBasket({ question_ids: ids, scores: [5, 2.5, 12.5], groups: ['一、选择题', '二、判断题', '三、解答题'] });
    expect(bound.status, bound.body.msg).toBe(200);
    expect(shape(bound.body.data.result)).toEqual([
      { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 5, step: 1, options: ['A', 'B', 'C', 'D'], answer: ['A'], partial_score: null, optional_group: null, optional_pick: null },
      { label: '2', section: '二、判断题', question_type: 'true_false', full_mark: 2.5, step: 0.5, options: ['T', 'F'], answer: ['T'], partial_score: null, optional_group: null, optional_pick: null },
      { label: '3', section: '三、解答题', question_type: 'big_spaces', full_mark: 12.5, step: 0.5, options: [], answer: [], partial_score: null, optional_group: null, optional_pick: null },
    ]);
    // the lesson and the analysis read the question's text, options and explanation from the paper
    const listed = await school.call('getTestQuestionList', { url: `/v1/examanalysis/test-question-list?examination_id=${basketExamId}&test_id=${basketMathsId}`, token: school.admin });
    expect(listed.status, listed.body.msg).toBe(200);
    const [first, , third] = listed.body.data.questions as { text: string; jieda: string; options: { key: string; value: string }[] }[];
    expect(first).toMatchObject({ text: choice.text, jieda: choice.jieda });
    expect(first.options.map((o) => o.value)).toEqual(choice.options.map((o) => o.value));
    expect(third.text).toBe(material.text + material.children.map((c) => c.text).join(''));
  });
});
