/**
 * The paper basket (试题篮, /teachers/basket): the bank questions a teacher picked for a paper, in
 * paper order, each with its big question (大题) and score. It lives in the browser's storage so
 * that picking questions over several visits and screens keeps them.
 */
import { proxy, subscribe } from 'valtio';
import type { components } from '../contract/schema.d.ts';

export type BasketQuestion = components['schemas']['SchoolBankQuestion'];

export interface BasketItem {
  question: BasketQuestion;
  /** the big question it is grouped under (一、选择题 …) */
  group: string;
  score: number;
}

const STORAGE_KEY = 'paper-basket';
/** the paper's title, kept apart so that baskets stored before it had one still load */
const TITLE_KEY = 'paper-basket-title';

function stored(): BasketItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as BasketItem[]) : [];
  } catch {
    return [];
  }
}

function storedTitle(): string {
  try {
    return globalThis.localStorage?.getItem(TITLE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** title: what the paper is called ('' until the teacher names it or opens a saved paper) */
export const basket = proxy<{ items: BasketItem[]; title: string }>({ items: stored(), title: storedTitle() });

subscribe(basket, () => {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(basket.items));
    globalThis.localStorage?.setItem(TITLE_KEY, basket.title);
  } catch {
    // a full or disabled storage keeps the basket for this visit only
  }
});

export function inBasket(questionId: number): boolean {
  return basket.items.some((item) => item.question.question_id === questionId);
}

export function addToBasket(question: BasketQuestion, group: string, score: number): void {
  if (!inBasket(question.question_id)) basket.items.push({ question, group, score });
}

export function removeFromBasket(questionId: number): void {
  basket.items = basket.items.filter((item) => item.question.question_id !== questionId);
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moveInBasket(index: number, step: -1 | 1): void {
  const to = index + step;
  if (to < 0 || to >= basket.items.length) return;
  const items = [...basket.items];
  [items[index], items[to]] = [items[to], items[index]];
  basket.items = items;
}

export function setBasketScore(index: number, score: number): void {
  basket.items[index].score = score;
}

export function setBasketGroup(index: number, group: string): void {
  basket.items[index].group = group;
}

export function clearBasket(): void {
  basket.items = [];
  basket.title = '';
}

export function setBasketTitle(title: string): void {
  basket.title = title;
}

/** The basket becomes a saved paper: its title and its items. */
export function replaceBasket(title: string, items: readonly BasketItem[]): void {
  basket.title = title;
  basket.items = items.map((item) => ({ ...item }));
}
