/**
 * A glyph outline as a signed distance field: for every cell of a grid laid over the glyph, how
 * far its centre lies from the outline (negative inside the ink, positive outside). Sampled
 * under any slant, turn or wobble, the field still gives smooth anti-aliased edges, and reading
 * it against a larger or smaller threshold thickens or thins the strokes — which is what lets
 * one font outline become many hands' writing. The field is built once per character.
 */

/** One drawing command of a font outline, as fontkit gives it (font units, y up). */
export interface PathCommand {
  command: string;
  args: number[];
}

export interface DistanceField {
  /** grid size in cells */
  width: number;
  height: number;
  /** font units per cell */
  cell: number;
  /** font coordinates of the grid's left edge and top edge (y up) */
  left: number;
  top: number;
  /** signed distance in cells, row by row from the top; positive outside the ink */
  data: Float32Array;
}

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Straight pieces a quadratic curve is cut into: finer than a grid cell at these sizes. */
const CURVE_STEPS = 6;
const FAR = 1e20;

/** The outline as straight edges, curves flattened, every contour closed. */
function edgesOf(commands: readonly PathCommand[]): Edge[] {
  const edges: Edge[] = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const lineTo = (toX: number, toY: number) => {
    if (toY !== y) edges.push({ x0: x, y0: y, x1: toX, y1: toY });
    x = toX;
    y = toY;
  };
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      if (x !== startX || y !== startY) lineTo(startX, startY);
      x = startX = args[0];
      y = startY = args[1];
    } else if (command === 'lineTo') {
      lineTo(args[0], args[1]);
    } else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
      const fromX = x;
      const fromY = y;
      for (let s = 1; s <= CURVE_STEPS; s++) {
        const t = s / CURVE_STEPS;
        const u = 1 - t;
        if (command === 'quadraticCurveTo') {
          lineTo(u * u * fromX + 2 * u * t * args[0] + t * t * args[2], u * u * fromY + 2 * u * t * args[1] + t * t * args[3]);
        } else {
          const a = u * u * u;
          const b = 3 * u * u * t;
          const c = 3 * u * t * t;
          const d = t * t * t;
          lineTo(a * fromX + b * args[0] + c * args[2] + d * args[4], a * fromY + b * args[1] + c * args[3] + d * args[5]);
        }
      }
    } else if (command === 'closePath') {
      lineTo(startX, startY);
    }
  }
  if (x !== startX || y !== startY) lineTo(startX, startY);
  return edges;
}

/** Which cell centres lie inside the outline (non-zero winding, as TrueType fills). */
function insideMask(edges: readonly Edge[], field: Omit<DistanceField, 'data'>): Uint8Array {
  const { width, height, cell, left, top } = field;
  const mask = new Uint8Array(width * height);
  const crossings: { x: number; winding: number }[] = [];
  for (let row = 0; row < height; row++) {
    const y = top - (row + 0.5) * cell;
    crossings.length = 0;
    for (const e of edges) {
      const up = e.y1 > e.y0;
      const low = up ? e.y0 : e.y1;
      const high = up ? e.y1 : e.y0;
      if (y < low || y >= high) continue;
      crossings.push({ x: e.x0 + ((y - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), winding: up ? 1 : -1 });
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i].winding;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil((crossings[i].x - left) / cell - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[i + 1].x - left) / cell - 0.5));
      for (let col = from; col <= to; col++) mask[row * width + col] = 1;
    }
  }
  return mask;
}

/**
 * Exact squared Euclidean distance transform in one dimension (Felzenszwalb and Huttenlocher's
 * lower envelope of parabolas), in place over `count` values `stride` apart.
 */
function transform1d(grid: Float64Array, offset: number, stride: number, count: number, f: Float64Array, v: Int32Array, z: Float64Array): void {
  for (let i = 0; i < count; i++) f[i] = grid[offset + i * stride];
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < count; q++) {
    let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < count; q++) {
    while (z[k + 1] < q) k++;
    const d = q - v[k];
    grid[offset + q * stride] = d * d + f[v[k]];
  }
}

/** Squared distance of every cell to the nearest cell where `mask` equals `target`. */
function squaredDistances(mask: Uint8Array, target: number, width: number, height: number): Float64Array {
  const grid = new Float64Array(width * height);
  for (let i = 0; i < grid.length; i++) grid[i] = mask[i] === target ? 0 : FAR;
  const longest = Math.max(width, height);
  const f = new Float64Array(longest);
  const v = new Int32Array(longest);
  const z = new Float64Array(longest + 1);
  for (let col = 0; col < width; col++) transform1d(grid, col, width, height, f, v, z);
  for (let row = 0; row < height; row++) transform1d(grid, row * width, 1, width, f, v, z);
  return grid;
}

/**
 * The distance field of an outline on a grid of `cellsPerEm` cells per em, with `margin` cells
 * of paper around the glyph's box so that thickened strokes and their soft edges still fit.
 */
export function distanceField(commands: readonly PathCommand[], unitsPerEm: number, cellsPerEm: number, margin: number): DistanceField {
  const edges = edgesOf(commands);
  const cell = unitsPerEm / cellsPerEm;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const e of edges) {
    minX = Math.min(minX, e.x0, e.x1);
    maxX = Math.max(maxX, e.x0, e.x1);
    minY = Math.min(minY, e.y0, e.y1);
    maxY = Math.max(maxY, e.y0, e.y1);
  }
  if (edges.length === 0) return { width: 0, height: 0, cell, left: 0, top: 0, data: new Float32Array(0) };
  const left = Math.floor(minX / cell - margin) * cell;
  const top = Math.ceil(maxY / cell + margin) * cell;
  const width = Math.ceil((maxX - left) / cell + margin);
  const height = Math.ceil((top - minY) / cell + margin);
  const shape = { width, height, cell, left, top };
  const mask = insideMask(edges, shape);
  const toInk = squaredDistances(mask, 1, width, height);
  const toPaper = squaredDistances(mask, 0, width, height);
  const data = new Float32Array(width * height);
  // the outline runs half a cell from the centres on either side of it
  for (let i = 0; i < data.length; i++) data[i] = mask[i] ? 0.5 - Math.sqrt(toPaper[i]) : Math.sqrt(toInk[i]) - 0.5;
  return { ...shape, data };
}
