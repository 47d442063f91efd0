import { describe, expect, it } from 'vitest';
import type { Affine } from './affine.ts';
import { fillRect, grayImage } from './gray-image.ts';
import {
  BLACK_AND_WHITE_MARKS,
  boxMedianGrey,
  bubbleDepths,
  bubbleFill,
  DEFINITE_FILL,
  EMPTY_BUBBLE_MAX,
  emptyBubbleByOption,
  emptyBubbleDarkness,
  LIGHT_MARK_DEPTH,
  loneLightMark,
  MARGINAL_FILL,
  markLevel,
  readDigit,
  readExamNumber,
  readObjective,
} from './marks.ts';

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

describe('light pencil', () => {
  const options = ['A', 'B', 'C', 'D'];
  // fills by the mean, depths by the median, as a page reads them: a light mark is marginal by its fill
  const lightFill = 0.3;
  const lightDepth = 0.34;

  it('answers a lone light fill: deep enough for pencil, nothing else in the row', () => {
    expect(readObjective(6, options, [0.01, lightFill, 0.02, 0], false, [0.02, lightDepth, 0.03, 0.01])).toEqual({ qNum: 6, status: 'answered', marked: ['B'], marginal: [] });
    // without the depths read, the same marks still go to review
    expect(readObjective(6, options, [0.01, lightFill, 0.02, 0], false).status).toBe('review');
  });

  it('sends a light fill to review beside an erased answer, a second light fill or a definite mark', () => {
    const erasedBeside = [0.02, lightDepth, 0.2, 0.01];
    expect(loneLightMark([0.01, lightFill, 0.12, 0], erasedBeside)).toBeNull();
    expect(readObjective(6, options, [0.01, lightFill, 0.12, 0], false, erasedBeside).status).toBe('review');
    expect(readObjective(6, options, [lightFill, lightFill, 0, 0], false, [lightDepth, lightDepth, 0, 0]).status).toBe('review');
    // a question with a definite mark is read by its levels: the light one beside it is weighed by a person
    expect(readObjective(6, options, [0.9, lightFill, 0, 0], true, [0.85, lightDepth, 0, 0])).toMatchObject({ status: 'review', marked: ['A'], marginal: ['B'] });
  });

  it('reads an eraser’s smudge beside a definite mark as the rubbed-out answer, not as a second one', () => {
    // marginal by its fill, shallower than light pencil by its median
    expect(readObjective(6, options, [0.95, 0.3, 0, 0], false, [0.8, 0.2, 0, 0])).toEqual({ qNum: 6, status: 'answered', marked: ['A'], marginal: [] });
    // as deep as light pencil, it is weighed by a person
    expect(readObjective(6, options, [0.95, 0.3, 0, 0], false, [0.8, LIGHT_MARK_DEPTH, 0, 0]).status).toBe('review');
  });

  it('never answers an eraser’s smudge or a stray stroke on its own', () => {
    // a smudge: marginal by its fill, but its median stays near the paper
    expect(readObjective(7, options, [0, 0.24, 0, 0], false, [0, 0.2, 0, 0])).toMatchObject({ status: 'review', marked: [] });
    expect(loneLightMark([0, 0.1, 0, 0], [0, LIGHT_MARK_DEPTH - 0.01, 0, 0])).toBeNull();
    expect(loneLightMark([0, 0.1, 0, 0], [0, LIGHT_MARK_DEPTH, 0, 0])).toBe(1);
  });

  it('takes each option letter’s own empty bubble as its baseline, a rare letter the page’s', () => {
    const bubbles = [0, 1, 2, 3, 4].flatMap((row) => [
      { option: 'A', value: 0.05 },
      { option: 'B', value: row === 0 ? 0.9 : 0.12 },
      { option: 'C', value: 0.04 },
    ]);
    const empty = emptyBubbleByOption([...bubbles, { option: 'F', value: 0.5 }]);
    expect(empty.get('A')).toBeCloseTo(0.05, 5);
    expect(empty.get('B')).toBeCloseTo(0.12, 5);
    expect(empty.get('F')).toBeCloseTo(0.04, 5);
  });

  it('reads the median grey of a bubble: the printed letter and a thin stroke through it do not move it', () => {
    const image = grayImage(100, 60, 245);
    const identity: Affine = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    fillRect(image, 10, 10, 40, 30, 165); // light pencil over the bubble
    fillRect(image, 27, 20, 6, 10, 60); // the letter showing through
    fillRect(image, 60, 24, 40, 2, 40); // a stray stroke through an empty bubble
    const bubble = { x: 10, y: 10, width: 40, height: 30 };
    const empty = { x: 60, y: 10, width: 40, height: 30 };
    expect(boxMedianGrey(image, identity, bubble)).toBe(165);
    expect(boxMedianGrey(image, identity, empty)).toBe(245);
    const [light, blank] = bubbleDepths(image, { paper: 245, ink: 5 }, identity, [bubble, empty]);
    expect(light).toBeCloseTo(80 / 240, 3);
    expect(blank).toBe(0);
  });
});

describe('light pencil on a black-and-white scan', () => {
  const options = ['A', 'B', 'C', 'D'];
  // the threshold keeps a light fill's graphite specks as dots over a fifth to a half of the bubble
  const dots = 0.2;
  const read = (fills: number[], multipleAnswer = false) => readObjective(9, options, fills, multipleAnswer, fills, BLACK_AND_WHITE_MARKS);

  it('answers a lone fill of sparse dots, which a grey page would call blank', () => {
    expect(markLevel(dots)).toBe('blank');
    expect(read([0.02, 0, dots, 0.03])).toEqual({ qNum: 9, status: 'answered', marked: ['C'], marginal: [] });
  });

  it('answers the dots beside an erasure, which the threshold leaves white', () => {
    expect(read([0.01, dots, 0, 0.02])).toMatchObject({ status: 'answered', marked: ['B'] });
  });

  it('sends the dots to review beside a definite mark or a second light fill, never reads them blank', () => {
    expect(read([1, dots, 0, 0], true)).toMatchObject({ status: 'review', marked: ['A'], marginal: ['B'] });
    expect(read([dots, 0.3, 0, 0])).toMatchObject({ status: 'review', marked: [], marginal: ['A', 'B'] });
  });

  it('sends a stray stroke across the row to review, and leaves an empty row blank', () => {
    expect(read([0.15, 0.14, 0.16, 0.13])).toMatchObject({ status: 'review', marked: [] });
    expect(read([0.04, 0.06, 0.02, 0.05])).toMatchObject({ status: 'blank', marked: [], marginal: [] });
  });
});
