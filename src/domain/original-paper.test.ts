import { describe, expect, it } from 'vitest';
import { lineGaps, snapToGap, trimCutToPage } from './original-paper.ts';

describe('trimming a cut to its page', () => {
  it('keeps a cut on the page as whole pixels and trims what reaches past an edge', () => {
    expect(trimCutToPage({ x: 10.4, y: 20.6, width: 100, height: 50 }, { width: 800, height: 1000 })).toEqual({ x: 10, y: 21, width: 100, height: 50 });
    expect(trimCutToPage({ x: -30, y: 950, width: 100, height: 200 }, { width: 800, height: 1000 })).toEqual({ x: 0, y: 950, width: 70, height: 50 });
  });

  it('refuses a cut off the page or thinner than a few pixels', () => {
    expect(trimCutToPage({ x: 900, y: 0, width: 100, height: 100 }, { width: 800, height: 1000 })).toBeUndefined();
    expect(trimCutToPage({ x: 0, y: 0, width: 5, height: 100 }, { width: 800, height: 1000 })).toBeUndefined();
  });
});

describe('text lines of a page', () => {
  /** A white page of 100 × 60 with black text lines in rows 10–19 and 35–44. */
  function page(): Uint8Array {
    const grey = new Uint8Array(100 * 60).fill(255);
    for (const [from, to] of [
      [10, 20],
      [35, 45],
    ])
      for (let y = from; y < to; y++) for (let x = 5; x < 90; x += 2) grey[y * 100 + x] = 0;
    return grey;
  }

  it('finds the white gap between two lines, not the margins above and below', () => {
    expect(lineGaps(page(), 100, 60)).toEqual([27]);
  });

  it('ignores a speck of dust and snaps an edge to the nearest gap within reach', () => {
    const grey = page();
    grey[27 * 100 + 50] = 0;
    expect(lineGaps(grey, 100, 60)).toEqual([27]);
    expect(snapToGap(30, [27, 80], 6)).toBe(27);
    expect(snapToGap(50, [27, 80], 6)).toBe(50);
  });
});
