/** The SQL of the schools taking part in an exam (examination-school/{id}). */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { schools } from '../../db/schema.ts';

export interface ExamSchool {
  schoolId: number;
  name: string;
  organiser: boolean;
  classes: number;
  students: number;
  absent: number;
}

/**
 * The organiser of the exam and every school with a student sitting it, organiser first, each
 * with its participating classes, its students sitting and how many of them are absent.
 */
export async function schoolsOfExam(db: Db, examId: number): Promise<ExamSchool[]> {
  const rows = await query<{ id: number; name: string; organiser: boolean; classes: string; students: string; absent: string }>(
    db,
    sql`WITH sitting AS (
          SELECT s.id, s.class_id, c.school_id, coalesce(es.absent, false) AS absent
          FROM students s
          JOIN classes c ON c.id = s.class_id
          LEFT JOIN exam_students es ON es.exam_id = ${examId} AND es.student_id = s.id
          WHERE s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR es.added)
        SELECT sc.id, sc.name, sc.id = e.school_id AS organiser,
               (SELECT count(*) FROM exam_classes ec JOIN classes c ON c.id = ec.class_id WHERE ec.exam_id = e.id AND c.school_id = sc.id) AS classes,
               count(si.id) AS students,
               count(si.id) FILTER (WHERE si.absent) AS absent
        FROM exams e
        JOIN schools sc ON sc.id = e.school_id OR sc.id IN (SELECT school_id FROM sitting)
        LEFT JOIN sitting si ON si.school_id = sc.id
        WHERE e.id = ${examId}
        GROUP BY sc.id, sc.name, e.id, e.school_id
        ORDER BY sc.id = e.school_id DESC, sc.id`,
  );
  return rows.map((r) => ({ schoolId: Number(r.id), name: r.name, organiser: r.organiser, classes: Number(r.classes), students: Number(r.students), absent: Number(r.absent) }));
}

export async function schoolsByIds(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, ids));
}
