/**
 * The database of an integration test file: embedded PGlite in memory, or — in the PostgreSQL
 * project (TEST_DB=postgres) — a fresh database on the run's throwaway cluster.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';

export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return openDatabase({});
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${name}`), poolSize: 5 });
}
