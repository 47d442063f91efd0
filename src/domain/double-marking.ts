/**
 * Double marking (双评) as a per-partition policy, and how the final score is found.
 *
 * - single: one marker; the final score is that mark.
 * - 1+1: two blind markers; the final score is their mean.
 * - 2+1: two blind markers; if their totals differ by more than the tolerance a third marker
 *   scores; the final score is the mean of the closest pair of totals (within tolerance when
 *   there is one — with no adjudicator in this policy the closest pair decides anyway).
 * - 2+1+1: as 2+1, but when the third mark is still out of tolerance with both, an adjudicator
 *   (judge 1) decides and the adjudicator's score is final.
 *
 * Means are taken blank by blank and rounded to each blank's step (halves upwards), and the
 * total is the sum of the final blank scores, so the total always agrees with its parts.
 */
import { normaliseScore, roundToStep, totalOf, type QuestionScore } from './scoring.ts';

export type MarkingPolicy = 'single' | '1+1' | '2+1' | '2+1+1';
export const MARKING_POLICIES: readonly MarkingPolicy[] = ['single', '1+1', '2+1', '2+1+1'];

/**
 * Whether an answer under this policy can end with an adjudicator: only 2+1+1. Under 2+1 the
 * closest pair decides even when the third mark is out of tolerance, so such a group never has
 * anything to adjudicate and is not offered for adjudication.
 */
export function endsInAdjudication(policy: MarkingPolicy): boolean {
  return policy === '2+1+1';
}

/** The policies of the groups offered for adjudication. */
export const ADJUDICATED_POLICIES: readonly MarkingPolicy[] = MARKING_POLICIES.filter(endsInAdjudication);

/** Rounds of a marking log: 1 and 2 the blind marks, 3 the third marker, 4 the adjudicator. */
export const Round = { first: 1, second: 2, third: 3, adjudication: 4 } as const;

/**
 * Spec 000: "Two marking modes exist for the same groups: ordinary marking (judge 0) and
 * adjudication (judge 1)" — the `judge` the marking calls, claims and marking logs carry.
 */
export const Judge = { ordinary: 0, adjudication: 1 } as const;
export type Judge = (typeof Judge)[keyof typeof Judge];

/** The mode a mark of this round was given in: the adjudicator's round is adjudication. */
export function judgeOfRound(round: number): Judge {
  return round === Round.adjudication ? Judge.adjudication : Judge.ordinary;
}

export interface Mark {
  round: number;
  questionScore: QuestionScore;
}

/** A blank's identity and step, to round means to what the blank allows. */
export interface BlankStep {
  showOrder: string;
  key: string;
  step: number;
}

export type Resolution =
  | { kind: 'need-marker'; round: number }
  | { kind: 'need-adjudicator' }
  | { kind: 'final'; total: number; questionScore: QuestionScore; decidedBy: number[] };

/** Marks a unit needs from ordinary markers before any disagreement is known. */
export function initialMarksNeeded(policy: MarkingPolicy): number {
  return policy === 'single' ? 1 : 2;
}

export function withinTolerance(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance + 1e-9;
}

function meanOf(marks: readonly Mark[], blanks: readonly BlankStep[]): QuestionScore {
  const result: QuestionScore = {};
  for (const { showOrder, key, step } of blanks) {
    const values = marks.map((m) => m.questionScore[showOrder]?.[key] ?? 0);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    (result[showOrder] ??= {})[key] = roundToStep(normaliseScore(mean), step);
  }
  return result;
}

function final(marks: readonly Mark[], blanks: readonly BlankStep[]): Resolution {
  const questionScore = meanOf(marks, blanks);
  return { kind: 'final', total: totalOf(questionScore), questionScore, decidedBy: marks.map((m) => m.round) };
}

/**
 * Given the marks so far (ordinary rounds and any adjudication), says what the unit needs next
 * or what its final score is.
 */
export function resolveMarks(policy: MarkingPolicy, tolerance: number, marks: readonly Mark[], blanks: readonly BlankStep[]): Resolution {
  const adjudication = marks.find((m) => m.round === Round.adjudication);
  if (adjudication) return final([adjudication], blanks);
  const ordinary = marks.filter((m) => m.round !== Round.adjudication).sort((a, b) => a.round - b.round);

  if (policy === 'single') return ordinary.length >= 1 ? final(ordinary.slice(0, 1), blanks) : { kind: 'need-marker', round: Round.first };
  if (ordinary.length < 2) return { kind: 'need-marker', round: ordinary.length + 1 };
  const [a, b] = ordinary;
  if (policy === '1+1') return final([a, b], blanks);

  const totalA = totalOf(a.questionScore);
  const totalB = totalOf(b.questionScore);
  if (withinTolerance(totalA, totalB, tolerance)) return final([a, b], blanks);
  if (ordinary.length < 3) return { kind: 'need-marker', round: Round.third };

  const c = ordinary[2];
  const totalC = totalOf(c.questionScore);
  const pairs: [Mark, Mark, number][] = [
    [a, c, Math.abs(totalA - totalC)],
    [b, c, Math.abs(totalB - totalC)],
    [a, b, Math.abs(totalA - totalB)],
  ];
  // closest pair first; between equally close pairs the higher one, in the student's favour
  const sumOf = (p: [Mark, Mark, number]) => totalOf(p[0].questionScore) + totalOf(p[1].questionScore);
  pairs.sort((p, q) => p[2] - q[2] || sumOf(q) - sumOf(p));
  const [x, y, gap] = pairs[0];
  if (gap <= tolerance + 1e-9 || policy === '2+1') return final([x, y], blanks);
  return { kind: 'need-adjudicator' };
}
