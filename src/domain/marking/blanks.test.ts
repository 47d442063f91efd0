import { describe, expect, it } from 'vitest';
import { blanksOf, isRegionMode } from './blanks.ts';

describe('the blanks of a group', () => {
  it('are listed in question order with their rectangles', () => {
    const blanks = blanksOf([
      { show_order: 12, label: '12', emptys: [{ key: '1', label: '(1)', full_mark: 5, step: 0.5, x: 0, y: 0, width: 800, height: 110 }, { key: '2', label: '(2)', full_mark: 5, step: 0.5 }] },
      { show_order: 11, label: '11', emptys: [{ key: '1', label: '11', full_mark: 2, step: 1, x: 5, y: 6, width: 7, height: 8 }] },
    ]);
    expect(blanks.map((b) => [b.id, b.label])).toEqual([['11:1', '11'], ['12:1', '12(1)'], ['12:2', '12(2)']]);
    expect(blanks[0].rect).toEqual({ x: 5, y: 6, width: 7, height: 8 });
    expect(blanks[2].rect).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });

  it('are marked by region for test_correct_type 1 or an unknown group, else by blank', () => {
    expect(isRegionMode({ test_correct_type: 1 })).toBe(true);
    expect(isRegionMode(undefined)).toBe(true);
    expect(isRegionMode({ test_correct_type: 2 })).toBe(false);
  });
});
