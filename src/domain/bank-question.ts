/**
 * Rules of the school's question bank (issue 20; spec 001 §3 question fields, spec 002 §9
 * difficulty labels and open scope): what a difficulty 1–9 is called, who a question is open
 * to, and what makes a written or imported question whole enough to save.
 */
import { BANK_QUESTION_TYPES } from './question-bank.ts';
import { BANK_QUESTION_PROBLEMS } from '../i18n/zh-CN/domain/bank-question.ts';

/**
 * "Difficulty labels 1 to 9 grouped as easy, fairly easy, medium, fairly hard, hard" (spec 002
 * §9): 1–2 easy, 3–4 fairly easy, 5 medium, 6–7 fairly hard, 8–9 hard. Levels are 1 … 5.
 */
const LEVEL_OF_DIFFICULTY = [1, 1, 2, 2, 3, 4, 4, 5, 5] as const;
export const DIFFICULTY_LEVELS = 5;

export function difficultyLevel(difficulty: number): number {
  return LEVEL_OF_DIFFICULTY[Math.min(9, Math.max(1, Math.round(difficulty))) - 1];
}

/** The difficulties 1–9 that a level 1–5 groups. */
export function difficultiesOfLevel(level: number): number[] {
  return LEVEL_OF_DIFFICULTY.flatMap((l, i) => (l === level ? [i + 1] : []));
}

/** "Open scope: 0 everyone, 1 named schools, 2 named campuses, 3 not open" (spec 002 §9). */
export const OpenType = { everyone: 0, schools: 1, campuses: 2, notOpen: 3 } as const;
export type OpenType = (typeof OpenType)[keyof typeof OpenType];

export interface BankOption {
  key: string;
  value: string;
}

export interface BankQuestionPart {
  text: string;
  options: BankOption[];
  answer: string[];
  jieda: string;
}

export interface BankQuestionDraft extends BankQuestionPart {
  typeId: number;
  children: BankQuestionPart[];
}

/** Whether markup shows anything: text other than tags and spaces, or a picture. */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/** An imported question at least this similar in text (pg_trgm, 0 … 1) to a bank question is offered for merging. */
export const DUPLICATE_SIMILARITY = 0.6;

const TRUE_FALSE_KEYS = ['T', 'F'];

/** What is wrong with a question a teacher wants to save, or undefined when it may be saved. */
export function bankQuestionProblem(question: BankQuestionDraft): string | undefined {
  if (!hasContent(question.text)) return BANK_QUESTION_PROBLEMS.blankText;
  const blankPart = question.children.findIndex((part) => !hasContent(part.text));
  if (blankPart >= 0) return BANK_QUESTION_PROBLEMS.blankPart(blankPart + 1);
  const type = BANK_QUESTION_TYPES.find((t) => t.id === question.typeId);
  if (type?.questionType === 'true_false') {
    if (question.answer.length !== 1 || !TRUE_FALSE_KEYS.includes(question.answer[0])) return BANK_QUESTION_PROBLEMS.trueFalseAnswer;
    return undefined;
  }
  if (type?.questionType !== 'multiple_one' && type?.questionType !== 'multiple_more') return undefined;
  if (question.options.length < 2) return BANK_QUESTION_PROBLEMS.tooFewOptions;
  const keys = question.options.map((o) => o.key);
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (repeated) return BANK_QUESTION_PROBLEMS.repeatedOption(repeated);
  if (question.answer.length === 0) return BANK_QUESTION_PROBLEMS.noAnswer;
  const stray = question.answer.find((key) => !keys.includes(key));
  if (stray) return BANK_QUESTION_PROBLEMS.answerNotAnOption(stray);
  if (type.questionType === 'multiple_one' && question.answer.length !== 1) return BANK_QUESTION_PROBLEMS.singleAnswerOnly;
  return undefined;
}
