import { describe, expect, it } from 'vitest';
import { chooseOption } from './objective-answers.ts';
import { Random } from './random.ts';

const question = { answer: 'B' as const, scoreRate: 0.7 };

function shares(ability: number, n = 4000) {
  const counts: Record<string, number> = { A: 0, B: 0, C: 0, D: 0, '': 0 };
  const root = new Random(7);
  for (let i = 0; i < n; i++) counts[chooseOption(question, ability, root.fork('s', i))]++;
  return Object.fromEntries(Object.entries(counts).map(([k, c]) => [k, c / n]));
}

describe('what demo students fill in on a choice question', () => {
  it('is the right option more often for a stronger student', () => {
    expect(shares(1).B).toBeGreaterThan(shares(0).B);
    expect(shares(0).B).toBeGreaterThan(shares(-1).B);
  });

  it('leans towards the first distractor and leaves about one in a hundred unfilled', () => {
    const weak = shares(-1);
    expect(weak.A).toBeGreaterThan(weak.C);
    expect(weak.C).toBeGreaterThan(weak.D);
    expect(weak['']).toBeGreaterThan(0.003);
    expect(weak['']).toBeLessThan(0.02);
  });

  it('gives the same answer for the same draw', () => {
    expect(chooseOption(question, 0.3, new Random(11))).toBe(chooseOption(question, 0.3, new Random(11)));
  });
});
