/** The only code of the analysis feature that reads the database. Analysis never writes. */
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  answerSheets,
  blanks,
  campuses,
  classes,
  exams,
  feedbackTags,
  partitions,
  questions,
  schools,
  specialGroups,
  specialGroupStudents,
  tests,
} from '../../db/schema.ts';
import { query } from '../../db/query.ts';

export async function examById(db: Db, id: number) {
  return (await db.select().from(exams).where(eq(exams.id, id)))[0];
}

export async function testById(db: Db, id: number) {
  return (await db.select().from(tests).where(eq(tests.id, id)))[0];
}

export async function partitionById(db: Db, id: number) {
  return (await db.select({ id: partitions.id, testId: partitions.testId, markingShowStudent: partitions.markingShowStudent }).from(partitions).where(eq(partitions.id, id)))[0];
}

export async function schoolById(db: Db, id: number) {
  return (await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, id)))[0];
}

/**
 * Exams of some schools (every school when undefined), newest first, in a status — or, with
 * `orLater`, that status or a later one: one page and how many there are.
 */
export async function examsOfSchools(db: Db, schoolIds: readonly number[] | undefined, status: { is: number; orLater?: boolean }, page: { limit: number; offset: number }) {
  const where = and(status.orLater ? gte(exams.status, status.is) : eq(exams.status, status.is), schoolIds ? inArray(exams.schoolId, [...schoolIds]) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(exams).where(where);
  const rows = await db.select().from(exams).where(where).orderBy(desc(exams.startDate), desc(exams.id)).limit(page.limit).offset(page.offset);
  return { total, rows };
}

/** The papers of some exams, by subject. */
export async function testsOfExams(db: Db, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select({ id: tests.id, examId: tests.examId, name: tests.name, subjectId: tests.subjectId, totalScore: tests.totalScore })
    .from(tests)
    .where(inArray(tests.examId, examIds))
    .orderBy(asc(tests.subjectId), asc(tests.id));
}

/**
 * The classes of an exam: those it was set for and those of every student who sat one of its
 * papers (an answer to a question group or an objective question), as the analysis counts them.
 */
export async function examClassesOf(db: Db, examId: number): Promise<{ id: number; name: string; campusId: number }[]> {
  const rows = await query<{ id: number; name: string; campus_id: number }>(
    db,
    sql`SELECT c.id, c.name, c.campus_id FROM classes c
        WHERE c.id IN (SELECT ec.class_id FROM exam_classes ec WHERE ec.exam_id = ${examId}
                       UNION SELECT s.class_id FROM students s
                       WHERE s.id IN (SELECT u.student_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id JOIN tests t ON t.id = p.test_id WHERE t.exam_id = ${examId}
                                      UNION SELECT o.student_id FROM objective_answers o JOIN tests t ON t.id = o.test_id WHERE t.exam_id = ${examId}))
        ORDER BY c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, campusId: Number(r.campus_id) }));
}

export async function campusesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(inArray(campuses.id, ids)).orderBy(asc(campuses.id));
}

export async function campusById(db: Db, id: number) {
  return (await db.select().from(campuses).where(eq(campuses.id, id)))[0];
}

export async function classById(db: Db, id: number) {
  return (await db.select().from(classes).where(eq(classes.id, id)))[0];
}

export async function specialGroupById(db: Db, id: number) {
  return (await db.select().from(specialGroups).where(eq(specialGroups.id, id)))[0];
}

export async function specialGroupsOfExam(db: Db, examId: number) {
  return db.select({ id: specialGroups.id, name: specialGroups.name }).from(specialGroups).where(eq(specialGroups.examId, examId)).orderBy(asc(specialGroups.id));
}

/** group id → member student ids, for the given groups */
export async function specialGroupMembers(db: Db, groupIds: number[]): Promise<Map<number, Set<number>>> {
  const members = new Map<number, Set<number>>(groupIds.map((id) => [id, new Set<number>()]));
  if (groupIds.length === 0) return members;
  const rows = await db.select().from(specialGroupStudents).where(inArray(specialGroupStudents.groupId, groupIds));
  for (const r of rows) members.get(r.groupId)!.add(r.studentId);
  return members;
}

export type QuestionRow = typeof questions.$inferSelect;
export type BlankRow = typeof blanks.$inferSelect;

/** The questions of a test in show order, each with its blanks in key order of creation. */
export async function questionsOfTest(db: Db, testId: number): Promise<{ question: QuestionRow; blanks: BlankRow[] }[]> {
  const rows = await db
    .select({ question: questions, blank: blanks })
    .from(questions)
    .leftJoin(blanks, eq(blanks.questionId, questions.id))
    .where(eq(questions.testId, testId))
    .orderBy(asc(questions.showOrder), asc(questions.id), asc(blanks.id));
  const byId = new Map<number, { question: QuestionRow; blanks: BlankRow[] }>();
  for (const r of rows) {
    if (!byId.has(r.question.id)) byId.set(r.question.id, { question: r.question, blanks: [] });
    if (r.blank) byId.get(r.question.id)!.blanks.push(r.blank);
  }
  return [...byId.values()];
}

export interface UnitScoreRow {
  partition_id: number;
  student_id: number;
  state: string;
  final_question_score: Record<string, Record<string, number>> | null;
}

/**
 * Every answer (marking unit) of the test's question groups — of one class's students when
 * `classId` is given; final scores only on 'done' ones. The rows come as one JSON array, which
 * reads many times faster than as many rows at 10 000 students.
 */
export async function unitsOfTest(db: Db, testId: number, classId?: number): Promise<UnitScoreRow[]> {
  return unitRows(
    db,
    sql`FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE p.test_id = ${testId} ${ofClass(sql`u.student_id`, classId)}`,
  );
}

type PackedUnit = [number, number, string, UnitScoreRow['final_question_score']];

async function unitRows(db: Db, from: SQL): Promise<UnitScoreRow[]> {
  const [row] = await query<{ units: PackedUnit[] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(u.partition_id, u.student_id, u.state, u.final_question_score)), '[]'::json) AS units ${from}`,
  );
  return row.units.map(([partition_id, student_id, state, final_question_score]) => ({ partition_id: Number(partition_id), student_id: Number(student_id), state, final_question_score }));
}

/** The answers (marking units) of one question group; final scores only on 'done' ones. */
export async function unitsOfPartition(db: Db, partitionId: number): Promise<UnitScoreRow[]> {
  return unitRows(db, sql`FROM marking_units u WHERE u.partition_id = ${partitionId}`);
}

/**
 * The analysis stamps of some tests (0023_analysis_stamps.sql, its rows per part added up as
 * 0025 spreads them): per test, part → stamp; a part never written since the stamps began has none.
 */
export async function analysisStampsOf(db: Db, testIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const stamps = new Map<number, Map<number, number>>(testIds.map((id) => [id, new Map()]));
  if (testIds.length === 0) return stamps;
  const rows = await query<{ test_id: number; part: number; stamp: string | number }>(
    db,
    sql`SELECT test_id, part, sum(stamp) AS stamp FROM analysis_stamps WHERE test_id IN (${sql.join(
      testIds.map((id) => sql`${id}`),
      sql`, `,
    )}) GROUP BY test_id, part`,
  );
  for (const r of rows) stamps.get(Number(r.test_id))?.set(Number(r.part), Number(r.stamp));
  return stamps;
}

/**
 * The stamps an analysis answer of an exam stands on, as one string (equal strings, equal
 * answers): the settings stamp (test 0, 0028_analysis_settings_stamp.sql) and those of every paper
 * of the exam — with `earlier`, of every exam of its school and grade that starts no later, the
 * exams a comparison with earlier exams or a trend may read.
 */
export async function answerStampsOf(db: Db, exam: { id: number; schoolId: number; gradeId: number; startDate: string }, earlier: boolean): Promise<string> {
  const examIds = earlier
    ? sql`SELECT e.id FROM exams e WHERE e.school_id = ${exam.schoolId} AND e.grade_id = ${exam.gradeId} AND e.start_date <= ${exam.startDate}`
    : sql`SELECT ${exam.id}::integer`;
  const rows = await query<{ test_id: number; part: number; stamp: string | number }>(
    db,
    sql`SELECT s.test_id, s.part, sum(s.stamp) AS stamp FROM analysis_stamps s
        WHERE s.test_id = 0 OR s.test_id IN (SELECT t.id FROM tests t WHERE t.exam_id IN (${examIds}))
        GROUP BY s.test_id, s.part ORDER BY s.test_id, s.part`,
  );
  return rows.map((r) => `${r.test_id}:${r.part}:${r.stamp}`).join(',');
}

/** The test's objective answers — of one class's students when `classId` is given (as one JSON array, like the answers of unitsOfTest). */
export async function objectiveAnswersOfTest(db: Db, testId: number, classId?: number): Promise<{ questionId: number; studentId: number; chosen: string; score: number }[]> {
  const [row] = await query<{ answers: [number, number, string, number][] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(o.question_id, o.student_id, o.chosen, o.score)), '[]'::json) AS answers
        FROM objective_answers o WHERE o.test_id = ${testId} ${ofClass(sql`o.student_id`, classId)}`,
  );
  return row.answers.map(([questionId, studentId, chosen, score]) => ({ questionId: Number(questionId), studentId: Number(studentId), chosen, score: Number(score) }));
}

/** `AND <student> belongs to the class`, or nothing without a class. */
function ofClass(student: SQL, classId: number | undefined): SQL {
  return classId === undefined ? sql`` : sql`AND ${student} IN (SELECT id FROM students WHERE class_id = ${classId})`;
}

export interface StudentRow {
  id: number;
  name: string;
  examNumber: string;
  schoolId: number;
  campusId: number;
  campusName: string;
  classId: number;
  className: string;
}

/** The students who sat the test — of one class when `classId` is given: those with an answer to any question group or objective question. */
export async function participantsOfTest(db: Db, testId: number, classId?: number): Promise<StudentRow[]> {
  // one JSON array (see unitsOfTest), in student id order
  const [row] = await query<{ students: [number, string, string, number, number, string, number, string][] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(s.id, s.name, s.exam_number, s.school_id, s.campus_id, cp.name, s.class_id, c.name) ORDER BY s.id), '[]'::json) AS students
        FROM students s JOIN classes c ON c.id = s.class_id JOIN campuses cp ON cp.id = s.campus_id
        WHERE s.id IN (SELECT u.student_id FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${testId}
                       UNION SELECT o.student_id FROM objective_answers o WHERE o.test_id = ${testId})
          AND s.id NOT IN (SELECT es.student_id FROM exam_students es JOIN tests t ON t.exam_id = es.exam_id WHERE t.id = ${testId} AND es.absent)
          ${ofClass(sql`s.id`, classId)}`,
  );
  return row.students.map(([id, name, examNumber, schoolId, campusId, campusName, classId, className]) => ({
    id: Number(id),
    name,
    examNumber,
    schoolId: Number(schoolId),
    campusId: Number(campusId),
    campusName,
    classId: Number(classId),
    className,
  }));
}

