/**
 * Ranks of students by their totals, as schools write them: competition ranking — equal totals
 * share a rank and the next rank skips ("1, 2, 2, 4") — highest total first. Only students
 * whose total is known take part; the others have no rank.
 */

export interface Ranked<K> {
  key: K;
  /** the total ranked on; null when it is not known (not completely marked) */
  total: number | null;
}

/** Totals agree when equal to the hundredth: sums of half points carry no finer difference. */
const TOTAL_DECIMALS = 2;

const comparable = (total: number) => Math.round(total * 10 ** TOTAL_DECIMALS);

/** Every key with a known total and its rank among them. */
export function competitionRanks<K>(entries: Iterable<Ranked<K>>): Map<K, number> {
  const known = [...entries].filter((e): e is { key: K; total: number } => e.total !== null && Number.isFinite(e.total));
  known.sort((a, b) => b.total - a.total);
  const ranks = new Map<K, number>();
  known.forEach((entry, i) => {
    const tied = i > 0 && comparable(known[i - 1].total) === comparable(entry.total);
    ranks.set(entry.key, tied ? ranks.get(known[i - 1].key)! : i + 1);
  });
  return ranks;
}

/** The rank of each key within its group (a class), by the same rule. */
export function ranksWithinGroups<K, G>(entries: Iterable<Ranked<K> & { group: G }>): Map<K, number> {
  const groups = new Map<G, Ranked<K>[]>();
  for (const entry of entries) {
    const members = groups.get(entry.group) ?? [];
    members.push(entry);
    groups.set(entry.group, members);
  }
  const ranks = new Map<K, number>();
  for (const members of groups.values()) for (const [key, rank] of competitionRanks(members)) ranks.set(key, rank);
  return ranks;
}
