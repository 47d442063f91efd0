/**
 * A student's answer to one partition as scan pieces: off-white paper, the printed frame,
 * question-number box and ruled lines of the answer sheet, and the student's handwriting in
 * each answer area. Every stroke comes from the unit's own random stream.
 */
import sharp from 'sharp';
import { hanziThatFit, printPen, textWidth, writeHanzi, writeText, type PenStyle } from './glyphs.ts';
import { PIECE_HEIGHT, PIECE_WIDTH, type BlankDef, type PartitionDef, type Writing } from './papers.ts';
import { Raster } from './raster.ts';
import { BLANK_BLACK_RATE } from '../features/marking/marking-lists.ts';
import { INK_THRESHOLD } from '../storage/black-rate.ts';
import type { Random } from './random.ts';

/** written: an ordinary answer; blank: nothing written; unreadable: a smudged, noisy scan. */
export type AnswerState = 'written' | 'blank' | 'unreadable';

export interface AnswerPlan {
  state: AnswerState;
  /** per blank of the partition (questions in order, blanks in order): how much was written, 0–1 */
  effort: number[];
}

/** Printed parts of the sheet: grey enough that an unanswered sheet reads as blank. */
const PRINT = { frame: 178, rule: 214, numberBox: 96, label: 88 } as const;
/** Scanned paper is never quite white. */
const PAPER_TONES = [242, 246, 250] as const;
/**
 * The grey levels a stored scan keeps: sixteen are plenty for pen strokes on paper and halve
 * the size of the PNG files, which matters when a school has thousands of answer pieces.
 */
const GREY_LEVELS = [16, 32, 48, 64, 80, 96, 112, 128, 146, 164, 182, 200, 216, 230, 242, 250] as const;
const TO_LEVEL = (() => {
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value++) {
    table[value] = GREY_LEVELS.reduce((best, level) => (Math.abs(level - value) < Math.abs(best - value) ? level : best));
  }
  return table;
})();

/**
 * Ink share (percent) a written answer shows at least on its fullest piece: clear of the
 * blank-paper rule, which takes an answer whose every piece is below BLANK_BLACK_RATE as blank.
 */
export const MIN_WRITTEN_SHARE = BLANK_BLACK_RATE + 0.8;

/** Distance between the ruled writing lines, in pixels. */
const LINE_GAP = 38;

/** A student's handwriting: the same hand on every page they wrote. */
export function penOf(random: Random): PenStyle {
  return { size: random.float(21, 26), slant: random.float(0.04, 0.24), width: random.float(2.4, 3.2), ink: random.int(22, 64), jitter: random.float(0.022, 0.042) };
}

function paper(height: number, random: Random): Raster {
  const raster = new Raster(PIECE_WIDTH, height, random.pick(PAPER_TONES));
  // dust: a few light specks, too pale to count as ink
  raster.speckle(random.int(4, 14), () => random.next(), (roll) => 150 + Math.floor(roll * 60));
  return raster;
}

function printArea(raster: Raster, blank: BlankDef, numberBox: string | undefined): number {
  const { x, y, width, height } = blank.rect;
  raster.frame(x + 2, y + 2, width - 4, height - 4, PRINT.frame);
  let textStart = x + 14;
  if (numberBox) {
    const size = 13;
    const boxWidth = Math.max(28, textWidth(numberBox, size) + 10);
    raster.frame(x + 8, y + 8, boxWidth, 22, PRINT.numberBox);
    writeText(raster, numberBox, x + 13, y + 8 + 17, printPen(size, PRINT.label));
    textStart = x + 8 + boxWidth + 10;
  }
  if (blank.label.startsWith('(')) textStart = writeText(raster, blank.label, textStart, y + 25, printPen(13, PRINT.label)) + 6;
  if (blank.writing === 'hanzi-lines' || blank.writing === 'hanzi-short') {
    for (let line = y + 34 + LINE_GAP; line < y + height - 8; line += LINE_GAP) raster.rule(x + 12, line, x + width - 12, line, PRINT.rule);
  }
  return textStart;
}

// ── What students write ───────────────────────────────────────────────────────────────────
const LHS = ['x', 'y', 'a', 'b', 'c', 'S', 'A', 'f(x)', 'sinα', 'cosα', 'tanα', '|a|', 'a·b', 'bc', 't'];

