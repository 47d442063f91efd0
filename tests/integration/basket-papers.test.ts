/**
 * Papers saved from the question basket (试卷篮) through the product's calls on the demo school
 * and a second school opened by a setup link: a teacher writes bank questions, saves the basket as
 * a paper and opens it again with its order, scores and big questions; a colleague lists it only
 * once it is shared and may not remove it, the school's administrator may; a question removed from
 * the bank afterwards is left out and counted; bad baskets are refused by name with nothing saved;
 * another school never sees the paper.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/contract/schema.d.ts';
import { msg } from '../../src/i18n/server.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { openSecondSchool, sharedByFile } from './helpers.ts';

const MATHS = 1;
const CHINESE = 5;

type Summary = components['schemas']['BasketPaperSummary'];

const school = sharedByFile(async () => {
  const opened = await openDemoSchool(2);
  const other = await openSecondSchool(opened.testApp, opened.call);
  return Object.assign(opened, { other });
});

const write = async (subjectId: number, texts: string[]) => {
  const saved = await school.call('createSchoolQuestions', {
    method: 'POST',
    url: '/v1/question/upload-question',
    token: school.web.teacher01,
    payload: { subject_id: subjectId, questions: texts.map((text) => ({ type_id: 4, text: `<p>${text}</p>`, answer: ['略'] })) },
  });
  expect(saved.status, saved.body.msg).toBe(200);
  return (saved.body.data.result as { question_id: number }[]).map((q) => q.question_id);
};
const save = (payload: object, token = school.web.teacher01) => school.call('saveBasketPaper', { method: 'POST', url: '/v1/question/basket-paper', token, payload });
const list = async (token: string) => {
  const answer = await school.call('listBasketPapers', { url: `/v1/question/basket-paper?subject_id=${MATHS}`, token });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.result as Summary[];
};
const open = (id: number, token = school.web.teacher01) => school.call('getBasketPaper', { url: `/v1/question/basket-paper/${id}`, token });
const remove = (id: number, token: string) => school.call('deleteBasketPaper', { method: 'DELETE', url: `/v1/question/basket-paper/${id}`, token });

describe('papers saved from the question basket', () => {
  it('saves the basket under a title and opens it again in its order, with its scores and big questions', async () => {
    const ids = await write(MATHS, ['求函数的定义域', '解不等式 $x^2<4$', '证明两直线平行']);
    const saved = await save({ title: '  第一单元测验  ', subject_id: MATHS, question_ids: [ids[2], ids[0], ids[1]], scores: [10, 4, 6], groups: ['一、解答题', '二、填空题', '二、填空题'] });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.msg).toBe('已保存到试卷篮');
    const paper = saved.body.data as Summary;
    expect(paper).toMatchObject({ title: '第一单元测验', subject_name: '数学', question_count: 3, total_score: 20, shared: false, mine: true });
    expect((await list(school.web.teacher01)).map((p) => p.id)).toContain(paper.id);

    const opened = await open(paper.id);
    expect(opened.status, opened.body.msg).toBe(200);
    const items = opened.body.data.items as { question: { question_id: number; text: string }; score: number; group: string }[];
    expect(items.map((item) => [item.question.question_id, item.score, item.group])).toEqual([
      [ids[2], 10, '一、解答题'],
      [ids[0], 4, '二、填空题'],
      [ids[1], 6, '二、填空题'],
    ]);
    expect(items[0].question.text).toBe('<p>证明两直线平行</p>');
    expect(opened.body.data.missing_count).toBe(0);
  });

  it('shows a colleague a paper only once it is shared; the colleague may not remove it, the administrator may', async () => {
    const ids = await write(MATHS, ['计算 $\\sqrt{2}\\times\\sqrt{8}$']);
    const own = (await save({ title: '自用练习', subject_id: MATHS, question_ids: ids, scores: [5] })).body.data as Summary;
    const shared = (await save({ title: '备课组共享卷', subject_id: MATHS, question_ids: ids, scores: [5], shared: true })).body.data as Summary;
    const seen = await list(school.web.marker01);
    expect(seen.map((p) => p.id)).toContain(shared.id);
    expect(seen.map((p) => p.id)).not.toContain(own.id);
    expect(seen.find((p) => p.id === shared.id)).toMatchObject({ mine: false, shared: true });
    expect((await open(own.id, school.web.marker01)).status).toBe(404);
    expect((await open(shared.id, school.web.marker01)).status).toBe(200);

    const refused = await remove(shared.id, school.web.marker01);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 403, msg: msg.bank.paperNotYours });
    expect((await remove(shared.id, school.web.schooladmin)).status).toBe(200);
    expect((await list(school.web.teacher01)).map((p) => p.id)).not.toContain(shared.id);
    expect((await remove(own.id, school.web.teacher01)).status).toBe(200);
    expect((await open(own.id)).status).toBe(404);
  });

  it('leaves out and counts a question removed from the bank after the paper was saved', async () => {
    const ids = await write(MATHS, ['化简分式', '因式分解 $x^2-1$']);
    const paper = (await save({ title: '分式与因式分解', subject_id: MATHS, question_ids: ids, scores: [3, 7] })).body.data as Summary;
    const removed = await school.call('deleteSchoolQuestions', { method: 'DELETE', url: `/v1/question/upload-question?question_ids=${ids[0]}`, token: school.web.teacher01 });
    expect(removed.status, removed.body.msg).toBe(200);
    const opened = (await open(paper.id)).body.data;
    expect(opened.missing_count).toBe(1);
    expect((opened.items as { question: { question_id: number }; score: number }[]).map((item) => [item.question.question_id, item.score])).toEqual([[ids[1], 7]]);
  });

  it('refuses a blank title, an empty basket, scores not one per question, another subject and an unknown question, saving nothing', async () => {
    const [maths] = await write(MATHS, ['求等差数列的通项']);
    const [chinese] = await write(CHINESE, ['概括文章主旨']);
    const before = (await list(school.web.teacher01)).length;
    const cases: [object, number, string][] = [
      [{ title: '   ', question_ids: [maths], scores: [5] }, 400, '请填写试卷标题'],
      [{ title: '空卷', question_ids: [], scores: [] }, 400, '试题篮是空的，请先选择题目'],
      [{ title: '错卷', question_ids: [maths], scores: [5, 5] }, 400, '分值和大题应与题目一一对应'],
      [{ title: '错卷', question_ids: [maths, chinese], scores: [5, 5] }, 400, '第 2 题不是数学题目，不能用作本试卷的试题'],
      [{ title: '错卷', question_ids: [maths, 2147483000], scores: [5, 5] }, 404, '题目2147483000不存在'],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await save({ subject_id: MATHS, ...payload });
      expect({ status: refused.status, msg: refused.body.msg }, JSON.stringify(payload)).toEqual({ status, msg: message });
    }
    expect((await list(school.web.teacher01)).length).toBe(before);
  });

  it('never shows another school’s teacher the paper, shared or not', async () => {
    const ids = await write(MATHS, ['求圆的面积']);
    const paper = (await save({ title: '本校共享卷', subject_id: MATHS, question_ids: ids, scores: [5], shared: true })).body.data as Summary;
    expect((await list(school.other)).map((p) => p.id)).not.toContain(paper.id);
    const foreign = await open(paper.id, school.other);
    expect({ status: foreign.status, msg: foreign.body.msg }).toEqual({ status: 404, msg: msg.bank.paperNotFound });
    expect((await remove(paper.id, school.other)).status).toBe(404);
  });
});
