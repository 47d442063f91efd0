/**
 * Writing on the demo scans. Digits, a few letters and maths signs are the pen's own stroke
 * paths; everything else — Chinese above all — is written from the font (handwriting.ts).
 * Handwriting jitters, slants and varies the pen; print is the same shapes drawn clean. Answers
 * are laid out in an area's rows, the hand writing smaller when an answer would not fit.
 */
import { drawGlyph, fontGlyph, type FontGlyph } from './handwriting.ts';
import { smoothCurve, type Point, type Raster } from './raster.ts';
import type { Random } from './random.ts';

interface Glyph {
  /** advance width, in glyph heights */
  advance: number;
  /** strokes as flat [x0, y0, x1, y1, …]; y 0 is the top of a digit, 1 the baseline */
  strokes: number[][];
}

const GLYPHS: Record<string, Glyph> = {
  '0': { advance: 0.62, strokes: [[0.3, 0, 0.08, 0.2, 0.03, 0.6, 0.15, 0.95, 0.35, 1, 0.54, 0.8, 0.58, 0.35, 0.46, 0.05, 0.3, 0]] },
  '1': { advance: 0.45, strokes: [[0.12, 0.18, 0.3, 0, 0.3, 1]] },
  '2': { advance: 0.62, strokes: [[0.05, 0.25, 0.2, 0.03, 0.42, 0.01, 0.55, 0.18, 0.5, 0.4, 0.05, 1, 0.6, 1]] },
  '3': { advance: 0.6, strokes: [[0.05, 0.1, 0.3, 0, 0.52, 0.14, 0.48, 0.36, 0.24, 0.47, 0.52, 0.6, 0.56, 0.82, 0.36, 0.99, 0.04, 0.9]] },
  '4': { advance: 0.64, strokes: [[0.42, 0, 0.02, 0.68, 0.6, 0.68], [0.44, 0.3, 0.44, 1]] },
  '5': { advance: 0.6, strokes: [[0.55, 0.01, 0.12, 0.01, 0.06, 0.44], [0.06, 0.44, 0.32, 0.38, 0.54, 0.55, 0.54, 0.85, 0.3, 1, 0.04, 0.92]] },
  '6': { advance: 0.6, strokes: [[0.5, 0.02, 0.22, 0.22, 0.06, 0.62, 0.15, 0.95, 0.38, 0.99, 0.56, 0.76, 0.45, 0.52, 0.2, 0.53, 0.07, 0.68]] },
  '7': { advance: 0.6, strokes: [[0.02, 0.02, 0.58, 0.02, 0.24, 1]] },
  '8': {
    advance: 0.6,
    strokes: [[0.3, 0.47, 0.08, 0.3, 0.1, 0.06, 0.3, 0, 0.5, 0.06, 0.53, 0.3, 0.3, 0.47, 0.04, 0.7, 0.1, 0.95, 0.3, 1, 0.52, 0.95, 0.57, 0.7, 0.3, 0.47]],
  },
  '9': { advance: 0.6, strokes: [[0.54, 0.3, 0.34, 0.45, 0.09, 0.39, 0.05, 0.18, 0.25, 0, 0.5, 0.05, 0.56, 0.3, 0.5, 0.7, 0.3, 1]] },
  x: { advance: 0.58, strokes: [[0.05, 0.42, 0.5, 1], [0.5, 0.42, 0.05, 1]] },
  y: { advance: 0.58, strokes: [[0.05, 0.42, 0.3, 0.88], [0.55, 0.42, 0.18, 1.3]] },
  a: { advance: 0.6, strokes: [[0.5, 0.5, 0.3, 0.41, 0.09, 0.55, 0.08, 0.88, 0.3, 1, 0.5, 0.84], [0.5, 0.42, 0.5, 1]] },
  b: { advance: 0.6, strokes: [[0.1, 0, 0.1, 1], [0.1, 0.62, 0.34, 0.43, 0.54, 0.6, 0.5, 0.92, 0.28, 1, 0.1, 0.92]] },
  n: { advance: 0.6, strokes: [[0.08, 0.42, 0.08, 1], [0.08, 0.56, 0.3, 0.42, 0.48, 0.5, 0.5, 1]] },
  c: { advance: 0.56, strokes: [[0.5, 0.48, 0.3, 0.4, 0.08, 0.55, 0.08, 0.85, 0.3, 1, 0.52, 0.92]] },
  f: { advance: 0.5, strokes: [[0.52, 0.04, 0.38, -0.02, 0.27, 0.1, 0.24, 1.1], [0.06, 0.42, 0.46, 0.42]] },
  i: { advance: 0.32, strokes: [[0.16, 0.42, 0.16, 1], [0.16, 0.2, 0.17, 0.24]] },
  o: { advance: 0.6, strokes: [[0.3, 0.4, 0.08, 0.52, 0.06, 0.85, 0.3, 1, 0.52, 0.88, 0.52, 0.52, 0.3, 0.4]] },
  s: { advance: 0.54, strokes: [[0.48, 0.46, 0.3, 0.4, 0.1, 0.47, 0.14, 0.64, 0.4, 0.74, 0.48, 0.9, 0.28, 1, 0.06, 0.93]] },
  t: { advance: 0.5, strokes: [[0.22, 0.1, 0.22, 0.9, 0.32, 1, 0.45, 0.95], [0.05, 0.42, 0.45, 0.42]] },
  A: { advance: 0.64, strokes: [[0.02, 1, 0.31, 0, 0.6, 1], [0.14, 0.62, 0.48, 0.62]] },
  S: { advance: 0.6, strokes: [[0.55, 0.1, 0.35, 0, 0.1, 0.08, 0.08, 0.3, 0.3, 0.48, 0.52, 0.62, 0.55, 0.88, 0.32, 1, 0.05, 0.92]] },
  α: { advance: 0.68, strokes: [[0.62, 0.42, 0.46, 0.72, 0.3, 0.98, 0.1, 0.92, 0.07, 0.62, 0.26, 0.42, 0.44, 0.62, 0.62, 1]] },
  '|': { advance: 0.3, strokes: [[0.15, -0.02, 0.15, 1.08]] },
  '·': { advance: 0.3, strokes: [[0.14, 0.6, 0.16, 0.63]] },
  ':': { advance: 0.3, strokes: [[0.14, 0.45, 0.16, 0.48], [0.14, 0.9, 0.16, 0.93]] },
  '+': { advance: 0.62, strokes: [[0.06, 0.6, 0.56, 0.6], [0.31, 0.35, 0.31, 0.85]] },
  '-': { advance: 0.5, strokes: [[0.06, 0.6, 0.44, 0.6]] },
  '=': { advance: 0.62, strokes: [[0.06, 0.5, 0.56, 0.5], [0.06, 0.72, 0.56, 0.72]] },
  '>': { advance: 0.6, strokes: [[0.08, 0.38, 0.52, 0.62, 0.08, 0.86]] },
  '<': { advance: 0.6, strokes: [[0.52, 0.38, 0.08, 0.62, 0.52, 0.86]] },
  '(': { advance: 0.4, strokes: [[0.34, -0.05, 0.14, 0.25, 0.1, 0.6, 0.14, 0.92, 0.34, 1.18]] },
  ')': { advance: 0.4, strokes: [[0.06, -0.05, 0.26, 0.25, 0.3, 0.6, 0.26, 0.92, 0.06, 1.18]] },
  '[': { advance: 0.36, strokes: [[0.3, -0.05, 0.1, -0.05, 0.1, 1.15, 0.3, 1.15]] },
  ']': { advance: 0.36, strokes: [[0.06, -0.05, 0.26, -0.05, 0.26, 1.15, 0.06, 1.15]] },
  '/': { advance: 0.5, strokes: [[0.46, -0.05, 0.04, 1.1]] },
  ',': { advance: 0.3, strokes: [[0.16, 0.9, 0.17, 1, 0.06, 1.18]] },
  '.': { advance: 0.28, strokes: [[0.12, 0.94, 0.15, 0.98]] },
  '∴': { advance: 0.7, strokes: [[0.32, 0.4, 0.34, 0.43], [0.12, 0.82, 0.14, 0.85], [0.52, 0.82, 0.54, 0.85]] },
  '√': { advance: 0.95, strokes: [[0.02, 0.6, 0.12, 0.55, 0.28, 1, 0.46, -0.06, 0.95, -0.06]] },
  π: { advance: 0.75, strokes: [[0.04, 0.46, 0.26, 0.4, 0.72, 0.4], [0.26, 0.42, 0.2, 1], [0.54, 0.42, 0.56, 0.94, 0.68, 1]] },
  '°': { advance: 0.35, strokes: [[0.16, 0, 0.06, 0.08, 0.14, 0.18, 0.25, 0.1, 0.16, 0]] },
  ' ': { advance: 0.4, strokes: [] },
};

