/** The SQL of a student's answer log (学生作答记录): the classes to pick from, the student and the exams they sat. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ExamStatus } from '../../../domain/enums.ts';
import { query } from '../../db/query.ts';
import { classes, students } from '../../db/schema.ts';

export interface LogClass {
  id: number;
  name: string;
  students: { id: number; name: string; exam_number: string }[];
}

/** The classes of some schools or the classes named (neither: every class), by name, each with its students by exam number. */
export async function classesWithStudents(db: Db, scope: { schoolIds?: number[]; classIds?: number[] }): Promise<LogClass[]> {
  if (scope.schoolIds?.length === 0 || scope.classIds?.length === 0) return [];
  const where = and(scope.schoolIds ? inArray(classes.schoolId, scope.schoolIds) : undefined, scope.classIds ? inArray(classes.id, scope.classIds) : undefined);
  const rows = await db
    .select({ id: classes.id, name: classes.name, studentId: students.id, studentName: students.name, examNumber: students.examNumber })
    .from(classes)
    .leftJoin(students, eq(students.classId, classes.id))
    .where(where)
    .orderBy(asc(classes.name), asc(classes.id), asc(students.examNumber));
  const byId = new Map<number, LogClass>();
  for (const r of rows) {
    if (!byId.has(r.id)) byId.set(r.id, { id: r.id, name: r.name, students: [] });
    if (r.studentId !== null) byId.get(r.id)!.students.push({ id: r.studentId, name: r.studentName!, exam_number: r.examNumber! });
  }
  return [...byId.values()];
}

/** The student with their class's name. */
export async function studentWithClass(db: Db, studentId: number) {
  const [row] = await db
    .select({ id: students.id, name: students.name, examNumber: students.examNumber, classId: students.classId, className: classes.name })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.id, studentId));
  return row;
}

/**
 * The papers of the student's school on which the student has an answer (to a question group or
 * an objective question) and is not marked absent, newest exam first; `analysisOpenOnly` keeps
 * exams whose analysis is open, `subjectId` (when not 0) one subject's papers.
 */
export async function answeredPapers(db: Db, studentId: number, filter: { analysisOpenOnly: boolean; subjectId: number }) {
  const rows = await query<{ exam_id: number; exam_name: string; start_date: string; test_id: number; test_name: string; subject_id: number }>(
    db,
    sql`SELECT e.id AS exam_id, e.name AS exam_name, e.start_date, t.id AS test_id, t.name AS test_name, t.subject_id
        FROM tests t JOIN exams e ON e.id = t.exam_id JOIN students s ON s.id = ${studentId} AND s.school_id = e.school_id
        WHERE (${filter.analysisOpenOnly} = false OR e.status = ${ExamStatus.analysisViewable})
          AND (${filter.subjectId} = 0 OR t.subject_id = ${filter.subjectId})
          AND (EXISTS (SELECT 1 FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = t.id AND u.student_id = s.id)
               OR EXISTS (SELECT 1 FROM objective_answers o WHERE o.test_id = t.id AND o.student_id = s.id))
          AND NOT EXISTS (SELECT 1 FROM exam_students es WHERE es.exam_id = e.id AND es.student_id = s.id AND es.absent)
        ORDER BY e.start_date DESC, e.id DESC, t.subject_id, t.id`,
  );
  return rows.map((r) => ({ examId: Number(r.exam_id), examName: r.exam_name, startDate: r.start_date, testId: Number(r.test_id), testName: r.test_name, subjectId: Number(r.subject_id) }));
}