export async function answerSheetsOf(db: Db, testId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ studentId: answerSheets.studentId, sideA: answerSheets.sideA, sideB: answerSheets.sideB })
    .from(answerSheets)
    .where(and(eq(answerSheets.testId, testId), inArray(answerSheets.studentId, studentIds)));
}

/** The scan pieces of students in a partition (shared with the marking engine). */
export { piecesOf } from '../marking/scan-piece-repository.ts';

export interface TypicalRow {
  log_id: number;
  student_id: number;
  student_name: string;
  teacher_id: number;
  teacher_name: string;
  class_id: number;
  class_name: string;
  total_score: number;
  tag_ids: number[];
}

/** Answers of a question group that a teacher tagged with wrong causes, with that teacher's mark. */
export async function taggedAnswers(db: Db, partitionId: number, filter: { classId?: number; teacherId?: number; notTeacherId?: number }): Promise<TypicalRow[]> {
  const rows = await query<TypicalRow>(
    db,
    sql`SELECT l.id AS log_id, u.student_id, s.name AS student_name, f.teacher_id,
               coalesce(nullif(usr.real_name, ''), usr.username) AS teacher_name,
               s.class_id, c.name AS class_name, l.total_score, f.tag_ids
        FROM marking_feedback f
        JOIN marking_units u ON u.id = f.unit_id
        JOIN marking_logs l ON l.unit_id = f.unit_id AND l.teacher_id = f.teacher_id
        JOIN students s ON s.id = u.student_id
        JOIN classes c ON c.id = s.class_id
        JOIN users usr ON usr.id = f.teacher_id
        WHERE u.partition_id = ${partitionId} AND cardinality(f.tag_ids) > 0
          ${filter.classId ? sql`AND s.class_id = ${filter.classId}` : sql``}
          ${filter.teacherId ? sql`AND f.teacher_id = ${filter.teacherId}` : sql``}
          ${filter.notTeacherId ? sql`AND f.teacher_id <> ${filter.notTeacherId}` : sql``}
        ORDER BY l.id`,
  );
  return rows.map((r) => ({
    ...r,
    log_id: Number(r.log_id),
    student_id: Number(r.student_id),
    teacher_id: Number(r.teacher_id),
    class_id: Number(r.class_id),
    total_score: Number(r.total_score),
    tag_ids: (r.tag_ids ?? []).map(Number),
  }));
}

export async function feedbackTagNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: feedbackTags.id, name: feedbackTags.name }).from(feedbackTags).where(inArray(feedbackTags.id, ids)).orderBy(asc(feedbackTags.id));
}

/** The stored answer-sheet template of a test (shared with the original paper of the marking window). */
export { templateInfoOf } from '../marking/original-paper-repository.ts';

export interface PartitionRegionRow {
  id: number;
  name: string;
  alias: string;
  rectDivide: { x: number; y: number; width: number; height: number; page: number }[] | null;
}

/** The question groups of a test with their regions on the answer-sheet template, in show order. */
export async function partitionRegionsOf(db: Db, testId: number): Promise<PartitionRegionRow[]> {
  return db
    .select({ id: partitions.id, name: partitions.name, alias: partitions.alias, rectDivide: partitions.rectDivide })
    .from(partitions)
    .where(eq(partitions.testId, testId))
    .orderBy(asc(partitions.showOrder), asc(partitions.id));
}

/** One student's answers and objective answers on a test (shared with the student's own paper). */
export { objectiveAnswersOfStudent, unitsOfStudent } from '../exams/student-paper-repository.ts';
