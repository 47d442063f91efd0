/**
 * Reading pencil marks: how full each bubble is, and what the bubbles of one exam-number digit or
 * one objective question say. Two thresholds split a bubble's fill into blank, marginal and
 * definite; a marginal bubble is never decided silently: the question (or digit) goes to review.
 * One marginal case is decided: a lone light mark, a bubble of an objective question whose pencil
 * is clearly deeper than an eraser leaves, with nothing else in the question's row (markDepth).
 */
import { applyAffine, type Affine } from './affine.ts';
import { darkness, pixelAt, type GrayImage, type InkLevels } from './gray-image.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A bubble's fill at or above this share (after the printed outline and letter are discounted)
 * is a definite mark: a 2B pencil fill reads 0.7–1.0.
 */
export const DEFINITE_FILL = 0.55;
/** From here up to DEFINITE_FILL a bubble is marginal: light pencil, a half erasure, a smudge. */
export const MARGINAL_FILL = 0.22;
/** The inside of a bubble read for its fill: the printed outline is left out. */
const BUBBLE_INSET = 0.18;
/** Sample spacing in template pixels (200 dpi: 0.13 mm), dense enough for a 150 dpi scan. */
const SAMPLE_STEP = 1;

export type MarkLevel = 'blank' | 'marginal' | 'definite';

