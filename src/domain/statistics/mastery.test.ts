import { describe, expect, it } from 'vitest';
import { masteryGroups, masteryOf } from './mastery.ts';
import { targetTrend, trendOf } from './trend.ts';

describe('mastery (rate above 80 outstanding, below 60 not passed)', () => {
  it.each([
    [100, 'outstanding'], [80.01, 'outstanding'], [80, 'passed'], [60, 'passed'], [59.99, 'no_passed'],
    [0, 'no_passed'],
  ])('%d%% is %s', (rate, mastery) => {
    expect(masteryOf(rate)).toBe(mastery);
  });

  it('groups questions in their order under the three labels', () => {
    const groups = masteryGroups(
      [
        { label: '1', rate: 50 },
        { label: '2', rate: 83.33 },
        { label: '13', rate: 60 },
        { label: '14', rate: 57.14 },
      ],
      { no_passed: '掌握较差', passed: '有待巩固', outstanding: '掌握较好' },
    );
    expect(groups.no_passed).toEqual({ label: '掌握较差', questions: [{ label: '1', rate: 50 }, { label: '14', rate: 57.14 }] });
    expect(groups.passed.questions.map((q) => q.label)).toEqual(['13']);
    expect(groups.outstanding).toEqual({ label: '掌握较好', questions: [{ label: '2', rate: 83.33 }] });
  });
});

describe('trend markers', () => {
  it('compare a figure with the parent figure: higher up, lower down, equal none', () => {
    expect(trendOf(70, 60)).toBe('up');
    expect(trendOf(0, 16.67)).toBe('down');
    expect(trendOf(33.33, 33.33)).toBe('none');
    // equal as shown (2 decimals) is equal
    expect(trendOf(33.333, 33.3349)).toBe('none');
    expect(trendOf(5, undefined)).toBe('none');
  });

  it('show an up marker for a score rate above the parent score rate', () => {
    const trend = targetTrend({ score: 7, score_rate: 70, full_credit_rate: 33.33, scoreless_rate: 0 }, { score: 6, score_rate: 60, full_credit_rate: 33.33, scoreless_rate: 16.67 });
    expect(trend).toEqual({ score: 'up', score_rate: 'up', full_credit_rate: 'none', scoreless_rate: 'down' });
  });

  it('show nothing without a parent', () => {
    expect(targetTrend({ score: 7, score_rate: 70, full_credit_rate: 0, scoreless_rate: 0 }, undefined).score_rate).toBe('none');
  });
});
