import { describe, expect, it } from 'vitest';
import {
  allScored,
  applyStep,
  blankMarkOf,
  formatScore,
  markText,
  markTextValue,
  markValue,
  nextInOrder,
  nextUnscored,
  pointValues,
  questionScoreOf,
  readTypedScore,
  scoreButtons,
  scoreFromMarks,
  scoreWithMark,
  startingScore,
  toggledBlankScore,
  withUnscoredAsZero,
  type ScoreBlank,
} from './score-entry.ts';

describe('step points and marks', () => {
  it('starts reduce marking at full score and everything else at 0', () => {
    expect(startingScore('reduce_points', 12)).toBe(12);
    expect(startingScore('bonus_points', 12)).toBe(0);
    expect(startingScore('common', 12)).toBe(0);
  });

  it('gives reduce marks a minus and the others a plus', () => {
    expect(markValue('reduce_points', 2)).toBe(-2);
    expect(markValue('bonus_points', 2)).toBe(2);
    expect(markText(-2)).toBe('-2');
    expect(markText(0.5)).toBe('+0.5');
    expect(markTextValue('+3')).toBe(3);
    expect(markTextValue('-1.5')).toBe(-1.5);
    expect(markTextValue('✓')).toBeNaN();
  });

  it('adds marks up from 0, or down from full score when they subtract', () => {
    expect(scoreFromMarks([], 10)).toBeUndefined();
    expect(scoreFromMarks([2, 3], 10)).toBe(5);
    expect(scoreFromMarks([-2, -0.5], 10)).toBe(7.5);
  });

  it('counts a new mark against the marks already written', () => {
    expect(scoreWithMark([], -2, 10)).toEqual({ ok: true, score: 8 });
    expect(scoreWithMark([3], 3, 5)).toEqual({ ok: false, problem: { kind: 'above-full', fullMark: 5 } });
    expect(scoreWithMark([-4], -2, 5)).toEqual({ ok: false, problem: { kind: 'below-zero' } });
    expect(scoreWithMark([2], 3, 5)).toEqual({ ok: true, score: 5 });
  });

  it('refuses a step below 0 or above full score', () => {
    expect(applyStep(3, 2, 5)).toEqual({ ok: true, score: 5 });
    expect(applyStep(4, 2, 5)).toEqual({ ok: false, problem: { kind: 'above-full', fullMark: 5 } });
    expect(applyStep(1, -2, 5)).toEqual({ ok: false, problem: { kind: 'below-zero' } });
    expect(applyStep(0.1, 0.2, 5)).toEqual({ ok: true, score: 0.3 });
  });
});

describe('blank boxes', () => {
  it('toggles a scored box between full score and 0', () => {
    expect(toggledBlankScore(1, 2, 'full')).toBe(2);
    expect(toggledBlankScore(0, 2, 'zero')).toBe(2);
    expect(toggledBlankScore(2, 2, 'full')).toBe(0);
  });

  it('gives an unscored box full score or 0 by the scoring habit', () => {
    expect(toggledBlankScore(undefined, 2, 'full')).toBe(2);
    expect(toggledBlankScore(undefined, 2, 'zero')).toBe(0);
  });

  it('draws a tick for full score, a cross for 0 and a half tick between', () => {
    expect(blankMarkOf(undefined, 2)).toBe('none');
    expect(blankMarkOf(2, 2)).toBe('tick');
    expect(blankMarkOf(0, 2)).toBe('cross');
    expect(blankMarkOf(1, 2)).toBe('half');
  });
});

describe('moving through the blanks', () => {
  const order = ['11:1', '11:2', '11:3'];

  it('finds the next unscored blank after the current one, wrapping round', () => {
    const scores = new Map<string, number | undefined>([['11:1', 2], ['11:2', undefined], ['11:3', undefined]]);
    expect(nextUnscored(order, scores, '11:2')).toBe('11:3');
    expect(nextUnscored(order, new Map([['11:3', 1]]), '11:3')).toBe('11:1');
    expect(nextUnscored(order, new Map(order.map((id) => [id, 0])), '11:1')).toBeUndefined();
  });

  it('steps to the following blank and stays on the last', () => {
    expect(nextInOrder(order, '11:1')).toBe('11:2');
    expect(nextInOrder(order, '11:3')).toBe('11:3');
    expect(nextInOrder(order, undefined)).toBe('11:1');
  });

  it('knows when every blank has a score, and quick submit fills the rest with 0', () => {
    const partial = new Map<string, number | undefined>([['11:1', 2]]);
    expect(allScored(order, partial)).toBe(false);
    const filled = withUnscoredAsZero(order, partial);
    expect([...filled.values()]).toEqual([2, 0, 0]);
    expect(allScored(order, filled)).toBe(true);
  });
});

describe('what is submitted', () => {
  const blanks: ScoreBlank[] = [
    { id: '12:1', showOrder: '12', key: '1', questionLabel: '12', label: '(1)', fullMark: 5, step: 0.5 },
    { id: '12:2', showOrder: '12', key: '2', questionLabel: '12', label: '(2)', fullMark: 5, step: 0.5 },
    { id: '13:1', showOrder: '13', key: '1', questionLabel: '13', label: '13', fullMark: 3, step: 1 },
  ];

  it('keys scores by show order and blank key', () => {
    const scores = new Map<string, number | undefined>([['12:1', 4.5], ['12:2', 0], ['13:1', undefined]]);
    expect(questionScoreOf(blanks, scores)).toEqual({ '12': { '1': 4.5, '2': 0 } });
  });
});

describe('typed scores', () => {
  it('keeps what the score box would keep', () => {
    expect(readTypedScore('4a', 5, 1)).toEqual({ text: '4', value: 4 });
    expect(readTypedScore('.5', 5, 0.5)).toEqual({ text: '0.5', value: 0.5 });
    expect(readTypedScore('3.', 5, 0.5)).toEqual({ text: '3.', value: undefined });
  });

  it('clears a score above full score', () => {
    expect(readTypedScore('6', 5, 1)).toEqual({ text: '', value: undefined, problem: 'above-full' });
  });

  it('holds back a score off the blank step', () => {
    expect(readTypedScore('2.5', 5, 1)).toEqual({ text: '2.5', value: undefined, problem: 'off-step' });
  });
});

describe('value buttons', () => {
  it('offers 0 to full score on the blank step', () => {
    expect(scoreButtons(3, 1)).toEqual([0, 1, 2, 3]);
    expect(scoreButtons(2, 0.5)).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('offers point values up to the slider on the blank step', () => {
    expect(pointValues(5, 1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pointValues(1.5, 0.5)).toEqual([0, 0.5, 1, 1.5]);
  });

  it('shows at most one decimal', () => {
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(3)).toBe('3');
    expect(formatScore(0.30000000000000004)).toBe('0.3');
  });
});
