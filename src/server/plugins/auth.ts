/**
 * Bearer authentication for the contract's security schemes: `webToken` accepts ordinary
 * session tokens, `markingToken` the marking window's. A renewed token goes back in the
 * `Refresh-Token` response header.
 *
 * While the user's screen is locked (spec 000 §4) a token answers only the operations the
 * contract marks with `x-fastify-config: { whileLocked: true }` — unlocking, locking, logging out
 * and the lock screen's own reads; every other call answers 401 with code 4010 and the locked
 * message, so that a token left behind a locked screen is of no use to anyone at the desk.
 *
 * A student's token answers only the operations the access layer lists for students
 * (src/server/access/student-access.ts); every other call answers 403.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import { AppError, unauthorized } from '../http/app-error.ts';
import type { AuthContext, AuthService } from '../features/auth/auth-service.ts';
import type { SessionKind } from '../features/auth/auth-repository.ts';
import { refuseStudentCall } from '../access/student-access.ts';
import { msg } from '../../i18n/server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export const REFRESH_TOKEN_HEADER = 'Refresh-Token';

/** The route option (set from the contract) of operations a locked screen may still call. */
interface LockAwareConfig {
  whileLocked?: boolean;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in caller; handlers of secured operations may rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function securityHandlers(auth: AuthService) {
  const handlerFor = (kind: SessionKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await auth.authenticate(bearerToken(request), [kind]);
    if (context.locked && !(request.routeOptions.config as LockAwareConfig).whileLocked) {
      throw new AppError(ErrorCode.screenLocked, msg.auth.screenLocked);
    }
    refuseStudentCall(context, (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId);
    request.auth = context;
    if (context.renewedToken) reply.header(REFRESH_TOKEN_HEADER, context.renewedToken);
  };
  return { webToken: handlerFor('web'), markingToken: handlerFor('marking') };
}
