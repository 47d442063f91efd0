/**
 * The shapes of the database that every caller and both drivers share. They sit in a file of
 * their own so that the drivers (pglite-database.ts, pglite-statements.ts) can name them without
 * importing database.ts, which opens the drivers: no import cycle between them.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  /** A unit of work outside a transaction. On PGlite units never interleave. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Work outside a transaction whose statements need not run together: on PGlite each statement
   * waits its turn in the queue on its own, so that the work done between them (building an
   * analysis table, weighing a keyword) does not hold the one connection while other requests
   * wait; on PostgreSQL the same as run, whose statements take any of the pool's connections.
   * Its Db shares the kept values of run's (keyOfDb).
   */
  read<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** A unit of work in one transaction. */
  tx<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Raw SQL for tools (benchmarks, job queue adapters); goes through the same queue. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /**
   * A unit of work of raw statements for hot paths, outside a transaction. Each statement is
   * named: parsed and planned once per connection, and run with HOT_STATEMENT_SETTINGS (on
   * PostgreSQL from connections of their own). On PGlite the unit does not interleave with any
   * other.
   */
  statements<T>(work: (run: RunStatement) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded instance, when the driver is PGlite. */
  readonly pglite?: PGlite;
  readonly pool?: Pool;
  /**
   * Told when a PostgreSQL connection breaks (the server restarted or ended the session): the
   * connection is dropped and replaced, a statement it was running fails on its own. The app
   * sets its log here; until then a break is written to stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/** Runs one named statement with positional parameters and answers its rows. */
export type RunStatement = <R = Record<string, unknown>>(statement: NamedStatement, params: unknown[]) => Promise<R[]>;

export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

const SAME_AS = Symbol('the Db whose kept values this one shares');

/** Marks `db` as sharing the kept values (caches per database) of `of`. */
export function sharesKeptValues(db: Db, of: Db): void {
  Object.defineProperty(db, SAME_AS, { value: of });
}

/** The key of a database's kept values: the same for run's Db and read's. */
export function keyOfDb(db: Db): Db {
  return (db as unknown as { [SAME_AS]?: Db })[SAME_AS] ?? db;
}
