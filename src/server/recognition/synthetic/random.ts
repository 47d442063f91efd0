/** A seeded pseudo-random source (mulberry32), so the same seed gives the same synthetic scans on every machine. */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  between(low: number, high: number): number;
  integer(low: number, highExclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** standard normal (Box–Muller) */
  normal(): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (low, high) => low + (high - low) * next(),
    integer: (low, highExclusive) => low + Math.floor((highExclusive - low) * next()),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(items.length * next())],
    normal: () => {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return random;
}
