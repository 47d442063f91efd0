/**
 * What a student (role 2, src/domain/student-login.ts) may do: sign in and out, read and change
 * their own account, list their own exams and read their own scores of an exam whose results the
 * school has opened (analysis open, ExamStatus 3). Every other operation of the contract refuses
 * a student with 403 before its handler runs (plugins/auth.ts asks refuseStudentCall), so that no
 * teacher or administrator rule — which read schools, classes and positions, not roles — is ever
 * asked about a student, and an operation added later is closed to students until it is listed here.
 */
import { ExamStatus } from '../../domain/enums.ts';
import { Role } from '../../domain/roles.ts';
import { msg } from '../../i18n/server.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../http/app-error.ts';
import type { Principal } from './principal.ts';
import { studentIdOfAccount } from './student-access-repository.ts';

/** The contract operations (operationId) a signed-in student may call. */
export const STUDENT_OPERATIONS: ReadonlySet<string> = new Set([
  'logout',
  'getUserInfo',
  'changePassword',
  'changePasswordPost',
  // the QR-code method of changing the password (the desktop's code and its poll, the phone's new password)
  'issueQrCode',
  'getQrScene',
  'setPasswordByQrCode',
  'listStudentExams',
  'getStudentPaperScores',
]);

export function isStudent(who: Pick<Principal, 'role'>): boolean {
  return who.role === Role.student;
}

/** 403 for a student calling an operation not listed above; anyone else passes. */
export function refuseStudentCall(who: Pick<Principal, 'role'>, operationId: string | undefined): void {
  if (isStudent(who) && (operationId === undefined || !STUDENT_OPERATIONS.has(operationId))) throw forbidden(msg.access.studentNotAllowed);
}

/** A student's own roster student; 403 for any other student. */
export async function requireOwnStudent(db: Db, who: Principal, studentId: number): Promise<void> {
  if ((await studentIdOfAccount(db, who.userId)) !== studentId) throw forbidden(msg.access.studentOwnOnly);
}

/** A student's own scores of a paper: their own, once its exam's results are open; else 403. */
export async function requireOwnPaper(db: Db, who: Principal, examStatus: number, studentId: number): Promise<void> {
  await requireOwnStudent(db, who, studentId);
  if (examStatus !== ExamStatus.analysisViewable) throw forbidden(msg.access.studentScoresNotOpen);
}
