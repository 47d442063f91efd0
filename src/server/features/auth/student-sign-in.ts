/**
 * Which account a typed user name signs in as, and whether a password opens it: a teacher's
 * account by its user name, else a roster student by exam number (src/domain/student-login.ts),
 * who may not have an account yet. A student account whose password is still the initial one is
 * checked against the initial password, not a stored hash.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '../../../domain/errors.ts';
import { initialStudentPassword, parseStudentLogin } from '../../../domain/student-login.ts';
import { msg } from '../../../i18n/server.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { NO_OWN_PASSWORD, studentOfAccount, studentsForLogin, type StudentLogin } from '../student-accounts/student-account-repository.ts';
import * as repo from './auth-repository.ts';
import { verifyPassword } from './password.ts';

/** An account to sign in to: a user row, a roster student, or a student with their account. */
export interface SignInAccount {
  user?: repo.UserRow;
  student?: StudentLogin;
}

/** The account a typed user name names; 401 naming the full form when the exam number is of several schools. */
export async function signInAccount(db: Db, name: string): Promise<SignInAccount | undefined> {
  const user = await repo.findUserByUsername(db, name);
  if (user) return accountOfUser(db, user);
  const login = parseStudentLogin(name);
  if (!login) return undefined;
  const found = await studentsForLogin(db, login.examNumber, login.schoolId);
  if (found.length > 1) throw new AppError(ErrorCode.unauthorized, msg.auth.examNumberOfSeveralSchools);
  const [student] = found;
  if (!student) return undefined;
  return { student, user: student.userId === null ? undefined : await repo.findUserById(db, student.userId) };
}

/** An existing account, with its roster student when it is a student's. */
export async function accountOfUser(db: Db, user: repo.UserRow): Promise<SignInAccount> {
  return { user, student: user.studentId === null ? undefined : await studentOfAccount(db, user.id) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function passwordOpens(account: SignInAccount, password: string): Promise<boolean> {
  if (account.user && account.user.passwordHash !== NO_OWN_PASSWORD) return verifyPassword(password, account.user.passwordHash);
  if (!account.student) return false;
  return timingSafeEqual(digest(password), digest(initialStudentPassword(account.student.defaultPassword, account.student.examNumber)));
}
