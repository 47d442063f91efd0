/**
 * One code path, two drivers: embedded PGlite in a data folder (default) or PostgreSQL through
 * `pg` when DATABASE_URL is set. Callers never touch a driver; they get a Drizzle database inside
 * `run` (a unit of work) or `tx` (a transaction).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { HOT_STATEMENT_SETTINGS, PgliteStatements } from './pglite-statements.ts';
import { SerialQueue } from './serial-queue.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  /** A unit of work outside a transaction. On PGlite units never interleave. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T>;
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
  readonly pool?: pg.Pool;
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

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * The embedded engine runs without autovacuum: every so often (and shortly after opening) it is
 * vacuumed and analysed through the queue, so that dead row versions of the busy marking tables
 * are reused and the planner's statistics follow the data instead of describing empty tables.
 * Between those rounds, a busy table that has grown well past what its statistics describe is
 * analysed at once (as autovacuum's analyse would): that also renews the kept plans of the hot
 * statements, which were made for the table as it was.
 */
const PGLITE_MAINTENANCE_EVERY_MS = 10 * 60_000;
const PGLITE_FIRST_MAINTENANCE_MS = 30_000;
const PGLITE_GROWTH_CHECK_EVERY_MS = 30_000;
/** Rewritten on every submit; the others change with imports and admin work. */
const BUSY_TABLES = ['marking_units', 'marking_claims', 'marking_logs', 'sessions', 'problem_papers', 'marking_feedback'];

/**
 * Analyses the busy tables whose files have grown by more than a tenth (and 8 pages) since
 * they were last analysed; answers their names. Reads only file sizes and pg_class.
 */
export async function analyseGrownTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c
     WHERE c.relname = ANY ($1::text[]) AND c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
       AND pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.1 + 8`,
    [BUSY_TABLES],
  );
  const grown = rows.map((row) => row.relname);
  if (grown.length > 0) await pglite.exec(`ANALYZE ${grown.join(', ')}`);
  return grown;
}

/** Any fixed number: taken while migrating so that several server processes migrate once. */
const MIGRATION_LOCK_ID = 72_310_001;

export interface OpenOptions {
  /** postgres://… — when absent the embedded database is used */
  databaseUrl?: string;
  /** folder of the embedded database; undefined → in memory */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 20) : await openPglite(options.dataDir);
  await migrateDatabase(database);
  return database;
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  const queue = new SerialQueue();
  const prepared = new PgliteStatements(pglite);
  const maintain = (statement: string) => void queue.push(() => pglite.exec(statement)).catch(() => undefined);
  // the whole database once (statistics for every table), then the tables marking keeps changing
  const first = setTimeout(() => maintain('VACUUM (ANALYZE)'), PGLITE_FIRST_MAINTENANCE_MS);
  const every = setInterval(() => maintain(`VACUUM (ANALYZE) ${BUSY_TABLES.join(', ')}`), PGLITE_MAINTENANCE_EVERY_MS);
  const growth = setInterval(() => void queue.push(() => analyseGrownTables(pglite)).catch(() => undefined), PGLITE_GROWTH_CHECK_EVERY_MS);
  first.unref();
  every.unref();
  growth.unref();
  return {
    driver: 'pglite',
    pglite,
    run: (work) => queue.push(() => work(db)),
    tx: (work) => queue.push(() => db.transaction((tx) => work(tx as unknown as Db))),
    query: (text, params) => queue.push(async () => (await pglite.query(text, params)).rows as never),
    statements: (work) => queue.push(() => work((statement, params) => prepared.run(statement, params))),
    close: () => {
      clearTimeout(first);
      clearInterval(every);
      clearInterval(growth);
      return queue.push(() => pglite.close());
    },
  };
}

/** Connections of the named statements run with the hot-statement settings (see there). */
const STATEMENT_OPTIONS = HOT_STATEMENT_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const statementPool = new pg.Pool({ connectionString: url, max, options: STATEMENT_OPTIONS });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const broken = (error: Error) => {
    if (database.onConnectionError) database.onConnectionError(error);
    else console.warn(`database connection lost: ${error.message}`);
  };
  for (const each of [pool, statementPool]) {
    // A connection that breaks must not take the process down, idle or in use: the pool listens
    // for errors of idle connections only, and an 'error' nobody listens to ends the process (a
    // transaction or the LISTEN connection holds its connection for long). The pool drops the
    // broken connection; the statement it was running fails on its own.
    each.on('connect', (client) => client.on('error', broken));
    // the same failure of an idle connection, already told by the listener above
    each.on('error', () => undefined);
  }
  const database: Database = {
    driver: 'postgres',
    pool,
    run: (work) => work(db),
    tx: (work) => db.transaction((tx) => work(tx as unknown as Db)),
    query: async (text, params) => (await pool.query(text, params)).rows,
    statements: (work) => work(async (statement, params) => (await statementPool.query({ name: statement.name, text: statement.text, values: params })).rows),
    close: async () => {
      await Promise.all([pool.end(), statementPool.end()]);
    },
  };
  return database;
}

async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await database.run(async (db) => {
      await database.pglite!.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
