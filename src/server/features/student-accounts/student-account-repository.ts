/**
 * The SQL of students' accounts (src/domain/student-login.ts): the roster students a typed user
 * name may sign in as, the account a student gets on first signing in, what a signed-in student
 * is, and a class's passwords put back to the initial one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { query } from '../../db/query.ts';
import { STUDENT_GROUP, studentUserName } from '../../../domain/student-login.ts';

/** The stored password hash of a student account whose password is the initial one. */
export const NO_OWN_PASSWORD = '';

/** A roster student as sign-in needs them: enough to tell the initial password, and their account if any. */
export interface StudentLogin {
  studentId: number;
  schoolId: number;
  examNumber: string;
  name: string;
  /** the school's default password (null when it has none) */
  defaultPassword: string | null;
  /** the account made on their first sign-in */
  userId: number | null;
}

const LOGIN_COLUMNS = sql`s.id AS "studentId", s.school_id AS "schoolId", s.exam_number AS "examNumber", s.name, sc.default_password AS "defaultPassword", u.id AS "userId"`;

/** The students with this exam number (of this school only, when given); at most two, which is enough to tell it is ambiguous. */
export async function studentsForLogin(db: Db, examNumber: string, schoolId?: number): Promise<StudentLogin[]> {
  return query<StudentLogin>(
    db,
    sql`SELECT ${LOGIN_COLUMNS}
          FROM students s JOIN schools sc ON sc.id = s.school_id LEFT JOIN users u ON u.student_id = s.id
         WHERE s.exam_number = ${examNumber} ${schoolId === undefined ? sql`` : sql`AND s.school_id = ${schoolId}`}
         ORDER BY s.id LIMIT 2`,
  );
}

/** The roster student an account signs in as, or undefined for a teacher's account. */
export async function studentOfAccount(db: Db, userId: number): Promise<StudentLogin | undefined> {
  const [row] = await query<StudentLogin>(
    db,
    sql`SELECT ${LOGIN_COLUMNS}
          FROM users u JOIN students s ON s.id = u.student_id JOIN schools sc ON sc.id = s.school_id
         WHERE u.id = ${userId}`,
  );
  return row;
}

/**
 * The student's account, made now if they have none (a concurrent first sign-in of the same
 * student finds the one the other made): user name 考号@学校编号, the initial password, the
 * student group.
 */
export async function ensureStudentAccount(db: Db, student: StudentLogin): Promise<number> {
  await query(
    db,
    sql`INSERT INTO users (username, real_name, password_hash, student_id)
        VALUES (${studentUserName(student.examNumber, student.schoolId)}, ${student.name}, ${NO_OWN_PASSWORD}, ${student.studentId})
        ON CONFLICT DO NOTHING`,
  );
  const [row] = await query<{ id: number }>(db, sql`SELECT id FROM users WHERE student_id = ${student.studentId}`);
  await query(db, sql`INSERT INTO user_groups (user_id, group_id) VALUES (${row.id}, ${STUDENT_GROUP}) ON CONFLICT DO NOTHING`);
  return row.id;
}

/** What a signed-in student sees of themselves (the user info's `student`). */
export interface StudentProfile {
  id: number;
  examNumber: string;
  name: string;
  classId: number;
  className: string;
  schoolId: number;
  schoolName: string;
}

export async function studentProfile(db: Db, userId: number): Promise<StudentProfile | undefined> {
  const [row] = await query<StudentProfile>(
    db,
    sql`SELECT s.id, s.exam_number AS "examNumber", s.name, c.id AS "classId", c.name AS "className", sc.id AS "schoolId", sc.name AS "schoolName"
          FROM users u JOIN students s ON s.id = u.student_id JOIN classes c ON c.id = s.class_id JOIN schools sc ON sc.id = s.school_id
         WHERE u.id = ${userId}`,
  );
  return row;
}

/** A class's school, or undefined for an unknown class. */
export async function schoolOfClass(db: Db, classId: number): Promise<number | undefined> {
  const [row] = await query<{ schoolId: number }>(db, sql`SELECT school_id AS "schoolId" FROM classes WHERE id = ${classId}`);
  return row?.schoolId;
}

/**
 * Puts the passwords of a class's students back to the initial one and ends their accounts'
 * sessions, in one statement each; answers the class's students, how many of them had set their
 * own password, and their accounts (whose kept sessions must be forgotten).
 */
export async function resetClassPasswords(db: Db, classId: number): Promise<{ students: number; hadOwnPassword: number; userIds: number[] }> {
  const [counts] = await query<{ students: number }>(db, sql`SELECT count(*)::int AS students FROM students WHERE class_id = ${classId}`);
  const accounts = await query<{ id: number; own: boolean }>(
    db,
    sql`WITH class_accounts AS (
          SELECT u.id, u.password_hash <> ${NO_OWN_PASSWORD} AS own FROM users u JOIN students s ON s.id = u.student_id WHERE s.class_id = ${classId})
        UPDATE users SET password_hash = ${NO_OWN_PASSWORD} FROM class_accounts a WHERE users.id = a.id
        RETURNING users.id, a.own`,
  );
  const userIds = accounts.map((a) => Number(a.id));
  if (userIds.length > 0) {
    await query(
      db,
      sql`UPDATE sessions SET revoked_at = now(), revoked_reason = 'password'
           WHERE user_id IN (SELECT u.id FROM users u JOIN students s ON s.id = u.student_id WHERE s.class_id = ${classId})
             AND (revoked_at IS NULL OR revoked_reason = 'refreshed')`,
    );
  }
  return { students: counts.students, hadOwnPassword: accounts.filter((a) => a.own).length, userIds };
}
