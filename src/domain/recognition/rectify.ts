/**
 * A recognised page laid back onto the card's own pixel grid: every template pixel takes the
 * scan pixel the fitted transform maps it to. The result has the template's size whatever the
 * scan's resolution, rotation or shift, so the whole-sheet original and every cut piece line up
 * with the template's rectangles (blanks, identity areas) exactly as the marking screens expect.
 */
import { applyAffine, type Affine } from './affine.ts';
import type { GrayImage } from './gray-image.ts';

/**
 * Nearest scan pixel per template pixel (gray-image.ts pixelAt, inlined: this loop runs for every
 * pixel of the sheet, about 8 million at A3, and was the largest share of a page's JavaScript time);
 * outside the scan is the lid's white.
 */
export function rectified(scan: GrayImage, toScan: Affine, width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  const { width: scanWidth, height: scanHeight, data: pixels } = scan;
  for (let y = 0; y < height; y++) {
    // the centre of each template pixel; stepping x adds (a, d) to the scan point
    const start = applyAffine(toScan, { x: 0.5, y: y + 0.5 });
    let sx = start.x;
    let sy = start.y;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      // for a non-negative coordinate `| 0` is Math.floor
      if (sx >= 0 && sy >= 0 && sx < scanWidth && sy < scanHeight) data[row + x] = pixels[(sy | 0) * scanWidth + (sx | 0)];
      sx += toScan.a;
      sy += toScan.d;
    }
  }
  return { width, height, data };
}
