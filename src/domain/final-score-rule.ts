/**
 * How a final score was decided — the rule a marker or an administrator reads next to the
 * rounds of one answer (spec 000 §2: the marking record and the adjudication history).
 *
 * The rule is named from the rounds given so far (their totals) and the group's double-marking
 * policy, by the very resolution the server applies when a mark comes in (resolveMarks of
 * double-marking.ts), so what the screen says is what happened:
 * - single: one marker, whose mark is final;
 * - mean-of-two: 1+1, the mean of the two blind marks (no tolerance);
 * - agreed: 2+1 / 2+1+1, the two blind marks lie within the tolerance, their mean is final;
 * - third-marker: the blind marks were too far apart, the third mark came within the tolerance of
 *   one of them, and the mean of that closest pair is final;
 * - closest-pair: 2+1 only, the third mark is still out of tolerance with both; with no
 *   adjudicator in that policy the mean of the closest pair is final anyway;
 * - adjudicator: 2+1+1, no two of the three marks agree, the adjudicator's score is final;
 * and, while no final score exists, what the answer waits for: the next blind mark, a third
 * marker, or the adjudicator.
 */
import { resolveMarks, Round, withinTolerance, type MarkingPolicy } from './double-marking.ts';

export type FinalScoreRule =
  | 'single'
  | 'mean-of-two'
  | 'agreed'
  | 'third-marker'
  | 'closest-pair'
  | 'adjudicator'
  | 'awaiting-marker'
  | 'awaiting-third-marker'
  | 'awaiting-adjudicator';

export const FINAL_SCORE_RULES: readonly FinalScoreRule[] = [
  'single',
  'mean-of-two',
  'agreed',
  'third-marker',
  'closest-pair',
  'adjudicator',
  'awaiting-marker',
  'awaiting-third-marker',
  'awaiting-adjudicator',
];

/** One round of an answer: 1 and 2 the blind marks, 3 the third marker, 4 the adjudicator. */
export interface RoundScore {
  round: number;
  total: number;
}

export interface FinalScoreDecision {
  rule: FinalScoreRule;
  /** the rounds whose scores make the final score (empty while it waits) */
  rounds: number[];
}

/** The rule that produced (or will produce) the final score of an answer with these rounds. */
export function finalScoreRule(policy: MarkingPolicy, tolerance: number, given: readonly RoundScore[]): FinalScoreDecision {
  // which marks count depends on their totals alone: each round enters as a one-blank score
  const marks = given.map((r) => ({ round: r.round, questionScore: { total: { total: r.total } } }));
  const resolution = resolveMarks(policy, tolerance, marks, []);
  if (resolution.kind === 'need-adjudicator') return { rule: 'awaiting-adjudicator', rounds: [] };
  if (resolution.kind === 'need-marker') return { rule: resolution.round === Round.third ? 'awaiting-third-marker' : 'awaiting-marker', rounds: [] };
  const rounds = [...resolution.decidedBy].sort((a, b) => a - b);
  if (rounds.includes(Round.adjudication)) return { rule: 'adjudicator', rounds };
  if (policy === 'single') return { rule: 'single', rounds };
  if (policy === '1+1') return { rule: 'mean-of-two', rounds };
  if (!rounds.includes(Round.third)) {
    // the blind pair decides when they agree; after a third mark only when it is still the closest
    const thirdGiven = given.some((r) => r.round === Round.third);
    return { rule: thirdGiven ? 'closest-pair' : 'agreed', rounds };
  }
  const [a, b] = rounds.map((round) => given.find((r) => r.round === round)!.total);
  return { rule: withinTolerance(a, b, tolerance) ? 'third-marker' : 'closest-pair', rounds };
}

/** Rounds as a marker or a judge sees them: the scores, in round order, never who gave them. */
export function roundScores(marks: readonly { round: number; totalScore: number }[]): RoundScore[] {
  return marks.map((m) => ({ round: m.round, total: m.totalScore })).sort((a, b) => a.round - b.round);
}
