/**
 * Live progress with speed (spec 001 §7.5 test-partition): per question group of a paper and
 * per marker the marks given, the marks per hour over the last SPEED_WINDOW_MINUTES and, for a
 * group, when it will be finished at that speed. For the paper's administrators and the teachers
 * who mark or judge in it, as the other figures about its markers.
 */
import { finishEstimate, perHour, SPEED_WINDOW_MINUTES } from '../../../domain/marking-speed.ts';
import { requireMarkingFollower } from '../../access/marking-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database } from '../../db/database.ts';
import { groupSpeeds, markerSpeeds } from './speed-repository.ts';

export class MarkingSpeed {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async ofTest(who: Principal, testId: number) {
    return this.database.run(async (db) => {
      await requireMarkingFollower(db, who, testId);
      const now = this.clock();
      const groups = await groupSpeeds(db, testId);
      const markers = await markerSpeeds(db, testId);
      return {
        measured_at: now.toISOString(),
        window_minutes: SPEED_WINDOW_MINUTES,
        groups: groups.map((g) => {
          const speed = perHour(g.recent);
          const estimate = finishEstimate(g.marksLeft + g.adjudicationsLeft, speed, now);
          return {
            partition_id: g.partitionId,
            name: g.name,
            marks: g.marks,
            marks_left: g.marksLeft,
            adjudications_left: g.adjudicationsLeft,
            marks_per_hour: speed,
            hours_left: estimate?.hoursLeft ?? null,
            finish_at: estimate?.finishAt.toISOString() ?? null,
          };
        }),
        markers: markers.map((m) => ({
          partition_id: m.partitionId,
          user_id: m.userId,
          real_name: m.realName,
          marks: m.marks,
          marks_per_hour: perHour(m.recent),
          average_seconds: m.averageSeconds,
        })),
      };
    });
  }
}
