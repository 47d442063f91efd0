/**
 * The SQL behind "may this user see or change X": which schools a user belongs to, which
 * classes they teach, which question groups they mark or adjudicate, where a test belongs, and
 * how the caller stands to the answer a stored scan shows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { query } from '../db/query.ts';
import { Position } from '../../domain/roles.ts';
import { examClasses, exams, partitions, partitionTeachers, students, teacherClasses, tests, userGroups, users, userSchools } from '../db/schema.ts';

export type PartitionRole = 'marker' | 'judge';

/** The schools a user is a member of. */
export async function schoolIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ schoolId: userSchools.schoolId }).from(userSchools).where(eq(userSchools.userId, userId));
  return rows.map((r) => r.schoolId);
}

/** The grades a teacher is given (a grade leader leads those grades' exams). */
export async function gradeIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ gradeIds: users.gradeIds }).from(users).where(eq(users.id, userId));
  return rows[0]?.gradeIds ?? [];
}

/** The classes a teacher teaches (any subject). */
/** Whether the account holds the super administrator's position. */
export async function isSuperAdminAccount(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, Position.superAdmin)));
  return rows.length > 0;
}

export async function taughtClassIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ classId: teacherClasses.classId }).from(teacherClasses).where(eq(teacherClasses.userId, userId));
  return rows.map((r) => r.classId);
}

/** The exams some classes were set (the exams a class-limited teacher follows in the progress pages). */
export async function examIdsOfClasses(db: Db, classIds: number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db.selectDistinct({ examId: examClasses.examId }).from(examClasses).where(inArray(examClasses.classId, classIds));
  return rows.map((r) => r.examId);
}

/** A teacher's assignment to mark (or adjudicate) a question group, when there is one. */
export async function assignment(db: Db, partitionId: number, userId: number, role: PartitionRole) {
  const rows = await db
    .select()
    .from(partitionTeachers)
    .where(and(eq(partitionTeachers.partitionId, partitionId), eq(partitionTeachers.userId, userId), eq(partitionTeachers.role, role)));
  return rows[0];
}

/** Every question group a teacher marks or adjudicates, with its test and exam. */
export async function assignmentsOf(db: Db, userId: number) {
  return db
    .select({ partitionId: partitionTeachers.partitionId, role: partitionTeachers.role, markTask: partitionTeachers.markTask, testId: partitions.testId, examId: tests.examId })
    .from(partitionTeachers)
    .innerJoin(partitions, eq(partitions.id, partitionTeachers.partitionId))
    .innerJoin(tests, eq(tests.id, partitions.testId))
    .where(eq(partitionTeachers.userId, userId));
}

/** Where a test belongs: its exam, the exam's school and status. */
export interface TestPlace {
  testId: number;
  examId: number;
  schoolId: number;
  examStatus: number;
  /** the exam's grade */
  gradeId: number;
}

export async function testPlace(db: Db, testId: number): Promise<TestPlace | undefined> {
  const rows = await db
    .select({ testId: tests.id, examId: exams.id, schoolId: exams.schoolId, examStatus: exams.status, gradeId: exams.gradeId })
    .from(tests)
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(tests.id, testId));
  return rows[0];
}

/** Where an exam belongs: its school and status. */
export interface ExamPlace {
  examId: number;
  schoolId: number;
  examStatus: number;
}

export async function examPlace(db: Db, examId: number): Promise<ExamPlace | undefined> {
  const rows = await db.select({ examId: exams.id, schoolId: exams.schoolId, examStatus: exams.status }).from(exams).where(eq(exams.id, examId));
  return rows[0];
}

/** Where a scan belongs and how the caller stands to the answer it shows. */
export interface ScanFacts {
  storageKey: string | null;
  schoolId: number;
  examStatus: number;
  /** the exam's grade */
  gradeId: number;
  classId: number;
  /** for answer pieces: the caller's part in the group and in the answer */
  marker: boolean;
  judge: boolean;
  unitState: string | null;
  /** the answer waits in the queue with a free slot (what a marker may be handed, or decide as blank) */
  waitingWithRoom: boolean;
  held: boolean;
  marked: boolean;
  reported: boolean;
  /** tagged with a wrong cause by a marker: shown to colleagues as a typical paper */
  shared: boolean;
  /** drawn in a spot check of the group: shown to those who spot-check it */
  spotChecked: boolean;
}

interface FactsRow {
  storage_key: string | null;
  school_id: number;
  exam_status: number;
  grade_id: number;
  class_id: number;
  marker: boolean;
  judge: boolean;
  state: string | null;
  waiting_with_room: boolean | null;
  held: boolean;
  marked: boolean;
  reported: boolean;
  shared: boolean;
  spot_checked: boolean;
}

