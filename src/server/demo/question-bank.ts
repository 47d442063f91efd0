/**
 * The demo school's question bank: the school's own copy of every question of its papers, and
 * public variants of them (question-bank-variants.ts). The papers' questions get their
 * knowledge tags here too, so that a question's tags, its similar questions and its precise
 * training all speak of the same knowledge points.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { bankTypeOf, gradeBit } from '../../domain/question-bank.ts';
import type { Db } from '../db/database.ts';
import { exams, questions, tests } from '../db/schema.ts';
import { insertQuestions, type NewBankRow } from '../features/question-bank/bank-repository.ts';
import { DEMO_PAPERS, difficultyOf, questionsOf } from './papers.ts';
import { DEMO_VARIANTS, type VariantDef } from './question-bank-variants.ts';
import { DEMO_GRADE } from './school.ts';

/** Where the bank questions say they come from. */
export const SCHOOL_BANK_SOURCE = '校本题库';
export const PUBLIC_BANK_SOURCE = '公共题库·变式训练';

const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;

function bankRow(def: VariantDef, schoolId: number | null, source: string): NewBankRow {
  const type = bankTypeOf(def.questionType);
  return {
    subjectId: def.subjectId,
    gradeType: gradeBit(DEMO_GRADE),
    typeId: type.id,
    typeName: type.name,
    questionType: def.questionType,
    text: def.text,
    options: def.options,
    answer: def.answer,
    jieda: def.jieda,
    tags: [...def.tags],
    difficulty: def.difficulty,
    source,
    schoolId,
  };
}

/** Every question of the demo papers, once, as the school's own bank questions. */
function schoolQuestions(schoolId: number, schoolName: string): NewBankRow[] {
  const source = `${schoolName}${SCHOOL_BANK_SOURCE}`;
  return DEMO_PAPERS.flatMap((paper) => [
    ...paper.objective.map((q) =>
      bankRow(
        {
          subjectId: paper.subjectId,
          questionType: 'multiple_one',
          text: q.text,
          options: q.options.map((value, i) => ({ key: OPTION_KEYS[i], value })),
          answer: [q.answer],
          jieda: q.jieda,
          tags: [...q.tags],
          difficulty: difficultyOf(q.scoreRate),
        },
        schoolId,
        source,
      ),
    ),
    ...paper.partitions.flatMap((partition) =>
      partition.questions.map((q) =>
        bankRow(
          {
            subjectId: paper.subjectId,
            questionType: q.questionType,
            text: q.text,
            options: [],
            answer: q.answer,
            jieda: q.jieda,
            tags: [...q.tags],
            difficulty: difficultyOf(q.scoreRate),
          },
          schoolId,
          source,
        ),
      ),
    ),
  ]);
}

/** Gives the school's paper questions their knowledge tags. */
async function tagPaperQuestions(db: Db, schoolId: number): Promise<void> {
  const papers = await db
    .select({ id: tests.id, subjectId: tests.subjectId })
    .from(tests)
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(exams.schoolId, schoolId));
  for (const paper of DEMO_PAPERS) {
    const testIds = papers.filter((p) => p.subjectId === paper.subjectId).map((p) => p.id);
    if (testIds.length === 0) continue;
    for (const { showOrder, tags } of questionsOf(paper)) {
      await db
        .update(questions)
        .set({ tags: [...tags] })
        .where(and(inArray(questions.testId, testIds), eq(questions.showOrder, showOrder)));
    }
  }
}

/** Seeds the bank for the demo school; answers how many bank questions were written. */
export async function seedQuestionBank(db: Db, school: { id: number; name: string }): Promise<number> {
  await tagPaperQuestions(db, school.id);
  const rows = await insertQuestions(db, [
    ...schoolQuestions(school.id, school.name),
    ...DEMO_VARIANTS.map((def) => bankRow(def, null, PUBLIC_BANK_SOURCE)),
  ]);
  return rows.length;
}
