/**
 * The database and app of an integration test file: embedded PGlite in memory, or — in the
 * PostgreSQL project (TEST_DB=postgres) — a fresh database on the run's throwaway cluster.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { createFolderStorage, type ScanStorage } from '../../src/server/storage/scan-storage.ts';

export const testDriver: Database['driver'] = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return openDatabase({});
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('TEST_DB=postgres needs the cluster of tests/pg/global-setup.ts (run the integration-postgres project)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
}

export interface TestApp<S extends ScanStorage = ScanStorage> {
  app: FastifyInstance;
  database: Database;
  storage: S;
  /** closes the app, the database when this test app opened it, and removes the scan folder */
  close(): Promise<void>;
}

export interface TestAppOptions<S extends ScanStorage> {
  /**
   * a database another test app opened: this app stands for a second server process on it, and
   * closing this app leaves the database open
   */
  database?: Database;
  clientDir?: string;
  clock?: () => Date;
  /** run the background-task workers in this app (default true; a test may start them later) */
  taskWorkers?: boolean;
  /**
   * the scan storage the app uses, given the app's own scan folder: a test wraps it (to count or
   * fail writes) or hands over another app's storage so that two processes share their scans
   */
  storage?: (folder: ScanStorage) => S;
}

/** The whole server on a test database (created unless given) and a scan folder of its own. */
export async function createTestApp<S extends ScanStorage = ScanStorage>(options: TestAppOptions<S> = {}): Promise<TestApp<S>> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const scanDir = mkdtempSync(path.join(tmpdir(), 'test-scans-'));
  const folder = createFolderStorage(scanDir);
  const storage = options.storage ? options.storage(folder) : (folder as S);
  const app = await buildApp({ database, storage, clientDir: options.clientDir, clock: options.clock, taskWorkers: options.taskWorkers });
  return {
    app,
    database,
    storage,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      rmSync(scanDir, { recursive: true, force: true });
    },
  };
}