export interface PenStyle {
  /** height of a digit in pixels */
  size: number;
  /** forward lean: x shift per pixel of height */
  slant: number;
  /** pen width in pixels */
  width: number;
  /** darkness of the ink, 0 black … 255 paper */
  ink: number;
  /** hand tremor, in glyph heights */
  jitter: number;
  /** how much lighter single pixels of a stroke may come out: a pencil's grain, a pen running dry */
  grain?: number;
}

/** The pen of print: no tremor, no lean, a thin even line. */
export function printPen(size: number, ink = 70): PenStyle {
  return { size, slant: 0, width: Math.max(1, size / 12), ink, jitter: 0 };
}

function toPixels(stroke: number[], x: number, baseline: number, pen: PenStyle, random?: Random): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < stroke.length; i += 2) {
    const jx = random ? random.normal(0, pen.jitter) : 0;
    const jy = random ? random.normal(0, pen.jitter) : 0;
    const gx = stroke[i] + jx;
    const gy = stroke[i + 1] + jy;
    points.push({ x: x + gx * pen.size + pen.slant * (1 - gy) * pen.size, y: baseline - (1 - gy) * pen.size });
  }
  return points;
}

/** Draws one stroke with pen pressure: thinner where the pen lands and lifts. */
function drawStroke(raster: Raster, points: Point[], pen: PenStyle, handwritten: boolean): void {
  const path = points.length >= 4 ? smoothCurve(points) : points;
  if (!handwritten) {
    raster.polyline(path, pen.width, pen.ink);
    return;
  }
  const widths = path.map((_, i) => pen.width * (0.7 + 0.45 * Math.sin((Math.PI * (i + 0.5)) / path.length)));
  raster.polyline(path, widths, pen.ink);
}

