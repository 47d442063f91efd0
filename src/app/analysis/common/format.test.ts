import { describe, expect, it } from 'vitest';
import { formatCoefficient, formatRate, formatScore } from './format.ts';

describe('figure formats', () => {
  it('writes rates with two decimals and scores without trailing zeros', () => {
    expect(formatRate(85)).toBe('85.00%');
    expect(formatRate(null)).toBe('—');
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(10 / 3)).toBe('3.33');
    expect(formatCoefficient(0.8123)).toBe('0.81');
    expect(formatCoefficient(null)).toBe('—');
  });
});