function number(random: Random): string {
  return String(random.weighted([
    [random.int(1, 9), 5],
    [random.int(10, 99), 2],
  ] as const));
}

function term(random: Random): string {
  switch (random.int(0, 7)) {
    case 0:
      return number(random);
    case 1:
      return `${number(random)}/${random.int(2, 9)}`;
    case 2:
      return `√${random.int(2, 15)}`;
    case 3:
      return `${number(random)}x`;
    case 4:
      return `π/${random.pick([2, 3, 4, 6])}`;
    case 5:
      return `${random.pick(['', '2', '3'])}sin(${random.pick(['', '2', '3'])}x${random.pick(['', '+π/6', '-π/3'])})`;
    case 6:
      return 'cosα';
    default:
      return `(${number(random)},${number(random)})`;
  }
}

/** A fill-in answer: a number, a fraction, a root, an interval or an equation. */
function shortAnswer(random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
      return `-${random.int(1, 9)}/${random.int(2, 9)}`;
    case 1:
      return `${random.int(2, 4)}√${random.pick([2, 3, 5, 7, 13])}`;
    case 2:
      return `${random.pick(['', '2', '5'])}π/${random.pick([3, 4, 6])}`;
    case 3:
      return `(${random.int(-3, 1)},${random.int(2, 9)}]`;
    case 4:
      return `x=${term(random)}`;
    default:
      return `${random.pick(['x', 'a', 'm'])}=${random.chance(0.4) ? '-' : ''}${number(random)}`;
  }
}

/** One line of working: "lhs = term ± term …", now and then with ∴ in front. */
export function mathLine(random: Random): string {
  const terms = Array.from({ length: random.int(1, 3) }, () => term(random));
  const rhs = terms.reduce((text, t, i) => (i === 0 ? (random.chance(0.2) ? `-${t}` : t) : `${text}${random.pick(['+', '-'])}${t}`), '');
  return `${random.chance(0.2) ? '∴' : ''}${random.pick(LHS)}=${rhs}`;
}

function writeArea(raster: Raster, blank: BlankDef, start: number, effort: number, pen: PenStyle, random: Random): void {
  const { x, y, width, height } = blank.rect;
  const right = x + width - 16;
  const writing: Writing = blank.writing;
  if (writing === 'math-short') {
    // the answer, written large on the line, and some working squeezed in beside it
    const big = { ...pen, size: pen.size * 1.45 };
    writeText(raster, shortAnswer(random), start + random.float(6, 30), y + height * 0.74, big, random);
    const small = { ...pen, size: pen.size * 0.72 };
    const scratchLines = Math.max(0, Math.min(2, Math.round(effort * 2 + random.float(-0.6, 0.4))));
    for (let line = 0; line < scratchLines; line++) {
      const scratch = mathLine(random);
      const from = x + width * random.float(0.5, 0.56);
      if (from + textWidth(scratch, small.size) < right) writeText(raster, scratch, from, y + height * (0.36 + 0.3 * line), small, random);
    }
    return;
  }
  if (writing === 'hanzi-short') {
    const from = start + random.float(4, 16);
    writeHanzi(raster, Math.min(random.int(4, 7), hanziThatFit(right - from, pen)), from, y + 34 + LINE_GAP - 6, pen, random);
    return;
  }
  const firstBaseline = y + 34 + LINE_GAP - 6;
  const rows = Math.max(1, Math.floor((y + height - 10 - firstBaseline) / LINE_GAP) + 1);
  const filled = Math.max(1, Math.round(rows * (0.35 + 0.65 * effort)));
  for (let row = 0; row < filled; row++) {
    const baseline = firstBaseline + row * LINE_GAP;
    const left = row === 0 ? start : x + 16;
    const reach = left + (right - left) * (row === filled - 1 ? random.float(0.3, 0.9) : random.float(0.75, 0.98));
    if (writing === 'hanzi-lines') {
      writeHanzi(raster, Math.max(1, hanziThatFit(reach - left, pen)), left, baseline, pen, random);
      continue;
    }
    let cursor = left + random.float(0, 8);
    if (row === 0 && random.chance(0.7)) cursor = writeText(raster, ':', writeHanzi(raster, 1, cursor, baseline, pen, random), baseline, pen, random) + 6;
    while (cursor < reach - pen.size * 3) {
      const line = mathLine(random);
      if (cursor + textWidth(line, pen.size) > right) break;
      const from = cursor;
      cursor = writeText(raster, line, cursor, baseline, pen, random) + pen.size * random.float(0.6, 1.4);
      // now and then a slip is struck out
      if (random.chance(0.04)) raster.line({ x: from - 2, y: baseline - pen.size * 0.45 }, { x: cursor - pen.size * 0.5, y: baseline - pen.size * 0.5 + random.normal(0, 2) }, pen.width, pen.ink);
    }
  }
}

