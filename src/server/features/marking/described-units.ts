/**
 * The units this process has handed out to markers, as they were described: student, scan
 * pieces, and the unit's version and marks at that moment. Kept for the length of a lease.
 *
 * A marker holds a few students and receives them again with every submit: those described here
 * are not looked up again, only the newly claimed ones. And a submit on a unit described here
 * can be decided on that description and written at once, guarded by its version, without
 * reading the unit first.
 */
import type { DescribedUnit } from './hot-statements-repository.ts';

interface Kept {
  unit: DescribedUnit;
  /** when it was described (ms) */
  at: number;
}

const studentKey = (partitionId: number, studentId: number) => `${partitionId}:${studentId}`;

export class DescribedUnits {
  private readonly kept = new Map<number, Kept>();
  private readonly unitOfStudent = new Map<string, number>();
  /** the units of each marker's last answer, by marker (partition, teacher, mode) */
  private readonly lastHanded = new Map<string, number[]>();

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
      this.drop(unitId);
      return undefined;
    }
    return kept.unit;
  }

  /** The unit of a student in a partition, as described within the last keepMs, if so. */
  ofStudent(partitionId: number, studentId: number): DescribedUnit | undefined {
    const unitId = this.unitOfStudent.get(studentKey(partitionId, studentId));
    return unitId === undefined ? undefined : this.get(unitId);
  }

  /** Keeps freshly described units; the oldest go once there are more than `capacity`. */
  remember(units: readonly DescribedUnit[]): void {
    const at = this.now();
    for (const unit of units) {
      this.kept.delete(unit.unitId);
      this.kept.set(unit.unitId, { unit, at });
      this.unitOfStudent.set(studentKey(unit.partitionId, unit.studentId), unit.unitId);
    }
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.capacity) break;
      this.drop(oldest);
    }
  }

  /** A unit whose description no longer holds (it was marked, or changed). */
  forget(unitId: number): void {
    this.drop(unitId);
  }

  /** Which units a marker was last handed (to describe only the others next time). */
  handed(marker: string): number[] {
    return this.lastHanded.get(marker) ?? [];
  }

  /** Notes what a marker was handed; the markers heard from longest ago go beyond `capacity`. */
  hand(marker: string, unitIds: number[]): void {
    this.lastHanded.delete(marker);
    this.lastHanded.set(marker, unitIds);
    for (const oldest of this.lastHanded.keys()) {
      if (this.lastHanded.size <= this.capacity) break;
      this.lastHanded.delete(oldest);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  private drop(unitId: number): void {
    const kept = this.kept.get(unitId);
    if (!kept) return;
    this.kept.delete(unitId);
    const key = studentKey(kept.unit.partitionId, kept.unit.studentId);
    if (this.unitOfStudent.get(key) === unitId) this.unitOfStudent.delete(key);
  }
}
