// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRoot, typeInto as type, type TestRoot } from '../../test/test-root.tsx';
import type { PaperBreakdown, PaperQuestion } from './exam-calls.ts';
import { PaperStructure } from './PaperStructure.tsx';
import type { SplitPart } from './paper-structure.ts';

let root: TestRoot;
let calls: unknown[][];

const question = (id: number, label: string, section: string, question_type: PaperQuestion['question_type'], full_mark: number): PaperQuestion => ({
  id,
  partition_id: null,
  label,
  section,
  question_type,
  full_mark,
  step: 1,
  options: question_type === 'multiple_one' ? ['A', 'B', 'C', 'D'] : [],
  answer: question_type === 'multiple_one' ? ['B'] : [],
  partial_score: null,
  optional_group: null,
  optional_pick: null,
});

const breakdown: PaperBreakdown = {
  test_id: 8,
  total_score: 16,
  sections: [
    { section: '一、选择题', subtotal: 4, questions: [question(31, '1', '一、选择题', 'multiple_one', 4)] },
    { section: '二、解答题', subtotal: 12, questions: [question(32, '2', '二、解答题', 'big_spaces', 5), question(33, '3', '二、解答题', 'big_spaces', 7)] },
  ],
};

const show = () =>
  root.render(
    <App>
      <PaperStructure
        breakdown={breakdown}
        onSort={(ids) => calls.push(['sort', ids])}
        onMerge={(id, other) => calls.push(['merge', id, other])}
        onSplit={(id, parts: SplitPart[]) => calls.push(['split', id, parts])}
        onRemove={(id) => calls.push(['remove', id])}
      />
    </App>,
  );

const all = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)] as HTMLButtonElement[];
const click = (element: Element) => act(async () => (element as HTMLElement).click());
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeEach(() => {
  root = createTestRoot();
  calls = [];
});

afterEach(async () => {
  await root.unmount();
  document.body.innerHTML = '';
});

describe('paper structure', () => {
  it('shows the big questions with their subtotals and moves a question by one place', async () => {
    await show();
    expect(all('structure-section').map((s) => s.querySelector('strong')?.textContent)).toEqual(['一、选择题 · 小计 4 分', '二、解答题 · 小计 12 分']);
    expect(all('structure-up')[0]!.disabled).toBe(true);
    expect(all('structure-down')[2]!.disabled).toBe(true);
    await click(all('structure-down')[0]!);
    await click(all('structure-up')[2]!);
    expect(calls).toEqual([
      ['sort', [32, 31, 33]],
      ['sort', [31, 33, 32]],
    ]);
  });

  it('merges a subjective question with the next one after confirming, and offers no merge or split for an objective one', async () => {
    await show();
    const [objective, second, last] = all('structure-merge');
    expect(objective!.disabled).toBe(true);
    expect(all('structure-split')[0]!.disabled).toBe(true);
    // the last question has no next one to take in
    expect(last!.disabled).toBe(true);
    await click(second!);
    await settle();
    expect(document.body.textContent).toContain('把第 3 题合并到第 2 题？');
    await click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary')!);
    await settle();
    expect(calls).toEqual([['merge', 32, 33]]);
  });

  it('splits a question into parts that share out its mark, refusing parts that do not add up', async () => {
    await show();
    await click(all('structure-split')[2]!);
    await settle();
    const parts = all('split-part');
    expect(parts.map((p) => (p.querySelector('input') as HTMLInputElement).value)).toEqual(['3(1)', '3(2)']);
    expect(document.querySelector('[data-testid="split-total"]')!.textContent).toBe('小题合计 7 分 / 原题 7 分');
    const secondMark = parts[1]!.querySelectorAll('input')[1] as HTMLInputElement;
    await type(secondMark, '2');
    await click(document.querySelector('[data-testid="split-ok"]')!);
    expect(document.querySelector('[data-testid="split-problem"]')!.textContent).toBe('各小题分值之和须等于原题分值');
    expect(calls).toEqual([]);
    await type(secondMark, '3');
    await click(document.querySelector('[data-testid="split-ok"]')!);
    expect(calls).toEqual([
      [
        'split',
        33,
        [
          { label: '3(1)', full_mark: 4 },
          { label: '3(2)', full_mark: 3 },
        ],
      ],
    ]);
  });
});
