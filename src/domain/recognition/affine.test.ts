import { describe, expect, it } from 'vitest';
import { applyAffine, composeAffine, fitAffine, halfTurn, type Affine } from './affine.ts';

const corners = [
  { x: 51, y: 90 },
  { x: 3255, y: 90 },
  { x: 51, y: 2240 },
  { x: 3255, y: 2240 },
];

function rotation(degrees: number, scale: number, dx: number, dy: number): Affine {
  const r = (degrees * Math.PI) / 180;
  return { a: scale * Math.cos(r), b: -scale * Math.sin(r), c: dx, d: scale * Math.sin(r), e: scale * Math.cos(r), f: dy };
}

describe('fitAffine', () => {
  it('recovers a rotation, scale and shift from four anchors with no misfit', () => {
    const truth = rotation(2.5, 0.74, 31, -12);
    const fit = fitAffine(corners, corners.map((p) => applyAffine(truth, p)));
    expect(fit).not.toBeNull();
    expect(fit!.residual).toBeLessThan(1e-6);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f'] as const) expect(fit!.transform[key]).toBeCloseTo(truth[key], 6);
  });

  it('fits three anchors exactly and refuses fewer or points on one line', () => {
    const truth = rotation(-3, 1.5, 5, 9);
    const three = corners.slice(0, 3);
    expect(fitAffine(three, three.map((p) => applyAffine(truth, p)))!.residual).toBeLessThan(1e-6);
    expect(fitAffine(corners.slice(0, 2), corners.slice(0, 2))).toBeNull();
    const line = [0, 1, 2].map((i) => ({ x: i * 10, y: i * 10 }));
    expect(fitAffine(line, line)).toBeNull();
  });

  it('reports a misplaced anchor as a misfit in template pixels whatever the scan scale', () => {
    for (const scale of [0.75, 1, 1.5]) {
      const truth = rotation(1, scale, 0, 0);
      const found = corners.map((p) => applyAffine(truth, p));
      // the bottom-right anchor found 40 template pixels (5 mm) away from where it is printed
      found[3] = applyAffine(truth, { x: corners[3].x + 40, y: corners[3].y });
      // four corners of a rectangle: the fit absorbs three quarters, each anchor keeps a quarter (10 px)
      expect(fitAffine(corners, found)!.residual).toBeCloseTo(10, 1);
    }
  });

  it('composes a half turn that maps the page onto itself', () => {
    const turned = composeAffine(rotation(0, 1, 0, 0), halfTurn(100, 50));
    expect(applyAffine(turned, { x: 10, y: 5 })).toEqual({ x: 90, y: 45 });
    expect(applyAffine(composeAffine(halfTurn(100, 50), halfTurn(100, 50)), { x: 10, y: 5 })).toEqual({ x: 10, y: 5 });
  });
});
