/**
 * The SQL of roster imports. Every write is set-based: the rows of one upload travel as one JSON
 * parameter and are written by a few statements, whatever the number of rows (a school of
 * 10 000 students is three statements, not 10 000).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { campuses, classes, schools } from '../../db/schema.ts';
import type { KnownClass } from './roster-rows.ts';

export async function schoolExists(db: Db, schoolId: number): Promise<boolean> {
  return (await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId))).length > 0;
}

export async function classesOfSchool(db: Db, schoolId: number): Promise<KnownClass[]> {
  return db
    .select({ id: classes.id, name: classes.name, campusId: classes.campusId, campusName: campuses.name, gradeId: classes.gradeId })
    .from(classes)
    .innerJoin(campuses, eq(campuses.id, classes.campusId))
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.id));
}

export async function campusesOfSchool(db: Db, schoolId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.schoolId, schoolId)).orderBy(asc(campuses.id));
}

/** Adds the campuses a class import names that the school does not have yet. */
export async function addCampuses(db: Db, schoolId: number, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return query(
    db,
    sql`INSERT INTO campuses (school_id, name)
        SELECT ${schoolId}, v.name FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS v(name)
        RETURNING id, name`,
  );
}

export interface NewClass {
  campusId: number;
  gradeId: number;
  name: string;
}

export async function addClasses(db: Db, schoolId: number, rows: NewClass[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await query<{ id: number }>(
    db,
    sql`INSERT INTO classes (school_id, campus_id, grade_id, name)
        SELECT ${schoolId}, v.campus_id, v.grade_id, v.name
          FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ campus_id: r.campusId, grade_id: r.gradeId, name: r.name })))}::jsonb)
               AS v(campus_id int, grade_id int, name text)
        RETURNING id`,
  );
  return added.length;
}

/** Moves existing classes to the grade the import gives them. */
export async function regradeClasses(db: Db, rows: { id: number; gradeId: number }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const changed = await query<{ id: number }>(
    db,
    sql`UPDATE classes SET grade_id = v.grade_id
          FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, grade_id: r.gradeId })))}::jsonb) AS v(id int, grade_id int)
         WHERE classes.id = v.id
        RETURNING classes.id`,
  );
  return changed.length;
}

export interface StudentWrite {
  examNumber: string;
  name: string;
  classId: number;
  campusId: number;
  seat: number | null;
}

/**
 * Adds the students whose exam number the school does not know and updates the others (name,
 * class, seat) in one statement; answers how many of each. The school's unique exam numbers
 * make a re-import update instead of duplicating, also when two imports run at once.
 */
export async function upsertStudents(db: Db, schoolId: number, rows: StudentWrite[]): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const payload = JSON.stringify(rows.map((r) => ({ exam_number: r.examNumber, name: r.name, class_id: r.classId, campus_id: r.campusId, seat: r.seat })));
  const [counts] = await query<{ created: number; updated: number }>(
    db,
    sql`WITH written AS (
          INSERT INTO students (school_id, campus_id, class_id, name, exam_number, seat)
          SELECT ${schoolId}, v.campus_id, v.class_id, v.name, v.exam_number, v.seat
            FROM jsonb_to_recordset(${payload}::jsonb) AS v(exam_number text, name text, class_id int, campus_id int, seat int)
          ON CONFLICT (school_id, exam_number) DO UPDATE
            SET name = EXCLUDED.name, class_id = EXCLUDED.class_id, campus_id = EXCLUDED.campus_id, seat = EXCLUDED.seat
          RETURNING (xmax = 0) AS created)
        SELECT count(*) FILTER (WHERE created)::int AS created, count(*) FILTER (WHERE NOT created)::int AS updated FROM written`,
  );
  return counts;
}
