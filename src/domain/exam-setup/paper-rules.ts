/**
 * What makes a paper's questions unusable (spec 001 §2.1 /teachers/testing_edit, 002 §7): the
 * rules a paper's questions must keep before an answer card, question groups and marking are
 * made from them. Each problem names the question (or optional group) it is about, so that a
 * refusal can tell the teacher which row to correct.
 */

/** The question types of a paper (questions.question_type). */
export const PAPER_QUESTION_TYPES = ['multiple_one', 'multiple_more', 'true_false', 'empty_spaces', 'big_spaces', 'composition', 'english_composition'] as const;
export type PaperQuestionType = (typeof PAPER_QUESTION_TYPES)[number];

/** Types scored from the answer sheet against a key rather than by a marker. */
export const OBJECTIVE_TYPES: ReadonlySet<string> = new Set(['multiple_one', 'multiple_more', 'true_false']);

/** The two options of a true/false question when the paper names none. */
export const TRUE_FALSE_OPTIONS: readonly string[] = ['T', 'F'];

/** "full marks and step (half points)": the score increments a marker may give. */
export const SCORE_STEPS: readonly number[] = [1, 0.5];

export interface PaperQuestion {
  /** 题号 as printed on the paper: "1", "13(2)" */
  label: string;
  /** the big question (大题) it belongs to */
  section: string;
  questionType: string;
  fullMark: number;
  step: number;
  /** option keys of a choice question: A, B, C, D … */
  options: string[];
  /** the answer key of an objective question: option keys */
  answer: string[];
  /** 少选 score of a multiple-choice question */
  partialScore: number | null;
  optionalGroup: number | null;
  optionalPick: number | null;
}

/**
 * A paper question as the contract carries it, in its snake_case names: a saved question has
 * every field, one being written may leave out those that have defaults.
 */
export interface PaperQuestionFields {
  label: string;
  section?: string | null;
  question_type: string;
  full_mark?: number | null;
  step?: number | null;
  options?: string[] | null;
  answer?: string[] | null;
  partial_score?: number | null;
  optional_group?: number | null;
  optional_pick?: number | null;
}

/** The domain's view of a paper question the contract carries, with the contract's defaults. */
export function paperQuestionOf(q: PaperQuestionFields): PaperQuestion {
  return {
    label: q.label,
    section: q.section ?? '',
    questionType: q.question_type,
    fullMark: q.full_mark ?? 0,
    step: q.step ?? 1,
    options: q.options ?? [],
    answer: q.answer ?? [],
    partialScore: q.partial_score ?? null,
    optionalGroup: q.optional_group ?? null,
    optionalPick: q.optional_pick ?? null,
  };
}

export type PaperProblem =
  | { kind: 'noQuestions' }
  | { kind: 'emptyLabel'; index: number }
  | { kind: 'duplicateLabel'; label: string }
  | { kind: 'markOffStep'; label: string; step: number }
  | { kind: 'noAnswer'; label: string }
  | { kind: 'answerNotOption'; label: string; option: string }
  | { kind: 'singleAnswerOnly'; label: string }
  | { kind: 'partialScore'; label: string }
  | { kind: 'optionalGroup'; group: number }
  | { kind: 'totalMismatch'; total: number; fullScore: number };

/** The options a question offers: a true/false question without its own has T and F. */
export function optionsOf(question: Pick<PaperQuestion, 'questionType' | 'options'>): string[] {
  return question.questionType === 'true_false' && question.options.length === 0 ? [...TRUE_FALSE_OPTIONS] : question.options;
}

function isOnStep(value: number, step: number): boolean {
  return Math.abs(Math.round(value / step) * step - value) < 1e-9;
}

/**
 * What the questions add up to on the paper: every ordinary question once, and of each
 * optional group only the questions a student answers (its pick × the alternatives' mark).
 */
export function paperTotal(questions: readonly PaperQuestion[]): number {
  let total = 0;
  const groups = new Map<number, PaperQuestion[]>();
  for (const q of questions) {
    if (q.optionalGroup === null) total += q.fullMark;
    else groups.set(q.optionalGroup, [...(groups.get(q.optionalGroup) ?? []), q]);
  }
  for (const members of groups.values()) total += (members[0].optionalPick ?? 0) * members[0].fullMark;
  return Math.round(total * 10) / 10;
}

/** The first problem of one question on its own (marks, step, answer key, 少选 score), or null. */
export function questionProblem(q: PaperQuestion): PaperProblem | null {
  if (!SCORE_STEPS.includes(q.step) || q.fullMark <= 0 || !isOnStep(q.fullMark, q.step)) return { kind: 'markOffStep', label: q.label, step: q.step };
  if (!OBJECTIVE_TYPES.has(q.questionType)) return q.partialScore === null ? null : { kind: 'partialScore', label: q.label };
  if (q.answer.length === 0) return { kind: 'noAnswer', label: q.label };
  const options = optionsOf(q);
  const stray = q.answer.find((key) => !options.includes(key));
  if (stray !== undefined) return { kind: 'answerNotOption', label: q.label, option: stray };
  if (q.questionType !== 'multiple_more' && q.answer.length > 1) return { kind: 'singleAnswerOnly', label: q.label };
  if (q.partialScore !== null) {
    const fits = q.questionType === 'multiple_more' && q.partialScore > 0 && q.partialScore < q.fullMark && isOnStep(q.partialScore, q.step);
    if (!fits) return { kind: 'partialScore', label: q.label };
  }
  return null;
}

/** Optional groups whose alternatives differ in mark or pick, or whose pick is not between 1 and n − 1. */
function optionalGroupProblem(questions: readonly PaperQuestion[]): PaperProblem | null {
  const groups = new Map<number, PaperQuestion[]>();
  for (const q of questions) if (q.optionalGroup !== null) groups.set(q.optionalGroup, [...(groups.get(q.optionalGroup) ?? []), q]);
  for (const [group, members] of groups) {
    const pick = members[0].optionalPick;
    const alike = members.every((m) => m.fullMark === members[0].fullMark && m.optionalPick === pick);
    if (!alike || pick === null || pick < 1 || pick >= members.length) return { kind: 'optionalGroup', group };
  }
  return null;
}

/** The first problem of a paper's questions against its full score, or null when they can be used. */
export function paperProblem(questions: readonly PaperQuestion[], fullScore: number): PaperProblem | null {
  if (questions.length === 0) return { kind: 'noQuestions' };
  const seen = new Set<string>();
  for (const [index, q] of questions.entries()) {
    const label = q.label.trim();
    if (label === '') return { kind: 'emptyLabel', index };
    if (seen.has(label)) return { kind: 'duplicateLabel', label };
    seen.add(label);
    const problem = questionProblem(q);
    if (problem) return problem;
  }
  const grouped = optionalGroupProblem(questions);
  if (grouped) return grouped;
  const total = paperTotal(questions);
  if (Math.abs(total - fullScore) > 1e-9) return { kind: 'totalMismatch', total, fullScore };
  return null;
}
