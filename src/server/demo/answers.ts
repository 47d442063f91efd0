/**
 * What each demo student answered: a score each blank truly deserves (from the student's
 * ability and the question's difficulty), how much they wrote, and which answers were left
 * blank. Images and marks are both drawn from this, so a strong student's page is fuller and
 * scores higher.
 */
import { roundToStep } from '../../domain/scoring.ts';
import type { PartitionDef } from './papers.ts';
import type { Random } from './random.ts';
import type { AnswerPlan } from './scan-image.ts';

/** "Some students leave a partition blank": the share of answers with nothing written. */
export const BLANK_SHARE_RANGE = [0.03, 0.05] as const;

export interface StudentAnswer {
  plan: AnswerPlan;
  /** the score each blank deserves, in partition order (questions, then their blanks) */
  deserved: number[];
}

/** How strongly ability moves the chance of earning marks. */
const ABILITY_WEIGHT = 1.8;

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function answerPartition(partition: PartitionDef, ability: number, random: Random): StudentAnswer {
  const blanks = partition.questions.flatMap((q) => q.blanks.map((blank) => ({ blank, scoreRate: q.scoreRate })));
  const deserved: number[] = [];
  const effort: number[] = [];
  for (const { blank, scoreRate } of blanks) {
    const chance = sigmoid(logit(scoreRate) + ABILITY_WEIGHT * ability + random.normal(0, 0.5));
    // weaker students skip a sub-question now and then; a whole blank answer is decided elsewhere
    if (blanks.length > 1 && random.chance(0.06 * (1 - chance))) {
      deserved.push(0);
      effort.push(0);
      continue;
    }
    let score: number;
    if (blank.writing === 'math-short') {
      score = random.chance(chance) ? blank.fullMark : 0; // a fill-in answer is right or wrong
    } else if (blank.writing === 'hanzi-short') {
      let points = 0; // recitation: each point is a line remembered or not
      for (let i = 0; i < blank.fullMark / blank.step; i++) if (random.chance(chance)) points += blank.step;
      score = points;
    } else {
      score = roundToStep(clamp(chance * blank.fullMark + random.normal(0, 0.12 * blank.fullMark), 0, blank.fullMark), blank.step);
    }
    deserved.push(score);
    effort.push(clamp(0.3 + (0.7 * score) / blank.fullMark + random.normal(0, 0.1), 0.15, 1));
  }
  if (!effort.some((e) => e > 0)) effort[0] = 0.2; // something was written: blank answers are chosen on purpose
  return { plan: { state: 'written', effort }, deserved };
}

/** Turns an answer into one where nothing was written. */
export function leftBlank(answer: StudentAnswer): StudentAnswer {
  return { plan: { state: 'blank', effort: answer.plan.effort.map(() => 0) }, deserved: answer.deserved.map(() => 0) };
}
