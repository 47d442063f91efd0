/**
 * Typed errors with a catalogue code. Services throw them; the envelope plugin maps them to
 * `{code, msg, data}` and the HTTP status in one place.
 */
import { ErrorCode, httpStatusOf } from '../../domain/errors.ts';
import { msg } from '../../i18n/server.ts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  /** what the answer's `data` carries besides the message (e.g. every bad row of an upload); null by default */
  readonly data: unknown;

  constructor(code: ErrorCode, message: string, data: unknown = null) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusOf(code);
    this.data = data;
  }
}

export const badRequest = (message: string = msg.common.badRequest, data: unknown = null) => new AppError(ErrorCode.badRequest, message, data);
export const unauthorized = (message: string = msg.auth.tokenMissing) => new AppError(ErrorCode.unauthorized, message);
export const loggedInElsewhere = () => new AppError(ErrorCode.loggedInElsewhere, msg.auth.loggedInElsewhere);
export const forbidden = (message: string = msg.common.forbidden) => new AppError(ErrorCode.forbidden, message);
export const notFound = (message: string = msg.common.notFound) => new AppError(ErrorCode.notFound, message);
export const conflict = (message: string = msg.common.conflict) => new AppError(ErrorCode.conflict, message);
export const tooManyRequests = (message: string) => new AppError(ErrorCode.tooManyRequests, message);
