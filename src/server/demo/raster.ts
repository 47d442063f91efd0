/**
 * A tiny greyscale raster for drawing demo scans: anti-aliased thick lines, smooth curves and
 * soft blobs; font characters are sampled into it pixel by pixel (handwriting.ts). Drawing in
 * plain typed arrays is many times faster than rendering SVG per image. Ink is composited with
 * "darkest wins", as pen on paper does.
 */

export interface Point {
  x: number;
  y: number;
}

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    paper = 255,
  ) {
    this.data = new Uint8Array(width * height).fill(paper);
  }

  /** Darkens one pixel (by its index) towards `ink` by `coverage` (0–1). */
  mark(index: number, ink: number, coverage: number): void {
    const value = 255 - coverage * (255 - ink);
    if (value < this.data[index]) this.data[index] = value;
  }

  /** A straight stroke of the given width with round ends. */
  line(a: Point, b: Point, width: number, ink: number): void {
    const half = width / 2;
    const minX = Math.max(0, Math.floor(Math.min(a.x, b.x) - half - 1));
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(a.x, b.x) + half + 1));
    const minY = Math.max(0, Math.floor(Math.min(a.y, b.y) - half - 1));
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(a.y, b.y) + half + 1));
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5 - a.y;
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5 - a.x;
        const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        const ex = px - t * dx;
        const ey = py - t * dy;
        const coverage = half + 0.5 - Math.sqrt(ex * ex + ey * ey);
        if (coverage > 0) this.mark(y * this.width + x, ink, coverage >= 1 ? 1 : coverage);
      }
    }
  }

  /** Joined straight strokes; `widths` (per point) lets pen pressure vary along the stroke. */
  polyline(points: readonly Point[], width: number | readonly number[], ink: number): void {
    if (points.length === 1) this.line(points[0], points[0], typeof width === 'number' ? width : width[0], ink);
    for (let i = 1; i < points.length; i++) {
      const w = typeof width === 'number' ? width : (width[i - 1] + width[i]) / 2;
      this.line(points[i - 1], points[i], w, ink);
    }
  }

  /** A horizontal or vertical hairline, cheaper than `line` for ruled lines and frames. */
  rule(x0: number, y0: number, x1: number, y1: number, ink: number): void {
    const fromX = Math.max(0, Math.round(Math.min(x0, x1)));
    const toX = Math.min(this.width - 1, Math.round(Math.max(x0, x1)));
    const fromY = Math.max(0, Math.round(Math.min(y0, y1)));
    const toY = Math.min(this.height - 1, Math.round(Math.max(y0, y1)));
    for (let y = fromY; y <= toY; y++) for (let x = fromX; x <= toX; x++) this.mark(y * this.width + x, ink, 1);
  }

  /** A rectangle outline of hairlines. */
  frame(x: number, y: number, width: number, height: number, ink: number): void {
    this.rule(x, y, x + width, y, ink);
    this.rule(x, y + height, x + width, y + height, ink);
    this.rule(x, y, x, y + height, ink);
    this.rule(x + width, y, x + width, y + height, ink);
  }

  /** A soft elliptical blot: full ink in the middle, fading to nothing at the rim. */
  blot(cx: number, cy: number, rx: number, ry: number, ink: number): void {
    const minX = Math.max(0, Math.floor(cx - rx));
    const maxX = Math.min(this.width - 1, Math.ceil(cx + rx));
    const minY = Math.max(0, Math.floor(cy - ry));
    const maxY = Math.min(this.height - 1, Math.ceil(cy + ry));
    for (let y = minY; y <= maxY; y++) {
      const ny = (y + 0.5 - cy) / ry;
      for (let x = minX; x <= maxX; x++) {
        const nx = (x + 0.5 - cx) / rx;
        const d = nx * nx + ny * ny;
        if (d < 1) this.mark(y * this.width + x, ink, d < 0.35 ? 1 : (1 - d) / 0.65);
      }
    }
  }

  /** Scatters single dark or light specks: scanner noise. */
  speckle(count: number, random: () => number, ink: (roll: number) => number): void {
    for (let i = 0; i < count; i++) {
      const index = Math.floor(random() * this.data.length);
      const value = ink(random());
      if (value < this.data[index]) this.data[index] = value;
    }
  }

  /** Rows from..to (exclusive) as a new raster: one scan piece of a taller picture. */
  slice(fromY: number, toY: number): Raster {
    const piece = new Raster(this.width, toY - fromY);
    piece.data.set(this.data.subarray(fromY * this.width, toY * this.width));
    return piece;
  }

  /** Share of pixels darker than `threshold` in rows from..to, in percent with two decimals. */
  darkShare(threshold: number, fromY = 0, toY = this.height): number {
    const start = fromY * this.width;
    const end = toY * this.width;
    let dark = 0;
    for (let i = start; i < end; i++) if (this.data[i] < threshold) dark++;
    return end > start ? Math.round((dark / (end - start)) * 10000) / 100 : 0;
  }
}

/**
 * A smooth curve through the points (uniform Catmull–Rom, `steps` samples per span):
 * hand-drawn strokes bend instead of breaking at every control point.
 */
export function smoothCurve(points: readonly Point[], steps = 4): Point[] {
  if (points.length < 3) return [...points];
  const result: Point[] = [points[0]];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      result.push({
        x: 0.5 * (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3.x) * t3),
        y: 0.5 * (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3.y) * t3),
      });
    }
  }
  return result;
}
