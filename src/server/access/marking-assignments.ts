/**
 * Who may work in a question group, asked on every call of the marking window (load, submit,
 * records, leases, wrong causes, problem papers, blank decisions, the original paper): the
 * group's markers mark (judge 0), its judges adjudicate (judge 1). Hundreds of markers ask this
 * every few seconds, so a teacher's assignment is kept for ASSIGNMENT_KEPT_MS: a change made in
 * subject management reaches the marking window within that time.
 */
import type { Database } from '../db/database.ts';
import { TimedCache } from '../db/timed-cache.ts';
import { forbidden } from '../http/app-error.ts';
import { assignment, type PartitionRole } from './access-repository.ts';
import type { Principal } from './principal.ts';
import { msg } from '../../i18n/server.ts';

const ASSIGNMENT_KEPT_MS = 10_000;

/** A teacher's assignment to a question group: their quota (0 = none). */
export interface Assignment {
  markTask: number;
}

export class MarkingAssignments {
  private readonly kept = new TimedCache<string, Assignment | undefined>(ASSIGNMENT_KEPT_MS);

  constructor(private readonly database: Database) {}

  /** Whether (and with which quota) the teacher marks or judges the group. */
  of(partitionId: number, userId: number, role: PartitionRole): Promise<Assignment | undefined> {
    return this.kept.get(`${partitionId}:${userId}:${role}`, async () => {
      const row = await this.database.run((db) => assignment(db, partitionId, userId, role));
      return row ? { markTask: row.markTask } : undefined;
    });
  }

  /**
   * The group's people changed (subject management): what this process kept about these users
   * is read again, so that a removed marker is refused at once rather than after
   * ASSIGNMENT_KEPT_MS. Other server processes see the change within that time.
   */
  forget(partitionId: number, userIds: Iterable<number>): void {
    for (const userId of userIds) for (const role of ['marker', 'judge'] as const) this.kept.forget(`${partitionId}:${userId}:${role}`);
  }

  /** Marking in the group (judge 0: its markers) or adjudicating (judge 1: its judges), live or in one's records. */
  async requireMarking(who: Principal, partitionId: number, judge: number): Promise<Assignment> {
    const assigned = await this.of(partitionId, who.userId, judge === 1 ? 'judge' : 'marker');
    if (!assigned) throw forbidden(judge === 1 ? msg.marking.notJudge : msg.marking.notMarker);
    return assigned;
  }

  /** Scoring blank papers 0: a score is a mark, and marks come from the group's markers. */
  async requireBlankScoring(who: Principal, partitionId: number): Promise<Assignment> {
    const assigned = await this.of(partitionId, who.userId, 'marker');
    if (!assigned) throw forbidden(msg.access.blankScoringMarkersOnly);
    return assigned;
  }

  /**
   * The original paper of the group's answers: for its markers and judges, and as which one a
   * teacher looks at it (a judge as the judge); whether a given answer is theirs is asked of
   * requireOriginalPaper (marking-access.ts).
   */
  async originalPaperReader(who: Principal, partitionId: number): Promise<PartitionRole> {
    if (await this.of(partitionId, who.userId, 'judge')) return 'judge';
    if (await this.of(partitionId, who.userId, 'marker')) return 'marker';
    throw forbidden(msg.access.originalPaperNotYours);
  }
}
