/**
 * Chinese numerals, as src/domain/number-to-chinese.ts writes question numbers on an answer
 * sheet (一、二、…、十一、…、一百零一), and what the converter says when it refuses a number.
 */

/** 零 to 九, by digit */
export const DIGIT_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
/** units inside a group of four digits: ones, tens, hundreds, thousands */
export const PLACE_UNIT_NUMERALS = ['', '十', '百', '千'] as const;
/** units of the four-digit groups: ones, 万 (10⁴), 亿 (10⁸) — enough for 12 digits */
export const GROUP_UNIT_NUMERALS = ['', '万', '亿'] as const;

/** what may follow a big question's own number in its title ("二、解答题", "2. 解答题") */
export const SECTION_NUMBER_SEPARATORS = ['、', '.', '．', ' '] as const;

export const NUMBER_TO_CHINESE_TEXTS = {
  tooBig: '数字太大',
  notAWholeNumber: '只能转换非负整数',
} as const;
