/**
 * What the task generators read and write beyond the analysis' own data: the students of a
 * task's scope, the scanned answers and marks an answer-sheet PDF burns together, and the exams
 * and papers some tasks create or change.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ExamStatus, ExamType } from '../../../domain/enums.ts';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { blanks, examClasses, exams, markingLogs, markingUnits, partitions, questionBank, questions, scanPieces, tests, testVariants } from '../../db/schema.ts';
import type { TaskScope } from '../../features/tasks/task-scope.ts';
import { msg } from '../../../i18n/server.ts';

export interface ScopeStudent {
  id: number;
  name: string;
  examNumber: string;
  classId: number;
  className: string;
}

/** The students a task covers: the ones it names, else those of its classes who sat a paper of the exam. */
export async function studentsOfScope(db: Db, scope: Pick<TaskScope, 'tests' | 'classes' | 'studentIds'>): Promise<ScopeStudent[]> {
  const testIds = scope.tests.map((t) => t.id);
  const rows = await query<{ id: number; name: string; exam_number: string; class_id: number; class_name: string }>(
    db,
    sql`SELECT s.id, s.name, s.exam_number, s.class_id, c.name AS class_name
        FROM students s JOIN classes c ON c.id = s.class_id
        WHERE s.id IN (SELECT u.student_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id IN (${sqlList(testIds)})
                       UNION SELECT o.student_id FROM objective_answers o WHERE o.test_id IN (${sqlList(testIds)}))
          ${scope.classes ? (scope.classes.length ? sql`AND s.class_id IN (${sqlList(scope.classes.map((c) => c.id))})` : sql`AND false`) : sql``}
          ${scope.studentIds ? sql`AND s.id IN (${sqlList(scope.studentIds)})` : sql``}
        ORDER BY c.name, s.exam_number`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, examNumber: r.exam_number, classId: Number(r.class_id), className: r.class_name }));
}

/** The question groups of a paper in show order. */
export async function partitionsOfTest(db: Db, testId: number) {
  return db
    .select({ id: partitions.id, name: partitions.name, alias: partitions.alias, showOrder: partitions.showOrder, testCorrectType: partitions.testCorrectType })
    .from(partitions)
    .where(eq(partitions.testId, testId))
    .orderBy(asc(partitions.showOrder));
}

/** The blanks of some question groups, where they lie in the group picture, with their question. */
export async function blankBoxesOf(db: Db, partitionIds: number[]) {
  if (partitionIds.length === 0) return [];
  return db
    .select({ partitionId: questions.partitionId, showOrder: questions.showOrder, fullMark: questions.fullMark, key: blanks.key, blankFull: blanks.fullMark, x: blanks.x, y: blanks.y, width: blanks.width, height: blanks.height })
    .from(blanks)
    .innerJoin(questions, eq(questions.id, blanks.questionId))
    .where(inArray(questions.partitionId, partitionIds));
}

/** Question group id → the sum of its questions' full marks. */
export async function partitionFullMarks(db: Db, partitionIds: number[]): Promise<Map<number | null, number>> {
  if (partitionIds.length === 0) return new Map();
  const rows = await db
    .select({ partitionId: questions.partitionId, total: sql<number>`sum(${questions.fullMark})` })
    .from(questions)
    .where(inArray(questions.partitionId, partitionIds))
    .groupBy(questions.partitionId);
  return new Map(rows.map((r) => [r.partitionId, Number(r.total ?? 0)]));
}

export type PieceRow = typeof scanPieces.$inferSelect;

/** Some students' answers to some question groups: the scan pieces, the marking units and their marks by round. */
export async function answersOf(db: Db, partitionIds: number[], studentIds: number[]) {
  if (partitionIds.length === 0 || studentIds.length === 0) return { pieces: [], units: [], logs: [] };
  const pieces = await db
    .select()
    .from(scanPieces)
    .where(and(inArray(scanPieces.partitionId, partitionIds), inArray(scanPieces.studentId, studentIds)))
    .orderBy(asc(scanPieces.seq));
  const units = await db
    .select({ id: markingUnits.id, partitionId: markingUnits.partitionId, studentId: markingUnits.studentId, state: markingUnits.state, finalScore: markingUnits.finalScore, finalQuestionScore: markingUnits.finalQuestionScore })
    .from(markingUnits)
    .where(and(inArray(markingUnits.partitionId, partitionIds), inArray(markingUnits.studentId, studentIds)));
  const logs = units.length
    ? await db
        .select({ unitId: markingLogs.unitId, round: markingLogs.round, judge: markingLogs.judge, scoreMarks: markingLogs.scoreMarks, questionScore: markingLogs.questionScore })
        .from(markingLogs)
        .where(inArray(markingLogs.unitId, units.map((u) => u.id)))
        .orderBy(asc(markingLogs.round), asc(markingLogs.id))
    : [];
  return { pieces, units, logs };
}

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
          .values({ testId: test.id, name: msg.reports.wrongExamPartition(showOrder), showOrder, testCorrectType: paper.test.correctType })
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
