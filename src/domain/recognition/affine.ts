/**
 * The mapping from the template (the card's 200 dpi pixel grid) to a scan: an affine transform
 * fitted by least squares to the anchors found, so rotation, scale, shift and the slight shear
 * of a sheet pulled askew through the feeder are all one matrix.
 *   x' = a·x + b·y + c,  y' = d·x + e·y + f
 */
export interface Point {
  x: number;
  y: number;
}

export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export function applyAffine(t: Affine, p: Point): Point {
  return { x: t.a * p.x + t.b * p.y + t.c, y: t.d * p.x + t.e * p.y + t.f };
}

/** First `inner`, then `outer`. */
export function composeAffine(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.b * inner.d,
    b: outer.a * inner.b + outer.b * inner.e,
    c: outer.a * inner.c + outer.b * inner.f + outer.c,
    d: outer.d * inner.a + outer.e * inner.d,
    e: outer.d * inner.b + outer.e * inner.e,
    f: outer.d * inner.c + outer.e * inner.f + outer.f,
  };
}

export function scaling(factor: number): Affine {
  return { a: factor, b: 0, c: 0, d: 0, e: factor, f: 0 };
}

/** The template turned by 180° within a page of this size. */
export function halfTurn(width: number, height: number): Affine {
  return { a: -1, b: 0, c: width, d: 0, e: -1, f: height };
}

/** The two scale factors of the transform: how long one template pixel is along x and along y. */
export function axisScales(t: Affine): { x: number; y: number } {
  return { x: Math.hypot(t.a, t.d), y: Math.hypot(t.b, t.e) };
}

export interface AffineFit {
  transform: Affine;
  /** root-mean-square distance between the mapped template points and the points found, in template pixels */
  residual: number;
}

/** Solves the 3×3 system m·v = r by Cramer's rule; null when the points are on one line. */
function solve3(m: number[][], r: number[]): number[] | null {
  const det = (q: number[][]) =>
    q[0][0] * (q[1][1] * q[2][2] - q[1][2] * q[2][1]) - q[0][1] * (q[1][0] * q[2][2] - q[1][2] * q[2][0]) + q[0][2] * (q[1][0] * q[2][1] - q[1][1] * q[2][0]);
  const whole = det(m);
  if (Math.abs(whole) < 1e-9) return null;
  return [0, 1, 2].map((column) => det(m.map((row, i) => row.map((value, j) => (j === column ? r[i] : value)))) / whole);
}

/**
 * The least-squares affine transform taking each `from` point to its `to` point (at least three,
 * not on one line), with the residual measured back in `from` units so a limit reads the same at
 * every scan resolution.
 */
export function fitAffine(from: readonly Point[], to: readonly Point[]): AffineFit | null {
  if (from.length < 3 || from.length !== to.length) return null;
  // normal equations: Σ [x y 1]ᵀ[x y 1] · (a b c) = Σ [x y 1]ᵀ x'
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const rx = [0, 0, 0];
  const ry = [0, 0, 0];
  from.forEach((p, i) => {
    const v = [p.x, p.y, 1];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) m[r][c] += v[r] * v[c];
      rx[r] += v[r] * to[i].x;
      ry[r] += v[r] * to[i].y;
    }
  });
  const first = solve3(m, rx);
  const second = solve3(m, ry);
  if (!first || !second) return null;
  const transform: Affine = { a: first[0], b: first[1], c: first[2], d: second[0], e: second[1], f: second[2] };
  const scales = axisScales(transform);
  const unit = (scales.x + scales.y) / 2;
  const squares = from.reduce((sum, p, i) => {
    const mapped = applyAffine(transform, p);
    return sum + (mapped.x - to[i].x) ** 2 + (mapped.y - to[i].y) ** 2;
  }, 0);
  return { transform, residual: Math.sqrt(squares / from.length) / unit };
}