/** Small raised or lowered digits (x², D₁), written as the pen's own digits at this size. */
const SCRIPT_SIZE = 0.62;
const SCRIPTS: Record<string, { digit: string; rise: number }> = {
  '²': { digit: '2', rise: 0.5 },
  '³': { digit: '3', rise: 0.5 },
  '₁': { digit: '1', rise: -0.22 },
  '₂': { digit: '2', rise: -0.22 },
};

/** A font character's em in digit heights: its Chinese stand as tall as 1.15 digits. */
const FONT_EM = 1.25;
/** Space a hand leaves after a font character, in ems (print, and a hand's narrowest and widest). */
const FONT_GAP = 0.12;
const FONT_GAP_RANGE = [0.07, 0.2] as const;
/** The broadest stroke a hand writes a font character with, in ems. */
const MAX_STROKE = 0.085;
/** A character the font has no ink for (a space) moves the pen on this far, in ems. */
const FONT_SPACE = 0.3;
/** Full-width punctuation that must not begin a row: it stays at the end of the row before. */
const CLOSING = new Set('，。、；：？！”’）》…—'.split(''));

function fontAdvance(glyph: FontGlyph | null, em: number, gap: number): number {
  if (!glyph?.ink) return FONT_SPACE * em;
  return (glyph.ink.right - glyph.ink.left + gap) * em;
}

/** Writes one character from the font; answers the x where the next one starts. */
function writeFontChar(raster: Raster, char: string, x: number, baseline: number, pen: PenStyle, random?: Random): number {
  const glyph = fontGlyph(char);
  if (!glyph?.ink) return x + fontAdvance(glyph, pen.size * FONT_EM, FONT_GAP);
  if (!random) {
    const em = pen.size * FONT_EM;
    drawGlyph(raster, glyph, { x: x - glyph.ink.left * em, baseline, em, slant: pen.slant, turn: 0, strokeWidth: pen.width, ink: pen.ink });
    return x + fontAdvance(glyph, em, FONT_GAP);
  }
  // a hand never writes the same character twice alike: size, place, lean, turn, pressure and ink
  const em = pen.size * FONT_EM * random.float(0.88, 1.06);
  const place = {
    x: x - glyph.ink.left * em + random.normal(0, 0.02 * em),
    baseline: baseline + random.normal(0, 0.03 * em),
    em,
    slant: pen.slant + random.normal(0, 0.04),
    turn: random.normal(0, 0.04),
    // small writing with a broad pen fills the strokes of a dense character in: a hand writes it finer
    strokeWidth: Math.min(pen.width * random.float(0.72, 0.86), em * MAX_STROKE),
    ink: Math.max(0, Math.min(110, pen.ink + random.normal(0, 6))),
  };
  drawGlyph(raster, glyph, place, { wobble: pen.jitter * 0.45, pressure: pen.width * 0.25, grain: pen.grain ?? 0, random });
  return x + fontAdvance(glyph, em, random.float(...FONT_GAP_RANGE));
}

