/**
 * A school's staff and classes made the way a school makes them: through the roster import
 * (POST /v1/admin/roster-import/{kind}), with the workbook written as a school would upload it.
 * Only a school's first administrator comes another way, as the setup link makes it: the import
 * itself needs an administrator of the school.
 */
import { expect } from 'vitest';
import { Position } from '../../src/domain/roles.ts';
import type { Database } from '../../src/server/db/database.ts';
import { hashPassword } from '../../src/server/features/auth/password.ts';
import { addAdministrator } from '../../src/server/features/setup/setup-repository.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { publicKeyOf, signIn, type Call } from './api.ts';
import { rosterWorkbook, XLSX } from './roster-workbook.ts';

/** One row of the teachers' roster; positions, subjects, grades and classes by their names (职务 校长, 任课老师 …; 数学; 高一; 高一(1)班). */
export interface TeacherRow {
  username: string;
  name: string;
  positions: string[];
  subjects?: string[];
  grades?: string[];
  teaches?: string[];
  heads?: string[];
}

/** An account the import added, signed in with the initial password. */
export interface ImportedTeacher {
  uid: number;
  username: string;
  token: string;
  password: string;
}

const TEACHER_HEADER = ['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'];
const CLASS_HEADER = ['校区', '年级', '班级'];

interface ImportOutcome {
  created: number;
  updated: number;
  skipped: number;
  initial_password: string | null;
}

async function importRows(call: Call, token: string, schoolId: number, kind: 'classes' | 'teachers', header: string[], rows: (string | number)[][]): Promise<ImportOutcome> {
  const answer = await call('importRoster', {
    method: 'POST',
    url: `/v1/admin/roster-import/${kind}?school_id=${schoolId}`,
    token,
    payload: await rosterWorkbook(header, rows),
    headers: { 'content-type': XLSX },
  });
  expect(answer.status, answer.body.msg).toBe(200);
  expect(answer.body.data.errors).toEqual([]);
  return answer.body.data;
}

const teacherCells = (row: TeacherRow) => [
  row.username,
  row.name,
  row.positions.join('、'),
  (row.subjects ?? []).join('、'),
  (row.grades ?? []).join('、'),
  (row.teaches ?? []).join('、'),
  (row.heads ?? []).join('、'),
];

/**
 * Imports new teachers' accounts into school `schoolId` as its administrator (`token`) and signs
 * each in with the initial password (the school's default when it has one: `defaultPassword`).
 */
export async function importTeachers(call: Call, token: string, schoolId: number, rows: TeacherRow[], defaultPassword?: string): Promise<Record<string, ImportedTeacher>> {
  const outcome = await importRows(call, token, schoolId, 'teachers', TEACHER_HEADER, rows.map(teacherCells));
  expect(outcome.created, 'every row is a new account').toBe(rows.length);
  const password = outcome.initial_password ?? defaultPassword;
  if (!password) throw new Error('the school has a default password: give it as defaultPassword');
  const teachers: Record<string, ImportedTeacher> = {};
  for (const row of rows) teachers[row.username] = { ...(await signIn(call, row.username, password)), username: row.username, password };
  return teachers;
}

/** Re-imports accounts the school already has (matched by user name): their positions, subjects, grades and classes become the row's; passwords stay. */
export async function updateTeachers(call: Call, token: string, schoolId: number, rows: TeacherRow[]): Promise<void> {
  const outcome = await importRows(call, token, schoolId, 'teachers', TEACHER_HEADER, rows.map(teacherCells));
  expect(outcome.updated, 'every row is an account of the school').toBe(rows.length);
}

/** Imports classes (and the campuses they name) into the school; answers every class of the school by name: its id and its campus's. */
export async function importClasses(
  call: Call,
  token: string,
  schoolId: number,
  rows: { campus: string; grade: string | number; name: string }[],
): Promise<Record<string, { id: number; campusId: number }>> {
  await importRows(call, token, schoolId, 'classes', CLASS_HEADER, rows.map((r) => [r.campus, r.grade, r.name]));
  const listed = await call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token });
  expect(listed.status, listed.body.msg).toBe(200);
  return Object.fromEntries((listed.body.data.result as { id: number; name: string; campus_id: number }[]).map((k) => [k.name, { id: k.id, campusId: k.campus_id }]));
}

/**
 * The first administrator (信息管理员) of a school that a test built without one, made as the
 * setup link makes a new school's administrator; signed in.
 */
export async function firstAdministrator(server: { database: Database; call: Call }, schoolId: number, username: string, password: string): Promise<{ uid: number; token: string }> {
  const passwordHash = await hashPassword(password);
  await server.database.tx((db) => addAdministrator(db, { username, realName: '管理员', passwordHash, schoolId, groupId: Position.infoAdmin }));
  return signIn(server.call, username, password);
}

/** A teacher changes their initial password after signing in, as they are asked to (PUT /v1/user/password); the session that changed it stays signed in. */
export async function changeOwnPassword(call: Call, teacher: ImportedTeacher, password: string): Promise<ImportedTeacher> {
  const key = await publicKeyOf(call);
  const payload = { old_password: encryptForLogin(key, teacher.password), password: encryptForLogin(key, password) };
  const answer = await call('changePassword', { method: 'PUT', url: '/v1/user/password', token: teacher.token, payload });
  expect(answer.status, answer.body.msg).toBe(200);
  return { ...teacher, password };
}
