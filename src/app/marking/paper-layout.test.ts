import { describe, expect, it } from 'vitest';
import { HORIZONTAL_GAP, fitZoom, nextRotation, viewTransform, zoomLimits, zoomSteps, type PictureRect } from './paper-layout.ts';

/** A group answered over two scan pieces, one under the other as scanned. */
const TWO_PIECES: PictureRect[] = [
  { x: 0, y: 0, width: 800, height: 220 },
  { x: 0, y: 220, width: 800, height: 220 },
];

describe('the paper as scanned', () => {
  it('puts picture points on the page unchanged', () => {
    const view = viewTransform(TWO_PIECES, 'vertical', 0);
    expect([view.width, view.height]).toEqual([800, 440]);
    expect(view.toPage({ x: 100, y: 300 })).toEqual({ x: 100, y: 300 });
    expect(view.placeRect({ x: 400, y: 230, width: 100, height: 50 })).toEqual({ x: 400, y: 230, rotation: 0 });
  });
});

describe('pieces side by side', () => {
  it('moves the second piece to the right of the first, with what is written on it', () => {
    const view = viewTransform(TWO_PIECES, 'horizontal', 0);
    expect([view.width, view.height]).toEqual([1600 + HORIZONTAL_GAP, 220]);
    expect(view.toPage({ x: 100, y: 300 })).toEqual({ x: 800 + HORIZONTAL_GAP + 100, y: 80 });
    expect(view.toPicture({ x: 800 + HORIZONTAL_GAP + 100, y: 80 })).toEqual({ x: 100, y: 300 });
    expect(view.placeRect({ x: 0, y: 220, width: 800, height: 220 })).toEqual({ x: 800 + HORIZONTAL_GAP, y: 0, rotation: 0 });
  });
});

describe('a turned paper', () => {
  it('turns a quarter clockwise: the left edge becomes the top', () => {
    const view = viewTransform(TWO_PIECES, 'vertical', 90);
    expect([view.width, view.height]).toEqual([440, 800]);
    // the picture's top-left corner ends at the page's top-right
    expect(view.toPage({ x: 0, y: 0 })).toEqual({ x: 440, y: 0 });
    expect(view.toPage({ x: 800, y: 440 })).toEqual({ x: 0, y: 800 });
    expect(view.placeRect({ x: 0, y: 0, width: 800, height: 220 })).toEqual({ x: 440, y: 0, rotation: Math.PI / 2 });
  });

  it('maps page points back to the same picture point in every view', () => {
    for (const layout of ['vertical', 'horizontal'] as const) {
      for (const rotation of [0, 90, 180, 270] as const) {
        const view = viewTransform(TWO_PIECES, layout, rotation);
        for (const point of [{ x: 10, y: 10 }, { x: 790, y: 230 }, { x: 400, y: 439 }]) {
          expect(view.toPicture(view.toPage(point))).toEqual(point);
        }
      }
    }
  });

  it('cycles through the four quarter turns', () => {
    expect([nextRotation(0), nextRotation(90), nextRotation(180), nextRotation(270)]).toEqual([90, 180, 270, 0]);
  });
});

describe('zoom', () => {
  it('keeps the paper above 50 px and below twice the view', () => {
    expect(zoomLimits(800, 1000)).toEqual({ min: 50 / 800, max: 2000 / 800 });
    const steps = zoomSteps(zoomLimits(800, 1000));
    expect(steps[0]).toBe(50 / 800);
    expect(steps[steps.length - 1]).toBe(2.5);
    expect(steps).toContain(1);
  });

  it('fits the paper width into the view', () => {
    expect(fitZoom(800, 1048)).toBe(1.25);
    expect(fitZoom(4000, 1048)).toBe(0.25);
  });

  it('keeps a tall paper whole in the view', () => {
    expect(fitZoom(440, 1048, 24, 1600, 824)).toBe(0.5);
    expect(fitZoom(800, 1048, 24, 220, 824)).toBe(1.25);
  });
});
