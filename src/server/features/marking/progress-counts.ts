/**
 * Partition progress counts, kept for a moment in memory: with hundreds of markers in one
 * group, recounting every log of the group on every submit would cost more than the submit.
 * A submit made in this process updates the kept counts at once; submits made by other server
 * processes show up when the entry is next reloaded from the database (about TTL later).
 */
import { TimedCache } from '../../db/timed-cache.ts';
import { type PartitionCounts } from './marking-progress-repository.ts';

const TTL_MS = 1000;

export type CountsDelta = Partial<Record<'markTotal' | 'markNum' | 'markSum' | 'judgeTotal' | 'decidedNum' | 'wrongNum', number>>;

export class ProgressCounts {
  private readonly kept = new TimedCache<number, PartitionCounts>(TTL_MS);

  get(partitionId: number, load: () => Promise<PartitionCounts>): Promise<PartitionCounts> {
    return this.kept.get(partitionId, load);
  }

  /** Applies a change this process just committed. */
  record(partitionId: number, delta: CountsDelta): void {
    const counts = this.kept.peek(partitionId);
    if (!counts) return;
    for (const [key, value] of Object.entries(delta) as [keyof CountsDelta, number][]) counts[key] += value;
  }

  forget(partitionId: number): void {
    this.kept.forget(partitionId);
  }
}
