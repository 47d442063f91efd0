// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { addToBasket, basket, clearBasket, type BasketQuestion } from '../../state/basket.ts';
import { BasketPage } from './BasketPage.tsx';
import { bankQuestionFixture } from './bank-question.fixture.ts';

const question = (id: number, text: string, difficulty: number, tags: { id: number; name: string }[]): BasketQuestion =>
  bankQuestionFixture(id, { type_id: 5, type_name: '解答题', question_type: 'big_spaces', text, difficulty, tags });

const root = freshRootPerTest();
const downloads: string[] = [];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  downloads.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/v1/download/testpaper') return new Response(new Blob(['%PDF-']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

beforeEach(() => {
  clearBasket();
  addToBasket(question(1, '<p>第一道题</p>', 2, [{ id: 7, name: '二次函数' }]), '选择题', 5);
  addToBasket(question(2, '<p>第二道题</p>', 8, [{ id: 7, name: '二次函数' }, { id: 8, name: '概率' }]), '解答题', 15);
});

async function open() {
  await root.renderScreen(<BasketPage />);
  return root.container;
}

const texts = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="basket-questions"] .bank-question')].map((card) => card.textContent ?? '');

describe('试题篮', () => {
  it('shows the total and the spread of difficulty and knowledge points weighted by score', async () => {
    const container = await open();
    expect(container.querySelector('[data-testid="basket-total"]')?.textContent).toBe('共2题，总分20分');
    const difficulty = container.querySelector('[data-testid="difficulty-chart"]')!.textContent!;
    expect(difficulty).toContain('平均难度 6.5');
    expect(difficulty).toContain('容易 · 1题');
    expect(difficulty).toContain('25%');
    expect(difficulty).toContain('75%');
    const tags = container.querySelector('[data-testid="tag-chart"]')!.textContent!;
    expect(tags).toContain('二次函数 · 2题');
    expect(tags).toContain('100%');
    expect(tags).toContain('概率 · 1题');
  });

  it('downloads the paper in basket order with its scores, big questions and the version chosen', async () => {
    downloads.length = 0;
    URL.createObjectURL = () => 'blob:paper';
    URL.revokeObjectURL = () => undefined;
    const container = await open();
    const pdf = [...container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '下载PDF') as HTMLButtonElement;
    await act(async () => pdf.click());
    await waitUntil(() => downloads.length > 0);
    const query = new URL(`http://x${downloads[0]}`).searchParams;
    expect(query.get('title')).toBe('试卷');
    expect(JSON.parse(query.get('question_ids')!)).toEqual([1, 2]);
    expect(JSON.parse(query.get('scores')!)).toEqual([5, 15]);
    expect(JSON.parse(query.get('groups')!)).toEqual(['选择题', '解答题']);
    expect([query.get('format'), query.get('version')]).toEqual(['pdf', 'student']);
  });

  it('moves a question down, changes its score and takes it out', async () => {
    const container = await open();
    const down = [...container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '下移') as HTMLButtonElement;
    await act(async () => down.click());
    expect(texts(container)[0]).toContain('第二道题');
    expect(basket.items.map((i) => i.question.question_id)).toEqual([2, 1]);
    const remove = [...container.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === '移除')[0];
    await act(async () => remove.click());
    expect(basket.items.map((i) => i.question.question_id)).toEqual([1]);
    expect(container.querySelector('[data-testid="basket-total"]')?.textContent).toBe('共1题，总分5分');
  });
});
