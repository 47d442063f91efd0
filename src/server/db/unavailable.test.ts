import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { failureSummary, isDatabaseUnavailable } from './unavailable.ts';

/** An error as the `pg` driver builds it from the server's ErrorResponse. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

describe('a database that cannot be reached', () => {
  it('is recognised from what the server says while stopping or starting', () => {
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'terminating connection because of crash of another server process'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
  });

  it('is recognised from the socket and from the driver', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    // a host name with several addresses: one refusal per address
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]))).toBe(true);
  });

  it('is recognised inside the error the ORM wraps around the driver', () => {
    const wrapped = new DrizzleQueryError('select 1', [], serverError('57P01', 'terminating connection due to administrator command'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('is not what a statement or the program did wrong', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('40001', 'could not serialize access'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], serverError('23503', 'violates foreign key constraint')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('what the log keeps of a database failure', () => {
  it('is its message and code, not the client the driver hangs on it', () => {
    const error = Object.assign(serverError('57P01', 'terminating connection due to administrator command'), { client: new pg.Client('postgres://marking:secret@db/marking') });
    expect(failureSummary(error)).toEqual({ reason: 'terminating connection due to administrator command', code: '57P01' });
    expect(failureSummary(new Error('Connection terminated unexpectedly'))).toEqual({ reason: 'Connection terminated unexpectedly' });
  });
});
