/**
 * Sign-in, sessions and account actions. Rules live here; SQL lives in auth-repository.ts.
 */
import { ErrorCode } from '../../../domain/errors.ts';
import { orderGroups, POSITION_NAMES, roleOfGroup, Role } from '../../../domain/roles.ts';
import { isPasswordLengthValid } from '../../../domain/password-rules.ts';
import { STUDENT_GROUP } from '../../../domain/student-login.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../../domain/school-time.ts';
import type { components } from '../../../contract/schema.d.ts';
import type { Database, Db } from '../../db/database.ts';
import { AppError, badRequest, forbidden, loggedInElsewhere, notFound, unauthorized } from '../../http/app-error.ts';
import * as repo from './auth-repository.ts';
import { hashPassword } from './password.ts';
import { accountOfUser, passwordOpens, signInAccount } from './student-sign-in.ts';
import { ensureStudentAccount, studentProfile } from '../student-accounts/student-account-repository.ts';
import { PasswordAttempts, type CountedAttempts } from './password-attempts.ts';
import type { LoginKey } from './rsa.ts';
import {
  hashToken,
  MARKING_TOKEN_MAX_AGE_MS,
  MARKING_TOKEN_TTL_MS,
  newToken,
  REPLACED_TOKEN_GRACE_MS,
  WEB_TOKEN_RENEW_AFTER_MS,
  WEB_TOKEN_TTL_MS,
} from './tokens.ts';
import { msg } from '../../../i18n/server.ts';

export interface AuthContext {
  userId: number;
  sessionId: number;
  kind: repo.SessionKind;
  groupId: number;
  role: Role;
  /** the token the request presented (or its replacement, when renewed) */
  token: string;
  /** set when the server renewed the token: the client must store this one */
  renewedToken?: string;
  /** the user's screen is locked: the caller lets only the lock screen's operations through */
  locked?: boolean;
}

export interface ClientApp {
  appName: string;
  platform: string;
}

/** The user info of the contract (login, switch-group, user info by uid). */
export type UserInfo = components['schemas']['UserInfo'];

/**
 * Every call looks its token up, while sessions change rarely: a looked-up session is kept this
 * long. Any change to a user's sessions drops them at once here and — through onSessionsChanged
 * and the live push — in the other server processes; expiry is checked on every call.
 */
const SESSION_KEEP_MS = 3000;
/** Kept sessions beyond this many are all dropped (a bound, not a working size). */
const SESSION_KEEP_MAX = 50_000;

export class AuthService {
  /** Told when a marking login supersedes the user's other marking sessions. */
  onMarkingLogin?: (userId: number, newSessionId: number) => void;
  /** Told when a user's sessions changed here, so that other processes forget theirs. */
  onSessionsChanged?: (userId: number) => void;
  private readonly kept = new Map<string, { at: number; row: repo.SessionRow }>();
  private readonly attempts: PasswordAttempts;

  constructor(
    private readonly database: Database,
    private readonly loginKey: LoginKey,
    private readonly now: () => Date = () => new Date(),
    /** the zone the school's times are shown in, passed on in the user info */
    private readonly timeZone: string = DEFAULT_SCHOOL_TIME_ZONE,
  ) {
    this.attempts = new PasswordAttempts(database, now);
  }

  private async sessionOf(tokenHash: string): Promise<repo.SessionRow | undefined> {
    const hit = this.kept.get(tokenHash);
    if (hit && Date.now() - hit.at < SESSION_KEEP_MS) return hit.row;
    const row = await this.database.statements((run) => repo.findSessionByTokenHash(run, tokenHash));
    if (this.kept.size >= SESSION_KEEP_MAX) this.kept.clear();
    if (row) this.kept.set(tokenHash, { at: Date.now(), row });
    else this.kept.delete(tokenHash);
    return row;
  }

  /** A user's sessions changed (in this process or another): they are looked up again. */
  forgetSessions(userId: number): void {
    for (const [tokenHash, { row }] of this.kept) if (row.userId === userId) this.kept.delete(tokenHash);
  }

  /** Every kept session is looked up again: changes may have been missed (see the live push). */
  forgetAllSessions(): void {
    this.kept.clear();
  }

