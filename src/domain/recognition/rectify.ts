/**
 * A recognised page laid back onto the card's own pixel grid: every template pixel takes the
 * scan pixel the fitted transform maps it to. The result has the template's size whatever the
 * scan's resolution, rotation or shift, so the whole-sheet original and every cut piece line up
 * with the template's rectangles (blanks, identity areas) exactly as the marking screens expect.
 */
import { applyAffine, type Affine } from './affine.ts';
import { pixelAt, type GrayImage } from './gray-image.ts';

export function rectified(scan: GrayImage, toScan: Affine, width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    // the centre of each template pixel; stepping x adds (a, d) to the scan point
    const start = applyAffine(toScan, { x: 0.5, y: y + 0.5 });
    let sx = start.x;
    let sy = start.y;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      data[row + x] = pixelAt(scan, sx, sy);
      sx += toScan.a;
      sy += toScan.d;
    }
  }
  return { width, height, data };
}
