/**
 * The SQL of teacher imports, set-based like the rest of the roster: the accounts in one
 * statement (added, or updated by user name), then their positions, school and classes in two
 * statements each, whatever the number of teachers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { Position } from '../../../domain/roles.ts';

export interface ExistingUser {
  id: number;
  username: string;
  schoolIds: number[];
  superAdmin: boolean;
}

/** The accounts that already have these user names, with the schools they belong to. */
export async function usersNamed(db: Db, usernames: string[]): Promise<ExistingUser[]> {
  if (usernames.length === 0) return [];
  return query<ExistingUser>(
    db,
    sql`SELECT u.id, u.username, coalesce(array_agg(s.school_id) FILTER (WHERE s.school_id IS NOT NULL), '{}') AS "schoolIds",
               EXISTS (SELECT 1 FROM user_groups g WHERE g.user_id = u.id AND g.group_id = ${Position.superAdmin}) AS "superAdmin"
          FROM users u LEFT JOIN user_schools s ON s.user_id = u.id
         WHERE u.username IN (SELECT jsonb_array_elements_text(${JSON.stringify(usernames)}::jsonb))
         GROUP BY u.id, u.username`,
  );
}

export async function schoolDefaultPassword(db: Db, schoolId: number): Promise<string | null> {
  const [row] = await query<{ password: string | null }>(db, sql`SELECT default_password AS password FROM schools WHERE id = ${schoolId}`);
  return row?.password || null;
}

export interface TeacherWrite {
  username: string;
  realName: string;
  groupIds: number[];
  subjectIds: number[];
  gradeIds: number[];
  /** classes taught: each with each of the teacher's subjects */
  classIds: number[];
  /** classes the teacher heads (班主任) */
  headClassIds: number[];
}

/** subject_id 0 in teacher_classes marks the class head (schema.ts) */
const CLASS_HEAD_SUBJECT = 0;

/**
 * Adds the teachers whose user name is new (with the import's initial password hash) and
 * updates the others' names, subjects and grades, keeping their passwords; then replaces their
 * positions and their classes in this school and makes them members of it.
 */
export async function writeTeachers(db: Db, schoolId: number, rows: TeacherWrite[], initialPasswordHash: string): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const accounts = JSON.stringify(rows.map((r) => ({ username: r.username, real_name: r.realName, grade_ids: r.gradeIds, subject_ids: r.subjectIds })));
  const written = await query<{ id: number; username: string; created: boolean }>(
    db,
    sql`INSERT INTO users (username, real_name, password_hash, grade_ids, subject_ids)
        SELECT v.username, v.real_name, ${initialPasswordHash}, v.grade_ids, v.subject_ids
          FROM jsonb_to_recordset(${accounts}::jsonb) AS v(username text, real_name text, grade_ids int[], subject_ids int[])
        ON CONFLICT (username) DO UPDATE SET real_name = EXCLUDED.real_name, grade_ids = EXCLUDED.grade_ids, subject_ids = EXCLUDED.subject_ids
        RETURNING id, username, (xmax = 0) AS created`,
  );
  const idOf = new Map(written.map((w) => [w.username, w.id]));
  const ids = JSON.stringify(written.map((w) => w.id));
  const groups = JSON.stringify(rows.flatMap((r) => r.groupIds.map((group_id) => ({ user_id: idOf.get(r.username), group_id }))));
  const taught = JSON.stringify(
    rows.flatMap((r) => [
      ...r.classIds.flatMap((class_id) => r.subjectIds.map((subject_id) => ({ user_id: idOf.get(r.username), class_id, subject_id }))),
      ...r.headClassIds.map((class_id) => ({ user_id: idOf.get(r.username), class_id, subject_id: CLASS_HEAD_SUBJECT })),
    ]),
  );
  await db.execute(sql`DELETE FROM user_groups WHERE user_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)`);
  await db.execute(sql`INSERT INTO user_groups (user_id, group_id) SELECT v.user_id, v.group_id FROM jsonb_to_recordset(${groups}::jsonb) AS v(user_id int, group_id int)`);
  await db.execute(
    sql`INSERT INTO user_schools (user_id, school_id) SELECT (jsonb_array_elements_text(${ids}::jsonb))::int, ${schoolId} ON CONFLICT DO NOTHING`,
  );
  await db.execute(
    sql`DELETE FROM teacher_classes
         WHERE user_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)
           AND class_id IN (SELECT id FROM classes WHERE school_id = ${schoolId})`,
  );
  await db.execute(
    sql`INSERT INTO teacher_classes (user_id, class_id, subject_id)
        SELECT v.user_id, v.class_id, v.subject_id FROM jsonb_to_recordset(${taught}::jsonb) AS v(user_id int, class_id int, subject_id int)
        ON CONFLICT DO NOTHING`,
  );
  const created = written.filter((w) => w.created).length;
  return { created, updated: written.length - created };
}
