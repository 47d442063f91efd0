/**
 * Finding the card's positioning anchors on a scan: the four filled squares the designer prints
 * just outside the content box's corners (src/domain/answer-card/frame.ts). Each is looked for
 * near where the template puts it, as a solid dark blob of about the anchor's size; the nearest
 * such blob to the expected place wins, so a stray mark or the QR code's finder squares nearby
 * are not taken for it. An anchor under a folded corner is simply not found.
 */
import type { Point } from './affine.ts';
import type { GrayImage } from './gray-image.ts';

/** Darker than this is ink for the blob search (a midpoint between white paper and black toner). */
const INK_THRESHOLD = 128;
/**
 * How far from its template place an anchor may be, in millimetres: rotation by 3° moves a corner
 * of an A3 sheet about 11 mm, a 5 % scale 10 mm, the feeder's shift a few more.
 */
export const ANCHOR_SEARCH_RADIUS_MM = 30;
/** A blob's sides may be this far off the anchor's printed side (blur, scale, toner spread). */
const SIDE_TOLERANCE = 0.4;
/** A filled square turned a few degrees still fills most of its bounding box; a QR finder ring does not. */
const MIN_FILL_RATIO = 0.75;

export interface AnchorSearch {
  /** expected anchor centres in scan pixels */
  expected: readonly Point[];
  /** the printed anchor side in scan pixels */
  side: number;
  /** search radius in scan pixels */
  radius: number;
}

interface Blob {
  count: number;
  sumX: number;
  sumY: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The dark connected blobs (4-neighbour) inside a window of the image. */
function blobsIn(image: GrayImage, left: number, top: number, right: number, bottom: number): Blob[] {
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return [];
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const blobs: Blob[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const start = y * width + x;
      if (seen[start] || image.data[(top + y) * image.width + left + x] >= INK_THRESHOLD) continue;
      const blob: Blob = { count: 0, sumX: 0, sumY: 0, minX: x, maxX: x, minY: y, maxY: y };
      let size = 0;
      stack[size++] = start;
      seen[start] = 1;
      while (size > 0) {
        const at = stack[--size];
        const px = at % width;
        const py = (at - px) / width;
        blob.count++;
        blob.sumX += px;
        blob.sumY += py;
        if (px < blob.minX) blob.minX = px;
        if (px > blob.maxX) blob.maxX = px;
        if (py < blob.minY) blob.minY = py;
        if (py > blob.maxY) blob.maxY = py;
        // the four neighbours without an array per pixel (the allocations were a share of the page's garbage collection)
        for (let side = 0; side < 4; side++) {
          const next = side === 0 ? (px > 0 ? at - 1 : -1) : side === 1 ? (px < width - 1 ? at + 1 : -1) : side === 2 ? (py > 0 ? at - width : -1) : py < height - 1 ? at + width : -1;
          if (next < 0 || seen[next]) continue;
          const nx = next % width;
          const ny = (next - nx) / width;
          if (image.data[(top + ny) * image.width + left + nx] >= INK_THRESHOLD) continue;
          seen[next] = 1;
          stack[size++] = next;
        }
      }
      blob.sumX += blob.count * left;
      blob.sumY += blob.count * top;
      blob.minX += left;
      blob.maxX += left;
      blob.minY += top;
      blob.maxY += top;
      blobs.push(blob);
    }
  }
  return blobs;
}

function looksLikeAnchor(blob: Blob, side: number): boolean {
  const width = blob.maxX - blob.minX + 1;
  const height = blob.maxY - blob.minY + 1;
  const fits = (length: number) => length >= side * (1 - SIDE_TOLERANCE) && length <= side * (1 + SIDE_TOLERANCE);
  return fits(width) && fits(height) && blob.count / (width * height) >= MIN_FILL_RATIO;
}

/** Each anchor's centre on the scan (the centroid of its blob), or null where none was found. */
export function findAnchors(image: GrayImage, search: AnchorSearch): (Point | null)[] {
  return search.expected.map((centre) => {
    const left = Math.max(0, Math.floor(centre.x - search.radius));
    const top = Math.max(0, Math.floor(centre.y - search.radius));
    const right = Math.min(image.width, Math.ceil(centre.x + search.radius));
    const bottom = Math.min(image.height, Math.ceil(centre.y + search.radius));
    let best: Point | null = null;
    let bestDistance = Infinity;
    for (const blob of blobsIn(image, left, top, right, bottom)) {
      if (!looksLikeAnchor(blob, search.side)) continue;
      // + 0.5: the centre of pixel i is at i + 0.5 in the template's continuous coordinates
      const found = { x: blob.sumX / blob.count + 0.5, y: blob.sumY / blob.count + 0.5 };
      const distance = Math.hypot(found.x - centre.x, found.y - centre.y);
      if (distance < bestDistance) {
        best = found;
        bestDistance = distance;
      }
    }
    return best;
  });
}
