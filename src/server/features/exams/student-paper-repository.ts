/** The SQL of one student's paper (student-test-question): their answers to its question groups and objective questions. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { objectiveAnswers } from '../../db/schema.ts';
import type { UnitScoreRow } from '../analysis/analysis-repository.ts';

/** The student's answers to the paper's question groups, with their final scores once decided. */
export async function unitsOfStudent(db: Db, testId: number, studentId: number): Promise<UnitScoreRow[]> {
  const rows = await query<UnitScoreRow>(
    db,
    sql`SELECT u.partition_id, u.student_id, u.state, u.final_question_score
        FROM marking_units u JOIN partitions p ON p.id = u.partition_id
        WHERE p.test_id = ${testId} AND u.student_id = ${studentId}`,
  );
  return rows.map((r) => ({ ...r, partition_id: Number(r.partition_id), student_id: Number(r.student_id) }));
}

/** The student's objective answers on the paper as read from the sheet. */
export async function objectiveAnswersOfStudent(db: Db, testId: number, studentId: number) {
  return db
    .select({ questionId: objectiveAnswers.questionId, studentId: objectiveAnswers.studentId, chosen: objectiveAnswers.chosen, score: objectiveAnswers.score })
    .from(objectiveAnswers)
    .where(and(eq(objectiveAnswers.testId, testId), eq(objectiveAnswers.studentId, studentId)));
}

/** The student as sitting the exam of the paper (its classes' or added to it), with their absence; undefined when they do not sit it. */
export async function sittingStudentOfTest(db: Db, testId: number, studentId: number) {
  const [row] = await query<{ id: number; name: string; exam_number: string; school_id: number; campus_id: number; class_id: number; class_name: string; absent: boolean }>(
    db,
    sql`SELECT s.id, s.name, s.exam_number, s.school_id, s.campus_id, s.class_id, c.name AS class_name, coalesce(es.absent, false) AS absent
        FROM tests t JOIN students s ON s.id = ${studentId} JOIN classes c ON c.id = s.class_id
        LEFT JOIN exam_students es ON es.exam_id = t.exam_id AND es.student_id = s.id
        WHERE t.id = ${testId} AND (s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = t.exam_id) OR es.added)`,
  );
  return row && { ...row, id: Number(row.id), schoolId: Number(row.school_id), campusId: Number(row.campus_id), classId: Number(row.class_id) };
}
