import { describe, expect, it } from 'vitest';
import { bubbleFill, DEFINITE_FILL, EMPTY_BUBBLE_MAX, emptyBubbleDarkness, MARGINAL_FILL, markLevel, readDigit, readExamNumber, readObjective } from './marks.ts';

const column = (marks: Record<number, number>) => Array.from({ length: 10 }, (_, digit) => marks[digit] ?? 0.02);

describe('bubble levels', () => {
  it('splits a fill into blank, marginal and definite at the two thresholds', () => {
    expect(markLevel(MARGINAL_FILL - 0.01)).toBe('blank');
    expect(markLevel(MARGINAL_FILL)).toBe('marginal');
    expect(markLevel(DEFINITE_FILL - 0.01)).toBe('marginal');
    expect(markLevel(DEFINITE_FILL)).toBe('definite');
  });

  it('discounts what an empty bubble prints (its letter) before judging', () => {
    const raw = [0.14, 0.15, 0.92, 0.16, 0.13, 0.15, 0.9, 0.14];
    const empty = emptyBubbleDarkness(raw);
    expect(empty).toBeCloseTo(0.14, 2);
    expect(markLevel(bubbleFill(0.16, empty))).toBe('blank');
    expect(markLevel(bubbleFill(0.92, empty))).toBe('definite');
  });

  it('does not take a filled bubble for the empty print on a page of a few bubbles, nearly all filled', () => {
    const raw = [0.95, 0.9, 0.92, 0.88, 0.2];
    const empty = emptyBubbleDarkness(raw);
    expect(empty).toBe(EMPTY_BUBBLE_MAX);
    expect(raw.map((value) => markLevel(bubbleFill(value, empty)))).toEqual(['definite', 'definite', 'definite', 'definite', 'blank']);
  });
});

describe('exam number', () => {
  it('reads one definite mark per column as the digits', () => {
    expect(readExamNumber([column({ 2: 0.9 }), column({ 0: 0.8 }), column({ 9: 0.95 })])).toEqual({ status: 'ok', examNumber: '209' });
  });

  it('calls a column with no mark, two marks or a marginal mark abnormal', () => {
    expect(readDigit(column({}))).toEqual({ status: 'none' });
    expect(readDigit(column({ 1: 0.9, 7: 0.8 }))).toEqual({ status: 'multiple' });
    expect(readDigit(column({ 1: 0.9, 7: 0.35 }))).toEqual({ status: 'marginal' });
    const reading = readExamNumber([column({ 2: 0.9 }), column({})]);
    expect(reading.status).toBe('abnormal');
  });
});

describe('objective question', () => {
  const options = ['A', 'B', 'C', 'D'];

  it('answers with the definite marks, blank without any', () => {
    expect(readObjective(3, options, [0, 0.9, 0.05, 0], false)).toEqual({ qNum: 3, status: 'answered', marked: ['B'], marginal: [] });
    expect(readObjective(3, options, [0, 0.1, 0.05, 0], false).status).toBe('blank');
  });

  it('sends a marginal mark to review instead of deciding it', () => {
    expect(readObjective(4, options, [0.9, 0.3, 0, 0], false)).toEqual({ qNum: 4, status: 'review', marked: ['A'], marginal: ['B'] });
  });

  it('flags two marks on a single-answer question, accepts them on a multiple-answer one', () => {
    expect(readObjective(5, options, [0.9, 0, 0.85, 0], false).status).toBe('multiple');
    expect(readObjective(5, options, [0.9, 0, 0.85, 0], true)).toEqual({ qNum: 5, status: 'answered', marked: ['A', 'C'], marginal: [] });
  });
});
