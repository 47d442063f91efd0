/**
 * What each demo student answered: a score each blank truly deserves (from the student's
 * ability and the question's difficulty), what they wrote there (the written answer whose
 * share of the marks is nearest that score), and which answers were left blank. Images and
 * marks are both drawn from this, so a strong student's page reads right and scores higher.
 */
import { roundToStep } from '../../domain/scoring.ts';
import type { BlankDef, PartitionDef } from './papers.ts';
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

/** What a student whose work deserves `score` writes in the blank: one of the answers nearest that share. */
export function writtenFor(blank: BlankDef, score: number, random: Random): string {
  const share = blank.fullMark > 0 ? score / blank.fullMark : 0;
  const gap = (answer: { share: number }) => Math.abs(answer.share - share);
  const nearest = Math.min(...blank.responses.map(gap));
  return random.pick(blank.responses.filter((answer) => gap(answer) <= nearest + 1e-9)).text;
}

export function answerPartition(partition: PartitionDef, ability: number, random: Random): StudentAnswer {
  const blanks = partition.questions.flatMap((q) => q.blanks.map((blank) => ({ blank, scoreRate: q.scoreRate })));
  const deserved: number[] = [];
  const texts: string[] = [];
  for (const { blank, scoreRate } of blanks) {
    const chance = sigmoid(logit(scoreRate) + ABILITY_WEIGHT * ability + random.normal(0, 0.5));
    // weaker students skip a sub-question now and then; a whole blank answer is decided elsewhere
    if (blanks.length > 1 && random.chance(0.06 * (1 - chance))) {
      deserved.push(0);
      texts.push('');
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
    texts.push(writtenFor(blank, score, random));
  }
  // something was written: blank answers are chosen on purpose
  if (!texts.some((text) => text !== '')) texts[0] = writtenFor(blanks[0].blank, 0, random);
  return { plan: { state: 'written', texts }, deserved };
}

/** Turns an answer into one where nothing was written. */
export function leftBlank(answer: StudentAnswer): StudentAnswer {
  return { plan: { state: 'blank', texts: answer.plan.texts.map(() => '') }, deserved: answer.deserved.map(() => 0) };
}
