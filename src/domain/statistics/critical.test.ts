import { describe, expect, it } from 'vitest';
import { criticalOf } from './critical.ts';

describe('critical students of a line', () => {
  // a 600-point total, the good line at 70 % = 420 points, the margin 5 % = 30 points: 390 ≤ s < 450
  it('finds a score within the margin on either side of the line', () => {
    expect(criticalOf(390, 600, 70, 5)).toEqual({ side: 'below', distance: -30 });
    expect(criticalOf(419.5, 600, 70, 5)).toEqual({ side: 'below', distance: -0.5 });
    expect(criticalOf(420, 600, 70, 5)).toEqual({ side: 'above', distance: 0 });
    expect(criticalOf(449.5, 600, 70, 5)).toEqual({ side: 'above', distance: 29.5 });
  });

  it('leaves out scores at the margin above, beyond it below, not final, and everyone with no margin', () => {
    expect(criticalOf(450, 600, 70, 5)).toBeNull();
    expect(criticalOf(389.5, 600, 70, 5)).toBeNull();
    expect(criticalOf(NaN, 600, 70, 5)).toBeNull();
    expect(criticalOf(420, 600, 70, 0)).toBeNull();
  });

  it('uses the exact line: 85 % of 115 is 97.75', () => {
    // margin 1 % of 115 = 1.15: 96.6 ≤ s < 98.9
    expect(criticalOf(97.5, 115, 85, 1)).toEqual({ side: 'below', distance: -0.25 });
    expect(criticalOf(98.5, 115, 85, 1)).toEqual({ side: 'above', distance: 0.75 });
    expect(criticalOf(96.5, 115, 85, 1)).toBeNull();
  });
});
