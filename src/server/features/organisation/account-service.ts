/**
 * A school's accounts as its administrators see them, and what they do to a teacher's account: reset its password (a new one made
 * here and answered once; every session of the account ends) and disable or enable it. Accounts
 * are never deleted: marks keep their author. A disabled account cannot sign in and its open
 * sessions are refused at once, in every server process. Who may is the access layer's answer
 * (managesAccount: the account's school administrators; the super administrator's own account
 * only by the super administrator).
 */
import { POSITION_NAMES } from '../../../domain/roles.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { revokeUserSessions } from '../auth/auth-repository.ts';
import type { AuthContext, AuthService } from '../auth/auth-service.ts';
import { generatedPassword } from '../roster/teacher-import.ts';
import { schoolExists } from '../roster/roster-repository.ts';
import * as repo from './account-repository.ts';

export class AccountAdminService {
  constructor(
    private readonly database: Database,
    private readonly auth: AuthService,
  ) {}

  private async requireManaged(who: AuthContext, userId: number): Promise<void> {
    await this.database.run(async (db) => {
      if (!(await repo.accountExists(db, userId))) throw notFound(msg.organisation.accountNotFound);
      if (!(await accessOf(db, who).managesAccount(userId))) throw forbidden(msg.organisation.notAccountAdmin);
    });
  }

  /** A school's accounts with their positions, for its administrators. */
  async schoolAccounts(who: AuthContext, schoolId: number) {
    return this.database.run(async (db) => {
      if (!(await schoolExists(db, schoolId))) throw notFound(msg.organisation.schoolNotFound);
      if (!(await accessOf(db, who).administersSchool(schoolId))) throw forbidden(msg.organisation.notSchoolAdmin);
      const rows = await repo.accountsOfSchool(db, schoolId);
      return {
        result: rows.map((row) => ({
          id: row.id,
          username: row.username,
          real_name: row.realName,
          disabled: row.disabled,
          groups: row.groupIds.map((id) => ({ group_id: id, group_name: POSITION_NAMES[id] ?? String(id) })),
        })),
      };
    });
  }

  async resetPassword(who: AuthContext, userId: number): Promise<{ password: string }> {
    await this.requireManaged(who, userId);
    const password = generatedPassword();
    await this.auth.replacePassword(userId, password, []);
    return { password };
  }

  async setDisabled(who: AuthContext, userId: number, disabled: boolean): Promise<{ id: number; disabled: boolean }> {
    if (disabled && userId === who.userId) throw badRequest(msg.organisation.cannotDisableSelf);
    await this.requireManaged(who, userId);
    await this.database.tx(async (db) => {
      await repo.setDisabled(db, userId, disabled);
      if (disabled) await revokeUserSessions(db, userId, ['web', 'marking'], 'disabled');
    });
    this.auth.sessionsChanged(userId);
    return { id: userId, disabled };
  }
}
