/**
 * Partition progress counts, kept for a moment in memory: with hundreds of markers in one
 * group, recounting every log of the group on every submit would cost more than the submit.
 * A submit made in this process updates the kept counts at once; submits made by other server
 * processes show up when the entry is next read from the database (at most TTL later).
 */
import type { PartitionCounts } from './marking-repository.ts';

const TTL_MS = 1000;

export type CountsDelta = Partial<Record<'markTotal' | 'markNum' | 'markSum' | 'judgeTotal' | 'decidedNum' | 'wrongNum', number>>;

export class ProgressCounts {
  private readonly entries = new Map<number, { at: number; counts: PartitionCounts }>();

  async get(partitionId: number, load: () => Promise<PartitionCounts>): Promise<PartitionCounts> {
    const entry = this.entries.get(partitionId);
    if (entry && Date.now() - entry.at < TTL_MS) return entry.counts;
    const counts = await load();
    this.entries.set(partitionId, { at: Date.now(), counts });
    return counts;
  }

  /** Applies a change this process just committed. */
  record(partitionId: number, delta: CountsDelta): void {
    const entry = this.entries.get(partitionId);
    if (!entry) return;
    for (const [key, value] of Object.entries(delta) as [keyof CountsDelta, number][]) entry.counts[key] += value;
  }

  forget(partitionId: number): void {
    this.entries.delete(partitionId);
  }
}
