/** Mastery of a question by its score rate (spec 001 §4 question card colours, §9). */

/** "rate above 80 outstanding" */
export const OUTSTANDING_ABOVE = 80;
/** "below 60 not passed" */
export const NOT_PASSED_BELOW = 60;

export type Mastery = 'no_passed' | 'passed' | 'outstanding';
export const MASTERY_ORDER: readonly Mastery[] = ['no_passed', 'passed', 'outstanding'];

/** Well mastered above 80, poorly mastered below 60, otherwise needs consolidation. */
export function masteryOf(scoreRate: number): Mastery {
  if (scoreRate > OUTSTANDING_ABOVE) return 'outstanding';
  if (scoreRate < NOT_PASSED_BELOW) return 'no_passed';
  return 'passed';
}

export interface MasteryGroup<Q> {
  label: string;
  questions: Q[];
}

/** The three groups of the question-order list under their labels, each keeping the questions' order. */
export function masteryGroups<Q extends { rate: number }>(questions: readonly Q[], labels: Readonly<Record<Mastery, string>>): Record<Mastery, MasteryGroup<Q>> {
  const groups = Object.fromEntries(MASTERY_ORDER.map((m) => [m, { label: labels[m], questions: [] as Q[] }])) as Record<Mastery, MasteryGroup<Q>>;
  for (const q of questions) groups[masteryOf(q.rate)].questions.push(q);
  return groups;
}
