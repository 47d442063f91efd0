// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ExamListPage } from './ExamListPage.tsx';

const root = freshRootPerTest();
const listed: URLSearchParams[] = [];

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname !== '/v1/examination/examination-public-list') return json({ code: 404, msg: '资源不存在', data: null }, 404);
  listed.push(url.searchParams);
  return json({ code: 200, msg: '', data: { result: [], total: 0 } });
});

const filters = () => [...root.container.querySelectorAll<HTMLElement>('.exam-filters .ant-select')];

/** Opens the filter at `index` (year, grade, subject, type, status) and picks its option `label`. */
async function pick(index: number, label: string) {
  const before = listed.length;
  const filter = filters()[index];
  await act(async () => {
    (filter.querySelector<HTMLElement>('.ant-select-selector') ?? filter).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await waitUntil(() => document.querySelector(`.ant-select-item-option[title="${label}"]`) !== null);
  await act(async () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`)!.click());
  await waitUntil(() => listed.length > before);
}

describe('the exam list filters', () => {
  it('names each of the five choice filters and asks for the list again with every value chosen', async () => {
    await root.renderScreen(<ExamListPage />);
    await waitUntil(() => listed.length === 1);
    expect(filters().map((f) => f.textContent)).toEqual(['年份', '年级', '科目', '考试类型', '状态']);
    const thisYear = String(new Date().getFullYear());
    await pick(0, thisYear);
    await pick(3, '月考');
    await pick(4, '进行中');
    const last = listed.at(-1)!;
    expect([last.get('year'), last.get('examination_type'), last.get('status'), last.get('page_no')]).toEqual([thisYear, '6', '1', '1']);
    expect(last.has('grade_id')).toBe(false);
  });
});