/** Writes one character, from the pen's strokes if it has them, else from the font. */
function writeChar(raster: Raster, char: string, x: number, baseline: number, pen: PenStyle, random?: Random): number {
  const script = SCRIPTS[char];
  if (script) return writeChar(raster, script.digit, x, baseline - script.rise * pen.size, { ...pen, size: pen.size * SCRIPT_SIZE }, random);
  const glyph = GLYPHS[char];
  if (!glyph) return writeFontChar(raster, char, x, baseline, pen, random);
  const scale = random ? random.float(0.9, 1.08) : 1;
  const local = { ...pen, size: pen.size * scale };
  const lift = random ? random.normal(0, pen.size * 0.04) : 0;
  for (const stroke of glyph.strokes) drawStroke(raster, toPixels(stroke, x, baseline + lift, local, random), local, Boolean(random));
  return x + glyph.advance * local.size + (random ? random.float(0.06, 0.2) : 0.12) * pen.size;
}

/** How far one character moves the pen, as print would write it. */
function charWidth(char: string, size: number): number {
  const script = SCRIPTS[char];
  if (script) return charWidth(script.digit, size * SCRIPT_SIZE);
  const glyph = GLYPHS[char];
  if (glyph) return (glyph.advance + 0.12) * size;
  return fontAdvance(fontGlyph(char), size * FONT_EM, FONT_GAP);
}

/** Whether the pen's strokes or the font can write this character. */
export function canWrite(char: string): boolean {
  return char in GLYPHS || char in SCRIPTS || fontGlyph(char) !== null;
}

/**
 * Writes a line of text starting at x on the baseline; answers the x where the next character
 * would start. With a random source the writing is a hand's.
 */
export function writeText(raster: Raster, text: string, x: number, baseline: number, pen: PenStyle, random?: Random): number {
  let cursor = x;
  for (const char of text) cursor = writeChar(raster, char, cursor, baseline, pen, random);
  return cursor;
}

export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += charWidth(char, size);
  return width;
}

/** One line of an answer area to write along. */
export interface Row {
  left: number;
  right: number;
  baseline: number;
}

/** A hand's writing runs a little wider than print: room kept when planning the rows. */
const HAND_SPREAD = 1.06;
/** The smallest a student squeezes their writing to fit an answer area. */
export const SMALLEST_HAND = 0.7;

/** Lays the lines out in rows at this size; answers the rows used, or Infinity if they overflow. */
function rowsNeeded(lines: readonly string[], rows: readonly Row[], size: number): number {
  let row = 0;
  for (const line of lines) {
    if (row >= rows.length) return Infinity;
    let cursor = rows[row].left;
    for (const char of line) {
      const width = charWidth(char, size) * HAND_SPREAD;
      if (cursor + width > rows[row].right && cursor > rows[row].left && !CLOSING.has(char)) {
        if (++row >= rows.length) return Infinity;
        cursor = rows[row].left;
      }
      cursor += width;
    }
    row++;
  }
  return row;
}

/**
 * Writes an answer into an area's rows: each line of `text` starts a row, a line too long for its
 * row runs on into the next. The hand writes smaller (down to SMALLEST_HAND) when the answer
 * would not fit at its own size; `rowsAt` gives the rows for a size, as rows of working close up
 * when the writing is small. Answers the scale the hand wrote at.
 */
export function writeRows(raster: Raster, text: string, rowsAt: (scale: number) => Row[], pen: PenStyle, random: Random): number {
  const lines = text.split('\n');
  let scale = 1;
  while (scale > SMALLEST_HAND && rowsNeeded(lines, rowsAt(scale), pen.size * scale) === Infinity) scale = Math.max(SMALLEST_HAND, scale - 0.05);
  const rows = rowsAt(scale);
  const hand = { ...pen, size: pen.size * scale, width: pen.width * Math.max(0.8, scale) };
  let row = 0;
  for (const line of lines) {
    if (row >= rows.length) break;
    let cursor = rows[row].left + random.float(0, 6);
    for (const char of line) {
      if (cursor + charWidth(char, hand.size) > rows[row].right && cursor > rows[row].left && !CLOSING.has(char)) {
        // whatever still does not fit is left off: a student runs out of room too
        if (++row >= rows.length) return scale;
        cursor = rows[row].left + random.float(0, 4);
      }
      cursor = writeChar(raster, char, cursor, rows[row].baseline, hand, random);
    }
    row++;
  }
  return scale;
}