  /** Call after changing a user's sessions outside this service. */
  sessionsChanged(userId: number): void {
    this.forgetSessions(userId);
    this.onSessionsChanged?.(userId);
  }

  get publicKey(): string {
    return this.loginKey.publicKey;
  }

  /** Decrypts an RSA-encrypted password field (off the event loop), or answers 400 naming the field. */
  async decryptPassword(cipherText: string, field: string): Promise<string> {
    const plain = await this.loginKey.decrypt(cipherText, field);
    if (plain === null) throw badRequest(`${msg.auth.passwordUndecryptable}（${field}）`);
    return plain;
  }

  /**
   * The attempt is counted against the account and the address before the password is looked
   * at (429 once either is over its limit) and given back when the password is right.
   */
  async login(username: string, encryptedPassword: string, ip: string, app: ClientApp): Promise<UserInfo> {
    const now = this.now();
    const name = username.trim();
    const counted = await this.attempts.count(name, ip);
    const password = await this.unlessFailing(counted, () => this.loginKey.decrypt(encryptedPassword, 'password'));
    const account = await this.unlessFailing(counted, () => this.database.run((db) => signInAccount(db, name)));
    const valid = password !== null && account !== undefined && (await passwordOpens(account, password));
    // never say which part was wrong
    if (!valid || !account) throw new AppError(ErrorCode.unauthorized, msg.auth.wrongCredentials);
    await this.attempts.giveBack(counted);
    if (account.user?.disabled) throw forbidden(msg.auth.accountDisabled);

    const token = newToken();
    const info = await this.database.tx(async (db) => {
      // a roster student gets their account on first signing in
      const user = account.user ?? (await repo.findUserById(db, await ensureStudentAccount(db, account.student!)))!;
      if (user.lockedScreen) {
        // the password that would unlock the screen signs in afresh instead: the sessions left
        // behind the locked screen end, and the lock with them
        await repo.revokeUserSessions(db, user.id, ['web', 'marking'], 'logout');
        await repo.setLockedScreen(db, user.id, false);
      }
      const groups = orderGroups((await repo.groupIdsOf(db, user.id)).map((group_id) => ({ group_id })));
      const groupId = groups[0]?.group_id ?? 0;
      await repo.insertSession(db, {
        userId: user.id,
        kind: 'web',
        tokenHash: hashToken(token),
        groupId,
        appName: app.appName,
        platform: app.platform,
        createdAt: now,
        expiresAt: new Date(now.getTime() + WEB_TOKEN_TTL_MS),
      });
      return { token, ...(await this.buildUserInfo(db, user.id, groupId)) };
    });
    if (account.user?.lockedScreen) this.sessionsChanged(account.user.id);
    return info;
  }

