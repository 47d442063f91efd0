import { describe, expect, it } from 'vitest';
import { distanceField, type PathCommand } from './distance-field.ts';

/** A square ring: an outer contour and a hole wound the other way, as fonts draw 口. */
const ring: PathCommand[] = [
  { command: 'moveTo', args: [100, 100] },
  { command: 'lineTo', args: [900, 100] },
  { command: 'lineTo', args: [900, 900] },
  { command: 'lineTo', args: [100, 900] },
  { command: 'closePath', args: [] },
  { command: 'moveTo', args: [300, 300] },
  { command: 'lineTo', args: [300, 700] },
  { command: 'lineTo', args: [700, 700] },
  { command: 'lineTo', args: [700, 300] },
  { command: 'closePath', args: [] },
];

describe('a glyph distance field', () => {
  const field = distanceField(ring, 1000, 50, 3); // 20 font units a cell
  const at = (x: number, y: number) => {
    const col = Math.floor((x - field.left) / field.cell);
    const row = Math.floor((field.top - y) / field.cell);
    return field.data[row * field.width + col];
  };

  it('covers the outline with its margin', () => {
    expect(field.left).toBeLessThanOrEqual(100 - 3 * field.cell);
    expect(field.top).toBeGreaterThanOrEqual(900 + 3 * field.cell);
    expect(field.data).toHaveLength(field.width * field.height);
  });

  it('is negative in the ink, positive on the paper and in the hole, and measures the distance in cells', () => {
    expect(at(200, 500)).toBeCloseTo(-4.5, 0); // in the ring's wall, 100 units (5 cells) from either edge
    expect(at(500, 500)).toBeCloseTo(9.5, 0); // middle of the hole, 200 units from the wall
    expect(at(50, 500)).toBeGreaterThan(0);
    expect(at(50, 500)).toBeLessThan(3);
    // a curve is flattened and filled too
    const round = distanceField([{ command: 'moveTo', args: [0, 500] }, { command: 'quadraticCurveTo', args: [500, 1500, 1000, 500] }, { command: 'closePath', args: [] }], 1000, 50, 2);
    expect(Math.min(...round.data)).toBeLessThan(-5);
  });
});
