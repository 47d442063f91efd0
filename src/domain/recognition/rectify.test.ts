import { describe, expect, it } from 'vitest';
import { fillRect, grayImage } from './gray-image.ts';
import { rectified } from './rectify.ts';

describe('a page laid back onto the template grid', () => {
  it('undoes scale and shift: a square drawn on the scan lands where the template has it', () => {
    // template 100×80; the scan is the template at twice the size, shifted by (10, 6)
    const scan = grayImage(240, 200);
    fillRect(scan, 10 + 2 * 20, 6 + 2 * 30, 2 * 10, 2 * 10, 0);
    const image = rectified(scan, { a: 2, b: 0, c: 10, d: 0, e: 2, f: 6 }, 100, 80);
    expect(image.width).toBe(100);
    expect(image.height).toBe(80);
    const at = (x: number, y: number) => image.data[y * 100 + x];
    expect(at(20, 30)).toBe(0);
    expect(at(29, 39)).toBe(0);
    expect(at(30, 40)).toBe(255);
    expect(at(19, 30)).toBe(255);
  });

  it('undoes a half turn composed into the transform', () => {
    const scan = grayImage(100, 80);
    fillRect(scan, 0, 0, 10, 10, 0);
    // template (x, y) → scan (100 − x, 80 − y)
    const image = rectified(scan, { a: -1, b: 0, c: 100, d: 0, e: -1, f: 80 }, 100, 80);
    expect(image.data[79 * 100 + 99]).toBe(0);
    expect(image.data[0]).toBe(255);
  });
});
