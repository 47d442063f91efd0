import { describe, expect, it } from 'vitest';
import { NumberToChineseError, NumberToChineseMessage, numberToChinese } from './number-to-chinese.ts';

describe('numberToChinese', () => {
  it.each([
    [0, '零'], [1, '一'], [9, '九'], [10, '十'], [11, '十一'], [19, '十九'], [20, '二十'], [21, '二十一'], [99, '九十九'],
    [100, '一百'], [101, '一百零一'], [110, '一百一十'], [111, '一百一十一'], [1000, '一千'], [1001, '一千零一'], [1010, '一千零一十'],
    [1100, '一千一百'], [9999, '九千九百九十九'], [10000, '一万'], [10001, '一万零一'], [10010, '一万零一十'], [10100, '一万零一百'],
    [11000, '一万一千'], [100000, '十万'], [101000, '十万一千'], [110000, '十一万'], [1000000, '一百万'], [1001000, '一百万一千'],
    [10000100, '一千万零一百'], [100000000, '一亿'], [100000001, '一亿零一'], [100001000, '一亿零一千'], [101000000, '一亿零一百万'],
    [110000000, '一亿一千万'], [1000000000, '十亿'], [1000100010, '十亿零一十万零一十'], [123456789012, '一千二百三十四亿五千六百七十八万九千零一十二'],
    [999999999999, '九千九百九十九亿九千九百九十九万九千九百九十九'],
  ])('%i → %s', (value, expected) => {
    expect(numberToChinese(value)).toBe(expected);
  });

  it.each([1e12, 1234567890123, Number.MAX_SAFE_INTEGER, Infinity])('refuses %d: more than 12 digits', (value) => {
    expect(() => numberToChinese(value)).toThrow(NumberToChineseError);
    expect(() => numberToChinese(value)).toThrow(NumberToChineseMessage.tooBig);
    expect(NumberToChineseMessage.tooBig).toBe('数字太大');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d: not a whole number', (value) => {
    try {
      numberToChinese(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NumberToChineseError);
      expect((error as NumberToChineseError).reason).toBe('notAWholeNumber');
    }
  });
});
