/**
 * How reliably a paper's question groups are marked (src/domain/statistics/group-reliability.ts),
 * read while marking runs and after: per group the agreement of the blind rounds, the third-
 * marker and adjudication rates, and each marker's severity, consistency and drift through the
 * school day, with the markers whose severity leaves the band flagged.
 */
import { DEFAULT_SEVERITY_BAND_PERCENT } from '../../../domain/statistics/marker-reliability.ts';
import { groupReliability } from '../../../domain/statistics/group-reliability.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, formatSchoolTime } from '../../../domain/school-time.ts';
import { requireReliabilityReader } from '../../access/marker-reliability-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database } from '../../db/database.ts';
import { answersOfTest, groupsOfTest, marksOfTest, spotScoresOfTest } from './marker-reliability-repository.ts';

function byGroup<T extends { partitionId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.partitionId);
    if (list) list.push(row);
    else groups.set(row.partitionId, [row]);
  }
  return groups;
}

export class MarkerReliabilityService {
  constructor(
    private readonly database: Database,
    private readonly timeZone: string = DEFAULT_SCHOOL_TIME_ZONE,
  ) {}

  async ofTest(who: Principal, testId: number, bandPercent: number = DEFAULT_SEVERITY_BAND_PERCENT) {
    const read = await this.database.tx(async (db) => {
      await requireReliabilityReader(db, who, testId);
      return {
        groups: await groupsOfTest(db, testId),
        answers: byGroup(await answersOfTest(db, testId)),
        marks: byGroup(await marksOfTest(db, testId)),
        spot: byGroup(await spotScoresOfTest(db, testId)),
      };
    });
    const hourOf = (at: Date) => Number(formatSchoolTime(at, this.timeZone).slice(11, 13));
    return {
      test_id: testId,
      band_percent: bandPercent,
      time_zone: this.timeZone,
      groups: read.groups.map((group) => ({
        partition_id: group.id,
        name: group.name,
        marking_policy: group.markingPolicy,
        tolerance: group.tolerance,
        full_mark: group.fullMark,
        ...groupReliability({
          fullMark: group.fullMark,
          tolerance: group.tolerance,
          bandPercent,
          answers: read.answers.get(group.id) ?? [],
          marks: (read.marks.get(group.id) ?? []).map((m) => ({ ...m, hour: hourOf(m.finishedTime) })),
          spotChecks: read.spot.get(group.id) ?? [],
        }),
      })),
    };
  }
}
