import { describe, expect, it } from 'vitest';
import { fillRect, grayHistogram, grayImage, inkLevels, isBilevel, rotated180 } from './gray-image.ts';

describe('grey page helpers', () => {
  it('turns a page by 180° pixel for pixel', () => {
    const image = grayImage(3, 2);
    image.data.set([1, 2, 3, 4, 5, 6]);
    expect([...rotated180(image).data]).toEqual([6, 5, 4, 3, 2, 1]);
    expect([...image.data]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads paper and ink from one sampled histogram, the same whether handed one or not', () => {
    // off-white paper with a black block covering 5 % of the page
    const image = grayImage(400, 300, 240);
    fillRect(image, 0, 0, 400, 15, 10);
    const histogram = grayHistogram(image);
    expect(histogram.total).toBeGreaterThan(10_000);
    expect(histogram.counts[10] / histogram.total).toBeCloseTo(0.05, 2);
    expect(inkLevels(image, histogram)).toEqual({ paper: 240, ink: 10 });
    expect(inkLevels(image)).toEqual(inkLevels(image, histogram));
  });

  it('tells a black-and-white scan from a grey one by the greys between black and white', () => {
    const blackAndWhite = grayImage(400, 300, 255);
    fillRect(blackAndWhite, 0, 0, 400, 15, 0);
    expect(isBilevel(grayHistogram(blackAndWhite))).toBe(true);
    const grey = grayImage(400, 300, 240);
    fillRect(grey, 0, 0, 400, 15, 10);
    expect(isBilevel(grayHistogram(grey))).toBe(false);
  });
});
