/**
 * Using a setup link: what the form may still ask (the school's and administrator's names the
 * link fixed), and creating the school and its first administrator — an information
 * administrator of the school (position 14, role 5) — in one transaction that also removes the
 * link, so a link works once even when it is used twice at the same moment.
 */
import { isPasswordLengthValid } from '../../../domain/password-rules.ts';
import { Position } from '../../../domain/roles.ts';
import { isValidUserName } from '../../../domain/user-name.ts';
import { msg } from '../../../i18n/server.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSetupToken } from './setup-link.ts';
import * as repo from './setup-repository.ts';

export interface SetupForm {
  token: string;
  school_name?: string;
  username?: string;
  real_name: string;
  /** encrypted with the login key, as at sign-in */
  password: string;
}

const MAX_SCHOOL_NAME = 50;

export class SetupService {
  constructor(
    private readonly database: Database,
    private readonly auth: AuthService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private usable(pending: repo.PendingSetup | undefined, token: string): repo.PendingSetup {
    if (!pending || pending.tokenHash !== hashSetupToken(token) || new Date(pending.expiresAt).getTime() <= this.clock().getTime()) {
      throw notFound(msg.setup.linkInvalid);
    }
    return pending;
  }

  async describe(token: string): Promise<{ school_name: string | null; username: string | null }> {
    const pending = this.usable(await this.database.run((db) => repo.pendingSetup(db)), token);
    return { school_name: pending.schoolName, username: pending.adminUsername };
  }

  async complete(form: SetupForm): Promise<{ school_id: number; user_id: number; username: string }> {
    // checked before the password is decrypted and hashed, and again in the transaction
    const before = this.usable(await this.database.run((db) => repo.pendingSetup(db)), form.token);
    const schoolName = (before.schoolName ?? form.school_name ?? '').trim();
    const username = (before.adminUsername ?? form.username ?? '').trim();
    const realName = form.real_name.trim();
    if (!schoolName || schoolName.length > MAX_SCHOOL_NAME) throw badRequest(msg.setup.schoolName);
    if (!isValidUserName(username)) throw badRequest(msg.setup.badUserName(username));
    if (!realName) throw badRequest(msg.setup.realName);
    const password = await this.auth.decryptPassword(form.password, 'password');
    if (!isPasswordLengthValid(password)) throw badRequest(msg.auth.passwordLength);
    const passwordHash = await hashPassword(password);
    return this.database.tx(async (db) => {
      this.usable(await repo.pendingSetup(db, true), form.token);
      if (await repo.userNameTaken(db, username)) throw conflict(msg.setup.userNameTaken(username));
      const schoolId = await repo.addSchool(db, schoolName);
      const userId = await repo.addAdministrator(db, { username, realName, passwordHash, schoolId, groupId: Position.infoAdmin });
      await repo.removePendingSetup(db);
      return { school_id: schoolId, user_id: userId, username };
    });
  }
}
