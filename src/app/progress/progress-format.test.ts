import { describe, expect, it } from 'vitest';
import { percentOf, rateText, teacherName } from './progress-format.ts';

describe('progress figures', () => {
  it('writes rates with two decimals', () => {
    expect(rateText(42.857)).toBe('42.86%');
    expect(rateText(100)).toBe('100.00%');
  });

  it('names a teacher by user name with the real name in brackets when there is one', () => {
    expect(teacherName({ user_name: 'marker01', real_name: '孙阳志' })).toBe('marker01（孙阳志）');
    expect(teacherName({ user_name: 'marker02', real_name: '' })).toBe('marker02');
  });

  it('fills a bar to at most 100 %, and not at all without work', () => {
    expect(percentOf(3, 7)).toBe(42.86);
    expect(percentOf(9, 8)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
