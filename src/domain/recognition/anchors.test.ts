import { describe, expect, it } from 'vitest';
import { findAnchors } from './anchors.ts';
import { fillRect, grayImage } from './gray-image.ts';

const SIDE = 30;
const search = { expected: [{ x: 100, y: 100 }], side: SIDE, radius: 80 };

describe('findAnchors', () => {
  it('finds a filled square near where it is expected, at its centre', () => {
    const image = grayImage(300, 300);
    fillRect(image, 110, 95, SIDE, SIDE, 0);
    const [found] = findAnchors(image, search);
    expect(found!.x).toBeCloseTo(125, 5);
    expect(found!.y).toBeCloseTo(110, 5);
  });

  it('takes no line, no ring like a QR finder square and no blob of the wrong size for an anchor', () => {
    const image = grayImage(300, 300);
    fillRect(image, 40, 60, 120, 3, 0); // a printed line
    fillRect(image, 60, 120, SIDE, SIDE, 0); // a finder ring: dark border, light inside
    fillRect(image, 66, 126, SIDE - 12, SIDE - 12, 255);
    fillRect(image, 120, 120, 12, 12, 0); // a small stray blob
    fillRect(image, 20, 150, 70, 25, 0); // a large dark patch
    expect(findAnchors(image, search)).toEqual([null]);
  });

  it('prefers the square nearest the expected place, and looks no further than the radius', () => {
    const image = grayImage(400, 400);
    fillRect(image, 140, 140, SIDE, SIDE, 0);
    fillRect(image, 95, 80, SIDE, SIDE, 0);
    expect(findAnchors(image, search)[0]!.x).toBeCloseTo(110, 5);
    const far = grayImage(400, 400);
    fillRect(far, 300, 300, SIDE, SIDE, 0);
    expect(findAnchors(far, search)).toEqual([null]);
  });

  it('reads a noisy grey anchor as well', () => {
    const image = grayImage(300, 300, 235);
    fillRect(image, 85, 85, SIDE, SIDE, 70);
    for (let i = 0; i < image.data.length; i += 7) image.data[i] = Math.min(255, image.data[i] + 40);
    const [found] = findAnchors(image, search);
    expect(found!.x).toBeCloseTo(100, 0);
  });
});
