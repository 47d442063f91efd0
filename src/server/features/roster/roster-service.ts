/**
 * Importing a school's classes, students and teachers from a workbook (spec 001 §7.3: schools, campuses,
 * grades, classes, students with exam numbers, class and seat). Only the school's administrators
 * import. The whole file is checked first; with any bad row nothing is written and the answer
 * lists every bad row, unless the caller asked explicitly for the good rows alone. Everything
 * one upload writes is one transaction, so a failure midway leaves the roster as it was.
 * Re-importing updates by exam number (students) or by campus and class name (classes), never
 * duplicating. Students get no login of their own here: an account is made when an
 * administrator resets the class's passwords, so an import of 10 000 students hashes nothing.
 * Teachers are accounts, matched by user name (teacher-import.ts).
 */
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './roster-repository.ts';
import { checkClassRows, checkStudentRows, type Checked, type RowError } from './roster-rows.ts';
import { checkTeachers, initialPassword, writeTeachers } from './teacher-import.ts';
import { readRosterSheet, rosterTemplate, type RosterKind, type SheetRow } from './roster-workbook.ts';

export interface ImportOutcome {
  created: number;
  updated: number;
  /** bad rows left out (only when the good rows were imported on their own) */
  skipped: number;
  errors: RowError[];
  /** the password of the teacher accounts this import added; null when it added none */
  initialPassword?: string | null;
}

export interface ImportRequest {
  schoolId: number;
  kind: RosterKind;
  bytes: Buffer;
  /** write the good rows even when others are bad */
  goodRowsOnly: boolean;
}

export class RosterService {
  constructor(private readonly database: Database) {}

  template(kind: RosterKind): Promise<Buffer> {
    return rosterTemplate(kind);
  }

  async importRoster(who: AuthContext, request: ImportRequest): Promise<{ outcome: ImportOutcome; message: string }> {
    await this.database.run(async (db) => {
      if (!(await repo.schoolExists(db, request.schoolId))) throw notFound(msg.organisation.schoolNotFound);
      if (!(await accessOf(db, who).administersSchool(request.schoolId))) throw forbidden(msg.roster.notSchoolAdmin);
    });
    const rows = await readRosterSheet(request.kind, request.bytes);
    // hashed before the transaction, once for the whole upload
    const password = request.kind === 'teachers' ? await this.database.run((db) => initialPassword(db, request.schoolId)) : undefined;
    const outcome = await this.database.tx(async (db) => {
      if (password) return this.writeTeachers(db, request.schoolId, rows, request.goodRowsOnly, password);
      const write = request.kind === 'classes' ? this.writeClasses : this.writeStudents;
      return write(db, request.schoolId, rows, request.goodRowsOnly);
    });
    if (outcome.errors.length > 0 && !request.goodRowsOnly) {
      const first = outcome.errors[0];
      throw badRequest(msg.roster.rejected(outcome.errors.length, msg.roster.row(first.row, first.reason)), { errors: outcome.errors });
    }
    const counted =
      outcome.errors.length > 0 ? msg.roster.importedGood(outcome.created + outcome.updated, outcome.skipped) : msg.roster.imported(outcome.created, outcome.updated);
    const message = outcome.initialPassword ? msg.roster.withInitialPassword(counted, outcome.initialPassword) : counted;
    return { outcome, message };
  }

  private readonly writeClasses = async (db: Db, schoolId: number, rows: SheetRow[], goodRowsOnly: boolean): Promise<ImportOutcome> => {
    const checked = checkClassRows(rows);
    if (!mayWrite(checked, goodRowsOnly)) return refused(checked);
    const known = await repo.campusesOfSchool(db, schoolId);
    const wanted = [...new Set(checked.good.map((r) => r.campusName))].filter((name) => !known.some((c) => c.name === name));
    const campusId = new Map([...known, ...(await repo.addCampuses(db, schoolId, wanted))].map((c) => [c.name, c.id]));
    const existing = await repo.classesOfSchool(db, schoolId);
    const existingId = new Map(existing.map((k) => [`${k.campusId}\u0000${k.name}`, k]));
    const added: repo.NewClass[] = [];
    const regraded: { id: number; gradeId: number }[] = [];
    let unchanged = 0;
    for (const row of checked.good) {
      const campus = campusId.get(row.campusName)!;
      const found = existingId.get(`${campus}\u0000${row.name}`);
      if (!found) added.push({ campusId: campus, gradeId: row.gradeId, name: row.name });
      else if (found.gradeId !== row.gradeId) regraded.push({ id: found.id, gradeId: row.gradeId });
      else unchanged++;
    }
    const created = await repo.addClasses(db, schoolId, added);
    const updated = (await repo.regradeClasses(db, regraded)) + unchanged;
    return { created, updated, skipped: checked.errors.length, errors: checked.errors };
  };

  private readonly writeStudents = async (db: Db, schoolId: number, rows: SheetRow[], goodRowsOnly: boolean): Promise<ImportOutcome> => {
    const checked = checkStudentRows(rows, await repo.classesOfSchool(db, schoolId));
    if (!mayWrite(checked, goodRowsOnly)) return refused(checked);
    const { created, updated } = await repo.upsertStudents(db, schoolId, checked.good);
    return { created, updated, skipped: checked.errors.length, errors: checked.errors };
  };

  private async writeTeachers(db: Db, schoolId: number, rows: SheetRow[], goodRowsOnly: boolean, password: { password: string; hash: string }): Promise<ImportOutcome> {
    const checked = await checkTeachers(db, schoolId, rows, await repo.classesOfSchool(db, schoolId));
    if (!mayWrite(checked, goodRowsOnly)) return refused(checked);
    const { created, updated } = await writeTeachers(db, schoolId, checked.good, password.hash);
    return { created, updated, skipped: checked.errors.length, errors: checked.errors, initialPassword: created > 0 ? password.password : null };
  }
}

function mayWrite<T>(checked: Checked<T>, goodRowsOnly: boolean): boolean {
  return checked.errors.length === 0 || goodRowsOnly;
}

function refused<T>(checked: Checked<T>): ImportOutcome {
  return { created: 0, updated: 0, skipped: checked.errors.length, errors: checked.errors };
}
