/**
 * The demo school is built from one number: every name, score and pen stroke comes from this
 * seeded generator, so the same seed always gives the same school, image for image.
 */

/** mulberry32: a 32-bit state generator, small and fast, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with labels into a new seed (FNV-1a over the parts, then a final avalanche), so
 * that one student's image gets its own stream whatever order the images are drawn in.
 */
export function deriveSeed(seed: number, ...parts: (number | string)[]): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const part of [seed, ...parts]) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x2f; // part separator: ("1","23") and ("12","3") differ
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export class Random {
  private readonly source: () => number;
  private spareNormal: number | undefined;

  constructor(readonly seed: number) {
    this.source = mulberry32(seed);
  }

  /** A generator of its own for a labelled part of the data. */
  fork(...parts: (number | string)[]): Random {
    return new Random(deriveSeed(this.seed, ...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.source();
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.source();
  }

  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.source() * items.length)];
  }

  /** Picks with the given weights (any positive numbers). */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.source() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** Normal distribution (Box–Muller, the second value kept for the next call). */
  normal(mean = 0, deviation = 1): number {
    if (this.spareNormal !== undefined) {
      const value = this.spareNormal;
      this.spareNormal = undefined;
      return mean + deviation * value;
    }
    const u = 1 - this.source(); // (0, 1]: log(0) never happens
    const v = this.source();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + deviation * radius * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(k, items.length)));
  }
}
