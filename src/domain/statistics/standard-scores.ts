/**
 * Standardised scores and strong and weak subjects (优劣势学科). A paper total's z-score is
 * (score − mean) / SD over every student of the exam with that paper total (the population SD;
 * when everyone scored the same, SD is 0 and every z is 0). A class's z on a paper is the mean z
 * of its students with that paper total. For a student or a class, its balance is the mean of its
 * z-scores over the papers it has one on; a paper is a strength (优势) when its z is at least
 * `threshold` above the balance and a weakness (劣势) when at least `threshold` below it — so a
 * student weak everywhere still has strengths relative to themselves. With fewer than two papers
 * there is nothing to compare: no strengths or weaknesses.
 */
import { totalSums } from './psychometrics.ts';
import { SCORE_EPSILON } from './rates.ts';

export interface Standardised {
  /** students with a final score */
  n: number;
  mean: number;
  /** population standard deviation */
  sd: number;
  /** one per score; NaN where the score is NaN */
  z: Float64Array;
}

export function standardise(scores: ArrayLike<number>): Standardised {
  const { n, sum } = totalSums(scores);
  const mean = n > 0 ? sum / n : 0;
  let squares = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] === scores[i]) squares += (scores[i] - mean) ** 2;
  const sd = n > 0 ? Math.sqrt(squares / n) : 0;
  const z = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) z[i] = scores[i] !== scores[i] ? NaN : sd > SCORE_EPSILON ? (scores[i] - mean) / sd : 0;
  return { n, mean, sd, z };
}

/** The mean of the z-scores at `positions` that are known; NaN when none is. */
export function meanZ(z: ArrayLike<number>, positions: readonly number[]): number {
  let n = 0;
  let sum = 0;
  for (const p of positions) {
    if (z[p] !== z[p]) continue;
    n++;
    sum += z[p];
  }
  return n > 0 ? sum / n : NaN;
}

export interface Strengths {
  /** mean z over the papers with one; NaN when none */
  balance: number;
  /** indexes of the papers at least `threshold` above the balance */
  advantages: number[];
  /** indexes of the papers at least `threshold` below it */
  inferiorities: number[];
}

/** Strong and weak papers of one student or class from its z-score per paper (NaN: none on that paper). */
export function strengths(zByPaper: readonly number[], threshold: number): Strengths {
  const known = zByPaper.map((z, i) => [z, i] as const).filter(([z]) => z === z);
  const balance = known.length > 0 ? known.reduce((s, [z]) => s + z, 0) / known.length : NaN;
  if (known.length < 2) return { balance, advantages: [], inferiorities: [] };
  return {
    balance,
    advantages: known.filter(([z]) => z - balance >= threshold - SCORE_EPSILON).map(([, i]) => i),
    inferiorities: known.filter(([z]) => balance - z >= threshold - SCORE_EPSILON).map(([, i]) => i),
  };
}
