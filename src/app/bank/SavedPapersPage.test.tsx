// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPopover, jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest, typeInto } from '../../test/test-root.tsx';
import { addToBasket, basket, clearBasket } from '../../state/basket.ts';
import { BasketPage } from './BasketPage.tsx';
import { SavedPapersPage } from './SavedPapersPage.tsx';
import { bankQuestionFixture } from './bank-question.fixture.ts';

const summary = (id: number, title: string, mine: boolean) => ({
  id, title, subject_id: 1, subject_name: '数学', question_count: 2, total_score: 20, shared: !mine, mine, created_by: mine ? '彭老师' : '李老师', created_at: '2026-11-20T02:30:00Z',
});
const PAPERS = [summary(11, '第一单元测验', true), summary(12, '备课组共享卷', false)];
const OPENED = {
  ...PAPERS[0],
  missing_count: 1,
  items: [
    { question: bankQuestionFixture(5, { text: '<p>证明两直线平行</p>' }), score: 12, group: '一、解答题' },
    { question: bankQuestionFixture(6, { text: '<p>求定义域</p>' }), score: 8, group: '二、填空题' },
  ],
};

const root = freshRootPerTest();
let calls: string[] = [];
let posted: unknown[] = [];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}`);
  if (url.pathname === '/v1/question/basket-paper' && request.method === 'GET') return json({ code: 200, msg: '成功', data: { total: 2, result: PAPERS } });
  if (url.pathname === '/v1/question/basket-paper' && request.method === 'POST') {
    const body = (await request.json()) as { title: string };
    posted.push(body);
    return json({ code: 200, msg: '已保存到试卷篮', data: summary(13, body.title, true) });
  }
  if (url.pathname === '/v1/question/basket-paper/11' && request.method === 'GET') return json({ code: 200, msg: '成功', data: OPENED });
  if (url.pathname === '/v1/question/basket-paper/11' && request.method === 'DELETE') return json({ code: 200, msg: '删除成功', data: { id: 11 } });
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

beforeEach(() => {
  calls = [];
  posted = [];
  clearBasket();
});

const show = async (screen: React.ReactNode) => {
  await root.render(<App>{screen}</App>);
  await waitUntil(() => !!root.container.querySelector('.ant-table-row') || !!root.container.querySelector('[data-testid="basket-questions"]'));
};
const rows = () => [...root.container.querySelectorAll('.ant-table-row')].map((row) => row.textContent ?? '');

describe('试卷篮', () => {
  it('lists the saved papers with who saved them and whether they are shared, and offers removal only for one’s own', async () => {
    await show(<SavedPapersPage />);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toContain('第一单元测验');
    expect(rows()[0]).toContain('仅自己');
    expect(rows()[1]).toContain('李老师');
    expect(rows()[1]).toContain('已共享');
    const removable = [...root.container.querySelectorAll('.ant-table-row')].map((row) => row.textContent?.includes('删除'));
    expect(removable).toEqual([true, false]);
  });

  it('opens a paper into the empty basket with its title, order, scores and big questions, and says what was left out', async () => {
    await show(<SavedPapersPage />);
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="open-basket-paper"]')!.click());
    await waitUntil(() => basket.items.length > 0);
    expect(basket.title).toBe('第一单元测验');
    expect(basket.items.map((item) => [item.question.question_id, item.score, item.group])).toEqual([
      [5, 12, '一、解答题'],
      [6, 8, '二、填空题'],
    ]);
    await waitUntil(() => document.body.textContent?.includes('有1道题已从题库删除或不再开放') ?? false);
    expect(document.body.textContent).toContain('有1道题已从题库删除或不再开放');
  });

  it('asks before a paper replaces what the basket holds', async () => {
    addToBasket(bankQuestionFixture(99, { text: '<p>篮中原有的题</p>' }), '选择题', 5);
    await show(<SavedPapersPage />);
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="open-basket-paper"]')!.click());
    expect(calls).not.toContain('GET /v1/question/basket-paper/11');
    expect(document.body.textContent).toContain('试题篮中已有1道题，打开后将被这份试卷替换');
    await confirmPopover();
    await waitUntil(() => basket.items.length === 2);
    expect(basket.items.map((item) => item.question.question_id)).toEqual([5, 6]);
  });

  it('saves the basket from 试题篮 under the title given, shared when chosen', async () => {
    addToBasket(bankQuestionFixture(1, { text: '<p>第一道题</p>' }), '选择题', 5);
    addToBasket(bankQuestionFixture(2, { text: '<p>第二道题</p>' }), '解答题', 15);
    await show(<BasketPage />);
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="save-basket-paper"]')!.click());
    await waitUntil(() => !!document.querySelector('.ant-modal input'));
    await typeInto(document.querySelector<HTMLInputElement>('.ant-modal input[aria-label="试卷标题"]')!, '期中复习卷');
    await act(async () => document.querySelector<HTMLInputElement>('.ant-modal .ant-checkbox-input')!.click());
    await act(async () => document.querySelector<HTMLElement>('[data-testid="save-basket-paper-ok"]')!.click());
    await waitUntil(() => posted.length > 0);
    expect(posted).toEqual([{ title: '期中复习卷', subject_id: 1, shared: true, question_ids: [1, 2], scores: [5, 15], groups: ['选择题', '解答题'] }]);
    await waitUntil(() => document.body.textContent?.includes('「期中复习卷」已保存到试卷篮') ?? false);
    expect(document.body.textContent).toContain('「期中复习卷」已保存到试卷篮');
  });
});
