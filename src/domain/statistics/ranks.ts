/**
 * Ranks of totals and how they changed between two exams (进退步). Ranks are competition ranks
 * (1224): equal totals share a rank and the next rank skips, as the student list ranks them.
 * A total that is not final (NaN) has no rank (0). A rank change is previous rank − rank, so a
 * positive change is a rise; it is only defined for a student ranked in both exams.
 */
import { SCORE_EPSILON } from './rates.ts';

/** The competition rank of each total among the final ones; 0 where the total is NaN. */
export function competitionRanks(totals: ArrayLike<number>): Int32Array {
  const order: number[] = [];
  for (let i = 0; i < totals.length; i++) if (totals[i] === totals[i]) order.push(i);
  order.sort((a, b) => totals[b] - totals[a]);
  const ranks = new Int32Array(totals.length);
  order.forEach((at, k) => {
    const tied = k > 0 && Math.abs(totals[order[k - 1]] - totals[at]) <= SCORE_EPSILON;
    ranks[at] = tied ? ranks[order[k - 1]] : k + 1;
  });
  return ranks;
}

export type RankTrend = 'rise' | 'fall' | 'same';

/** Previous rank − rank (positive: rose), or null when the student is not ranked in both. */
export function rankChange(previousRank: number, rank: number): number | null {
  return previousRank > 0 && rank > 0 ? previousRank - rank : null;
}

export function rankTrend(change: number): RankTrend {
  return change > 0 ? 'rise' : change < 0 ? 'fall' : 'same';
}
