import { describe, expect, it } from 'vitest';
import { basketFigures } from './paper-basket.ts';

describe('figures of the paper in the basket', () => {
  it('adds the scores, spreads them over the difficulty levels and the knowledge points', () => {
    const figures = basketFigures([
      { score: 5, question: { difficulty: 2, tags: [{ id: 1, name: '二次函数' }] } },
      { score: 10, question: { difficulty: 8, tags: [{ id: 1, name: '二次函数' }, { id: 2, name: '概率' }] } },
      { score: 5, question: { difficulty: 5, tags: [] } },
    ]);
    expect(figures.total).toBe(20);
    expect(figures.averageDifficulty).toBe((5 * 2 + 10 * 8 + 5 * 5) / 20);
    expect(figures.levels.map((l) => [l.count, l.score])).toEqual([
      [1, 5],
      [0, 0],
      [1, 5],
      [0, 0],
      [1, 10],
    ]);
    expect(figures.tags).toEqual([
      { id: 1, name: '二次函数', count: 2, score: 15 },
      { id: 2, name: '概率', count: 1, score: 10 },
    ]);
  });

  it('has no figures for an empty basket', () => {
    expect(basketFigures([])).toMatchObject({ total: 0, averageDifficulty: 0, tags: [] });
  });
});
