/**
 * The students and scan pieces of units this process has handed out, kept for the length of a
 * lease. A marker holds a few students at a time and receives them again with every submit:
 * those already described here are not looked up again, only the newly claimed ones.
 */
import type { DescribedUnit } from './marking-statements.ts';

interface Kept {
  unit: DescribedUnit;
  /** when it was described (ms) */
  at: number;
}

export class DescribedUnits {
  private readonly kept = new Map<number, Kept>();

  constructor(
    private readonly keepMs: number,
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The unit as described within the last keepMs, if so. */
  get(unitId: number): DescribedUnit | undefined {
    const kept = this.kept.get(unitId);
    if (!kept) return undefined;
    if (this.now() - kept.at >= this.keepMs) {
      this.kept.delete(unitId);
      return undefined;
    }
    return kept.unit;
  }

  /** Keeps freshly described units; the oldest go once there are more than `capacity`. */
  remember(units: readonly DescribedUnit[]): void {
    const at = this.now();
    for (const unit of units) {
      this.kept.delete(unit.unitId);
      this.kept.set(unit.unitId, { unit, at });
    }
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.capacity) break;
      this.kept.delete(oldest);
    }
  }

  /** A unit nobody will receive from this teacher again (it was marked). */
  forget(unitId: number): void {
    this.kept.delete(unitId);
  }

  get size(): number {
    return this.kept.size;
  }
}
