/**
 * Sign-in, sessions and account actions. Rules live here; SQL lives in auth-repository.ts.
 */
import { ErrorCode, ServerMessage } from '../../../domain/errors.ts';
import { orderGroups, POSITION_NAMES, roleOfGroup, Role } from '../../../domain/roles.ts';
import { isPasswordLengthValid } from '../../../domain/password-rules.ts';
import type { components } from '../../../api/schema.d.ts';
import type { Database, Db } from '../../db/database.ts';
import { AppError, badRequest, forbidden, loggedInElsewhere, notFound, tooManyRequests, unauthorized } from '../../http/app-error.ts';
import * as repo from './auth-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { LoginKey } from './rsa.ts';
import {
  hashToken,
  MARKING_TOKEN_TTL_MS,
  newToken,
  REPLACED_TOKEN_GRACE_MS,
  WEB_TOKEN_RENEW_AFTER_MS,
  WEB_TOKEN_TTL_MS,
} from './tokens.ts';

/** 10 failed logins a minute from one address → 429 until the minute has passed. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 1000;

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

  constructor(
    private readonly database: Database,
    private readonly loginKey: LoginKey,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    if (plain === null) throw badRequest(`${ServerMessage.passwordUndecryptable}（${field}）`);
    return plain;
  }

  async login(username: string, encryptedPassword: string, ip: string, app: ClientApp): Promise<UserInfo> {
    const now = this.now();
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const failures = await this.database.run((db) => repo.countRecentLoginFailures(db, ip, since));
    if (failures >= LOGIN_FAILURE_LIMIT) throw tooManyRequests(ServerMessage.tooManyLogins);

    const password = await this.loginKey.decrypt(encryptedPassword, 'password');
    const user = await this.database.run((db) => repo.findUserByUsername(db, username.trim()));
    const valid = password !== null && user !== undefined && (await verifyPassword(password, user.passwordHash));
    if (!valid || !user) {
      await this.database.run(async (db) => {
        await repo.recordLoginFailure(db, username.slice(0, 64), ip);
        await repo.pruneLoginFailures(db, new Date(now.getTime() - 60 * LOGIN_FAILURE_WINDOW_MS));
      });
      // never say which part was wrong
      throw new AppError(ErrorCode.unauthorized, ServerMessage.wrongCredentials);
    }
    if (user.disabled) throw forbidden(ServerMessage.accountDisabled);

    const token = newToken();
    return this.database.tx(async (db) => {
      const groups = orderGroups((await repo.groupIdsOf(db, user.id)).map((group_id) => ({ group_id })));
      const groupId = groups[0]?.group_id ?? 0;
      await repo.insertSession(db, {
        userId: user.id,
        kind: 'web',
        tokenHash: hashToken(token),
        groupId,
        appName: app.appName,
        platform: app.platform,
        expiresAt: new Date(now.getTime() + WEB_TOKEN_TTL_MS),
      });
      return { token, ...(await this.buildUserInfo(db, user.id, groupId)) };
    });
  }

  /**
   * Resolves a bearer token to its session. Throws 401 (missing, unknown, expired, revoked,
   * wrong kind) or 4000 (a marking token superseded by a login elsewhere).
   */
  async authenticate(token: string | undefined, kinds: readonly repo.SessionKind[]): Promise<AuthContext> {
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const now = this.now();
    const session = await this.sessionOf(tokenHash);
    if (!session || !kinds.includes(session.kind)) throw unauthorized();
    if (session.expiresAt.getTime() <= now.getTime()) throw unauthorized();
    if (session.revokedReason === 'elsewhere') throw loggedInElsewhere();
    if (session.revokedAt && session.revokedReason !== 'refreshed') throw unauthorized();
    if (session.disabled) throw forbidden(ServerMessage.accountDisabled);

    const context: AuthContext = {
      userId: session.userId,
      sessionId: session.id,
      kind: session.kind,
      groupId: session.groupId,
      role: roleOfGroup(session.groupId),
      token,
    };
    const age = now.getTime() - session.createdAt.getTime();
    if (session.kind === 'web' && !session.revokedAt && age > WEB_TOKEN_RENEW_AFTER_MS) {
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
      await repo.revokeUserSessions(db, auth.userId, 'marking', 'logout');
    });
    this.sessionsChanged(auth.userId);
  }

  async userInfo(auth: AuthContext, uid: number): Promise<UserInfo> {
    if (uid !== auth.userId) throw forbidden(ServerMessage.onlySelf);
    return this.database.run((db) => this.buildUserInfo(db, uid, auth.groupId));
  }

  async switchGroup(auth: AuthContext, groupId: number): Promise<UserInfo> {
    const info = await this.database.tx(async (db) => {
      const owned = await repo.groupIdsOf(db, auth.userId);
      if (!owned.includes(groupId)) throw forbidden(ServerMessage.groupNotOwned);
      await repo.updateSession(db, auth.sessionId, { groupId });
      return { token: auth.token, ...(await this.buildUserInfo(db, auth.userId, groupId)) };
    });
    this.sessionsChanged(auth.userId);
    return info;
  }

  async changePassword(auth: AuthContext, encryptedOld: string, encryptedNew: string): Promise<void> {
    const oldPassword = await this.decryptPassword(encryptedOld, 'old_password');
    const newPassword = await this.decryptPassword(encryptedNew, 'password');
    if (!isPasswordLengthValid(newPassword)) {
      throw badRequest(`${ServerMessage.passwordLength}（password）`);
    }
    const user = await this.database.run((db) => repo.findUserById(db, auth.userId));
    if (!user) throw notFound();
    if (!(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest(ServerMessage.oldPasswordWrong);
    const passwordHash = await hashPassword(newPassword);
    await this.database.tx(async (db) => {
      await repo.setPasswordHash(db, auth.userId, passwordHash);
      // other devices must sign in again with the new password; this window stays signed in
      await repo.revokeUserSessions(db, auth.userId, 'web', 'password', auth.kind === 'web' ? auth.sessionId : 0);
    });
    this.sessionsChanged(auth.userId);
  }

  async lockScreen(auth: AuthContext, uid: number): Promise<void> {
    if (uid !== auth.userId) throw forbidden(ServerMessage.onlySelf);
    await this.database.run((db) => repo.setLockedScreen(db, uid, true));
  }

  async unlockScreen(auth: AuthContext, uid: number, encryptedPassword: string): Promise<void> {
    if (uid !== auth.userId) throw forbidden(ServerMessage.onlySelf);
    const password = await this.loginKey.decrypt(encryptedPassword, 'password');
    const user = await this.database.run((db) => repo.findUserById(db, uid));
    if (!user) throw notFound();
    if (password === null || !(await verifyPassword(password, user.passwordHash))) throw badRequest(ServerMessage.unlockFailed);
    await this.database.run((db) => repo.setLockedScreen(db, uid, false));
  }

  /** A new marking-window token; earlier marking tokens of the user now answer 4000. */
  async issueMarkingToken(auth: AuthContext, app: ClientApp): Promise<{ token: string; expires_at: string }> {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + MARKING_TOKEN_TTL_MS);
    const sessionId = await this.database.tx(async (db) => {
      await repo.revokeUserSessions(db, auth.userId, 'marking', 'elsewhere');
      return repo.insertSession(db, {
        userId: auth.userId,
        kind: 'marking',
        tokenHash: hashToken(token),
        groupId: auth.groupId,
        appName: app.appName,
        platform: app.platform,
        expiresAt,
      });
    });
    this.sessionsChanged(auth.userId);
    this.onMarkingLogin?.(auth.userId, sessionId);
    return { token, expires_at: expiresAt.toISOString() };
  }

  async renewMarkingToken(auth: AuthContext): Promise<{ token: string; expires_at: string }> {
    const expiresAt = new Date(this.now().getTime() + MARKING_TOKEN_TTL_MS);
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
    const groups = orderGroups(groupIds.map((id) => ({ group_id: id, group_name: POSITION_NAMES[id] ?? `角色${id}` })));
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
    };
  }
}
