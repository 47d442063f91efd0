/**
 * A student's answer to one partition as scan pieces: off-white paper, the printed frame,
 * question-number box and ruled lines of the answer sheet, and the student's handwriting in
 * each answer area. Every stroke comes from the unit's own random stream.
 */
import sharp from 'sharp';
import { printPen, SMALLEST_HAND, textWidth, writeRows, writeText, type PenStyle, type Row } from './glyphs.ts';
import { PIECE_HEIGHT, PIECE_WIDTH, type BlankDef, type PartitionDef, type Writing } from './papers.ts';
import { Raster } from './raster.ts';
import { BLANK_BLACK_RATE } from '../features/marking/blank-volume-repository.ts';
import { INK_THRESHOLD } from '../storage/black-rate.ts';
import type { Random } from './random.ts';

/** written: an ordinary answer; blank: nothing written; unreadable: a smudged, noisy scan. */
export type AnswerState = 'written' | 'blank' | 'unreadable';

export interface AnswerPlan {
  state: AnswerState;
  /** per blank of the partition (questions in order, blanks in order): what was written there, '' for nothing */
  texts: string[];
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
  const pen = { size: random.float(21, 26), slant: random.float(0.04, 0.24), width: random.float(2.4, 3.2), ink: random.int(22, 64), jitter: random.float(0.022, 0.042) };
  // a ballpoint's line is nearly even; a pencil's is grey and grainy
  return random.chance(0.3) ? { ...pen, ink: pen.ink + 20, grain: random.float(30, 60) } : { ...pen, grain: random.float(4, 14) };
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
/** A fill-in answer is written this much larger than working; working beside it this much smaller. */
const ANSWER_SIZE = 1.45;
const SCRATCH_SIZE = 0.72;

/** Writes a fill-in answer large on its line, and any working (its further lines) small above it on the right. */
function writeFillIn(raster: Raster, blank: BlankDef, start: number, text: string, pen: PenStyle, random: Random): void {
  const { x, y, width, height } = blank.rect;
  const [answer, ...working] = text.split('\n');
  const middle = x + width * random.float(0.5, 0.56);
  const big = { ...pen, size: pen.size * ANSWER_SIZE };
  const from = start + random.float(6, 30);
  // the working sits high on the right: a long answer may run on beneath it
  writeRows(raster, answer, () => [{ left: from, right: x + width - 12, baseline: y + height * 0.74 }], big, random);
  const small = { ...pen, size: pen.size * SCRATCH_SIZE };
  working.forEach((line, i) => writeRows(raster, line, () => [{ left: middle, right: x + width - 12, baseline: y + height * (0.36 + 0.3 * i) }], small, random));
}

/** The rows of a Chinese answer: on the ruled lines, the first beside the question number. */
function ruledRows(blank: BlankDef, start: number): Row[] {
  const { x, y, width, height } = blank.rect;
  const rows: Row[] = [];
  for (let baseline = y + 34 + LINE_GAP - 6; rows.length === 0 || baseline <= y + height - 10; baseline += LINE_GAP) {
    rows.push({ left: rows.length === 0 ? start : x + 16, right: x + width - 16, baseline });
  }
  return rows;
}

/** The rows of maths working: unruled, closer together when the hand writes small. */
function workingRows(blank: BlankDef, start: number, pen: PenStyle, scale: number): Row[] {
  const { x, y, width, height } = blank.rect;
  const gap = LINE_GAP * Math.max(SMALLEST_HAND, scale);
  const rows: Row[] = [];
  for (let baseline = y + 26 + pen.size * scale * 1.3; rows.length === 0 || baseline <= y + height - 8; baseline += gap) {
    rows.push({ left: rows.length === 0 ? start : x + 16, right: x + width - 16, baseline });
  }
  return rows;
}

function writeArea(raster: Raster, blank: BlankDef, start: number, text: string, pen: PenStyle, random: Random): void {
  const writing: Writing = blank.writing;
  if (writing === 'math-short') return writeFillIn(raster, blank, start, text, pen, random);
  if (writing === 'math-working') {
    const indent = start + random.float(0, 8);
    writeRows(raster, text, (scale) => workingRows(blank, indent, pen, scale), pen, random);
    return;
  }
  const rows = ruledRows(blank, start + random.float(4, 16));
  writeRows(raster, text, () => rows, pen, random);
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
      const text = plan.texts[index++];
      if (plan.state !== 'blank' && text !== '') writeArea(raster, blank, start, text, pen, random);
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

/**
 * Redraws with a heavier hand at most this often; the last try also puts a wrong answer (one
 * that earns nothing, as the skipped blank did) in every blank left empty.
 */
const FULLER_TRIES = 3;

/** The same hand pressing harder and writing larger. */
function heavier(pen: PenStyle, attempt: number): PenStyle {
  return { ...pen, size: pen.size * (1 + 0.06 * attempt), width: pen.width * (1 + 0.3 * attempt), ink: Math.max(10, pen.ink - 10 * attempt) };
}

function everyBlankWritten(partition: PartitionDef, plan: AnswerPlan): AnswerPlan {
  const blanks = partition.questions.flatMap((q) => q.blanks);
  const nothingEarned = (blank: BlankDef) => blank.responses.reduce((low, answer) => (answer.share < low.share ? answer : low)).text;
  return { ...plan, texts: plan.texts.map((text, i) => text || nothingEarned(blanks[i])) };
}

/**
 * The whole partition picture (all pieces stacked). A written answer is drawn again, fuller,
 * until its fullest piece has MIN_WRITTEN_SHARE ink: a student who wrote must never look like a
 * blank paper to the blank-paper rule.
 */
export function drawPartitionPicture(partition: PartitionDef, plan: AnswerPlan, pen: PenStyle, random: Random): Raster {
  let picture = drawOnce(partition, plan, pen, random);
  for (let attempt = 1; plan.state === 'written' && attempt <= FULLER_TRIES && fullestPieceShare(picture, partition.pieces) < MIN_WRITTEN_SHARE; attempt++) {
    const texts = attempt === FULLER_TRIES ? everyBlankWritten(partition, plan) : plan;
    picture = drawOnce(partition, texts, heavier(pen, attempt), random.fork('fuller', attempt));
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
