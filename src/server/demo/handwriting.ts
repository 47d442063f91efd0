/**
 * Real characters in a student's hand: every character the demo cannot draw from its own pen
 * strokes (all Chinese, and the rarer maths signs) comes from the CJK font the server ships for
 * its PDF files (Noto Sans SC), so a teacher trying the demo reads the answers. Each outline is
 * turned once into a distance field; each time it is written the field is sampled under the
 * character's own placement, size, slant and turn, a slow wobble of the strokes, a pen that
 * presses unevenly, and ink that is never quite even. All of it comes from the unit's seeded
 * random stream, so the same seed writes the same page.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { CJK_FONT_PATH } from '../jobs/pdf/cjk-font.ts';
import { distanceField, type DistanceField, type PathCommand } from './distance-field.ts';
import type { Raster } from './raster.ts';
import type { Random } from './random.ts';

/** Field resolution: about twice the pixels a written character covers, which keeps edges smooth. */
const CELLS_PER_EM = 64;
/** Paper kept around each outline, in cells: room for thickened strokes and their soft rim. */
const FIELD_MARGIN = 5;
/** Stem thickness of the regular weight, as a share of the em (about 75 font units in 1000). */
const FONT_STEM = 0.075;

export interface FontGlyph {
  field: DistanceField;
  /** ink box in ems (y up), or undefined for a character without ink (a space) */
  ink?: { left: number; right: number; bottom: number; top: number };
  /** the font's own advance, in ems */
  advance: number;
}

interface LoadedFont {
  unitsPerEm: number;
  glyphs: Map<string, FontGlyph | null>;
  glyphFor(codePoint: number): { path: { commands: PathCommand[] }; advanceWidth: number; bbox: { minX: number; minY: number; maxX: number; maxY: number } } | undefined;
}

let loaded: LoadedFont | undefined;

function font(): LoadedFont {
  if (loaded) return loaded;
  // read once per process; drawing is synchronous, and the file is read in a few milliseconds
  // one face, not a collection; the declared fontkit types lack the outline parts used here
  const face = fontkit.create(new Uint8Array(readFileSync(CJK_FONT_PATH))) as unknown as {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): ReturnType<LoadedFont['glyphFor']>;
  };
  loaded = {
    unitsPerEm: face.unitsPerEm,
    glyphs: new Map(),
    glyphFor: (codePoint) => (face.hasGlyphForCodePoint(codePoint) ? face.glyphForCodePoint(codePoint) : undefined),
  };
  return loaded;
}

/** The character's outline as a distance field, built on first use; null if the font lacks it. */
export function fontGlyph(char: string): FontGlyph | null {
  const { glyphs, glyphFor, unitsPerEm } = font();
  const known = glyphs.get(char);
  if (known !== undefined) return known;
  const glyph = glyphFor(char.codePointAt(0) ?? 0);
  let result: FontGlyph | null = null;
  if (glyph) {
    const field = distanceField(glyph.path.commands, unitsPerEm, CELLS_PER_EM, FIELD_MARGIN);
    const { minX, minY, maxX, maxY } = glyph.bbox;
    const hasInk = field.width > 0 && maxX > minX;
    result = {
      field,
      ink: hasInk ? { left: minX / unitsPerEm, right: maxX / unitsPerEm, bottom: minY / unitsPerEm, top: maxY / unitsPerEm } : undefined,
      advance: glyph.advanceWidth / unitsPerEm,
    };
  }
  glyphs.set(char, result);
  return result;
}

/** How one character is put on paper. */
export interface Placement {
  /** where the font's origin goes: x, and the baseline's y, in pixels */
  x: number;
  baseline: number;
  /** pixels per em */
  em: number;
  /** forward lean (x shift per unit of height) and turn (radians, counter-clockwise) */
  slant: number;
  turn: number;
  /** the stroke width to write with, in pixels */
  strokeWidth: number;
  /** darkness of the ink, 0 black … 255 paper */
  ink: number;
}

/** What makes a hand's character uneven; a print placement leaves it out. */
export interface Unevenness {
  /** stroke wobble, in ems */
  wobble: number;
  /** how far the stroke width swells and thins across the character, in pixels */
  pressure: number;
  /** how much lighter the ink may come out in a single pixel (pencil grain, a drying pen) */
  grain: number;
  random: Random;
}

