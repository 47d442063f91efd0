/**
 * Whole numbers written in Chinese numerals, as question numbers appear on an answer sheet
 * (一、二、…、十一、…、一百零一). Spec 002 §5/§9: the converter takes at most 12 digits and fails with
 * "too big" beyond that.
 */
import {
  DIGIT_NUMERALS as DIGITS,
  GROUP_UNIT_NUMERALS as GROUP_UNITS,
  NUMBER_TO_CHINESE_TEXTS,
  PLACE_UNIT_NUMERALS as PLACE_UNITS,
} from '../i18n/zh-CN/domain/numerals.ts';

/** "Numeral converter limit 12 digits." */
export const NUMBER_TO_CHINESE_MAX_DIGITS = 12;
const LIMIT = 10 ** NUMBER_TO_CHINESE_MAX_DIGITS;

export const NumberToChineseMessage = NUMBER_TO_CHINESE_TEXTS;
export type NumberToChineseFailure = keyof typeof NumberToChineseMessage;

export class NumberToChineseError extends Error {
  override name = 'NumberToChineseError';
  constructor(readonly reason: NumberToChineseFailure) {
    super(NumberToChineseMessage[reason]);
  }
}

const GROUP_SIZE = 10_000;

/** A group of four digits (1–9999) without its group unit; inner runs of zeros read as one 零. */
function groupToChinese(group: number): string {
  let text = '';
  let zeroPending = false;
  for (let place = PLACE_UNITS.length - 1; place >= 0; place--) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (zeroPending) text += DIGITS[0];
    zeroPending = false;
    text += DIGITS[digit] + PLACE_UNITS[place];
  }
  return text;
}

/**
 * Converts a whole number from 0 to 999 999 999 999. Throws a {@link NumberToChineseError}
 * ("数字太大") for more than 12 digits, and for negative or fractional input.
 */
export function numberToChinese(value: number): string {
  if (!Number.isInteger(value) || value < 0) {
    // an integer too large for exact arithmetic is still "too big", not malformed
    throw new NumberToChineseError(value >= LIMIT ? 'tooBig' : 'notAWholeNumber');
  }
  if (value >= LIMIT) throw new NumberToChineseError('tooBig');
  if (value === 0) return DIGITS[0];

  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / GROUP_SIZE)) groups.push(rest % GROUP_SIZE);

  let text = '';
  let zeroPending = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i];
    if (group === 0) {
      zeroPending = text !== '';
      continue;
    }
    // a gap before this group (a whole zero group, or fewer than four digits in it) reads as 零
    if (text !== '' && (zeroPending || group < GROUP_SIZE / 10)) text += DIGITS[0];
    zeroPending = false;
    text += groupToChinese(group) + GROUP_UNITS[i];
  }
  // 10–19 at the head of a number are said 十…, not 一十…
  return text.startsWith(DIGITS[1] + PLACE_UNITS[1]) ? text.slice(1) : text;
}
