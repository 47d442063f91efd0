import { describe, expect, it } from 'vitest';
import { blankBox, blankOfBox, regionBox, regionOfBox, stackTops, type DivisionFrame, type RegionRect } from './division-geometry.ts';

/** Two 1700 × 1200 pages at half a canvas unit per pixel, 50 units apart. */
const frame: DivisionFrame = { unitsPerPx: 0.5, pageStride: 900, pageCount: 2, tempWidth: 1700, tempHeight: 1200 };
const regions: RegionRect[] = [
  { x: 50, y: 900, width: 750, height: 250, page: 1 },
  { x: 850, y: 60, width: 750, height: 200, page: 2 },
];

describe('division geometry', () => {
  it('stacks the regions of a group top to bottom', () => {
    expect(stackTops(regions)).toEqual([0, 250]);
  });

  it('puts a region on its page and reads it back unchanged', () => {
    expect(regionBox(frame, regions[1])).toEqual({ x: 900 + 425, y: 30, w: 375, h: 100 });
    for (const r of regions) expect(regionOfBox(frame, regionBox(frame, r))).toEqual(r);
  });

  it('reads a drawn box as whole pixels on the page under its centre, kept on the page', () => {
    expect(regionOfBox(frame, { x: 880, y: 10.2, w: 100, h: 40.3 })).toEqual({ x: 0, y: 20, width: 200, height: 81, page: 2 });
    expect(regionOfBox(frame, { x: 750, y: -30, w: 200, h: 50 })).toEqual({ x: 1300, y: 0, width: 400, height: 100, page: 1 });
    expect(regionOfBox(frame, { x: 1700, y: 500, w: 400, h: 400 })).toEqual({ x: 900, y: 400, width: 800, height: 800, page: 2 });
  });

  it('places a blank of the group picture inside its region and reads it back', () => {
    const blank = { x: 100, y: 260, width: 300, height: 80 };
    const box = blankBox(frame, regions, blank)!;
    expect(box).toEqual({ x: 900 + 425 + 50, y: 30 + 5, w: 150, h: 40 });
    expect(blankOfBox(frame, regions, box)).toEqual(blank);
    expect(blankBox(frame, regions, { ...blank, y: 460 })).toBeNull();
  });

  it('keeps a moved blank inside the region under its centre, and refuses one outside every region', () => {
    const region = regionBox(frame, regions[0]);
    expect(blankOfBox(frame, regions, { x: region.x + region.w - 60, y: region.y + 5, w: 100, h: 20 })).toEqual({ x: 550, y: 10, width: 200, height: 40 });
    expect(blankOfBox(frame, regions, { x: 0, y: 0, w: 20, h: 20 })).toBeNull();
  });
});
