/**
 * The question bank behind similar questions and variants (spec 001 §2.4–2.6, §7.2): its
 * question types, the grade mask, the search-keyword rule, how similarity is weighted and the
 * rules of the lists that show bank questions.
 */
import { BANK_QUESTION_TYPE_TEXTS } from '../i18n/zh-CN/domain/question-bank.ts';

export interface BankQuestionType {
  id: number;
  name: string;
  /** the paper's question type (questions.question_type) this bank type stands for */
  questionType: string;
}

export const BANK_QUESTION_TYPES: readonly BankQuestionType[] = [
  { id: 1, name: BANK_QUESTION_TYPE_TEXTS.singleChoice, questionType: 'multiple_one' },
  { id: 2, name: BANK_QUESTION_TYPE_TEXTS.multipleChoice, questionType: 'multiple_more' },
  { id: 3, name: BANK_QUESTION_TYPE_TEXTS.trueFalse, questionType: 'true_false' },
  { id: 4, name: BANK_QUESTION_TYPE_TEXTS.blankFilling, questionType: 'empty_spaces' },
  { id: 5, name: BANK_QUESTION_TYPE_TEXTS.workedAnswer, questionType: 'big_spaces' },
  { id: 6, name: BANK_QUESTION_TYPE_TEXTS.composition, questionType: 'composition' },
];

/** The bank type of a paper question type; an unknown type is filed as a worked answer. */
export function bankTypeOf(questionType: string): BankQuestionType {
  return BANK_QUESTION_TYPES.find((t) => t.questionType === questionType) ?? BANK_QUESTION_TYPES[4];
}

/** "grade_type (2 to the power of grade minus 1)" (spec 001 §7.1): one bit per grade. */
export function gradeBit(grade: number): number {
  return 2 ** (grade - 1);
}

/** "Search keyword 2 to 50 characters" (spec 001 §5, §9). */
export const KEYWORD_MIN_LENGTH = 2;
export const KEYWORD_MAX_LENGTH = 50;

/** Characters as a reader counts them (a Chinese character or an emoji is one). */
export function keywordLength(keyword: string): number {
  return [...keyword.trim()].length;
}

export function isValidKeyword(keyword: string): boolean {
  const length = keywordLength(keyword);
  return length >= KEYWORD_MIN_LENGTH && length <= KEYWORD_MAX_LENGTH;
}

/** "Similar-question and typical-paper page size 10" (spec 001 §9). */
export const SIMILAR_PAGE_SIZE = 10;
/** "variant list page size 1" (spec 001 §9): the full-screen dialog shows one variant a page. */
export const VARIANT_DIALOG_PAGE_SIZE = 1;

/**
 * How a suggested question is ranked against the original: the same question type, the share
 * of the original's knowledge tags it carries, and the trigram similarity of the texts. The
 * weights sum to 1, so a ranking score is 0 … 1.
 */
export const SIMILARITY_WEIGHTS = { type: 0.3, tags: 0.2, text: 0.5 } as const;

/** Below this text similarity a public question is not offered as a similar question of the original. */
export const PUBLIC_SIMILARITY_FLOOR = 0.1;

/** Which list a similar-question call reads (spec 001 §4 variant data sources, §7.2). */
export const VariantListSource = {
  /** the similar questions teachers set (requests say source 2) */
  setByTeachers: 2,
  /** public similar questions from the public bank */
  public: 3,
} as const;

/**
 * Where the full-screen variant dialog's data came from (spec 001 §4): 1 the platform's list of
 * set similar questions (with its pager), 2 a single variant of the question, 3 public variants.
 */
export const VariantDialogSource = { platformList: 1, single: 2, public: 3 } as const;
export type VariantDialogSource = (typeof VariantDialogSource)[keyof typeof VariantDialogSource];

/** "A similar-question item is hidden if its text or any option value is blank" (spec 001 §5). */
export function isShowableQuestion(question: { text: string; options?: readonly { value: string }[] | null }): boolean {
  if (question.text.trim() === '') return false;
  return (question.options ?? []).every((option) => option.value.trim() !== '');
}

/** "A class-level similar question has classId above 0; otherwise it is paper-level" (spec 001 §4). */
export function isClassVariant(variant: { class_id: number }): boolean {
  return variant.class_id > 0;
}

/** "a pager of up to 3 page numbers" (spec 001 §2.4, §9). */
export const VARIANT_PAGER_NUMBERS = 3;

/**
 * The page numbers the variant dialog shows (0-based indices) around the current page, at most
 * VARIANT_PAGER_NUMBERS, and whether the previous/next arrows show ("arrows shown only when the
 * total is above 3").
 */
export function variantPager(current: number, total: number): { pages: number[]; arrows: boolean } {
  const count = Math.min(VARIANT_PAGER_NUMBERS, Math.max(0, total));
  const first = Math.min(Math.max(0, current - Math.floor(VARIANT_PAGER_NUMBERS / 2)), Math.max(0, total - count));
  return { pages: Array.from({ length: count }, (_, i) => first + i), arrows: total > VARIANT_PAGER_NUMBERS };
}

/** "The variant pager ignores page values below 0 or above the total" (spec 001 §5): the page stays. */
export function movedVariantPage(current: number, requested: number, total: number): number {
  return requested < 0 || requested >= total ? current : requested;
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const CODE_WIDTH = 4;

function encodeCodePoint(codePoint: number): string {
  let code = '';
  let rest = codePoint;
  for (let i = 0; i < CODE_WIDTH; i++) {
    code = ALPHABET[rest % ALPHABET.length] + code;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return code;
}

/**
 * The text as pg_trgm should read it. A database created without a locale (C) treats
 * Chinese characters as word breaks, so trigram similarity of two Chinese texts would be 0.
 * Each letter that is not an ASCII letter or digit becomes a fixed four-character ASCII code
 * written inside its word, so trigrams cover single characters and the joins between
 * neighbours; punctuation and spaces stay word breaks. Every locale then reads the same trigrams.
 */
export function trigramTranscript(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    if (/[a-z0-9]/.test(char)) out += char;
    else if (/[\p{L}\p{N}]/u.test(char)) out += encodeCodePoint(char.codePointAt(0)!);
    else if (!out.endsWith(' ')) out += ' ';
  }
  return out.trim();
}
