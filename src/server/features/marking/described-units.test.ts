import { describe, expect, it } from 'vitest';
import { DescribedUnits } from './described-units.ts';

const unit = (unitId: number, name = `学生${unitId}`) => ({ unitId, studentId: unitId + 1000, name, pieces: [{ storageKey: `p/${unitId}.jpg`, width: 100, height: 40, x: 0, y: 0 }] });

describe('DescribedUnits', () => {
  it('answers a unit described within the keeping time, and not after it', () => {
    let now = 0;
    const kept = new DescribedUnits(1000, 10, () => now);
    kept.remember([unit(1), unit(2)]);
    now = 999;
    expect(kept.get(1)?.name).toBe('学生1');
    now = 1000;
    expect(kept.get(1)).toBeUndefined();
    expect(kept.size).toBe(1);
  });

  it('renews a unit described again', () => {
    let now = 0;
    const kept = new DescribedUnits(1000, 10, () => now);
    kept.remember([unit(1, '旧名')]);
    now = 900;
    kept.remember([unit(1, '新名')]);
    now = 1500;
    expect(kept.get(1)?.name).toBe('新名');
  });

  it('lets the longest-kept units go beyond its capacity', () => {
    const kept = new DescribedUnits(60_000, 3);
    kept.remember([unit(1), unit(2), unit(3)]);
    kept.remember([unit(1)]);
    kept.remember([unit(4)]);
    expect(kept.size).toBe(3);
    expect(kept.get(2)).toBeUndefined();
    expect([1, 3, 4].map((id) => kept.get(id)?.unitId)).toEqual([1, 3, 4]);
  });

  it('forgets a marked unit', () => {
    const kept = new DescribedUnits(60_000, 10);
    kept.remember([unit(1)]);
    kept.forget(1);
    expect(kept.get(1)).toBeUndefined();
  });
});
