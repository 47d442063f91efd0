/**
 * The objective answers of one answer sheet, read from its bubbles and scored against the key
 * (exam-setup/objective-score.ts: single choice, multiple choice with the 少选 rule, true/false).
 * A reading that is not certain is never scored by a guess: a question with a marginal bubble,
 * or a single-answer question with two or more definite marks, goes to review (spec 002 §7
 * object-abnormal) and keeps no score until a person decides what was marked.
 */
import { objectiveScore, type ObjectiveKey } from '../exam-setup/objective-score.ts';
import type { ObjectiveReading } from './marks.ts';

export interface SheetObjectiveKey extends ObjectiveKey {
  questionId: number;
  /** the question number printed on the card (qNum of the reading) */
  qNum: number;
}

export interface ScoredObjective {
  questionId: number;
  /** the options marked, keys run together ("AC"); '' when nothing was marked */
  chosen: string;
  score: number;
}

export interface ObjectiveForReview {
  questionId: number;
  qNum: number;
  /** marginal: a light or half-erased mark; multiple: two or more definite marks on a single-answer question */
  reason: 'marginal' | 'multiple';
  marked: string[];
  marginal: string[];
}

export interface SheetObjectives {
  scored: ScoredObjective[];
  review: ObjectiveForReview[];
}

/** Options are stored run together when each is one character, otherwise separated by commas. */
export function chosenText(options: readonly string[]): string {
  return options.every((option) => option.length === 1) ? options.join('') : options.join(',');
}

/**
 * Scores each keyed question from the sheet's readings. A keyed question the card does not
 * carry (no reading) is left out: it is neither scored nor sent to review.
 */
export function scoreSheetObjectives(readings: readonly ObjectiveReading[], keys: readonly SheetObjectiveKey[]): SheetObjectives {
  const byNumber = new Map(readings.map((reading) => [reading.qNum, reading]));
  const scored: ScoredObjective[] = [];
  const review: ObjectiveForReview[] = [];
  for (const key of keys) {
    const reading = byNumber.get(key.qNum);
    if (!reading) continue;
    if (reading.status === 'review' || reading.status === 'multiple') {
      review.push({ questionId: key.questionId, qNum: key.qNum, reason: reading.status === 'review' ? 'marginal' : 'multiple', marked: reading.marked, marginal: reading.marginal });
      continue;
    }
    const marked = reading.status === 'blank' ? [] : reading.marked;
    scored.push({ questionId: key.questionId, chosen: chosenText(marked), score: objectiveScore(key, marked) });
  }
  return { scored, review };
}

/** Whether two readings of a question saw the same marks: the same verdict, the same definite and the same faint options. */
function sameReading(a: ObjectiveReading | undefined, b: ObjectiveReading | undefined): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((option) => y.includes(option));
  return a !== undefined && b !== undefined && a.status === b.status && same(a.marked, b.marked) && same(a.marginal, b.marginal);
}

/**
 * The questions whose review decision still applies when a student's sheet is replaced by another
 * scanned sheet (repeat-student-question, keep the duplicate): a person decided what the replaced
 * sheet's bubbles meant, so the decision stands where the replacing sheet's bubbles read exactly
 * as the replaced one's did (the same sheet scanned twice), and nowhere else — there the new
 * sheet is scored, or sent to review, from its own bubbles.
 */
export function decisionsStillApplying(
  decided: readonly { questionId: number; qNum: number }[],
  replaced: readonly ObjectiveReading[],
  replacing: readonly ObjectiveReading[],
): number[] {
  const before = new Map(replaced.map((reading) => [reading.qNum, reading]));
  const after = new Map(replacing.map((reading) => [reading.qNum, reading]));
  return decided.filter((answer) => sameReading(before.get(answer.qNum), after.get(answer.qNum))).map((answer) => answer.questionId);
}
