// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import type { SingleQuestionData } from '../analysis/analysis-api.ts';
import { formatRate } from '../analysis/common/format.ts';
import { ClassStatsPanel } from './ClassStatsPanel.tsx';

const root = freshRootPerTest();

/** The analysis of one question for a class, with only what the panel reads. */
function questionData(target: Record<string, unknown>): SingleQuestionData {
  return {
    questions: [{ answer: ['B'] }],
    analysis: {
      full_mark_score: 5,
      target: { target_name: '高一(1)班', student_count: 40, score: 3.5, score_rate: 70, full_credit_count: 20, loss_score_count: 15, scoreless_count: 5, ...target },
      parent_target: { score_rate: 65 },
    },
  } as unknown as SingleQuestionData;
}

const bars = () =>
  [...root.container.querySelectorAll('.lesson-stats-option')].map((bar) => ({
    label: bar.querySelector('span')?.textContent,
    right: bar.querySelector('span')?.classList.contains('lesson-option-right'),
    shown: bar.querySelector('.ant-progress')?.textContent,
  }));

describe('the class panel of the Lesson screen', () => {
  it('counts full credit, lost score and no score, and shows each option chosen with the right one marked', async () => {
    await root.render(<ClassStatsPanel data={questionData({ options: [{ key: 'A', rate: 25, count: 10 }, { key: 'B', rate: 75, count: 30 }] })} />);
    const counts = [...root.container.querySelectorAll('.lesson-stats-counts > div')].map((count) => count.textContent);
    expect(counts).toEqual([`${t.lesson.fullCredit}20`, `${t.lesson.lossScore}15`, `${t.lesson.scoreless}5`]);
    expect(bars()).toEqual([
      { label: 'A', right: false, shown: '10' },
      { label: 'B', right: true, shown: '30' },
    ]);
  });

  it('shows the score rate of each blank of a question with more than one', async () => {
    await root.render(<ClassStatsPanel data={questionData({ emptys: [{ key: '1', label: '(1)', rate: 80 }, { key: '2', label: '(2)', rate: 40 }] })} />);
    expect(bars().map((bar) => [bar.label, bar.right])).toEqual([
      ['(1)', false],
      ['(2)', false],
    ]);
    expect(bars().map((bar) => bar.shown)).toEqual([formatRate(80), formatRate(40)]);
  });
});
