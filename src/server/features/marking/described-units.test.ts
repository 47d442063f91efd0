import { describe, expect, it } from 'vitest';
import { DescribedUnits } from './described-units.ts';

const unit = (unitId: number, name = `学生${unitId}`, partitionId = 7) => ({
  unitId,
  studentId: unitId + 1000,
  partitionId,
  name,
  pieces: [{ storageKey: `p/${unitId}.jpg`, width: 100, height: 40, x: 0, y: 0 }],
  version: 3,
  state: 'open',
  marksNeeded: 2,
  logs: [],
});

describe('DescribedUnits', () => {
  it('answers a unit described within the keeping time, by unit and by student, and not after it', () => {
    let now = 0;
    const kept = new DescribedUnits(1000, 10, () => now);
    kept.remember([unit(1), unit(2)]);
    now = 999;
    expect(kept.get(1)?.name).toBe('学生1');
    expect(kept.ofStudent(7, 1002)?.unitId).toBe(2);
    expect(kept.ofStudent(8, 1002)).toBeUndefined();
    now = 1000;
    expect(kept.get(1)).toBeUndefined();
    expect(kept.ofStudent(7, 1002)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('renews a unit described again', () => {
    let now = 0;
    const kept = new DescribedUnits(1000, 10, () => now);
    kept.remember([unit(1, '旧名')]);
    now = 900;
    kept.remember([unit(1, '新名')]);
    now = 1500;
    expect(kept.get(1)?.name).toBe('新名');
    expect(kept.ofStudent(7, 1001)?.name).toBe('新名');
  });

  it('lets the longest-kept units go beyond its capacity', () => {
    const kept = new DescribedUnits(60_000, 3);
    kept.remember([unit(1), unit(2), unit(3)]);
    kept.remember([unit(1)]);
    kept.remember([unit(4)]);
    expect(kept.size).toBe(3);
    expect(kept.get(2)).toBeUndefined();
    expect(kept.ofStudent(7, 1002)).toBeUndefined();
    expect([1, 3, 4].map((id) => kept.get(id)?.unitId)).toEqual([1, 3, 4]);
  });

  it('forgets a marked unit', () => {
    const kept = new DescribedUnits(60_000, 10);
    kept.remember([unit(1)]);
    kept.forget(1);
    expect(kept.get(1)).toBeUndefined();
    expect(kept.ofStudent(7, 1001)).toBeUndefined();
  });

  it('remembers what each marker was handed last, for as many markers as its capacity', () => {
    const kept = new DescribedUnits(60_000, 2);
    kept.hand('7:1:0', [1, 2]);
    kept.hand('7:2:0', [3]);
    kept.hand('7:1:0', [2, 4]);
    kept.hand('7:3:0', [5]);
    expect(kept.handed('7:1:0')).toEqual([2, 4]);
    expect(kept.handed('7:2:0')).toEqual([]);
    expect(kept.handed('7:3:0')).toEqual([5]);
  });
});
