/**
 * Figures of a paper being assembled in the basket (issue 20): its total, its difficulty
 * spread over the five levels of spec 002 §9 and the knowledge points it covers, each weighted
 * by the scores of the questions that carry it.
 */
import { difficultyLevel, DIFFICULTY_LEVELS } from './bank-question.ts';

export interface BasketFigureItem {
  score: number;
  question: { difficulty: number; tags: readonly { id: number; name: string }[] };
}

export interface BasketFigures {
  total: number;
  /** the score-weighted mean difficulty 1–9, 0 for an empty basket */
  averageDifficulty: number;
  /** per level 1–5: questions and their scores */
  levels: { level: number; count: number; score: number }[];
  /** per knowledge point: questions and their scores, the largest share first */
  tags: { id: number; name: string; count: number; score: number }[];
}

export function basketFigures(items: readonly BasketFigureItem[]): BasketFigures {
  const total = items.reduce((sum, item) => sum + item.score, 0);
  const levels = Array.from({ length: DIFFICULTY_LEVELS }, (_, i) => ({ level: i + 1, count: 0, score: 0 }));
  const tags = new Map<number, { id: number; name: string; count: number; score: number }>();
  let weighted = 0;
  for (const item of items) {
    const level = levels[difficultyLevel(item.question.difficulty) - 1];
    level.count += 1;
    level.score += item.score;
    weighted += item.score * item.question.difficulty;
    for (const tag of item.question.tags) {
      const entry = tags.get(tag.id) ?? { id: tag.id, name: tag.name, count: 0, score: 0 };
      entry.count += 1;
      entry.score += item.score;
      tags.set(tag.id, entry);
    }
  }
  return {
    total,
    averageDifficulty: total > 0 ? weighted / total : 0,
    levels,
    tags: [...tags.values()].sort((a, b) => b.score - a.score || a.id - b.id),
  };
}
