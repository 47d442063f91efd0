/**
 * The named statements of the hot paths keep one plan per connection (HOT_STATEMENT_SETTINGS).
 * A plan made before marking starts, on empty marking tables, must still never read a whole
 * table; it is renewed when the tables are analysed (autovacuum on PostgreSQL, growth checks on
 * the embedded database). A plan made once marking is under way finds the next free unit at
 * once and checks "not already marked or held by me" by key for each candidate, rather than
 * walking through the teacher's marks, which grow with every submit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { analyseGrownTables, maintainStaleTables, tablesWithStaleStatistics, type Database, type NamedStatement } from '../../src/server/db/database.ts';
import { HOT_OFF, HOT_ON } from '../../src/server/db/pglite-statements.ts';
import { SESSION_BY_TOKEN } from '../../src/server/features/auth/auth-repository.ts';
import { CLAIM, READ, WRITE } from '../../src/server/features/marking/hot-statements-repository.ts';
import { WRITE_BATCH } from '../../src/server/features/marking/submit-batch-repository.ts';
import { buildMarkingFixture, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { createTestDatabase, testDriver } from './helpers.ts';

/** Raw SQL on one session of the test database with the hot-statement settings on. */
interface HotSession {
  query(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function hotSession(database: Database): Promise<HotSession> {
  if (testDriver === 'pglite') {
    const pglite = database.pglite!;
    await pglite.exec(HOT_ON);
    return {
      query: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
      close: async () => {
        await pglite.exec(HOT_OFF);
      },
    };
  }
  const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const client = new pg.Client(url);
  await client.connect();
  await client.query(HOT_ON);
  return { query: async (text) => (await client.query(text)).rows as Record<string, unknown>[], close: () => client.end() };
}

/** Parameters of the right types; the plan, not the answer, is under test. */
const PARAMETERS: Record<string, unknown[]> = {
  auth_session_by_token: ['0'.repeat(64)],
  marking_submit_read: [1, 1, 1, 0, null],
  marking_submit_write: [1, 1, 1, 0, 'done', 1, 5, '{}', 1, 1, 1, 5, '{}', '[]', 0, null, 5, new Date().toISOString(), 0, '[2,3]'],
  marking_claim: [1, 1, 0, 5, new Date().toISOString()],
  marking_submit_batch: [
    1,
    0,
    JSON.stringify([1, 2, 3].map((r) => ({ r: r - 1, unit: r, version: 1, teacher: r, state: 'done', marks_needed: 2, final_score: 5, final_qs: {}, student: r, round: 2, total: 5, qs: {}, score_marks: [], spend: 0, key: null, want: 5, stop_at: 0, known: [], expires: new Date().toISOString() }))),
  ],
};

const literal = (value: unknown) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`);

const HOT: NamedStatement[] = [SESSION_BY_TOKEN, READ, WRITE, WRITE_BATCH, CLAIM];

/** Each hot statement prepared and explained (not run) on a hot session, then forgotten. */
async function planOf(database: Database): Promise<Map<string, string>> {
  const session = await hotSession(database);
  const plans = new Map<string, string>();
  try {
    for (const statement of HOT) {
      await session.query(`PREPARE ${statement.name} AS ${statement.text}`);
      const rows = await session.query(`EXPLAIN EXECUTE ${statement.name}(${PARAMETERS[statement.name].map(literal).join(', ')})`);
      plans.set(statement.name, rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
      await session.query(`DEALLOCATE ${statement.name}`);
    }
  } finally {
    await session.close();
  }
  return plans;
}

/** Two marks on most units by teachers taking turns, and five live claims per teacher. */
async function markMostUnits(database: Database, fx: MarkingFixture): Promise<void> {
  const teachers = `ARRAY[${fx.markers.map((m) => m.id).join(',')}]`;
  await database.query(`
    INSERT INTO marking_logs (unit_id, partition_id, student_id, teacher_id, judge, round, total_score, question_score)
    SELECT u.id, u.partition_id, u.student_id, (${teachers})[1 + (row_number() OVER (ORDER BY u.id, r) % ${fx.markers.length})::int], 0, r, 3, '{}'::jsonb
    FROM marking_units u CROSS JOIN generate_series(1, 2) r
    WHERE u.id <= (SELECT min(id) FROM marking_units) + 1500`);
  await database.query(`
    INSERT INTO marking_claims (unit_id, teacher_id, judge, expires_at)
    SELECT u.id, (${teachers})[1 + ((u.id - s.first) % ${fx.markers.length})::int], 0, now() + interval '10 minutes'
    FROM marking_units u, (SELECT max(unit_id) + 1 AS first FROM marking_logs) s
    WHERE u.id >= s.first AND u.id < s.first + ${5 * fx.markers.length}`);
}

describe('hot statements planned while the marking tables were empty', () => {
  let database: Database;
  let plans: Map<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await buildMarkingFixture(database, { students: 30, markers: 3, partitions: [{ policy: '2+1', tolerance: 2 }] });
    // statistics that say there are no marks and no claims yet, as before marking starts
    await database.query('ANALYZE');
    plans = await planOf(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  it.each(HOT.map((s) => s.name))('%s reads no table from end to end, and is not compiled', (name) => {
    const plan = plans.get(name)!;
    expect(plan).toContain('Index');
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/JIT/);
  });
});

describe('hot statements planned once marking is under way', () => {
  let database: Database;
  let plans: Map<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const fx = await buildMarkingFixture(database, { students: 2000, markers: 20, partitions: [{ policy: '2+1', tolerance: 2 }] });
    await markMostUnits(database, fx);
    await database.query('ANALYZE');
    plans = await planOf(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  it.each(HOT.map((s) => s.name))('%s reads no table from end to end', (name) => {
    expect(plans.get(name)).not.toMatch(/Seq Scan/);
  });

  it('marking_submit_batch finds the next free units in the index of units with a free slot, and looks up who marked or holds each by key', () => {
    const plan = plans.get('marking_submit_batch')!;
    expect(plan).toMatch(/using marking_units_free_idx on marking_units u(_\d+)?\s/);
    expect(plan).not.toMatch(/Anti Join/);
    expect(plan).toMatch(/on marking_logs l(_\d+)? .*\n\s+Index Cond: \(unit_id = u(_\d+)?\.id\)/);
    expect(plan).toMatch(/on marking_claims m(_\d+)? .*\n\s+Index Cond: \(unit_id = u(_\d+)?\.id\)/);
  });

  it.each(['marking_submit_write', 'marking_claim'])('%s finds the next free unit in the index of units with a free slot, and checks it for my marks and claims by key', (name) => {
    const plan = plans.get(name)!;
    expect(plan).toMatch(/using marking_units_free_idx on marking_units u(_\d+)?\s/);
    expect(plan).not.toMatch(/Anti Join/);
    // (EXPLAIN numbers an alias used twice: l_1, m_1)
    expect(plan).toMatch(/using marking_logs_unit_teacher_uq on marking_logs l(_\d+)? .*\n\s+Index Cond: \(\(unit_id = [\w.]+\) AND \(teacher_id = [\w$.]+\)\)/);
    expect(plan).toMatch(/using marking_claims_unit_id_teacher_id_pk on marking_claims m(_\d+)? .*\n\s+Index Cond: \(\(unit_id = [\w.]+\) AND \(teacher_id = [\w$.]+\)\)/);
  });

  it.each(['marking_submit_write', 'marking_submit_batch', 'marking_claim'])('%s finds my other claims through the claims of the teacher', (name) => {
    expect(plans.get(name)).toMatch(/using marking_claims_teacher_idx on marking_claims c(_\d+)? .*\n\s+Index Cond: \(\(teacher_id = [\w$.]+\) AND \(judge = \$\d\) AND \(expires_at > now\(\)\)\)/);
  });
});

describe.runIf(testDriver === 'pglite')('the embedded database analyses a busy table once it has grown', () => {
  it('analyses the marks once there are many more than its statistics describe, and then not again', async () => {
    const database = await createTestDatabase();
    try {
      const fx = await buildMarkingFixture(database, { students: 2000, markers: 20, partitions: [{ policy: '2+1', tolerance: 2 }] });
      await database.query('ANALYZE');
      expect(await database.run(() => analyseGrownTables(database.pglite!))).toEqual([]);
      await markMostUnits(database, fx);
      expect(await database.run(() => analyseGrownTables(database.pglite!))).toContain('marking_logs');
      const [stats] = await database.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'marking_logs'`);
      expect(Number(stats.reltuples)).toBeGreaterThan(2000);
      expect(await database.run(() => analyseGrownTables(database.pglite!))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testDriver === 'pglite')('the embedded database vacuums after opening only the tables whose statistics are stale', () => {
  it('finds the filled tables of a new database, none once they are analysed, and the marks again once they have grown', async () => {
    const database = await createTestDatabase();
    try {
      const fx = await buildMarkingFixture(database, { students: 2000, markers: 20, partitions: [{ policy: '2+1', tolerance: 2 }] });
      const pglite = database.pglite!;
      // the fixture's students and units were never analysed
      expect(await database.run(() => tablesWithStaleStatistics(pglite))).toEqual(expect.arrayContaining(['public.students', 'public.marking_units']));
      const maintained = await database.run(() => maintainStaleTables(pglite));
      expect(maintained).toContain('public.students');
      expect(await database.run(() => tablesWithStaleStatistics(pglite))).toEqual([]);
      // a start after that has nothing to do
      expect(await database.run(() => maintainStaleTables(pglite))).toEqual([]);
      await markMostUnits(database, fx);
      const grown = await database.run(() => maintainStaleTables(pglite));
      expect(grown).toContain('public.marking_logs');
      expect(grown).not.toContain('public.students');
      const [stats] = await database.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'marking_logs'`);
      expect(Number(stats.reltuples)).toBeGreaterThan(2000);
    } finally {
      await database.close();
    }
  });
});
