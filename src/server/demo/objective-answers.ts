/**
 * What the demo students filled in on the choice questions of the exams they sat, as the
 * scanner reads it from the answer sheet, scored against the key. A student's chance of the
 * right option follows the same ability as their written answers; a wrong answer leans towards
 * the question's most tempting distractor; now and then a question is left unfilled. Without
 * these, no paper would be complete and the analysis would have no totals.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { objectiveAnswers, questions } from '../db/schema.ts';
import type { SeededExam } from './exams.ts';
import type { ObjectiveDef } from './papers.ts';
import type { Random } from './random.ts';
import type { DemoSchool } from './school.ts';

/** How strongly ability moves the chance of the right option (as for written answers). */
const ABILITY_WEIGHT = 1.8;
/** The share of choice questions a student leaves unfilled. */
const UNFILLED_SHARE = 0.01;
/** Of the wrong options, the first distractor draws this much more than the others. */
const DISTRACTOR_WEIGHTS = [3, 1.5, 1] as const;
const KEYS = ['A', 'B', 'C', 'D'] as const;
const CHUNK = 1000;

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A student's ability in a subject: the same draw answersOf in seed.ts makes for written answers. */
export function abilityOf(random: Random, studentIndex: number, subjectId: number): number {
  return random.fork('ability', studentIndex).normal() + random.fork('ability', studentIndex, subjectId).normal(0, 0.45);
}

/** What one student fills in for one choice question ('' when left unfilled). */
export function chooseOption(question: Pick<ObjectiveDef, 'answer' | 'scoreRate'>, ability: number, draw: Random): string {
  if (draw.chance(UNFILLED_SHARE)) return '';
  if (draw.chance(sigmoid(logit(question.scoreRate) + ABILITY_WEIGHT * ability + draw.normal(0, 0.5)))) return question.answer;
  const wrong = KEYS.filter((k) => k !== question.answer);
  return draw.weighted(wrong.map((k, i) => [k, DISTRACTOR_WEIGHTS[i]] as const));
}

export async function seedObjectiveAnswers(db: Db, exam: SeededExam, school: DemoSchool, random: Random): Promise<number> {
  const rows: (typeof objectiveAnswers.$inferInsert)[] = [];
  for (const test of exam.tests) {
    const stored = await db
      .select({ id: questions.id, showOrder: questions.showOrder })
      .from(questions)
      .where(and(eq(questions.testId, test.id), inArray(questions.showOrder, test.paper.objective.map((q) => q.showOrder))));
    const idOf = new Map(stored.map((q) => [q.showOrder, q.id]));
    for (const student of school.students) {
      const ability = abilityOf(random, student.index, test.paper.subjectId);
      for (const q of test.paper.objective) {
        const chosen = chooseOption(q, ability, random.fork('choice', exam.spec.key, test.paperIndex, q.showOrder, student.index));
        rows.push({ testId: test.id, studentId: student.id, questionId: idOf.get(q.showOrder)!, chosen, score: chosen === q.answer ? q.fullMark : 0 });
      }
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(objectiveAnswers).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
  return rows.length;
}
