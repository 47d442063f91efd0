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
