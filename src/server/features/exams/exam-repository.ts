/**
 * The SQL of exam setup: exams with their participating classes and papers, and what the
 * lifecycle checks read (question groups, their markers, what is left unmarked).
 */
import { and, count, desc, eq, ilike, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { answerCardDesigns, classes, examClasses, exams, partitions, questions, tests } from '../../db/schema.ts';

export type ExamRow = typeof exams.$inferSelect;
export type NewExam = Omit<typeof exams.$inferInsert, 'id' | 'createdAt' | 'status' | 'totalScore'>;
export type ExamEdit = Partial<Pick<ExamRow, 'name' | 'examinationType' | 'gradeId' | 'startDate' | 'classTeacherMarking'>>;

export interface ExamListFilter {
  year?: number;
  gradeId?: number;
  subjectId?: number;
  examinationType?: number;
  status?: number;
  name?: string;
}

/** The exams of some schools (undefined: every school) that match the filter, newest first, one page. */
export async function listExams(db: Db, schoolIds: number[] | undefined, filter: ExamListFilter, page: { limit: number; offset: number }) {
  const where = and(
    schoolIds === undefined ? undefined : schoolIds.length > 0 ? inArray(exams.schoolId, schoolIds) : sql`false`,
    filter.year !== undefined ? sql`${exams.startDate} LIKE ${`${filter.year}-%`}` : undefined,
    filter.gradeId !== undefined ? eq(exams.gradeId, filter.gradeId) : undefined,
    filter.examinationType !== undefined ? eq(exams.examinationType, filter.examinationType) : undefined,
    filter.status !== undefined ? eq(exams.status, filter.status) : undefined,
    filter.subjectId !== undefined ? sql`EXISTS (SELECT 1 FROM tests t WHERE t.exam_id = ${exams.id} AND t.subject_id = ${filter.subjectId})` : undefined,
    filter.name ? ilike(exams.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const rows = await db.select().from(exams).where(where).orderBy(desc(exams.startDate), desc(exams.id)).limit(page.limit).offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(exams).where(where);
  return { rows, total: Number(total) };
}

export async function examById(db: Db, examId: number): Promise<ExamRow | undefined> {
  return (await db.select().from(exams).where(eq(exams.id, examId)))[0];
}

/** Holds the exam row for the rest of the transaction: edits and lifecycle steps of one exam happen one at a time. */
export async function lockExam(db: Db, examId: number): Promise<void> {
  await query(db, sql`SELECT id FROM exams WHERE id = ${examId} FOR UPDATE`);
}

export interface TestSummary {
  id: number;
  examId: number;
  subjectId: number;
  name: string;
  totalScore: number;
  correctType: number;
  questionCount: number;
  partitionCount: number;
}

/** The papers of some exams with how many questions and question groups each has. */
export async function testsOfExams(db: Db, examIds: number[]): Promise<TestSummary[]> {
  if (examIds.length === 0) return [];
  const rows = await query<{ id: number; exam_id: number; subject_id: number; name: string; total_score: number; correct_type: number; question_count: string; partition_count: string }>(
    db,
    sql`SELECT t.id, t.exam_id, t.subject_id, t.name, t.total_score, t.correct_type,
               (SELECT count(*) FROM questions q WHERE q.test_id = t.id) AS question_count,
               (SELECT count(*) FROM partitions p WHERE p.test_id = t.id) AS partition_count
        FROM tests t WHERE t.exam_id IN (${sqlList(examIds)}) ORDER BY t.subject_id, t.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    examId: Number(r.exam_id),
    subjectId: Number(r.subject_id),
    name: r.name,
    totalScore: Number(r.total_score),
    correctType: Number(r.correct_type),
    questionCount: Number(r.question_count),
    partitionCount: Number(r.partition_count),
  }));
}

export async function classIdsOfExams(db: Db, examIds: number[]): Promise<{ examId: number; classId: number }[]> {
  if (examIds.length === 0) return [];
  return db.select({ examId: examClasses.examId, classId: examClasses.classId }).from(examClasses).where(inArray(examClasses.examId, examIds)).orderBy(examClasses.classId);
}

export async function classesByIds(db: Db, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db.select({ id: classes.id, schoolId: classes.schoolId, gradeId: classes.gradeId, name: classes.name }).from(classes).where(inArray(classes.id, classIds));
}

export async function insertExam(db: Db, exam: NewExam): Promise<number> {
  const [row] = await db.insert(exams).values(exam).returning({ id: exams.id });
  return row.id;
}

export async function updateExam(db: Db, examId: number, edit: ExamEdit & { totalScore?: number }): Promise<void> {
  if (Object.keys(edit).length > 0) await db.update(exams).set(edit).where(eq(exams.id, examId));
}

export async function replaceExamClasses(db: Db, examId: number, classIds: number[]): Promise<void> {
  await db.delete(examClasses).where(eq(examClasses.examId, examId));
  await db.insert(examClasses).values(classIds.map((classId) => ({ examId, classId })));
}

export async function insertTest(db: Db, test: { examId: number; subjectId: number; name: string; totalScore: number; correctType: number }): Promise<void> {
  await db.insert(tests).values(test);
}

export async function updateTest(db: Db, testId: number, edit: { name: string; totalScore: number; correctType: number }): Promise<void> {
  await db.update(tests).set(edit).where(eq(tests.id, testId));
}

/** Removes a paper that has no questions and no question groups (its saved answer-card design with it). */
export async function deleteTest(db: Db, testId: number): Promise<void> {
  await db.delete(answerCardDesigns).where(eq(answerCardDesigns.testId, testId));
  await db.delete(tests).where(eq(tests.id, testId));
}

/** Moves the exam from one status to the next; false when it was no longer in the first. */
export async function moveStatus(db: Db, examId: number, from: number, to: number): Promise<boolean> {
  const rows = await db.update(exams).set({ status: to }).where(and(eq(exams.id, examId), eq(exams.status, from))).returning({ id: exams.id });
  return rows.length > 0;
}

/** Every question group of the exam's papers with how many markers it has. */
export async function groupsWithMarkers(db: Db, examId: number) {
  const rows = await query<{ test_id: number; id: number; name: string; markers: string }>(
    db,
    sql`SELECT p.test_id, p.id, p.name,
               (SELECT count(*) FROM partition_teachers pt WHERE pt.partition_id = p.id AND pt.role = 'marker') AS markers
        FROM partitions p JOIN tests t ON t.id = p.test_id
        WHERE t.exam_id = ${examId} ORDER BY p.test_id, p.show_order, p.id`,
  );
  return rows.map((r) => ({ testId: Number(r.test_id), id: Number(r.id), name: r.name, markers: Number(r.markers) }));
}

/** The questions of the exam's papers that a marker scores (not of the given objective types) and no question group holds. */
export async function ungroupedQuestions(db: Db, examId: number, objectiveTypes: readonly string[]) {
  return db
    .select({ testId: questions.testId, label: questions.label })
    .from(questions)
    .innerJoin(tests, eq(tests.id, questions.testId))
    .where(and(eq(tests.examId, examId), isNull(questions.partitionId), notInArray(questions.questionType, [...objectiveTypes])))
    .orderBy(questions.testId, questions.showOrder);
}

/** Question groups of the exam with answers not yet completely marked, and how many. */
export async function unmarkedGroups(db: Db, examId: number) {
  const rows = await query<{ test_id: number; name: string; left: string }>(
    db,
    sql`SELECT p.test_id, p.name, count(u.id) AS left
        FROM partitions p JOIN tests t ON t.id = p.test_id JOIN marking_units u ON u.partition_id = p.id
        WHERE t.exam_id = ${examId} AND u.state <> 'done'
        GROUP BY p.test_id, p.name, p.show_order ORDER BY p.test_id, p.show_order`,
  );
  return rows.map((r) => ({ testId: Number(r.test_id), name: r.name, left: Number(r.left) }));
}

export async function partitionCount(db: Db, testId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(partitions).where(eq(partitions.testId, testId));
  return Number(n);
}

/** A paper's correction mode, for the paper and every question group made from it. */
export async function setCorrectType(db: Db, testId: number, correctType: number): Promise<void> {
  await db.update(tests).set({ correctType }).where(eq(tests.id, testId));
  await db.update(partitions).set({ testCorrectType: correctType }).where(eq(partitions.testId, testId));
}
