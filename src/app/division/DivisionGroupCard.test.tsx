// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestRoot, typeInto as type, type TestRoot } from '../../test/test-root.tsx';
import { DivisionGroupCard } from './DivisionGroupCard.tsx';
import { question13Group } from '../../test/division-group.ts';
import { draftOf, type DivisionGroup, type DivisionPatchBody } from './division-model.ts';

let root: TestRoot;
let saved: DivisionPatchBody[];

/** Question 13 with two blanks, marked by region in one rectangle. */
const group = question13Group(1, [{ x: 40, y: 900, width: 1500, height: 300, page: 1 }]);

const $ = (testId: string) => root.container.querySelector(`[data-testid="${testId}"]`) as HTMLElement;
const $$ = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"]`)] as HTMLElement[];
const inputOf = (element: HTMLElement) => (element.tagName === 'INPUT' ? element : element.querySelector('input')!) as HTMLInputElement;
const click = (element: Element) => act(async () => (element as HTMLElement).click());

/** The card as the division screen holds it: the draft kept outside, changed by the card. */
function HeldCard({ group: held }: { group: DivisionGroup }) {
  const [draft, setDraft] = useState(() => draftOf(held));
  return <DivisionGroupCard group={held} draft={draft} onChange={setDraft} onSave={(body) => saved.push(body)} />;
}

beforeEach(async () => {
  root = createTestRoot();
  saved = [];
  await root.renderScreen(<HeldCard group={group} />);
});

afterEach(() => root.unmount());

describe('division of one question group', () => {
  it('shows the questions and the region, and saves an added region', async () => {
    expect(root.container.textContent).toContain('2 个空：(1) 4分，(2) 4分');
    expect($('division-state').textContent).toBe('划分完成');
    await click($('region-add'));
    await type(inputOf($$('region-y')[1]!), '1250');
    await click($('division-save'));
    expect(saved).toEqual([
      {
        test_correct_type: 1,
        rect_divide: [
          { x: 40, y: 900, width: 1500, height: 300, page: 1 },
          { x: 0, y: 1250, width: 100, height: 100, page: 1 },
        ],
        emptys: [],
      },
    ]);
  });

  it('names a rectangle out of bounds and sends nothing', async () => {
    await type(inputOf($$('region-width')[0]!), '');
    await click($('division-save'));
    expect($('division-problem').textContent).toBe('区域 1 的宽和高须为 1 到 20000 的整数');
    expect(saved).toEqual([]);
  });

  it('saves a moved blank of a group divided by blank', async () => {
    await root.renderScreen(<HeldCard key="by-blank" group={question13Group(2, [], { x: 10, y: 20, width: 300, height: 90 })} />);
    await type(inputOf($$('blank-x')[0]!), '15');
    await click($('division-save'));
    expect(saved).toEqual([{ test_correct_type: 2, rect_divide: [], emptys: [{ show_order: 13, key: '2', x: 15, y: 20, width: 300, height: 90 }] }]);
  });

  it('is incomplete without a region', async () => {
    await click(root.container.querySelector('button[aria-label="删除区域"]')!);
    expect($('division-state').textContent).toBe('划分未完成');
  });
});
