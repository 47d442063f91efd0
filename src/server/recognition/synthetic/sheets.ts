/**
 * What each synthetic pupil wrote: an exam number in the bubble grid (now and then a column left
 * empty or marked twice) and an answer to every objective question, as one of the ways pupils
 * mark (a clean fill, nothing, two fills, an erased answer beside the new one, a light pencil
 * mark, a stray stroke across the row), with the pencil marks that draw it and the truth to
 * check a reading against.
 */
import { pageElements, type BubbleElement, type CardLayout } from '../../../domain/answer-card/index.ts';
import type { PencilMark } from './card-svg.ts';
import type { Random } from './random.ts';

export type AnswerStyle = 'single' | 'blank' | 'multiple' | 'erased' | 'light' | 'stray';

/** What a bubble really holds. */
export type BubbleTruth = 'solid' | 'light' | 'erased' | 'empty';

export interface QuestionTruth {
  qNum: number;
  style: AnswerStyle;
  bubbles: Record<string, BubbleTruth>;
}

export interface SheetMarks {
  /** the digits marked, one per column; a column left empty is a space, one marked twice a '#' */
  examNumber: string;
  examNumberReadable: boolean;
  questions: QuestionTruth[];
  /** pencil marks by page */
  marks: PencilMark[][];
}

const STYLE_WEIGHTS: [AnswerStyle, number][] = [
  ['single', 0.55],
  ['blank', 0.1],
  ['multiple', 0.08],
  ['erased', 0.1],
  ['light', 0.09],
  ['stray', 0.08],
];

function style(random: Random): AnswerStyle {
  let left = random.next();
  for (const [name, weight] of STYLE_WEIGHTS) {
    left -= weight;
    if (left < 0) return name;
  }
  return 'single';
}

type FillMark = Extract<PencilMark, { kind: 'fill' }>;

/** A 2B pencil fill: dark grey, nearly the whole bubble, a little off centre. */
function solid(bubble: BubbleElement, random: Random): FillMark {
  const width = bubble.width * random.between(0.9, 1.05);
  const height = bubble.height * random.between(0.9, 1.1);
  return {
    kind: 'fill',
    x: bubble.x + (bubble.width - width) / 2 + random.between(-0.25, 0.25),
    y: bubble.y + (bubble.height - height) / 2 + random.between(-0.15, 0.15),
    width,
    height,
    grey: random.between(25, 80),
    opacity: 1,
  };
}

/** Graphite specks of a light mark per tile of its grain: about a quarter of the paper covered. */
const GRAIN_SPECKS = 3;
const GRAIN_TILE_MM = 0.6;

/**
 * A hesitant, light pencil mark over most of the bubble: the paper tinted pale grey with darker
 * graphite specks in it (PencilGrain), together about as dark as a pale grey fill.
 */
function light(bubble: BubbleElement, random: Random): FillMark {
  const specks = Array.from({ length: GRAIN_SPECKS }, () => ({ x: random.between(0, GRAIN_TILE_MM), y: random.between(0, GRAIN_TILE_MM), r: random.between(0.08, 0.12) }));
  return {
    ...solid(bubble, random),
    grey: random.between(168, 182),
    width: bubble.width * 0.85,
    height: bubble.height * 0.85,
    x: bubble.x + bubble.width * 0.075,
    y: bubble.y + bubble.height * 0.075,
    grain: { tile: GRAIN_TILE_MM, grey: random.between(60, 100), specks },
  };
}

/** What an eraser leaves: a faint smudge over the bubble. */
function erased(bubble: BubbleElement, random: Random): FillMark {
  return { ...solid(bubble, random), grey: random.between(200, 225), opacity: 0.9 };
}

/** A stray stroke across the question's row, between the bubbles' rows or grazing one. */
function stray(first: BubbleElement, last: BubbleElement, random: Random): PencilMark {
  const y = first.y + first.height * random.pick([-0.4, 1.35, 0.1]);
  return { kind: 'stroke', x1: first.x - 2, y1: y, x2: last.x + last.width + 2, y2: y + random.between(-0.6, 0.6), grey: random.between(40, 90), width: 0.35 };
}

/** The exam-number and objective bubbles of a layout, page by page, grouped by key. */
function bubblesOf(layout: CardLayout, purpose: BubbleElement['purpose']): Map<string, { page: number; bubbles: BubbleElement[] }> {
  const groups = new Map<string, { page: number; bubbles: BubbleElement[] }>();
  for (const page of layout.pages) {
    for (const element of pageElements(page)) {
      if (element.type !== 'bubble' || element.purpose !== purpose) continue;
      const group = groups.get(element.key) ?? { page: page.pageIndex, bubbles: [] };
      group.bubbles.push(element);
      groups.set(element.key, group);
    }
  }
  return groups;
}

export function sheetMarks(layout: CardLayout, examNumber: string, numberFault: 'none' | 'empty' | 'double', random: Random): SheetMarks {
  const marks: PencilMark[][] = layout.pages.map(() => []);
  const digits = [...examNumber];
  const columns = [...bubblesOf(layout, 'examNumber').values()];
  const faulty = numberFault === 'none' ? -1 : random.integer(0, columns.length);
  columns.forEach((column, i) => {
    if (i === faulty && numberFault === 'empty') {
      digits[i] = ' ';
      return;
    }
    const digit = Number(digits[i]);
    marks[column.page].push(solid(column.bubbles[digit], random));
    if (i === faulty) {
      marks[column.page].push(solid(column.bubbles[(digit + 1 + random.integer(0, 8)) % 10], random));
      digits[i] = '#';
    }
  });
  const questions: QuestionTruth[] = [];
  for (const [key, { page, bubbles }] of bubblesOf(layout, 'objective')) {
    const answer = style(random);
    const truth: Record<string, BubbleTruth> = Object.fromEntries(bubbles.map((bubble) => [bubble.option, 'empty' as BubbleTruth]));
    const chosen = random.integer(0, bubbles.length);
    const other = (chosen + 1 + random.integer(0, bubbles.length - 1)) % bubbles.length;
    const fill = (index: number, kind: BubbleTruth) => {
      truth[bubbles[index].option] = kind;
      const maker = kind === 'solid' ? solid : kind === 'light' ? light : erased;
      marks[page].push(maker(bubbles[index], random));
    };
    if (answer === 'single' || answer === 'multiple' || answer === 'erased' || answer === 'stray') fill(chosen, 'solid');
    if (answer === 'multiple') fill(other, 'solid');
    if (answer === 'erased') fill(other, 'erased');
    if (answer === 'light') fill(chosen, 'light');
    if (answer === 'stray') marks[page].push(stray(bubbles[0], bubbles[bubbles.length - 1], random));
    questions.push({ qNum: Number(key), style: answer, bubbles: truth });
  }
  return { examNumber: digits.join(''), examNumberReadable: numberFault === 'none', questions, marks };
}
