// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { basket, clearBasket } from '../../state/basket.ts';
import { VolumePage } from './VolumePage.tsx';
import { bankQuestionFixture } from './bank-question.fixture.ts';

const question = (id: number, text: string) =>
  bankQuestionFixture(id, {
    text,
    options: [
      { key: 'A', value: '1' },
      { key: 'B', value: '2' },
    ],
    answer: ['A'],
    tags: [{ id: 7, name: '二次函数' }],
    difficulty: 3,
    difficulty_level: 2,
  });

const imported = (number: number, text: string, answer: string[], duplicates: { question_id: number; text: string; similarity: number }[] = []) => ({
  number,
  type_id: 1,
  type_name: '单选题',
  text,
  options: [
    { key: 'A', value: '1' },
    { key: 'B', value: '2' },
  ],
  answer,
  jieda: '',
  children: [],
  difficulty: 5,
  problem: null,
  duplicates,
});

const root = freshRootPerTest();
const requests: { method: string; path: string; query: string; body?: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  clearBasket();
});

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  const body = request.method === 'GET' ? undefined : request.headers.get('content-type')?.includes('json') ? await request.json() : (await request.arrayBuffer()).byteLength;
  requests.push({ method: request.method, path: url.pathname, query: url.search, body });
  if (url.pathname === '/v1/question/manage') {
    // a keyword in more questions than are ranked: the first 200 of them, total not exact
    const counted = url.searchParams.has('keyword') ? { total: 200, total_exact: false } : { total: 2, total_exact: true };
    return json({ code: 200, msg: '成功', data: { ...counted, result: [question(11, '<p>抛物线 $y=x^2$ 的顶点</p>'), question(12, '<p>计算 $\\frac{1}{2}$</p>')] } });
  }
  if (url.pathname === '/v1/question/tag-tree') return json({ code: 200, msg: '成功', data: { result: [{ id: 1, name: '数学', children: [{ id: 7, name: '二次函数', question_count: 2 }] }] } });
  if (url.pathname === '/v1/question/upload')
    return json({
      code: 200,
      msg: '识别出2道题，请核对后保存',
      data: { total: 2, questions: [imported(1, '<p>导入的第一题</p>', ['A'], [{ question_id: 11, text: '<p>旧题</p>', similarity: 0.82 }]), imported(2, '<p>答案有误的题</p>', ['E'])] },
    });
  if (url.pathname === '/v1/question/upload-question-replace/11') return json({ code: 200, msg: '合并成功', data: question(11, '<p>导入的第一题</p>') });
  if (url.pathname === '/v1/question/upload-question') return json({ code: 200, msg: '保存成功', data: { result: [] } });
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

async function open() {
  await root.renderScreen(<VolumePage />);
  await waitUntil(() => root.container.textContent?.includes('的顶点') ?? false);
  return root.container;
}

const buttonNamed = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;

describe('组卷选题', () => {
  it('lists the bank questions with formulas typeset and puts a question in the basket, counting it on the badge', async () => {
    const container = await open();
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(requests[0].query).toContain('subject_id=1');
    const add = container.querySelectorAll('[data-testid="bank-questions"] button')[0] as HTMLButtonElement;
    await act(async () => add.click());
    expect(basket.items.map((item) => item.question.question_id)).toEqual([11]);
    await waitUntil(() => container.querySelector('[data-testid="basket-count"] .ant-badge-count')?.textContent === '1');
    expect(add.disabled).toBe(true);
    expect(add.textContent).toContain('已加入');
  });

  it('shows how many questions match, and that a common keyword ranks only the newest 200', async () => {
    const container = await open();
    expect(container.querySelector('.bank-found')?.textContent).toBe('共2题');
    const keyword = container.querySelector('input[aria-label="关键词（2到50个字）"]') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(keyword, '顶点');
      keyword.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => buttonNamed('查询').click());
    await waitUntil(() => container.querySelector('.bank-found')?.textContent?.startsWith('200+ 题') ?? false);
    expect(requests.at(-1)?.query).toContain(`keyword=${encodeURIComponent('顶点')}`);
  });

  it('reads a Word file into questions to check: a wrong answer blocks saving until fixed, a duplicate is merged, the rest saved', async () => {
    const container = await open();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['docx bytes'], '试卷.docx')] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitUntil(() => document.body.textContent?.includes('导入的题目（2道）') ?? false);
    expect(requests.find((r) => r.path === '/v1/question/upload')).toMatchObject({ method: 'POST', query: '?subject_id=1', body: 10 });
    expect(document.body.textContent).toContain('答案E不在选项中');
    expect(document.body.textContent).toContain('题库中有相似题（相似度82%）');
    expect(buttonNamed('保存2道题到本校题库').disabled).toBe(true);

    await act(async () => buttonNamed('合并到该题').click());
    await waitUntil(() => document.body.textContent?.includes('导入的题目（1道）') ?? false);
    expect(requests.find((r) => r.path === '/v1/question/upload-question-replace/11')?.body).toMatchObject({ question: { text: '<p>导入的第一题</p>', answer: ['A'] } });

    const answer = document.querySelector('input[aria-label="答案"]') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(answer, 'B');
      answer.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(document.body.textContent).not.toContain('答案E不在选项中');
    await act(async () => buttonNamed('保存1道题到本校题库').click());
    await waitUntil(() => requests.some((r) => r.path === '/v1/question/upload-question'));
    expect(requests.find((r) => r.path === '/v1/question/upload-question')?.body).toMatchObject({ subject_id: 1, questions: [{ text: '<p>答案有误的题</p>', answer: ['B'] }] });
  });
});
