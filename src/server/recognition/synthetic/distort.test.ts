import { describe, expect, it } from 'vitest';
import { applyAffine, fillRect, grayImage, pixelAt } from '../../../domain/recognition/index.ts';
import { addNoise, BED_MARGIN_MM, foldCorner, sheetOnBed, toBlackAndWhite, warpOntoBed, type Distortion } from './distort.ts';
import { seededRandom } from './random.ts';

const still: Distortion = {
  rotation: 0,
  scale: 1,
  shiftX: 0,
  shiftY: 0,
  blur: 0,
  noise: 0,
  blackAndWhite: false,
  foldedCorner: null,
  turned: false,
  format: 'png',
  jpegQuality: 90,
};

describe('the sheet on the scanner bed', () => {
  it('places the sheet inside the bed margin, and a turned sheet where its transform says', () => {
    const dpi = 100;
    const margin = (BED_MARGIN_MM * dpi) / 25.4;
    expect(applyAffine(sheetOnBed(400, 300, dpi, still), { x: 0, y: 0 })).toEqual({ x: expect.closeTo(margin, 6), y: expect.closeTo(margin, 6) });
    const page = grayImage(400, 300, 250);
    fillRect(page, 100, 80, 20, 20, 0);
    const turned = sheetOnBed(400, 300, dpi, { ...still, rotation: 3, scale: 1.04, shiftX: 2 });
    const bed = warpOntoBed(page, turned, 400 + 2 * Math.round(margin), 300 + 2 * Math.round(margin));
    const centre = applyAffine(turned, { x: 110, y: 90 });
    expect(pixelAt(bed, centre.x, centre.y)).toBe(0);
    // paper and the bed's lid around it
    expect(pixelAt(bed, applyAffine(turned, { x: 300, y: 200 }).x, applyAffine(turned, { x: 300, y: 200 }).y)).toBe(250);
    expect(pixelAt(bed, 2, 2)).toBeLessThan(250);
  });

  it('folds over only the corner asked for', () => {
    const dpi = 100;
    const page = grayImage(1000, 700, 250);
    const toBed = sheetOnBed(1000, 700, dpi, still);
    const bed = warpOntoBed(page, toBed, 1200, 900);
    foldCorner(bed, toBed, 1000, 700, 1, dpi);
    const inside = (x: number, y: number) => applyAffine(toBed, { x, y });
    const folded = inside(995, 5);
    const untouched = inside(5, 5);
    expect(pixelAt(bed, folded.x, folded.y)).toBeLessThan(230);
    expect(pixelAt(bed, untouched.x, untouched.y)).toBe(250);
  });

  it('adds the same noise for the same seed and thresholds to black and white', () => {
    const first = grayImage(50, 50, 128);
    const second = grayImage(50, 50, 128);
    addNoise(first, 8, seededRandom(3));
    addNoise(second, 8, seededRandom(3));
    expect(first.data).toEqual(second.data);
    expect(new Set(first.data).size).toBeGreaterThan(10);
    toBlackAndWhite(first);
    expect(new Set(first.data)).toEqual(new Set([0, 255]));
  });
});
