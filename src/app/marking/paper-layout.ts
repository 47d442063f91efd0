/**
 * Where a student's picture goes on the canvas. A question group's picture is one or more scan
 * pieces, each placed at its x/y in the group's picture; blanks and score marks are kept in those
 * picture coordinates. The marker may lay several pieces side by side (horizontal) instead of
 * one under another (vertical, as scanned) and turn the whole paper by quarter turns; this module
 * maps between picture and page coordinates for every such view.
 */
import type { Rect } from '../../domain/rect.ts';

export type PaperLayout = 'vertical' | 'horizontal';
export type PaperRotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly PaperRotation[] = [0, 90, 180, 270];

/** Spec 000 §4: "Rotation cycles 0, 90, 180, 270". */
export function nextRotation(rotation: PaperRotation): PaperRotation {
  return ROTATIONS[(ROTATIONS.indexOf(rotation) + 1) % ROTATIONS.length];
}

export interface Point {
  x: number;
  y: number;
}

export type PictureRect = Rect;

/** Room between pieces laid side by side, in picture pixels. */
export const HORIZONTAL_GAP = 16;

export interface PlacedRect {
  /** the top-left corner of the rectangle's own (unrotated) frame on the page */
  x: number;
  y: number;
  /** clockwise, in radians */
  rotation: number;
}

export interface ViewTransform {
  layout: PaperLayout;
  rotation: PaperRotation;
  /** the size of the whole paper on the page */
  width: number;
  height: number;
  toPage(point: Point): Point;
  toPicture(point: Point): Point;
  /** a rectangle of the picture (a piece, a blank) placed on the page */
  placeRect(rect: PictureRect): PlacedRect;
}

/** Exact sine and cosine of quarter turns, so that pixels stay whole. */
const QUARTER: Record<PaperRotation, { cos: number; sin: number }> = {
  0: { cos: 1, sin: 0 },
  90: { cos: 0, sin: 1 },
  180: { cos: -1, sin: 0 },
  270: { cos: 0, sin: -1 },
};

function rotate(point: Point, rotation: PaperRotation, inverse = false): Point {
  const { cos } = QUARTER[rotation];
  const sin = inverse ? -QUARTER[rotation].sin : QUARTER[rotation].sin;
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

function contains(rect: PictureRect, point: Point): boolean {
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}

function distance(rect: PictureRect, point: Point): number {
  const dx = Math.max(rect.x - point.x, 0, point.x - rect.x - rect.width);
  const dy = Math.max(rect.y - point.y, 0, point.y - rect.y - rect.height);
  return Math.hypot(dx, dy);
}

/** The piece a point belongs to: the one containing it, else the nearest. */
function pieceOf(rects: readonly PictureRect[], point: Point): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  rects.forEach((rect, i) => {
    const d = contains(rect, point) ? -1 : distance(rect, point);
    if (d < bestDistance) [best, bestDistance] = [i, d];
  });
  return best;
}

export function viewTransform(pieces: readonly PictureRect[], layout: PaperLayout, rotation: PaperRotation): ViewTransform {
  const sources = pieces.length > 0 ? pieces : [{ x: 0, y: 0, width: 1, height: 1 }];
  let along = 0;
  const arranged: PictureRect[] = sources.map((piece) => {
    if (layout === 'vertical') return { ...piece };
    const rect = { x: along, y: 0, width: piece.width, height: piece.height };
    along += piece.width + HORIZONTAL_GAP;
    return rect;
  });

  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const rect of arranged) {
    for (const corner of [
      { x: rect.x, y: rect.y },
      { x: rect.x + rect.width, y: rect.y },
      { x: rect.x, y: rect.y + rect.height },
      { x: rect.x + rect.width, y: rect.y + rect.height },
    ]) {
      const turned = rotate(corner, rotation);
      minX = Math.min(minX, turned.x);
      minY = Math.min(minY, turned.y);
      maxX = Math.max(maxX, turned.x);
      maxY = Math.max(maxY, turned.y);
    }
  }

  const arrangedToPage = (point: Point): Point => {
    const turned = rotate(point, rotation);
    return { x: turned.x - minX, y: turned.y - minY };
  };

  const toPageVia = (index: number, point: Point): Point =>
    arrangedToPage({ x: point.x - sources[index].x + arranged[index].x, y: point.y - sources[index].y + arranged[index].y });

  return {
    layout,
    rotation,
    width: maxX - minX,
    height: maxY - minY,
    toPage: (point) => toPageVia(pieceOf(sources, point), point),
    toPicture(point) {
      const local = rotate({ x: point.x + minX, y: point.y + minY }, rotation, true);
      const index = pieceOf(arranged, local);
      return { x: local.x - arranged[index].x + sources[index].x, y: local.y - arranged[index].y + sources[index].y };
    },
    placeRect(rect) {
      const index = pieceOf(sources, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
      return { ...toPageVia(index, rect), rotation: (rotation * Math.PI) / 180 };
    },
  };
}

/** Spec 000 §5: "Zoom: width must stay above 50 px and below twice the current width". */
export const MIN_PAPER_SCREEN_WIDTH = 50;
export const MAX_PAPER_WIDTH_FACTOR = 2;

/**
 * The zoom range that keeps the paper between 50 px wide and twice the width of the paper view
 * on screen.
 */
export function zoomLimits(paperWidth: number, viewportWidth: number): { min: number; max: number } {
  const width = Math.max(1, paperWidth);
  const min = MIN_PAPER_SCREEN_WIDTH / width;
  const max = Math.max(min * 2, (MAX_PAPER_WIDTH_FACTOR * viewportWidth) / width);
  return { min, max };
}

/** Zoom steps between the limits for the zoom buttons: the limits, 1 and a few in between. */
export function zoomSteps(limits: { min: number; max: number }): number[] {
  const steps = new Set<number>([limits.min, limits.max]);
  for (const step of [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8]) {
    if (step > limits.min && step < limits.max) steps.add(step);
  }
  return [...steps].sort((a, b) => a - b);
}

/**
 * The zoom that shows the whole paper in the view with a margin, within the limits: its width
 * fills the view unless that would push its foot out of sight (a turned or tall paper).
 */
export function fitZoom(paperWidth: number, viewportWidth: number, margin = 24, paperHeight?: number, viewportHeight?: number): number {
  const limits = zoomLimits(paperWidth, viewportWidth);
  let fit = (viewportWidth - margin * 2) / Math.max(1, paperWidth);
  if (paperHeight !== undefined && viewportHeight !== undefined && viewportHeight > margin * 2) {
    fit = Math.min(fit, (viewportHeight - margin) / Math.max(1, paperHeight));
  }
  return Math.min(limits.max, Math.max(limits.min, fit));
}
