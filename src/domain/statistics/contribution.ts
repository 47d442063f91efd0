/**
 * Target contribution: of all students who reached a target line (a share of the full mark),
 * which part each group (class) supplied. A group whose contribution is above its share of
 * the students lifts the whole; `gain` is the difference in percentage points.
 */
import { RATE_DECIMALS, percent, roundTo } from './rates.ts';
import { potentialCounts } from './potential.ts';

/** The target line when the caller names none: the excellent line, 85 % of the full mark. */
export const DEFAULT_TARGET_PERCENT = 85;

export interface ContributionGroup {
  /** paper totals of the group's students, NaN when incomplete */
  totals: ArrayLike<number>;
}

export interface Contribution {
  student_count: number;
  reached_count: number;
  /** reached_count / student_count, % */
  reached_rate: number;
  /** this group's share of everyone who reached the line, % */
  contribution_rate: number;
  /** this group's share of all students, % */
  student_share: number;
  /** contribution_rate − student_share, percentage points */
  gain: number;
}

/** `everyone` is the population the shares are taken of; the groups are parts of it. */
export function contributions(groups: readonly ContributionGroup[], everyone: ArrayLike<number>, fullMark: number, percentOfFull: number = DEFAULT_TARGET_PERCENT): Contribution[] {
  // the potential students of potentialCounts are not wanted here: no margin
  const count = (totals: ArrayLike<number>) => {
    const counted = potentialCounts(totals, fullMark, percentOfFull, 0);
    return { students: counted.student_count, reached: counted.reached_count };
  };
  const all = count(everyone);
  return groups.map((group) => {
    const { students, reached } = count(group.totals);
    const contribution = percent(reached, all.reached);
    const share = percent(students, all.students);
    return {
      student_count: students,
      reached_count: reached,
      reached_rate: percent(reached, students),
      contribution_rate: contribution,
      student_share: share,
      gain: roundTo(contribution - share, RATE_DECIMALS),
    };
  });
}