/** Cheap per-pixel noise from a seed: ink grain without a random draw per pixel. */
function grainAt(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** A smooth bump pattern along one axis: a sine wave of random phase with `ripple` of a shorter one, as a table. */
function waves(length: number, from: number, amplitude: number, period: number, ripple: number, random: Random | undefined): Float32Array {
  const table = new Float32Array(Math.max(0, length));
  if (!random || amplitude === 0) return table;
  const p1 = random.float(0, 2 * Math.PI);
  const p2 = random.float(0, 2 * Math.PI);
  const f1 = (2 * Math.PI) / (period * random.float(0.8, 1.3));
  const f2 = (2 * Math.PI) / (period * random.float(0.35, 0.55));
  for (let i = 0; i < table.length; i++) table[i] = amplitude * ((1 - ripple) * Math.sin((from + i) * f1 + p1) + ripple * Math.sin((from + i) * f2 + p2));
  return table;
}

/**
 * Draws one glyph's field into the raster at the placement ("darkest wins", like the pen
 * strokes). Without unevenness the character comes out as clean print.
 */
export function drawGlyph(raster: Raster, glyph: FontGlyph, at: Placement, uneven?: Unevenness): void {
  const { field } = glyph;
  if (!glyph.ink) return;
  const scale = at.em / font().unitsPerEm; // pixels per font unit
  const cellPx = field.cell * scale;
  const cos = Math.cos(at.turn);
  const sin = Math.sin(at.turn);
  const k = at.slant;
  // grid position as a linear function of the pixel: the inverse of shear, turn, scale and flip
  const gxPerX = (cos + k * sin) / scale / field.cell;
  const gxPerY = (k * cos - sin) / scale / field.cell;
  const gyPerX = sin / scale / field.cell;
  const gyPerY = cos / scale / field.cell;
  const gxOrigin = -field.left / field.cell - 0.5;
  const gyOrigin = field.top / field.cell - 0.5;

  // the pixel box the field covers once placed
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [u, v] of [
    [field.left, field.top],
    [field.left + field.width * field.cell, field.top],
    [field.left, field.top - field.height * field.cell],
    [field.left + field.width * field.cell, field.top - field.height * field.cell],
  ]) {
    const sheared = u + k * v;
    const px = at.x + scale * (sheared * cos - v * sin);
    const py = at.baseline - scale * (sheared * sin + v * cos);
    minX = Math.min(minX, px);
    maxX = Math.max(maxX, px);
    minY = Math.min(minY, py);
    maxY = Math.max(maxY, py);
  }
  const x0 = Math.max(0, Math.floor(minX));
  const x1 = Math.min(raster.width - 1, Math.ceil(maxX));
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(raster.height - 1, Math.ceil(maxY));
  if (x1 < x0 || y1 < y0) return;

  const random = uneven?.random;
  const wobble = (uneven?.wobble ?? 0) * CELLS_PER_EM; // in cells
  const pressure = uneven?.pressure ?? 0;
  // strokes wander sideways along their length: x moves with the row, y with the column
  const shiftX = waves(y1 - y0 + 1, y0, wobble, at.em * 0.9, 0.3, random);
  const shiftY = waves(x1 - x0 + 1, x0, wobble, at.em * 0.9, 0.3, random);
  // the pen presses harder in one part of the character and lighter in another
  const swellX = waves(x1 - x0 + 1, x0, pressure / 2, at.em * 1.2, 0, random);
  const swellY = waves(y1 - y0 + 1, y0, pressure / 2, at.em * 1.2, 0, random);
  const grain = uneven?.grain ?? 0;
  const grainSeed = random ? Math.floor(random.next() * 4294967296) : 0;

  // the field's outline runs through the middle of the font's stems: widen or narrow by half the difference
  const spread = (at.strokeWidth - FONT_STEM * at.em) / 2;
  // a cell farther out than this cannot reach the stroke, however the bilinear sample falls
  const skipBeyond = (spread + 0.5 + pressure) / cellPx + 1;
  const { width: fw, height: fh, data } = field;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5 - at.baseline;
    const rowGx = gxOrigin + gxPerY * py + shiftX[y - y0];
    const rowGy = gyOrigin + gyPerY * py;
    const rowSwell = spread + 0.5 + swellY[y - y0];
    const rowStart = y * raster.width;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - at.x;
      const gx = rowGx + gxPerX * px;
      const gy = rowGy + gyPerX * px + shiftY[x - x0];
      if (gx < 0 || gy < 0 || gx >= fw - 1 || gy >= fh - 1) continue;
      const cx = gx | 0;
      const cy = gy | 0;
      const i = cy * fw + cx;
      if (data[i] > skipBeyond) continue;
      const tx = gx - cx;
      const ty = gy - cy;
      const top = data[i] + (data[i + 1] - data[i]) * tx;
      const bottom = data[i + fw] + (data[i + fw + 1] - data[i + fw]) * tx;
      const distance = (top + (bottom - top) * ty) * cellPx;
      const coverage = rowSwell + swellX[x - x0] - distance;
      if (coverage <= 0) continue;
      const ink = grain > 0 ? at.ink + grain * grainAt(x, y, grainSeed) : at.ink;
      raster.mark(rowStart + x, ink, coverage >= 1 ? 1 : coverage);
    }
  }
}
