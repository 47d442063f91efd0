/**
 * Changing the password with a QR code. The signed-in desktop asks for a code; the code carries
 * a one-time token that opens our confirmation page (/auth/qrcode/{token}) on a phone. A phone
 * signed in as the same user may set the new password there, with the current password
 * (scene scanned → operated); any other phone learns only that the code belongs to someone else
 * (scene unbound) and the desktop suggests the old-password method. The token is stored hashed
 * and expires after 300 s.
 */
import { isPasswordLengthValid } from '../../../domain/password-rules.ts';
import { maskRealName, maskUserName, QR_CODE_TTL_SECONDS, QrScene } from '../../../domain/qr-password.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext, AuthService } from '../auth/auth-service.ts';
import * as authRepo from '../auth/auth-repository.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import * as repo from './qr-repository.ts';
import { msg } from '../../../i18n/server.ts';


/** The path of the confirmation page a code opens. */
export const QR_CONFIRM_PATH = '/auth/qrcode/';

export class QrPasswordService {
  constructor(
    private readonly database: Database,
    private readonly auth: AuthService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(auth: AuthContext, scene: string, origin: string) {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + QR_CODE_TTL_SECONDS * 1000);
    await this.database.run((db) => repo.insertTicket(db, { tokenHash: hashToken(token), userId: auth.userId, sessionId: auth.sessionId, scene, expiresAt }));
    return { token, url: `${origin}${QR_CONFIRM_PATH}${token}`, expire_seconds: QR_CODE_TTL_SECONDS };
  }

  private expired(ticket: repo.QrTicketRow): boolean {
    return ticket.state !== 'operated' && ticket.expiresAt.getTime() <= this.now().getTime();
  }

  /** The desktop's poll: only the user the code was made for learns its scene. */
  async scene(auth: AuthContext, token: string): Promise<{ scene: QrScene }> {
    const ticket = await this.database.run((db) => repo.ticketByHash(db, hashToken(token)));
    if (!ticket || ticket.userId !== auth.userId) throw notFound(msg.account.qrNotFound);
    return { scene: this.expired(ticket) ? QrScene.expired : ticket.state };
  }

  private async usableTicket(token: string): Promise<repo.QrTicketRow> {
    const ticket = await this.database.run((db) => repo.ticketByHash(db, hashToken(token)));
    if (!ticket) throw notFound(msg.account.qrNotFound);
    if (ticket.state === 'operated') throw conflict(msg.account.qrUsed);
    if (this.expired(ticket)) throw conflict(msg.account.qrExpired);
    return ticket;
  }

  /** The phone opened the page; `bearer` is the phone's own web token, if it has a session. */
  async scan(token: string, bearer: string | undefined) {
    const ticket = await this.usableTicket(token);
    let signedInAs: number | undefined;
    if (bearer) {
      try {
        signedInAs = (await this.auth.authenticate(bearer, ['web'])).userId;
      } catch {
        // an expired or foreign session is no session here
        signedInAs = undefined;
      }
    }
    const scene = signedInAs === ticket.userId ? QrScene.scanned : QrScene.unbound;
    if (!(await this.database.run((db) => repo.setTicketState(db, ticket.id, scene)))) throw conflict(msg.account.qrUsed);
    const user = await this.database.run((db) => authRepo.findUserById(db, ticket.userId));
    if (!user) throw notFound(msg.account.qrNotFound);
    const bound = scene === QrScene.scanned;
    return {
      scene,
      account: { user_name: bound ? user.username : maskUserName(user.username), real_name: bound ? user.realName : maskRealName(user.realName) },
      expire_seconds: Math.max(0, Math.round((ticket.expiresAt.getTime() - this.now().getTime()) / 1000)),
    };
  }

  /**
   * The phone, signed in as the code's user, sets the new password — after proving the current
   * one, checked and counted like a sign-in: issuing, scanning and confirming a code take nothing
   * but a web token, so a token stolen from a browser must not be enough. The code is then used
   * up, and every session of the user ends — marking windows included — except the phone and
   * the desktop that showed the code.
   */
  async setPassword(auth: AuthContext, token: string, encryptedOld: string, encryptedPassword: string): Promise<void> {
    const ticket = await this.usableTicket(token);
    if (ticket.userId !== auth.userId) throw forbidden(msg.account.qrOtherAccount);
    if (ticket.state !== QrScene.scanned) throw conflict(msg.account.qrNotScanned);
    const password = await this.auth.decryptPassword(encryptedPassword, 'password');
    if (!isPasswordLengthValid(password)) throw badRequest(`${msg.auth.passwordLength}（password）`);
    if (!(await this.auth.checkPassword(auth.userId, encryptedOld, 'old_password'))) throw badRequest(msg.auth.oldPasswordWrong);
    await this.auth.replacePassword(auth.userId, password, [auth.sessionId, ticket.sessionId], async (db) => {
      if (!(await repo.setTicketState(db, ticket.id, 'operated'))) throw conflict(msg.account.qrUsed);
    });
  }
}
