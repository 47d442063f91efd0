/**
 * The error catalogue shared by server and client. The server answers `{code, msg, data}` with
 * one of these codes and a zh-CN msg; the client maps codes and HTTP statuses to messages.
 */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  serviceUnavailable: 503,
  /** the marking account logged in in another window (spec 000 §8) */
  loggedInElsewhere: 4000,
  /**
   * the user locked the screen (spec 000 §4): until the password unlocks it, only unlocking,
   * logging out and the lock screen's own reads are answered; a wrong unlock password says so too
   */
  screenLocked: 4010,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * HTTP status for a catalogue code: 4000 and 4010 travel as 401 (the token no longer authorises;
 * a locked screen's token authorises again once the password has unlocked it).
 */
export function httpStatusOf(code: ErrorCode): number {
  return code === ErrorCode.loggedInElsewhere || code === ErrorCode.screenLocked ? 401 : code;
}