function toFacts(r: FactsRow): ScanFacts {
  return {
    storageKey: r.storage_key,
    schoolId: Number(r.school_id),
    examStatus: Number(r.exam_status),
    gradeId: Number(r.grade_id),
    classId: Number(r.class_id),
    marker: Boolean(r.marker),
    judge: Boolean(r.judge),
    unitState: r.state,
    waitingWithRoom: Boolean(r.waiting_with_room),
    held: Boolean(r.held),
    marked: Boolean(r.marked),
    reported: Boolean(r.reported),
    shared: Boolean(r.shared),
    spotChecked: Boolean(r.spot_checked),
  };
}

/** The `index`-th piece (in seq order) of a student's answer to a group, and the caller's standing. */
export async function pieceFacts(db: Db, ref: { partitionId: number; studentId: number; index: number }, userId: number): Promise<ScanFacts | undefined> {
  const rows = await query<FactsRow>(
    db,
    sql`SELECT sp.storage_key, e.school_id, e.status AS exam_status, e.grade_id, st.class_id,
               EXISTS (SELECT 1 FROM partition_teachers pt WHERE pt.partition_id = sp.partition_id AND pt.user_id = ${userId} AND pt.role = 'marker') AS marker,
               EXISTS (SELECT 1 FROM partition_teachers pt WHERE pt.partition_id = sp.partition_id AND pt.user_id = ${userId} AND pt.role = 'judge') AS judge,
               u.state,
               (u.state = 'open' AND u.marks_done + u.holders < u.marks_needed) AS waiting_with_room,
               EXISTS (SELECT 1 FROM marking_claims c WHERE c.unit_id = u.id AND c.teacher_id = ${userId}) AS held,
               EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.teacher_id = ${userId}) AS marked,
               EXISTS (SELECT 1 FROM problem_papers pp WHERE pp.unit_id = u.id AND pp.teacher_id = ${userId}) AS reported,
               EXISTS (SELECT 1 FROM marking_feedback f WHERE f.unit_id = u.id AND cardinality(f.tag_ids) > 0) AS shared,
               EXISTS (SELECT 1 FROM spot_checks sc JOIN spot_check_papers scp ON scp.spot_check_id = sc.id
                       WHERE sc.partition_id = sp.partition_id AND scp.student_id = sp.student_id) AS spot_checked
        FROM scan_pieces sp
        JOIN partitions p ON p.id = sp.partition_id JOIN tests t ON t.id = p.test_id JOIN exams e ON e.id = t.exam_id
        JOIN students st ON st.id = sp.student_id
        LEFT JOIN marking_units u ON u.partition_id = sp.partition_id AND u.student_id = sp.student_id
        WHERE sp.partition_id = ${ref.partitionId} AND sp.student_id = ${ref.studentId}
        ORDER BY sp.seq, sp.id OFFSET ${ref.index} LIMIT 1`,
  );
  return rows[0] ? toFacts(rows[0]) : undefined;
}

/** A side (1 A, 2 B) of a student's answer sheet for a test, and where it belongs. */
export async function sheetFacts(db: Db, ref: { testId: number; studentId: number; side: number }): Promise<ScanFacts | undefined> {
  const rows = await query<FactsRow>(
    db,
    sql`SELECT ${ref.side === 2 ? sql`a.side_b` : sql`a.side_a`} AS storage_key, e.school_id, e.status AS exam_status, e.grade_id, st.class_id,
               FALSE AS marker, FALSE AS judge, NULL AS state, FALSE AS waiting_with_room, FALSE AS held, FALSE AS marked, FALSE AS reported, FALSE AS shared, FALSE AS spot_checked
        FROM answer_sheets a JOIN tests t ON t.id = a.test_id JOIN exams e ON e.id = t.exam_id JOIN students st ON st.id = a.student_id
        WHERE a.test_id = ${ref.testId} AND a.student_id = ${ref.studentId}`,
  );
  return rows[0] ? toFacts(rows[0]) : undefined;
}

/** A scanned page's stored image and the school of its paper. */
export async function scanPageFacts(db: Db, pageId: number): Promise<{ storageKey: string; schoolId: number } | undefined> {
  const [row] = await query<{ storage_key: string; school_id: number }>(
    db,
    sql`SELECT p.storage_key, e.school_id FROM scan_pages p JOIN tests t ON t.id = p.test_id JOIN exams e ON e.id = t.exam_id WHERE p.id = ${pageId}`,
  );
  return row ? { storageKey: row.storage_key, schoolId: Number(row.school_id) } : undefined;
}

/** The school of a student, or undefined for an unknown student. */
export async function studentSchool(db: Db, studentId: number): Promise<number | undefined> {
  const rows = await db.select({ schoolId: students.schoolId }).from(students).where(eq(students.id, studentId));
  return rows[0]?.schoolId;
}

/** The school and class of a student, or undefined for an unknown student. */
export async function studentClass(db: Db, studentId: number): Promise<{ schoolId: number; classId: number } | undefined> {
  const rows = await db.select({ schoolId: students.schoolId, classId: students.classId }).from(students).where(eq(students.id, studentId));
  return rows[0];
}
