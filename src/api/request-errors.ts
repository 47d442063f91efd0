/**
 * The error catalogue of the shared request behaviour (spec 000 §8): which message a failed call
 * carries and what it does to the session. Pure, so it is tested without a network.
 */
import { ErrorCode } from '../domain/errors.ts';
import { request as texts } from '../i18n/zh-CN/request.ts';

/** The web client serves every screen; the marking client serves the marking window. */
export type ClientKind = 'web' | 'marking';

/**
 * What a failure does beyond its message:
 * - `accessDenied`: 403, the user may not see or do this; the session goes on (only a 401 ends
 *   it). The shell shows 'access denied' in place of a screen whose opening reads were refused;
 *   any other refusal is reported by the screen that asked, like any failure;
 * - `endSession`: 401, the stored session is cleared and the user signs in again;
 * - `markingTokenMissing`: 401 in the marking window whose msg mentions Authorization;
 * - `loggedInElsewhere`: code 4000, the marking account signed in in another window;
 * - `screenLocked`: code 4010 (HTTP 401), the user's screen is locked, or a wrong password was
 *   given to unlock it: the session goes on behind the lock screen, the screen that asked shows
 *   the message.
 */
export type SessionAction = 'none' | 'accessDenied' | 'endSession' | 'markingTokenMissing' | 'loggedInElsewhere' | 'screenLocked';

/** How a call failed: an answer from the server, no answer in time, or no answer at all. */
export type FailureKind = 'answer' | 'timeout' | 'network';

export interface Failure {
  kind: FailureKind;
  /** HTTP status; 0 when no answer came */
  status: number;
  /** envelope code when the answer carried one, else the status */
  code: number;
  /** the server's msg, '' when the answer had none */
  msg: string;
}

export interface FailureOutcome {
  /** what a screen shows: the server's msg when there is one, else the catalogue text */
  message: string;
  /** the catalogue text for the status alone */
  statusText: string;
  action: SessionAction;
}

/** The catalogue text for an HTTP status (spec 000 §8). */
export function statusMessage(status: number): string {
  switch (status) {
    case 400:
      return texts.badRequest;
    case 401:
      return texts.sessionExpired;
    case 403:
      return texts.accessDenied;
    case 404:
      return texts.notFound;
    case 405:
      return texts.methodNotAllowed;
    case 408:
      return texts.timeout;
    case 500:
      return texts.serverError;
    case 501:
      return texts.notImplemented;
    case 502:
      return texts.badGateway;
    case 503:
      return texts.serviceUnavailable;
    case 504:
      return texts.gatewayTimeout;
    case 505:
      return texts.httpVersionNotSupported;
    default:
      return `${texts.connectionError}${status}`;
  }
}

const AUTHORIZATION_MENTION = /authorization/i;

function actionOf(failure: Failure, client: ClientKind): SessionAction {
  if (failure.code === ErrorCode.loggedInElsewhere) return 'loggedInElsewhere';
  if (failure.code === ErrorCode.screenLocked) return 'screenLocked';
  if (failure.status === ErrorCode.unauthorized || failure.code === ErrorCode.unauthorized) {
    if (client === 'marking' && AUTHORIZATION_MENTION.test(failure.msg)) return 'markingTokenMissing';
    return 'endSession';
  }
  if (failure.status === ErrorCode.forbidden) return 'accessDenied';
  return 'none';
}

export function describeFailure(failure: Failure, client: ClientKind): FailureOutcome {
  if (failure.kind === 'timeout') {
    return { message: texts.timeout, statusText: texts.timeout, action: 'none' };
  }
  if (failure.kind === 'network') {
    return { message: texts.connectionError, statusText: texts.connectionError, action: 'none' };
  }
  const statusText = statusMessage(failure.status);
  return { message: failure.msg.trim() || statusText, statusText, action: actionOf(failure, client) };
}

/** Reads `{code, msg}` from an answer body (an envelope, or anything else a proxy may send). */
export function failureFromAnswer(status: number, body: unknown): Failure {
  const envelope = body && typeof body === 'object' ? (body as { code?: unknown; msg?: unknown }) : {};
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  return { kind: 'answer', status, code, msg };
}

/** The error a screen receives from a failed call: `message` is ready to show. */
export class ApiError extends Error {
  readonly failure: Failure;
  readonly statusText: string;
  readonly action: SessionAction;

  constructor(failure: Failure, client: ClientKind) {
    const outcome = describeFailure(failure, client);
    super(outcome.message);
    this.name = 'ApiError';
    this.failure = failure;
    this.statusText = outcome.statusText;
    this.action = outcome.action;
  }

  get status(): number {
    return this.failure.status;
  }

  get code(): number {
    return this.failure.code;
  }

  /** the server's own msg ('' when none came) */
  get serverMsg(): string {
    return this.failure.msg;
  }
}
