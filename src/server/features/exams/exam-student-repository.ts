/** The SQL of who sits an exam: its classes' students, the students added to it, and who is absent. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { examStudents, students } from '../../db/schema.ts';

export interface SittingStudent {
  studentId: number;
  name: string;
  examNumber: string;
  classId: number;
  className: string;
  added: boolean;
  absent: boolean;
}

/** The students sitting the exam (its classes' and the added ones), by class and exam number; one page and how many there are. */
export async function sittingStudents(db: Db, examId: number, page?: { limit: number; offset: number }): Promise<{ rows: SittingStudent[]; total: number }> {
  const sitting = sql`
    SELECT s.id, s.name, s.exam_number, s.class_id, c.name AS class_name,
           coalesce(es.added, false) AS added, coalesce(es.absent, false) AS absent
    FROM students s
    JOIN classes c ON c.id = s.class_id
    LEFT JOIN exam_students es ON es.exam_id = ${examId} AND es.student_id = s.id
    WHERE s.class_id IN (SELECT class_id FROM exam_classes WHERE exam_id = ${examId}) OR es.added`;
  const paging = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const rows = await query<{ id: number; name: string; exam_number: string; class_id: number; class_name: string; added: boolean; absent: boolean }>(
    db,
    sql`${sitting} ORDER BY c.name, s.exam_number, s.id${paging}`,
  );
  const [{ n }] = await query<{ n: string }>(db, sql`SELECT count(*) AS n FROM (${sitting}) AS sitting`);
  return {
    rows: rows.map((r) => ({ studentId: Number(r.id), name: r.name, examNumber: r.exam_number, classId: Number(r.class_id), className: r.class_name, added: r.added, absent: r.absent })),
    total: Number(n),
  };
}

/** The school's students with these exam numbers. */
export async function studentsByExamNumber(db: Db, schoolId: number, examNumbers: string[]) {
  if (examNumbers.length === 0) return [];
  return db
    .select({ id: students.id, name: students.name, examNumber: students.examNumber })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.examNumber, examNumbers)));
}

export async function addStudents(db: Db, examId: number, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db
    .insert(examStudents)
    .values(studentIds.map((studentId) => ({ examId, studentId, added: true })))
    .onConflictDoUpdate({ target: [examStudents.examId, examStudents.studentId], set: { added: true } });
}

export async function setAbsent(db: Db, examId: number, studentIds: number[], absent: boolean): Promise<void> {
  if (studentIds.length === 0) return;
  await db
    .insert(examStudents)
    .values(studentIds.map((studentId) => ({ examId, studentId, absent })))
    .onConflictDoUpdate({ target: [examStudents.examId, examStudents.studentId], set: { absent } });
}

export interface StudentExam {
  examId: number;
  name: string;
  status: number;
  examinationType: number;
  startDate: string;
  added: boolean;
  absent: boolean;
}

/** The exams a student sits — through their class or added by exam number — newest first. */
export async function examsOfStudent(db: Db, studentId: number): Promise<StudentExam[]> {
  const rows = await query<{ id: number; name: string; status: number; examination_type: number; start_date: string; added: boolean; absent: boolean }>(
    db,
    sql`SELECT e.id, e.name, e.status, e.examination_type, e.start_date,
               coalesce(es.added, false) AS added, coalesce(es.absent, false) AS absent
        FROM exams e
        LEFT JOIN exam_students es ON es.exam_id = e.id AND es.student_id = ${studentId}
        WHERE e.id IN (SELECT ec.exam_id FROM exam_classes ec JOIN students s ON s.class_id = ec.class_id WHERE s.id = ${studentId})
           OR es.added
        ORDER BY e.start_date DESC, e.id DESC`,
  );
  return rows.map((r) => ({ examId: Number(r.id), name: r.name, status: Number(r.status), examinationType: Number(r.examination_type), startDate: r.start_date, added: r.added, absent: r.absent }));
}
