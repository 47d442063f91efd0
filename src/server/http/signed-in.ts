/**
 * Binds a contract operation of a signed-in caller to one service call: the handler reads the
 * caller, hands the service the parts of the request it needs, and answers the result in the
 * envelope with the given message (a void result answers `data: null`). Operations that shape
 * their answer further (headers, files, several calls) keep a hand-written handler.
 */
import type { AuthContext } from '../features/auth/auth-service.ts';
import { requireAuth } from '../plugins/auth.ts';
import { ok } from './envelope.ts';
import type { Handler, OperationId, OperationRequest } from './handlers.ts';

/** The envelope's msg: fixed, read from the result or the request, or the default success text when undefined. */
export type DoneMessage<K extends OperationId, T> = string | ((result: T, request: OperationRequest<K>) => string | undefined);

export function signedIn<K extends OperationId, T>(
  call: (caller: AuthContext, request: OperationRequest<K>) => Promise<T>,
  done?: DoneMessage<K, T>,
): Handler<K> {
  return async (request) => {
    const result = await call(requireAuth(request), request);
    const text = typeof done === 'function' ? done(result, request) : done;
    return ok(result ?? null, text);
  };
}
