/**
 * Writing on the demo scans without fonts: digits, a few letters and maths signs as stroke
 * paths, and Chinese-looking characters assembled from the basic strokes (横, 竖, 撇, 捺, 点,
 * 折). Handwriting jitters, slants and varies the pen; print is the same paths drawn clean.
 */
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

/**
 * Writes a line of digits, letters and signs starting at x on the baseline; answers the x
 * where the next character would start. With a random source the writing is a hand's.
 */
export function writeText(raster: Raster, text: string, x: number, baseline: number, pen: PenStyle, random?: Random): number {
  let cursor = x;
  for (const char of text) {
    const glyph = GLYPHS[char] ?? GLYPHS[' '];
    const scale = random ? random.float(0.9, 1.08) : 1;
    const local = { ...pen, size: pen.size * scale };
    const lift = random ? random.normal(0, pen.size * 0.04) : 0;
    for (const stroke of glyph.strokes) drawStroke(raster, toPixels(stroke, cursor, baseline + lift, local, random), local, Boolean(random));
    cursor += glyph.advance * local.size + (random ? random.float(0.06, 0.2) : 0.12) * pen.size;
  }
  return cursor;
}

export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += ((GLYPHS[char] ?? GLYPHS[' ']).advance + 0.12) * size;
  return width;
}

// ── Chinese-looking characters ────────────────────────────────────────────────────────────
type Box = { x: number; y: number; w: number; h: number };

/** Common left-hand radicals, as strokes in their own unit box: 亻, 氵, 扌, 口, 讠. */
const RADICALS: number[][][] = [
  [
    [0.7, 0.05, 0.45, 0.3, 0.15, 0.5],
    [0.45, 0.32, 0.46, 0.97],
  ],
  [
    [0.35, 0.12, 0.55, 0.24],
    [0.25, 0.42, 0.45, 0.54],
    [0.2, 0.95, 0.3, 0.82, 0.55, 0.62],
  ],
  [
    [0.1, 0.3, 0.85, 0.27],
    [0.5, 0.05, 0.5, 0.9, 0.38, 0.85],
    [0.12, 0.72, 0.85, 0.55],
  ],
  [
    [0.2, 0.3, 0.22, 0.75],
    [0.2, 0.3, 0.8, 0.28, 0.78, 0.75],
    [0.22, 0.72, 0.78, 0.72],
  ],
  [
    [0.3, 0.08, 0.5, 0.2],
    [0.2, 0.42, 0.45, 0.42, 0.4, 0.92, 0.7, 0.75],
  ],
];

/** A component in the character grid: bars across, posts down, sometimes a box or a sweep. */
function component(random: Random): number[][] {
  const kind = random.weighted([
    ['bars', 5],
    ['box', 2],
    ['sweep', 2],
  ] as const);
  const strokes: number[][] = [];
  if (kind === 'box') {
    const inner = random.chance(0.5);
    strokes.push([0.15, 0.12, 0.16, 0.9], [0.15, 0.12, 0.85, 0.1, 0.83, 0.9], [0.16, 0.88, 0.83, 0.88]);
    if (inner) strokes.push([0.18, 0.5, 0.8, 0.49]);
    return strokes;
  }
  const bars = random.int(1, 3);
  for (let i = 0; i < bars; i++) {
    const y = (i + 1) / (bars + 1) + random.normal(0, 0.04);
    const from = random.float(0.05, 0.3);
    const to = random.float(0.7, 0.95);
    strokes.push([from, y + 0.02, (from + to) / 2, y, to, y - 0.03]);
  }
  const posts = random.int(kind === 'sweep' ? 0 : 1, 2);
  for (let i = 0; i < posts; i++) {
    const x = posts === 1 ? random.float(0.4, 0.6) : i === 0 ? random.float(0.2, 0.35) : random.float(0.65, 0.8);
    const hook = random.chance(0.25);
    strokes.push(hook ? [x, 0.05, x + 0.01, 0.9, x - 0.12, 0.82] : [x, random.float(0.02, 0.2), x + 0.01, random.float(0.8, 0.98)]);
  }
  if (kind === 'sweep') {
    // 撇 and 捺 spreading from the middle, as in 人, 大, 木
    strokes.push([0.5, 0.35, 0.35, 0.65, 0.08, 0.95], [0.52, 0.45, 0.7, 0.75, 0.95, 0.92]);
  } else if (random.chance(0.3)) {
    // a dot (点)
    const dx = random.float(0.2, 0.75);
    const dy = random.float(0.05, 0.6);
    strokes.push([dx, dy, dx + 0.1, dy + 0.14]);
  }
  return strokes;
}

/** A character: one component, or a radical or component beside or above another. */
function characterStrokes(random: Random): { box: Box; stroke: number[] }[] {
  const layout = random.weighted([
    ['whole', 2],
    ['left-right', 4],
    ['top-bottom', 2],
  ] as const);
  const split = random.float(0.38, 0.48);
  const result: { box: Box; stroke: number[] }[] = [];
  const place = (box: Box, strokes: number[][]) => strokes.forEach((stroke) => result.push({ box, stroke }));
  if (layout === 'whole') {
    place({ x: 0, y: 0, w: 1, h: 1 }, component(random));
  } else if (layout === 'left-right') {
    const left = { x: 0, y: 0, w: split, h: 1 };
    place(left, random.chance(0.6) ? random.pick(RADICALS) : component(random));
    place({ x: split, y: 0, w: 1 - split, h: 1 }, component(random));
  } else {
    place({ x: 0.08, y: 0, w: 0.84, h: split }, component(random));
    place({ x: 0, y: split, w: 1, h: 1 - split }, component(random));
  }
  return result;
}

/** Character height relative to the pen's digit height, and the widest step to the next one. */
const HANZI_SIZE = 1.2;
const HANZI_MAX_CELL = 1.05;
const HANZI_MAX_ADVANCE = 1.22;

/** How many characters surely fit in `width` pixels. */
export function hanziThatFit(width: number, pen: PenStyle): number {
  return Math.max(0, Math.floor(width / (pen.size * HANZI_SIZE * HANZI_MAX_CELL * HANZI_MAX_ADVANCE)));
}

/**
 * Writes `count` Chinese-looking characters (with the odd comma or full stop) from x on the
 * baseline; answers the x after the last one.
 */
export function writeHanzi(raster: Raster, count: number, x: number, baseline: number, pen: PenStyle, random: Random): number {
  let cursor = x;
  const size = pen.size * HANZI_SIZE;
  const hanziPen = { ...pen, width: pen.width * 0.85 };
  for (let i = 0; i < count; i++) {
    const cell = size * random.float(0.92, HANZI_MAX_CELL);
    const bottom = baseline + random.normal(0, size * 0.03);
    if (i > 0 && i < count - 1 && random.chance(0.08)) {
      // a comma or full stop sits low in its own narrow cell
      drawStroke(raster, toPixels([0.2, 0.8, 0.28, 0.95], cursor, bottom, { ...hanziPen, size: cell }, random), hanziPen, true);
      cursor += cell * 0.55;
      continue;
    }
    for (const { box, stroke } of characterStrokes(random)) {
      const unit: number[] = [];
      for (let k = 0; k < stroke.length; k += 2) unit.push(box.x + stroke[k] * box.w, box.y + stroke[k + 1] * box.h);
      drawStroke(raster, toPixels(unit, cursor, bottom, { ...hanziPen, size: cell }, random), hanziPen, true);
    }
    cursor += cell * random.float(1.08, HANZI_MAX_ADVANCE);
  }
  return cursor;
}
