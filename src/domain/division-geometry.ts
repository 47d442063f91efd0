/**
 * Where a question group's division lies on the division canvas (spec 000 §5 题块切割): region
 * rectangles are stored in pixels of the answer-sheet template with a page counted from 1;
 * a blank's rectangle is stored in the group picture, the group's regions stacked top to bottom
 * as the marker sees them (so it moves with its region). The canvas lays the template's pages
 * side by side; these functions turn a stored rectangle into a box on the canvas and a box the
 * admin drew, moved or resized back into a stored rectangle, kept on the template.
 */
import type { Rect } from './rect.ts';

/** A rectangle on the canvas, in canvas units. */
export interface CanvasBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A region rectangle of a group: template pixels, page counted from 1. */
export interface RegionRect extends Rect {
  page: number;
}

/** How the template's pages lie on the canvas. */
export interface DivisionFrame {
  /** canvas units per template pixel */
  unitsPerPx: number;
  /** from one page's left edge to the next one's, in canvas units */
  pageStride: number;
  pageCount: number;
  /** the template page's size in pixels */
  tempWidth: number;
  tempHeight: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The top of each region in the group picture: the regions stacked in their order. */
export function stackTops(rects: readonly Pick<Rect, 'height'>[]): number[] {
  const tops: number[] = [];
  let y = 0;
  for (const rect of rects) {
    tops.push(y);
    y += rect.height;
  }
  return tops;
}

export function regionBox(frame: DivisionFrame, rect: RegionRect): CanvasBox {
  const u = frame.unitsPerPx;
  return { x: (rect.page - 1) * frame.pageStride + rect.x * u, y: rect.y * u, w: rect.width * u, h: rect.height * u };
}

/** A box on the canvas as a region: on the page under its centre, in whole pixels, inside the page. */
export function regionOfBox(frame: DivisionFrame, box: CanvasBox): RegionRect {
  const u = frame.unitsPerPx;
  const pageIndex = clamp(Math.floor((box.x + box.w / 2) / frame.pageStride), 0, frame.pageCount - 1);
  const width = clamp(Math.round(box.w / u), 1, frame.tempWidth);
  const height = clamp(Math.round(box.h / u), 1, frame.tempHeight);
  const x = clamp(Math.round((box.x - pageIndex * frame.pageStride) / u), 0, frame.tempWidth - width);
  const y = clamp(Math.round(box.y / u), 0, frame.tempHeight - height);
  return { x, y, width, height, page: pageIndex + 1 };
}

/** Where a blank of the group picture lies on the canvas, or null when no region's band holds its top. */
export function blankBox(frame: DivisionFrame, regions: readonly RegionRect[], blank: Rect): CanvasBox | null {
  const tops = stackTops(regions);
  const i = regions.findIndex((r, k) => blank.y >= tops[k] && blank.y < tops[k] + r.height);
  if (i < 0) return null;
  const region = regionBox(frame, regions[i]);
  const u = frame.unitsPerPx;
  return { x: region.x + blank.x * u, y: region.y + (blank.y - tops[i]) * u, w: blank.width * u, h: blank.height * u };
}

/**
 * A box on the canvas as a blank of the group picture: inside the region under its centre (cut
 * to it), or null when its centre lies in none of the group's regions — a blank is only marked
 * inside its group's picture.
 */
export function blankOfBox(frame: DivisionFrame, regions: readonly RegionRect[], box: CanvasBox): Rect | null {
  const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const boxes = regions.map((r) => regionBox(frame, r));
  const i = boxes.findIndex((r) => centre.x >= r.x && centre.x < r.x + r.w && centre.y >= r.y && centre.y < r.y + r.h);
  if (i < 0) return null;
  const u = frame.unitsPerPx;
  const region = regions[i];
  const width = clamp(Math.round(box.w / u), 1, region.width);
  const height = clamp(Math.round(box.h / u), 1, region.height);
  const x = clamp(Math.round((box.x - boxes[i].x) / u), 0, region.width - width);
  const y = clamp(Math.round((box.y - boxes[i].y) / u), 0, region.height - height);
  return { x, y: stackTops(regions)[i] + y, width, height };
}