  /** An attempt that failed before its password could be checked does not count. */
  private async unlessFailing<T>(counted: CountedAttempts, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await this.attempts.giveBack(counted);
      throw error;
    }
  }

  /**
   * Checks a signed-in user's password, counted against the account like a sign-in (429 once
   * over the limit; the password is then not checked). The attempt is given back when right.
   */
  async checkPassword(userId: number, encryptedPassword: string, field: string): Promise<boolean> {
    const user = await this.database.run((db) => repo.findUserById(db, userId));
    if (!user) throw notFound();
    const counted = await this.attempts.count(user.username);
    const password = await this.unlessFailing(counted, () => this.decryptPassword(encryptedPassword, field));
    const account = await this.database.run((db) => accountOfUser(db, user));
    if (!(await passwordOpens(account, password))) return false;
    await this.attempts.giveBack(counted);
    return true;
  }

  /**
   * Sets a user's new password and ends every session of the user — marking windows included,
   * here and, through onSessionsChanged, in the other server processes — except `keep` (the
   * sessions that proved the old password). An administrator's reset passes none.
   */
  async replacePassword(userId: number, newPassword: string, keep: readonly number[], beforeChange?: (db: Db) => Promise<void>): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.database.tx(async (db) => {
      await beforeChange?.(db);
      await repo.setPasswordHash(db, userId, passwordHash);
      await repo.revokeUserSessions(db, userId, ['web', 'marking'], 'password', keep);
    });
    this.sessionsChanged(userId);
  }

  /**
   * Resolves a bearer token to its session. Throws 401 (missing, unknown, expired, revoked,
   * wrong kind, a marking token past its age) or 4000 (a marking token superseded by a login
   * elsewhere). Whether the screen is locked is the caller's to act on (context.locked).
   */
  async authenticate(token: string | undefined, kinds: readonly repo.SessionKind[]): Promise<AuthContext> {
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const now = this.now();
    const session = await this.sessionOf(tokenHash);
    if (!session || !kinds.includes(session.kind)) throw unauthorized();
    if (session.expiresAt.getTime() <= now.getTime()) throw unauthorized();
    if (session.kind === 'marking' && now.getTime() - session.createdAt.getTime() >= MARKING_TOKEN_MAX_AGE_MS) throw unauthorized();
    if (session.revokedReason === 'elsewhere') throw loggedInElsewhere();
    if (session.revokedAt && session.revokedReason !== 'refreshed') throw unauthorized();
    if (session.disabled) throw forbidden(msg.auth.accountDisabled);

    const context: AuthContext = {
      userId: session.userId,
      sessionId: session.id,
      kind: session.kind,
      groupId: session.groupId,
      role: roleOfGroup(session.groupId),
      token,
      locked: session.locked,
    };
    const age = now.getTime() - session.createdAt.getTime();
    // a locked session is renewed once unlocked: a refused call could not hand the new token over
    if (session.kind === 'web' && !session.revokedAt && !session.locked && age > WEB_TOKEN_RENEW_AFTER_MS) {
      const renewed = newToken();
      context.sessionId = await this.database.tx(async (db) => {
        await repo.revokeSession(db, session.id, 'refreshed', new Date(Math.min(session.expiresAt.getTime(), now.getTime() + REPLACED_TOKEN_GRACE_MS)));
        return repo.insertSession(db, {
          userId: session.userId,
          kind: 'web',
          tokenHash: hashToken(renewed),
          groupId: session.groupId,
          appName: '',
          platform: '',
          createdAt: now,
          expiresAt: new Date(now.getTime() + WEB_TOKEN_TTL_MS),
        });
      });
      this.sessionsChanged(session.userId);
      context.token = renewed;
      context.renewedToken = renewed;
    }
    return context;
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.database.tx(async (db) => {
      await repo.revokeSession(db, auth.sessionId, 'logout');
      await repo.revokeUserSessions(db, auth.userId, ['marking'], 'logout');
    });
    this.sessionsChanged(auth.userId);
  }

  async userInfo(auth: AuthContext, uid: number): Promise<UserInfo> {
    if (uid !== auth.userId) throw forbidden(msg.auth.onlySelf);
    return this.database.run((db) => this.buildUserInfo(db, uid, auth.groupId));
  }

  async switchGroup(auth: AuthContext, groupId: number): Promise<UserInfo> {
    const info = await this.database.tx(async (db) => {
      const owned = await repo.groupIdsOf(db, auth.userId);
      if (!owned.includes(groupId)) throw forbidden(msg.auth.groupNotOwned);
      await repo.updateSession(db, auth.sessionId, { groupId });
      return { token: auth.token, ...(await this.buildUserInfo(db, auth.userId, groupId)) };
    });
    this.sessionsChanged(auth.userId);
    return info;
  }

  /**
   * The old-password method (spec 002 §5). The old password is checked like a sign-in (counted
   * against the account); then every other session of the user ends, marking windows included:
   * only the window that made the change stays signed in.
   */
  async changePassword(auth: AuthContext, encryptedOld: string, encryptedNew: string): Promise<void> {
    const newPassword = await this.decryptPassword(encryptedNew, 'password');
    if (!isPasswordLengthValid(newPassword)) {
      throw badRequest(`${msg.auth.passwordLength}（password）`);
    }
    if (!(await this.checkPassword(auth.userId, encryptedOld, 'old_password'))) throw badRequest(msg.auth.oldPasswordWrong);
    await this.replacePassword(auth.userId, newPassword, [auth.sessionId]);
  }

  /** Locks the screen of all the user's sessions (see plugins/auth.ts for what they may still do). */
  async lockScreen(auth: AuthContext, uid: number): Promise<void> {
    if (uid !== auth.userId) throw forbidden(msg.auth.onlySelf);
    await this.database.run((db) => repo.setLockedScreen(db, uid, true));
    this.sessionsChanged(uid);
  }

  /**
   * A wrong password answers 401 with code 4010 (the screen stays locked), counted against the
   * account like a sign-in: past the limit 429, and the password is not even checked.
   */
  async unlockScreen(auth: AuthContext, uid: number, encryptedPassword: string): Promise<void> {
    if (uid !== auth.userId) throw forbidden(msg.auth.onlySelf);
    if (!(await this.checkPassword(uid, encryptedPassword, 'password'))) throw new AppError(ErrorCode.screenLocked, msg.auth.unlockFailed);
    await this.database.run((db) => repo.setLockedScreen(db, uid, false));
    this.sessionsChanged(uid);
  }

  /** A new marking-window token; earlier marking tokens of the user now answer 4000. */
  async issueMarkingToken(auth: AuthContext, app: ClientApp): Promise<{ token: string; expires_at: string }> {
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + MARKING_TOKEN_TTL_MS);
    const sessionId = await this.database.tx(async (db) => {
      await repo.revokeUserSessions(db, auth.userId, ['marking'], 'elsewhere');
      return repo.insertSession(db, {
        userId: auth.userId,
        kind: 'marking',
        tokenHash: hashToken(token),
        groupId: auth.groupId,
        appName: app.appName,
        platform: app.platform,
        createdAt: now,
        expiresAt,
      });
    });
    this.sessionsChanged(auth.userId);
    this.onMarkingLogin?.(auth.userId, sessionId);
    return { token, expires_at: expiresAt.toISOString() };
  }

  /** Extends the token's expiry, never past its maximum age (then authenticate answers 401). */
  async renewMarkingToken(auth: AuthContext): Promise<{ token: string; expires_at: string }> {
    const session = await this.sessionOf(hashToken(auth.token));
    if (!session) throw unauthorized();
    const lastMoment = session.createdAt.getTime() + MARKING_TOKEN_MAX_AGE_MS;
    const expiresAt = new Date(Math.min(this.now().getTime() + MARKING_TOKEN_TTL_MS, lastMoment));
    await this.database.run((db) => repo.updateSession(db, auth.sessionId, { expiresAt }));
    this.sessionsChanged(auth.userId);
    return { token: auth.token, expires_at: expiresAt.toISOString() };
  }

  async markingTokenInfo(auth: AuthContext): Promise<{ token: string; expires_at: string }> {
    const session = await this.sessionOf(hashToken(auth.token));
    return { token: auth.token, expires_at: (session?.expiresAt ?? this.now()).toISOString() };
  }

  private async buildUserInfo(db: Db, uid: number, groupId: number): Promise<UserInfo> {
    const user = await repo.findUserById(db, uid);
    if (!user) throw notFound();
    const [groupIds, schoolRows, classRows] = [await repo.groupIdsOf(db, uid), await repo.schoolsOf(db, uid), await repo.classesOf(db, uid)];
    const student = user.studentId === null ? undefined : await studentProfile(db, uid);
    const groups = orderGroups(groupIds.map((id) => ({ group_id: id, group_name: id === STUDENT_GROUP ? msg.auth.studentGroup : (POSITION_NAMES[id] ?? msg.auth.position(id)) })));
    return {
      uid: user.id,
      username: user.username,
      real_name: user.realName,
      role: roleOfGroup(groupId),
      group_id: groupId,
      groups,
      grade_ids: user.gradeIds,
      subject_ids: user.subjectIds,
      schools: schoolRows.map((s) => ({ id: s.id, name: s.name, type: s.type, default_password: s.defaultPassword ?? '', grade_ids: s.gradeIds })),
      locked_screen: user.lockedScreen ? 1 : 0,
      classes: classRows.map((c) => ({ id: c.id, name: c.name, grade_id: c.gradeId, subject_id: c.subjectId })),
      time_zone: this.timeZone,
      ...(student
        ? {
            real_name: student.name,
            student: { id: student.id, exam_number: student.examNumber, name: student.name, class_id: student.classId, class_name: student.className, school_id: student.schoolId, school_name: student.schoolName },
          }
        : {}),
    };
  }
}
