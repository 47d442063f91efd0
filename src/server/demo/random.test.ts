import { describe, expect, it } from 'vitest';
import { deriveSeed, Random } from './random.ts';

const draws = (random: Random, n: number) => Array.from({ length: n }, () => random.next());

describe('the seeded generator', () => {
  it('repeats itself for the same seed and differs for another', () => {
    expect(draws(new Random(42), 5)).toEqual(draws(new Random(42), 5));
    expect(draws(new Random(42), 5)).not.toEqual(draws(new Random(43), 5));
    expect(draws(new Random(42), 1000).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives forks their own streams whatever order they are used in', () => {
    const root = new Random(7);
    const a = draws(root.fork('scan', 1, 2), 3);
    draws(root, 10);
    expect(draws(new Random(7).fork('scan', 1, 2), 3)).toEqual(a);
    expect(draws(root.fork('scan', 2, 1), 3)).not.toEqual(a);
    expect(deriveSeed(1, '12', '3')).not.toBe(deriveSeed(1, '1', '23'));
  });

  it('draws integers from both ends of the range and only from it', () => {
    const random = new Random(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const random = new Random(9);
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(random.shuffle(items).sort((a, b) => a - b)).toEqual(items);
    const sample = random.sample(items, 5);
    expect(new Set(sample).size).toBe(5);
    expect(random.sample(items, 50)).toHaveLength(20);
  });

  it('draws normal values around the mean', () => {
    const random = new Random(11);
    const values = Array.from({ length: 4000 }, () => random.normal(10, 2));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const deviation = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(10, 0);
    expect(deviation).toBeGreaterThan(1.8);
    expect(deviation).toBeLessThan(2.2);
  });
});
