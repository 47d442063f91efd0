/** The response envelope `{code, msg, data}` every call answers with. */
import { ErrorCode, ServerMessage } from '../../domain/errors.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg: string = ServerMessage.ok): Envelope<T> {
  return { code: ErrorCode.ok, msg, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
