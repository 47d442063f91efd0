/**
 * A paper set from the question basket (试题篮 → 用作考试试卷, issue 20 "save it as a paper of an
 * exam"): the basket's questions in its order become the paper's questions 1 … n under their big
 * questions, with the scores the basket gave them, the bank's answer keys for the objective ones
 * and their text, explanation, difficulty and knowledge tags for the lesson and the analysis.
 */
import { OBJECTIVE_TYPES, PAPER_QUESTION_TYPES, type PaperQuestion } from './paper-rules.ts';

export interface BasketEntry {
  question: {
    questionType: string;
    options: { key: string; value: string }[];
    answer: string[];
    /** sub-questions of a material or reading question */
    children: readonly unknown[];
  };
  score: number;
  /** the big question (大题) it is put under */
  group: string;
}

/** The score step a basket score needs: whole points, or half points for a score like 2.5. */
export function stepOf(score: number): number {
  return Number.isInteger(score) ? 1 : 0.5;
}

/**
 * The paper question an entry of the basket becomes. A question with sub-questions (material,
 * reading) is answered and marked as one written answer, so it is a solution question (big_spaces)
 * with the whole score; a type a paper does not know is also written.
 */
export function paperQuestionFromBank(entry: BasketEntry, index: number): PaperQuestion {
  const { question } = entry;
  const known = (PAPER_QUESTION_TYPES as readonly string[]).includes(question.questionType);
  const questionType = question.children.length > 0 || !known ? 'big_spaces' : question.questionType;
  const objective = OBJECTIVE_TYPES.has(questionType);
  return {
    label: String(index + 1),
    section: entry.group.trim(),
    questionType,
    fullMark: entry.score,
    step: stepOf(entry.score),
    options: objective && questionType !== 'true_false' ? question.options.map((o) => o.key) : [],
    answer: objective ? question.answer : [],
    partialScore: null,
    optionalGroup: null,
    optionalPick: null,
  };
}
