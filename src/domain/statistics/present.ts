/**
 * Score columns are number arrays with NaN where a student has no final score (absent, or not
 * marked yet). These visit only the positions that have one, so that every figure skips missing
 * scores the same way.
 */

/** Calls `visit` with each score that is present, in order. */
export function eachPresent(values: ArrayLike<number>, visit: (value: number) => void): void {
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === value) visit(value);
  }
}

/** Calls `visit` with each pair of scores at one position where both are present, in order. */
export function eachPresentPair(xs: ArrayLike<number>, ys: ArrayLike<number>, visit: (x: number, y: number) => void): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const y = ys[i];
    if (x === x && y === y) visit(x, y);
  }
}
