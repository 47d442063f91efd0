// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshRootPerTest, typeInto as type } from '../../test/test-root.tsx';
import type { PaperQuestion, PaperQuestionInput } from './exam-calls.ts';
import { QuestionEditor } from './QuestionEditor.tsx';

const root = freshRootPerTest();
let saved: PaperQuestionInput[][];
let corrected: [number, string[]][];

/** Questions as the server answers them: with their ids and groups. */
const loaded: PaperQuestion[] = [
  { id: 31, partition_id: null, label: '1', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, step: 1, options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], partial_score: 2, optional_group: null, optional_pick: null },
  { id: 32, partition_id: 7, label: '2', section: '二、解答题', question_type: 'big_spaces', full_mark: 6, step: 0.5, options: [], answer: [], partial_score: null, optional_group: 1, optional_pick: 1 },
  { id: 33, partition_id: 7, label: '3', section: '二、解答题', question_type: 'big_spaces', full_mark: 6, step: 0.5, options: [], answer: [], partial_score: null, optional_group: 1, optional_pick: 1 },
];

const show = (props: { readOnly?: boolean; fullScore?: number }) =>
  root.render(
    <App>
      <QuestionEditor
        questions={loaded}
        fullScore={props.fullScore ?? 12}
        readOnly={props.readOnly}
        onSave={(questions) => saved.push(questions)}
        onCorrectKey={props.readOnly ? (index, answer) => corrected.push([index, answer]) : undefined}
      />
    </App>,
  );

const $ = (selector: string) => root.container.querySelector(selector) as HTMLElement;
const $$ = (selector: string) => [...root.container.querySelectorAll(selector)] as HTMLInputElement[];
const total = () => $('[data-testid="question-total"]').textContent;

beforeEach(() => {
  saved = [];
  corrected = [];
});

describe('question editor', () => {
  it('adds up the paper with only the answered optional questions and says when it misses the full score', async () => {
    await show({ fullScore: 12 });
    // 4 + one of the two optional 6-point questions
    expect(total()).toBe('合计 10 分 / 试卷满分 12 分 · 各题满分合计与试卷满分不一致');
    const mark = $$('[data-testid="question-mark"]')[0];
    await type(mark.tagName === 'INPUT' ? mark : mark.querySelector('input')!, '6');
    expect(total()).toBe('合计 12 分 / 试卷满分 12 分');
  });

  it('adds a row numbered after the last and saves the questions without their ids and groups', async () => {
    await show({});
    await act(async () => $('[data-testid="question-add"]').click());
    const labels = $$('[data-testid="question-label"]');
    expect(labels.map((input) => input.value)).toEqual(['1', '2', '3', '4']);
    await act(async () => $('[data-testid="question-save"]').click());
    expect(saved).toHaveLength(1);
    const [first, second, , added] = saved[0];
    expect(first).toEqual({ label: '1', section: '一、选择题', question_type: 'multiple_more', full_mark: 4, step: 1, options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], partial_score: 2, optional_group: null, optional_pick: null });
    expect(second).not.toHaveProperty('id');
    expect(second).not.toHaveProperty('partition_id');
    expect(second).toMatchObject({ options: [], answer: [], partial_score: null, optional_group: 1, optional_pick: 1 });
    expect(added).toMatchObject({ label: '4', section: '二、解答题', question_type: 'big_spaces' });
  });

  it('starts an empty paper at question 1', async () => {
    await root.renderScreen(<QuestionEditor questions={[]} fullScore={10} onSave={(questions) => saved.push(questions)} />);
    await act(async () => $('[data-testid="question-add"]').click());
    expect($$('[data-testid="question-label"]').map((input) => input.value)).toEqual(['1', '2']);
  });

  it('shows a grouped paper without changing it, offering to correct the objective answers only', async () => {
    await show({ readOnly: true });
    expect($$('[data-testid="question-label"]').every((input) => input.disabled)).toBe(true);
    expect($('[data-testid="question-save"]')).toBeNull();
    const buttons = [...root.container.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === '更正答案');
    expect(buttons).toHaveLength(1);
    await act(async () => buttons[0].click());
    expect(corrected).toEqual([[0, ['A', 'C']]]);
  });
});
