/** What the task generators write: the exams and papers some tasks create or change. */
import { and, asc, eq } from 'drizzle-orm';
import { ExamStatus, ExamType } from '../../../domain/enums.ts';
import type { Db } from '../../db/database.ts';
import { blanks, examClasses, exams, partitions, questionBank, questions, tests, testVariants } from '../../db/schema.ts';

/** An ended exam's analysis becomes viewable; answers false when it was not waiting for that. */
export async function openExamAnalysis(db: Db, examId: number): Promise<boolean> {
  const rows = await db
    .update(exams)
    .set({ status: ExamStatus.analysisViewable })
    .where(and(eq(exams.id, examId), eq(exams.status, ExamStatus.endedAnalysisClosed)))
    .returning({ id: exams.id });
  if (rows.length === 0) return false;
  await db.update(tests).set({ status: ExamStatus.analysisViewable }).where(and(eq(tests.examId, examId), eq(tests.status, ExamStatus.endedAnalysisClosed)));
  return true;
}

/** A variant (similar question) chosen for a paper's question, for one class or the whole paper. */
export interface VariantRow {
  originalQuestionId: number;
  classId: number;
  text: string;
  options: { key: string; value: string }[];
  answer: string[];
  jieda: string;
}

/** Every variant set for the paper's questions (test_variants → the question bank). */
export async function variantsOfTest(db: Db, testId: number): Promise<VariantRow[]> {
  return db
    .select({
      originalQuestionId: testVariants.originalQuestionId,
      classId: testVariants.classId,
      text: questionBank.text,
      options: questionBank.options,
      answer: questionBank.answer,
      jieda: questionBank.jieda,
    })
    .from(testVariants)
    .innerJoin(questionBank, eq(questionBank.id, testVariants.questionId))
    .where(eq(testVariants.testId, testId))
    .orderBy(asc(testVariants.id));
}

/** The variants of a question for a class: the class's own, then the paper-wide ones. */
export function variantsFor(variants: readonly VariantRow[], questionId: number, classIds: readonly number[]): VariantRow[] {
  const mine = variants.filter((v) => v.originalQuestionId === questionId);
  return [...mine.filter((v) => v.classId !== 0 && classIds.includes(v.classId)), ...mine.filter((v) => v.classId === 0)];
}

export interface CopiedQuestion {
  question: typeof questions.$inferSelect;
  blanks: (typeof blanks.$inferSelect)[];
}

/**
 * A new exam (not started) of the same school and grade, for the given classes, with one paper
 * per source paper holding copies of the chosen questions: objective ones as they are, the
 * others each in a question group of its own with its blanks (single marking; the answer areas
 * are divided again when the new answer sheet exists).
 */
export async function createExamFromQuestions(
  db: Db,
  source: typeof exams.$inferSelect,
  name: string,
  classIds: number[],
  papers: { test: typeof tests.$inferSelect; questions: CopiedQuestion[] }[],
): Promise<{ examId: number; tests: { id: number; name: string; question_count: number }[] }> {
  const total = papers.reduce((s, p) => s + p.questions.reduce((t, q) => t + q.question.fullMark, 0), 0);
  const [exam] = await db
    .insert(exams)
    .values({ schoolId: source.schoolId, name, status: ExamStatus.notStarted, examinationType: ExamType.special, gradeId: source.gradeId, totalScore: total })
    .returning({ id: exams.id });
  if (classIds.length) await db.insert(examClasses).values(classIds.map((classId) => ({ examId: exam.id, classId })));
  const created = [];
  for (const paper of papers) {
    const paperTotal = paper.questions.reduce((s, q) => s + q.question.fullMark, 0);
    const [test] = await db
      .insert(tests)
      .values({ examId: exam.id, subjectId: paper.test.subjectId, name: paper.test.name, status: ExamStatus.notStarted, correctType: paper.test.correctType, totalScore: paperTotal })
      .returning({ id: tests.id });
    for (const [i, { question, blanks: questionBlanks }] of paper.questions.entries()) {
      const showOrder = i + 1;
      let partitionId: number | null = null;
      if (question.partitionId !== null) {
        const [partition] = await db
          .insert(partitions)
          .values({ testId: test.id, name: `第${showOrder}题`, showOrder, testCorrectType: paper.test.correctType })
          .returning({ id: partitions.id });
        partitionId = partition.id;
      }
      const [copy] = await db
        .insert(questions)
        .values({
          testId: test.id,
          partitionId,
          showOrder,
          label: String(showOrder),
          questionType: question.questionType,
          fullMark: question.fullMark,
          text: question.text,
          options: question.options,
          answer: question.answer,
          jieda: question.jieda,
          difficulty: question.difficulty,
          tags: question.tags,
        })
        .returning({ id: questions.id });
      if (questionBlanks.length) {
        await db.insert(blanks).values(questionBlanks.map((b) => ({ questionId: copy.id, key: b.key, label: b.label, fullMark: b.fullMark, step: b.step })));
      }
    }
    created.push({ id: test.id, name: paper.test.name, question_count: paper.questions.length });
  }
  return { examId: exam.id, tests: created };
}
