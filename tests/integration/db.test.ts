/**
 * The test harness itself, on both drivers: every test file gets a migrated database of its own,
 * writes commit or roll back as a caller expects, and the whole app answers on it.
 */
import { count, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors.ts';
import { keyOfDb, type Database } from '../../src/server/db/database.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createTestApp, createTestDatabase, testDriver } from './helpers.ts';

const declaredTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe(`test database (${testDriver})`, () => {
  it('uses the driver the project asks for', () => {
    expect(database.driver).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('is migrated: every table of the schema exists, with the trigram extension', async () => {
    const rows = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const existing = new Set(rows.map((row) => row.table_name));
    expect(declaredTables.length).toBeGreaterThan(0);
    expect(declaredTables.filter((name) => !existing.has(name))).toEqual([]);
    const extensions = await database.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(extensions).toHaveLength(1);
  });

  it('keeps a committed write and drops one whose transaction fails', async () => {
    const [kept] = await database.tx((tx) => tx.insert(schema.schools).values({ name: '第一中学' }).returning());
    await expect(
      database.tx(async (tx) => {
        await tx.insert(schema.schools).values({ name: '第二中学' });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    const names = await database.run((db) => db.select({ name: schema.schools.name }).from(schema.schools));
    expect(names.map((row) => row.name)).toEqual(['第一中学']);
    const [found] = await database.run((db) => db.select().from(schema.schools).where(eq(schema.schools.id, kept.id)));
    expect(found).toMatchObject({ name: '第一中学', type: 1, gradeIds: [] });
  });

  it('lets other work through while a read works between its statements, and answers what each statement wrote', async () => {
    const order: string[] = [];
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const reading = database.read(async (db) => {
      const [before] = await db.select({ n: count() }).from(schema.schools);
      order.push('read: first statement');
      await paused; // the read's own work between two statements (building a table, weighing a keyword)
      const [after] = await db.select({ n: count() }).from(schema.schools);
      order.push('read: second statement');
      return [before.n, after.n];
    });
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // another caller's unit of work is answered while the read is paused, its write seen by the read's next statement
    await database.tx((tx) => tx.insert(schema.schools).values({ name: '读取间隙写入的学校' }));
    order.push('other work done');
    resume();
    const [before, after] = await reading;
    expect(order).toEqual(['read: first statement', 'other work done', 'read: second statement']);
    expect(after).toBe(before + 1);
    // the read's Db keeps the same kept values as run's
    const [runKey, readKey] = [await database.run(async (db) => keyOfDb(db)), await database.read(async (db) => keyOfDb(db))];
    expect(readKey).toBe(runKey);
  });

  it('gives every caller a database of its own', async () => {
    const other = await createTestDatabase();
    try {
      await other.tx((tx) => tx.insert(schema.schools).values({ name: '另一所学校' }));
      const here = await database.run((db) => db.select({ name: schema.schools.name }).from(schema.schools));
      expect(here.map((row) => row.name)).not.toContain('另一所学校');
      const there = await other.run((db) => db.select({ name: schema.schools.name }).from(schema.schools));
      expect(there.map((row) => row.name)).toEqual(['另一所学校']);
    } finally {
      await other.close();
    }
  });
});

describe(`test app (${testDriver})`, () => {
  it('answers the health check on its own database', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ code: ErrorCode.ok, data: { status: 'ok', database: testDriver } });
    } finally {
      await testApp.close();
    }
  });
});
