/** The response envelope `{code, msg, data}` every call answers with. */
import { ErrorCode } from '../../domain/errors.ts';
import { msg } from '../../i18n/server.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, text: string = msg.common.ok): Envelope<T> {
  return { code: ErrorCode.ok, msg: text, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
