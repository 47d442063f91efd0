/**
 * One code path, two drivers: embedded PGlite in a data folder (default; see pglite-database.ts)
 * or PostgreSQL through `pg` when DATABASE_URL is set. Callers never touch a driver; they get a
 * Drizzle database inside `run` (a unit of work) or `tx` (a transaction).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { HOT_STATEMENT_SETTINGS } from './pglite-statements.ts';
import { openPglite } from './pglite-database.ts';
import type { Database, Db } from './database-types.ts';

export { analyseGrownTables, maintainStaleTables, tablesWithStaleStatistics } from './pglite-database.ts';
export type { Database, Db, NamedStatement, RunStatement } from './database-types.ts';
export { keyOfDb } from './database-types.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: taken while migrating so that several server processes migrate once. */
const MIGRATION_LOCK_ID = 72_310_001;

export interface OpenOptions {
  /** postgres://… — when absent the embedded database is used */
  databaseUrl?: string;
  /**
   * folder of the embedded database; undefined → in memory. One process at a time: another
   * process's open fails with DataFolderLockedError.
   */
  dataDir?: string;
  /**
   * Embedded database in a folder: false confirms commits before they are flushed to disk, so a
   * power cut can lose confirmed work. Only for benchmarks that compare the two.
   */
  durable?: boolean;
  /**
   * An in-memory embedded database started from a saved image of another one (see
   * saveDatabaseImage) instead of an empty one; its migrations already applied are not run again.
   */
  image?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 20) : await openPglite(options);
  try {
    await migrateDatabase(database);
  } catch (error) {
    // the data folder's lock and the connections go with the failed start
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
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
    read: (work) => work(db),
    tx: (work) => db.transaction((tx) => work(tx as unknown as Db)),
    query: async (text, params) => (await pool.query(text, params)).rows,
    statements: (work) => work(async (statement, params) => (await statementPool.query({ name: statement.name, text: statement.text, values: params })).rows),
    close: async () => {
      await Promise.all([pool.end(), statementPool.end()]);
    },
  };
  return database;
}

/** A copy of an embedded database's files, to start in-memory databases from (OpenOptions.image). */
export async function saveDatabaseImage(database: Database): Promise<Blob> {
  if (!database.pglite) throw new Error('only an embedded database has an image');
  const pglite = database.pglite;
  return database.run(() => pglite.dumpDataDir('none'));
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
