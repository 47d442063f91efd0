/**
 * How far each marker's marks lie from a leader's scores in a spot check (spec 001 §7.5
 * partition-spot-check): over the papers the leader scored that the marker marked, the mean of
 * (marker's score − leader's score) — positive when the marker scores higher — and the mean of
 * its absolute value. Papers the leader has not scored yet count for nobody.
 */

/** The most papers one spot check draws (the contract's bound on count). */
export const SPOT_CHECK_MAX_PAPERS = 50;

export interface LeaderScore {
  studentId: number;
  leaderScore: number | null;
}

export interface MarkerMark {
  studentId: number;
  userId: number;
  realName: string;
  totalScore: number;
}

export interface MarkerDeviation {
  userId: number;
  realName: string;
  count: number;
  meanDifference: number;
  meanAbsoluteDifference: number;
}

/** Each marker's deviation from the leader, in the order markers first appear among the marks. */
export function markerDeviations(papers: readonly LeaderScore[], marks: readonly MarkerMark[]): MarkerDeviation[] {
  const leader = new Map<number, number>();
  for (const p of papers) if (p.leaderScore !== null) leader.set(p.studentId, p.leaderScore);
  const sums = new Map<number, { realName: string; count: number; signed: number; absolute: number }>();
  for (const m of marks) {
    const reference = leader.get(m.studentId);
    if (reference === undefined) continue;
    const difference = m.totalScore - reference;
    const sum = sums.get(m.userId) ?? { realName: m.realName, count: 0, signed: 0, absolute: 0 };
    sum.count += 1;
    sum.signed += difference;
    sum.absolute += Math.abs(difference);
    sums.set(m.userId, sum);
  }
  return [...sums].map(([userId, s]) => ({
    userId,
    realName: s.realName,
    count: s.count,
    meanDifference: s.signed / s.count,
    meanAbsoluteDifference: s.absolute / s.count,
  }));
}
