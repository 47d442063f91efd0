/**
 * Writing an uploaded teacher list. Accounts are matched by user name: one of this school is
 * updated (name, positions, subjects, grades, classes; its password stays), a new one is added.
 * A user name held by an account of no school, of another school or by the super administrator
 * is a bad row — an import never takes over someone else's account.
 *
 * Initial password: every account one import adds gets the same one — the school's default
 * password when it has one, else one made for this import and told in the answer — hashed once
 * per import, not once per teacher (600 scrypt hashes would take most of a minute).
 */
import { randomInt } from 'node:crypto';
import { msg } from '../../../i18n/server.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../auth/password.ts';
import type { Checked, KnownClass } from './roster-rows.ts';
import type { SheetRow } from './roster-workbook.ts';
import { checkTeacherRows, type TeacherRow } from './teacher-rows.ts';
import * as repo from './teacher-repository.ts';

/** No 0/O, 1/l/I: read off a screen and typed in by hand. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GENERATED_PASSWORD_LENGTH = 10;

/** A new password for an account, told once to the administrator who made it. */
export function generatedPassword(): string {
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The import's initial password and its one hash. */
export async function initialPassword(db: Db, schoolId: number): Promise<{ password: string; hash: string }> {
  const password = (await repo.schoolDefaultPassword(db, schoolId)) ?? generatedPassword();
  return { password, hash: await hashPassword(password) };
}

/** The rows' checks, then the accounts the rows may not touch moved to the bad rows. */
export async function checkTeachers(db: Db, schoolId: number, rows: SheetRow[], classes: KnownClass[]): Promise<Checked<TeacherRow>> {
  const checked = checkTeacherRows(rows, classes);
  const existing = new Map((await repo.usersNamed(db, checked.good.map((r) => r.username))).map((u) => [u.username, u]));
  const good: TeacherRow[] = [];
  const errors = [...checked.errors];
  for (const row of checked.good) {
    const account = existing.get(row.username);
    if (account?.superAdmin) errors.push({ row: row.row, reason: msg.roster.superAdminAccount(row.username) });
    else if (account && !account.schoolIds.includes(schoolId)) errors.push({ row: row.row, reason: msg.roster.userOfOtherSchool(row.username) });
    else good.push(row);
  }
  errors.sort((a, b) => a.row - b.row);
  return { good, errors };
}

export { writeTeachers } from './teacher-repository.ts';
