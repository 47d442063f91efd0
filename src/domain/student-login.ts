/**
 * How a student of a school's roster signs in (spec 002 §6 role 2; the task list shows a student
 * user with their exam number). Roster students have no account of their own until they first sign
 * in: their user name is their exam number (考号), which is unique within a school, so on a platform
 * of several schools the full form `考号@学校编号` names the school as well; the bare exam number is
 * enough whenever only one school has a student with it and no teacher's account has that name.
 * Teachers' user names never hold '@' (user-name.ts), so the full form never meets one.
 *
 * Until a student sets their own password — and again after an administrator resets their class —
 * the student's password is the initial one: the school's default password (spec 002 §5 stored
 * user info, schools[].default_password) when the school has one, else the exam number itself.
 */

/** The position (group) every student account acts in; its role is 2 (spec 002 §6). */
export const STUDENT_GROUP = 2;

const STUDENT_LOGIN = /^(\d{4,20})(?:@(\d{1,9}))?$/;

export interface StudentLoginName {
  examNumber: string;
  /** given in the full form only */
  schoolId?: number;
}

/** The user name a student account is stored under: its full form. */
export function studentUserName(examNumber: string, schoolId: number): string {
  return `${examNumber}@${schoolId}`;
}

/** What a typed user name says about a student, or undefined when it cannot be a student's. */
export function parseStudentLogin(userName: string): StudentLoginName | undefined {
  const match = STUDENT_LOGIN.exec(userName);
  if (!match) return undefined;
  return match[2] === undefined ? { examNumber: match[1] } : { examNumber: match[1], schoolId: Number(match[2]) };
}

/** The initial password of a student (see above). */
export function initialStudentPassword(schoolDefaultPassword: string | null, examNumber: string): string {
  return schoolDefaultPassword ? schoolDefaultPassword : examNumber;
}
