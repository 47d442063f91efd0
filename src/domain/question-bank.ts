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

/**
 * How a letter is written in a transcript. Every letter or digit of the text, Chinese or Latin,
 * becomes one code: a digit that starts it, then ASCII letters. Digits 0–8 start a code of three
 * letters more (9 × 26³ = 158 184 codes, for code points below that: every Chinese character of
 * the basic block, of extension A and most of B, Latin, Greek, full-width forms …); 9 starts a code of five
 * letters more for the code points above. The code point is first scattered over the 158 184
 * codes (multiplied by SCATTER, which shares no factor with that count), so that neighbouring
 * characters, such as those of one radical, share no trigram.
 *
 * Why so: a code starts exactly where a digit is, so the transcript of a keyword is found in a
 * transcript only where the keyword's letters are (no match across two characters' codes, no
 * Latin word read inside a Chinese character's code); and the trigrams of a code — its digit
 * and first two letters, its last three letters — name its character almost alone, so that the
 * trigram index finds a rare character among few questions.
 */
const SHORT_LEADS = 9;
const LETTERS = 26;
const SHORT_CODES = SHORT_LEADS * LETTERS ** 3;
const SCATTER = 7919;
const LONG_LEAD = '9';

function letters(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i++) {
    out = String.fromCharCode(97 + (rest % LETTERS)) + out;
    rest = Math.floor(rest / LETTERS);
  }
  return out;
}

/** One letter's code in a transcript, as encodeCodePoint writes it. */
export const TRANSCRIPT_CODE = /[0-8][a-z]{3}|9[a-z]{5}/g;

function encodeCodePoint(codePoint: number): string {
  if (codePoint >= SHORT_CODES) return LONG_LEAD + letters(codePoint - SHORT_CODES, 5);
  const scattered = (codePoint * SCATTER) % SHORT_CODES;
  return String(scattered % SHORT_LEADS) + letters(Math.floor(scattered / SHORT_LEADS), 3);
}

/**
 * Which transcript rows hold: raised whenever trigramTranscript changes, so that the server
 * writes the stored transcripts again when it starts (bank-transcripts.ts).
 */
export const TRANSCRIPT_VERSION = 1;

/**
 * The text as pg_trgm should read it. A database created without a locale (C) treats
 * Chinese characters as word breaks, so trigram similarity of two Chinese texts would be 0.
 * Each letter or digit (after NFKC and lower case) becomes its code of ASCII letters and digits
 * (encodeCodePoint) written inside its word; punctuation and spaces stay word breaks, one space
 * for a run of them. Every locale then reads the same trigrams, and the transcript of a keyword
 * is contained in a text's transcript exactly when the keyword's letters are in the text
 * (punctuation and spaces read as one break).
 */
export function trigramTranscript(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(char)) out += encodeCodePoint(char.codePointAt(0)!);
    else if (out !== '' && !out.endsWith(' ')) out += ' ';
  }
  return out.trimEnd();
}
