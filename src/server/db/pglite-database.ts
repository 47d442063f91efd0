/**
 * The embedded driver: PGlite in a data folder (or in memory), one connection behind a serial
 * queue. A data folder is locked for the life of the process (data-folder-lock.ts) and, unless
 * told otherwise, a unit of work that committed answers only once its commit is on stable
 * storage (durable-node-fs.ts, wal-flusher.ts); units that only read never wait for a flush.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema.ts';
import { sharesKeptValues, type Database, type Db } from './database-types.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { DURABLE_START_PARAMS, DurableNodeFS, flushTree } from './durable-node-fs.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { SerialQueue } from './serial-queue.ts';
import type { WalFlusher } from './wal-flusher.ts';

/**
 * The embedded engine runs without autovacuum: every so often (and shortly after opening, the
 * tables whose statistics are stale) it is vacuumed and analysed through the queue, so that dead
 * row versions of the busy marking tables are reused and the planner's statistics follow the
 * data instead of describing empty tables.
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

/**
 * The tables (of every schema but the system's) whose planner statistics no longer describe
 * them: never analysed though they hold rows, or grown by more than a tenth (and 8 pages) since
 * last analysed — as names quoted for a statement. A database whose statistics are up to date
 * (as a clean shutdown after marking, or a fresh import that was analysed, leaves it) has none.
 */
export async function tablesWithStaleStatistics(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
       AND ((c.reltuples < 0 AND pg_relation_size(c.oid) > 0)
            OR pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.1 + 8)
     ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * The maintenance shortly after opening: the tables whose statistics are stale, vacuumed and
 * analysed (all of them in a new or freshly filled database); none when every table's statistics
 * hold. Vacuuming the whole database holds the queue for a second or more at 10 000 students,
 * every request waiting behind it, for tables that its last maintenance left as they are.
 */
export async function maintainStaleTables(pglite: PGlite): Promise<string[]> {
  const stale = await tablesWithStaleStatistics(pglite);
  if (stale.length > 0) await pglite.exec(`VACUUM (ANALYZE) ${stale.join(', ')}`);
  return stale;
}

export interface PgliteOptions {
  /** the database folder; undefined → in memory */
  dataDir?: string;
  /** false: commits are confirmed before they are flushed to disk (benchmarks compare the two) */
  durable?: boolean;
  /** in memory only: the saved image (PGlite's dumpDataDir) the database starts from */
  image?: Blob;
}

export async function openPglite({ dataDir, durable = true, image }: PgliteOptions): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create({ extensions: { pg_trgm }, loadDataDir: image }));
  if (image) throw new Error('a database image starts an in-memory database only');
  const folder = path.resolve(dataDir);
  // before anything in the folder is read or written
  const folderLock = await lockDataFolder(folder);
  try {
    mkdirSync(folder, { recursive: true });
    if (!durable) return pgliteDatabase(await PGlite.create({ dataDir: folder, extensions: { pg_trgm } }), undefined, folderLock.release);
    const created = !existsSync(path.join(folder, 'PG_VERSION'));
    const storage = new DurableNodeFS(folder);
    const startParams = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), ...DURABLE_START_PARAMS];
    const pglite = await PGlite.create({ fs: storage, startParams, extensions: { pg_trgm } });
    // a new folder's files are written by PGlite's setup without any flush
    if (created) flushTree(folder);
    return pgliteDatabase(pglite, storage.flusher, folderLock.release);
  } catch (error) {
    folderLock.release();
    throw error;
  }
}

function pgliteDatabase(pglite: PGlite, flusher?: WalFlusher, release?: () => void): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  const queue = new SerialQueue();
  const prepared = new PgliteStatements(pglite);
  /**
   * A unit of work in the queue. One that asked for a commit to be flushed answers once that
   * flush is done; the queue goes on meanwhile, so commits that end during a flush share the
   * next one. A unit that committed nothing answers at once.
   */
  const unit = <T>(job: () => Promise<T>): Promise<T> => {
    if (!flusher) return queue.push(job);
    let before = 0;
    let after = 0;
    return queue
      .push(async () => {
        before = flusher.requested;
        try {
          return await job();
        } finally {
          after = flusher.requested;
        }
      })
      .then(async (result) => {
        if (after > before) await flusher.durable(after);
        return result;
      });
  };
  /**
   * The client of read's Db: each statement a unit of its own, a transaction begun from it one
   * unit (drizzle's PGlite session calls query, exec and transaction).
   */
  const queuedClient = {
    query: (...args: Parameters<PGlite['query']>) => unit(() => pglite.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => unit(() => pglite.exec(...args)),
    transaction: <T>(callback: Parameters<PGlite['transaction']>[0]) => unit(() => pglite.transaction(callback) as Promise<T>),
  };
  const readDb = drizzlePglite({ client: queuedClient as unknown as PGlite, schema }) as unknown as Db;
  sharesKeptValues(readDb, db);
  const maintain = (work: () => Promise<unknown>) => void unit(work).catch(() => undefined);
  // every table whose statistics are stale once, then the tables marking keeps changing
  const first = setTimeout(() => maintain(() => maintainStaleTables(pglite)), PGLITE_FIRST_MAINTENANCE_MS);
  const every = setInterval(() => maintain(() => pglite.exec(`VACUUM (ANALYZE) ${BUSY_TABLES.join(', ')}`)), PGLITE_MAINTENANCE_EVERY_MS);
  const growth = setInterval(() => maintain(() => analyseGrownTables(pglite)), PGLITE_GROWTH_CHECK_EVERY_MS);
  first.unref();
  every.unref();
  growth.unref();
  return {
    driver: 'pglite',
    pglite,
    run: (work) => unit(() => work(db)),
    read: (work) => work(readDb),
    tx: (work) => unit(() => db.transaction((tx) => work(tx as unknown as Db))),
    query: (text, params) => unit(async () => (await pglite.query(text, params)).rows as never),
    statements: (work) => unit(() => work((statement, params) => prepared.run(statement, params))),
    close: async () => {
      clearTimeout(first);
      clearInterval(every);
      clearInterval(growth);
      try {
        await queue.push(() => pglite.close());
      } finally {
        release?.();
      }
    },
  };
}
