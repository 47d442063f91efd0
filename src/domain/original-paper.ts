/**
 * Rules of a printed question paper cut into questions (原卷切题, spec 001 §2.1 uploadOrigin and
 * cutting, §7.5 test-paper-images / test-paper-extend): how many pages a paper may have, how a
 * cut is trimmed to its page, and where the text lines of a page are, found from the darkness
 * of its rows so that a cut's edges can snap into the white gaps between them.
 */

/** Pages a paper's original may have: a long paper is 8 sheets printed on both sides; 40 leaves room for answer pages. */
export const MAX_ORIGINAL_PAGES = 40;
/** Bytes one uploaded file of the original may have (the server's body limit). */
export const MAX_ORIGINAL_FILE_BYTES = 8 * 1024 * 1024;
/** A cut narrower or lower than this, in page pixels, is a slip of the pointer, not a question. */
export const MIN_CUT_SIDE = 8;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cut trimmed to its page, in whole pixels; undefined when too little of it lies on the page. */
export function trimCutToPage(cut: PixelBox, page: { width: number; height: number }): PixelBox | undefined {
  const left = Math.max(0, Math.round(cut.x));
  const top = Math.max(0, Math.round(cut.y));
  const right = Math.min(page.width, Math.round(cut.x + cut.width));
  const bottom = Math.min(page.height, Math.round(cut.y + cut.height));
  if (right - left < MIN_CUT_SIDE || bottom - top < MIN_CUT_SIDE) return undefined;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** A row counts as ink when this share of its pixels is dark. */
const INK_ROW_SHARE = 0.004;
/** A pixel darker than this (0 black … 255 white) is ink. */
const INK_LEVEL = 160;
/** White runs shorter than this (pixels) are gaps inside a line (between a character's strokes), not between lines. */
const MIN_GAP_ROWS = 3;

/**
 * The middles of the white gaps between the text lines of a page, in its pixel rows, top to
 * bottom: a greyscale image (one byte per pixel, rows of `width`) is read row by row, a row with
 * hardly any dark pixels is white, and each run of white rows between inked rows is one gap.
 */
export function lineGaps(grey: ArrayLike<number>, width: number, height: number): number[] {
  const inked: boolean[] = [];
  const minInk = Math.max(2, Math.round(width * INK_ROW_SHARE));
  for (let y = 0; y < height; y++) {
    let dark = 0;
    const start = y * width;
    for (let x = 0; x < width; x++) if (grey[start + x] < INK_LEVEL) dark++;
    inked.push(dark >= minInk);
  }
  const gaps: number[] = [];
  let runStart = -1;
  let seenInk = false;
  for (let y = 0; y <= height; y++) {
    const white = y < height && !inked[y];
    if (white && runStart < 0) runStart = y;
    if (!white && runStart >= 0) {
      // a white run counts between two inked lines only
      if (seenInk && y < height && y - runStart >= MIN_GAP_ROWS) gaps.push(Math.floor((runStart + y) / 2));
      runStart = -1;
    }
    if (y < height && inked[y]) seenInk = true;
  }
  return gaps;
}

/** The gap nearest to `y` within `reach`, or `y` itself when none is that near. */
export function snapToGap(y: number, gaps: readonly number[], reach: number): number {
  let best = y;
  let distance = reach;
  for (const gap of gaps) {
    const d = Math.abs(gap - y);
    if (d <= distance) {
      best = gap;
      distance = d;
    }
  }
  return best;
}