/** Mean darkness (0 paper … 1 ink) of a template box as it lies on the scan. */
export function boxDarkness(image: GrayImage, levels: InkLevels, toScan: Affine, box: Box, inset = 0): number {
  const left = box.x + box.width * inset;
  const top = box.y + box.height * inset;
  const right = box.x + box.width * (1 - inset);
  const bottom = box.y + box.height * (1 - inset);
  let sum = 0;
  let count = 0;
  for (let y = top + SAMPLE_STEP / 2; y < bottom; y += SAMPLE_STEP) {
    for (let x = left + SAMPLE_STEP / 2; x < right; x += SAMPLE_STEP) {
      const at = applyAffine(toScan, { x, y });
      sum += darkness(pixelAt(image, at.x, at.y), levels);
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/**
 * The median grey inside a template box as it lies on the scan: what most of the box shows. Unlike
 * the mean, it is not moved by the printed letter inside a bubble, a blurred outline or a thin
 * stroke across it, only by pencil over most of the box.
 */
export function boxMedianGrey(image: GrayImage, toScan: Affine, box: Box, inset = 0): number {
  const counts = new Uint32Array(256);
  let count = 0;
  const right = box.x + box.width * (1 - inset);
  const bottom = box.y + box.height * (1 - inset);
  for (let y = box.y + box.height * inset + SAMPLE_STEP / 2; y < bottom; y += SAMPLE_STEP) {
    for (let x = box.x + box.width * inset + SAMPLE_STEP / 2; x < right; x += SAMPLE_STEP) {
      const at = applyAffine(toScan, { x, y });
      counts[pixelAt(image, at.x, at.y)]++;
      count++;
    }
  }
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value];
    if (seen * 2 >= count) return value;
  }
  return 255;
}

/**
 * How deep the pencil in each bubble is: its median grey's way from the paper to the printed
 * black of the page (`printed`: the paper and the anchors' ink), 0 paper … 1 as black as print.
 */
export function bubbleDepths(image: GrayImage, printed: InkLevels, toScan: Affine, boxes: readonly Box[]): number[] {
  return boxes.map((box) => darkness(boxMedianGrey(image, toScan, box, BUBBLE_INSET), printed));
}

/** The raw darkness inside each bubble. */
export function bubbleDarkness(image: GrayImage, levels: InkLevels, toScan: Affine, boxes: readonly Box[]): number[] {
  return boxes.map((box) => boxDarkness(image, levels, toScan, box, BUBBLE_INSET));
}

/**
 * The most an empty bubble's print (outline aside, its letter and the paper's tone) can read: a
 * page whose few bubbles are nearly all filled must not take a filled one for empty.
 */
export const EMPTY_BUBBLE_MAX = 0.3;

/**
 * What an empty bubble reads on this page: the printed letter inside it and the paper's tone.
 * The lower quartile of all the page's bubbles, since most bubbles are left empty.
 */
export function emptyBubbleDarkness(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.min(EMPTY_BUBBLE_MAX, sorted[Math.floor((sorted.length - 1) / 4)]);
}

/** An option letter printed at least this often on a page has its own empty-bubble baseline. */
const MIN_BUBBLES_PER_LETTER = 4;

/**
 * What an empty bubble of each option letter reads on this page: "B" prints more ink than "C",
 * which matters where a light mark is only a few dots (a black-and-white scan). A letter printed
 * too seldom on the page to judge takes the page's baseline.
 */
export function emptyBubbleByOption(bubbles: readonly { option: string; value: number }[]): Map<string, number> {
  const page = emptyBubbleDarkness(bubbles.map((bubble) => bubble.value));
  const byOption = new Map<string, number[]>();
  for (const { option, value } of bubbles) byOption.set(option, [...(byOption.get(option) ?? []), value]);
  return new Map([...byOption].map(([option, values]) => [option, values.length >= MIN_BUBBLES_PER_LETTER ? emptyBubbleDarkness(values) : page]));
}

/** A bubble's fill with the empty bubble's print discounted: 0 empty, 1 solid. */
export function bubbleFill(value: number, empty: number): number {
  if (empty >= 1) return 0;
  return Math.max(0, (value - empty) / (1 - empty));
}

export function markLevel(fill: number, marginalFill = MARGINAL_FILL): MarkLevel {
  return fill >= DEFINITE_FILL ? 'definite' : fill >= marginalFill ? 'marginal' : 'blank';
}

/**
 * A bubble with its pencil at least this deep (bubbleDepths) is a light mark, not a smudge: light
 * pencil on the synthetic scans lies 0.36–0.43 of the way from the paper to the printed black, an
 * eraser's smudge 0.11–0.22, an empty bubble's paper under 0.1.
 */
export const LIGHT_MARK_DEPTH = 0.27;
/**
 * A light mark is a lone one when every other option of its question stays below this share of
 * its depth: no erased answer, smudge or second light mark beside it to weigh it against.
 */
export const LONE_MARK_RATIO = 0.5;

/**
 * How a page's objective bubbles are judged below a definite mark: from which fill a bubble is
 * marginal, and how deep a lone mark must be to be the pupil's answer (loneLightMark).
 */
export interface MarkScale {
  marginalFill: number;
  lightDepth: number;
}

/** A grey scan: fills by the mean, depths by the median grey (bubbleDepths). */
export const GREY_MARKS: MarkScale = { marginalFill: MARGINAL_FILL, lightDepth: LIGHT_MARK_DEPTH };

/**
 * A black-and-white scan, where every pixel is paper or ink: a light pencil fill is only the
 * scattered dots of its graphite the scanner's threshold kept, so its fill is its dot density
 * (0.19–0.53 of the bubble on the synthetic scans, at 150–300 dpi), and the median of a bubble is
 * either white or black, so the dot density serves as its depth too. An empty bubble with its
 * letter's baseline taken off (emptyBubbleByOption) reads under 0.1; an erasure leaves no dots.
 */
export const BLACK_AND_WHITE_MARKS: MarkScale = { marginalFill: 0.12, lightDepth: 0.12 };

/**
 * The one option a question's lone light mark names: no definite mark in the row, one bubble at
 * least LIGHT_MARK_DEPTH deep, and every other bubble blank by its fill and shallower than
 * LONE_MARK_RATIO of that one. Otherwise null: the question is read by its levels.
 */
export function loneLightMark(fills: readonly number[], depths: readonly number[], scale: MarkScale = GREY_MARKS): number | null {
  if (fills.some((fill) => markLevel(fill) === 'definite')) return null;
  const deepest = depths.reduce((best, depth, i) => (depth > depths[best] ? i : best), 0);
  if (!(depths[deepest] >= scale.lightDepth)) return null;
  const alone = depths.every((depth, i) => i === deepest || (depth < depths[deepest] * LONE_MARK_RATIO && markLevel(fills[i], scale.marginalFill) === 'blank'));
  return alone ? deepest : null;
}

export type DigitReading = { status: 'ok'; digit: number } | { status: 'none' | 'multiple' | 'marginal' };

/** One exam-number column: exactly one definite mark and nothing marginal is a digit. */
export function readDigit(fills: readonly number[]): DigitReading {
  const levels = fills.map((fill) => markLevel(fill));
  const definite = levels.flatMap((level, digit) => (level === 'definite' ? [digit] : []));
  if (levels.includes('marginal')) return { status: 'marginal' };
  if (definite.length === 0) return { status: 'none' };
  if (definite.length > 1) return { status: 'multiple' };
  return { status: 'ok', digit: definite[0] };
}

export type ExamNumberReading = { status: 'ok'; examNumber: string } | { status: 'abnormal'; digits: DigitReading[] };

export function readExamNumber(columns: readonly (readonly number[])[]): ExamNumberReading {
  const digits = columns.map(readDigit);
  if (digits.every((digit) => digit.status === 'ok')) {
    return { status: 'ok', examNumber: digits.map((digit) => (digit.status === 'ok' ? String(digit.digit) : '')).join('') };
  }
  return { status: 'abnormal', digits };
}

/**
 * One objective question: `answered` with the options marked, `blank` with none, `review` when
 * a bubble is marginal (the definite ones are listed, the marginal ones named), `multiple` when a
 * single-answer question has two or more definite marks. With the bubbles' depths, a lone light
 * mark (loneLightMark) is answered: a pupil who pressed lightly still chose that option, and a
 * smudge shallower than light pencil beside a definite mark is read as the erasure it is. `scale`
 * says how the page's marks are judged (GREY_MARKS, BLACK_AND_WHITE_MARKS).
 */
export interface ObjectiveReading {
  qNum: number;
  status: 'answered' | 'blank' | 'review' | 'multiple';
  marked: string[];
  marginal: string[];
}

export function readObjective(
  qNum: number,
  options: readonly string[],
  fills: readonly number[],
  multipleAnswer: boolean,
  depths?: readonly number[],
  scale: MarkScale = GREY_MARKS,
): ObjectiveReading {
  const lone = depths ? loneLightMark(fills, depths, scale) : null;
  if (lone !== null) return { qNum, status: 'answered', marked: [options[lone]], marginal: [] };
  const levels = fills.map((fill) => markLevel(fill, scale.marginalFill));
  // beside a definite mark, a marginal bubble shallower than light pencil is the answer the pupil
  // rubbed out to make it (an eraser's smudge), not a second answer to weigh
  const answered = levels.includes('definite');
  if (answered && depths) levels.forEach((level, i) => level === 'marginal' && depths[i] < scale.lightDepth && (levels[i] = 'blank'));
  const marked = options.filter((_, i) => levels[i] === 'definite');
  const marginal = options.filter((_, i) => levels[i] === 'marginal');
  const status = marginal.length > 0 ? 'review' : marked.length === 0 ? 'blank' : marked.length > 1 && !multipleAnswer ? 'multiple' : 'answered';
  return { qNum, status, marked, marginal };
}