function smudge(raster: Raster, random: Random): void {
  // a scan gone wrong: broad dark smears and heavy grain over the writing
  for (let i = 0; i < random.int(9, 14); i++) {
    raster.blot(random.float(0, raster.width), random.float(0, raster.height), random.float(60, 190), random.float(30, 90), random.int(35, 95));
  }
  raster.speckle(Math.floor(raster.data.length * 0.25), () => random.next(), (roll) => Math.floor(roll * 120));
}

function drawOnce(partition: PartitionDef, plan: AnswerPlan, pen: PenStyle, random: Random): Raster {
  const raster = paper(partition.pieces * PIECE_HEIGHT, random);
  let index = 0;
  for (const question of partition.questions) {
    question.blanks.forEach((blank, i) => {
      const start = printArea(raster, blank, i === 0 ? String(question.showOrder) : undefined);
      const effort = plan.effort[index++];
      if (plan.state !== 'blank' && effort > 0) writeArea(raster, blank, start, effort, pen, random);
    });
  }
  if (plan.state === 'unreadable') {
    // the scanner ruined the first cut of this answer; any other piece came out fine
    const spoilt = raster.slice(0, PIECE_HEIGHT);
    smudge(spoilt, random);
    raster.data.set(spoilt.data, 0);
  }
  return raster;
}

function fullestPieceShare(picture: Raster, pieces: number): number {
  let fullest = 0;
  for (let i = 0; i < pieces; i++) fullest = Math.max(fullest, picture.darkShare(INK_THRESHOLD, i * PIECE_HEIGHT, (i + 1) * PIECE_HEIGHT));
  return fullest;
}

/** Redraws with more writing at most this often; the last try answers every blank fully. */
const FULLER_TRIES = 3;

/**
 * The whole partition picture (all pieces stacked). A written answer is drawn again, fuller,
 * until its fullest piece has MIN_WRITTEN_SHARE ink: a student who wrote must never look like a
 * blank paper to the blank-paper rule.
 */
export function drawPartitionPicture(partition: PartitionDef, plan: AnswerPlan, pen: PenStyle, random: Random): Raster {
  let picture = drawOnce(partition, plan, pen, random);
  for (let attempt = 1; plan.state === 'written' && attempt <= FULLER_TRIES && fullestPieceShare(picture, partition.pieces) < MIN_WRITTEN_SHARE; attempt++) {
    const effort = attempt === FULLER_TRIES ? plan.effort.map(() => 1) : plan.effort.map((e) => (e > 0 ? Math.min(1, e + 0.35 * attempt) : 0));
    picture = drawOnce(partition, { ...plan, effort }, pen, random.fork('fuller', attempt));
  }
  return picture;
}

/** The picture cut into its scan pieces, top to bottom. */
export function cutPieces(picture: Raster, pieces: number): Raster[] {
  return Array.from({ length: pieces }, (_, i) => picture.slice(i * PIECE_HEIGHT, (i + 1) * PIECE_HEIGHT));
}

export interface EncodedPiece {
  png: Buffer;
  /** share of ink pixels of the stored image, as blackRate() of storage/black-rate.ts reads it */
  blackRate: number;
}

/**
 * A greyscale PNG of one piece, its grey levels reduced to GREY_LEVELS, and its black rate
 * counted on the very pixels that are encoded (PNG is lossless, so reading the file back gives
 * the same count without decoding it again).
 */
export async function encodePiece(raster: Raster): Promise<EncodedPiece> {
  const levels = Buffer.allocUnsafe(raster.data.length);
  let dark = 0;
  for (let i = 0; i < levels.length; i++) {
    const level = TO_LEVEL[raster.data[i]];
    levels[i] = level;
    if (level < INK_THRESHOLD) dark++;
  }
  const png = await sharp(levels, { raw: { width: raster.width, height: raster.height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, blackRate: Math.round((dark / levels.length) * 10000) / 100 };
}
