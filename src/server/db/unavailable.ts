/**
 * Whether a failure means "the database cannot be reached right now" — it is restarting, failing
 * over, refusing connections, or it ended the session — rather than a fault of the statement or
 * of this program. Such a failure is answered 503 with an invitation to try again (the caller's
 * data is intact: what was not acknowledged was not written), never a bare 500, and never taken
 * for a failed sign-in.
 */

/**
 * SQLSTATE codes (PostgreSQL appendix A): class 08 connection exception; 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down); 53300
 * too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket errors of Node while connecting to or talking with the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What the `pg` driver says, without a code, when a connection ends under a query or a client
 * that lost its connection is used again.
 */
const DRIVER_MESSAGES = [/^Connection terminated/, /is not queryable/, /^timeout exceeded when trying to connect/];

/** How deep wrapped causes are followed (an ORM error around a driver error around a socket error). */
const MAX_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code) || (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) || NETWORK_CODES.has(code)) return true;
  } else if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) {
    return true;
  }
  // a connection to a name with several addresses fails with one error per address
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * What the log keeps of a database failure: its message and code. Never the whole error: the
 * driver hangs the client (with its connection parameters) on some of them, and an ORM error
 * carries the statement's parameters.
 */
export function failureSummary(error: unknown): { reason: string; code?: string } {
  if (!(error instanceof Error)) return { reason: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { reason: error.message, code } : { reason: error.message };
}
