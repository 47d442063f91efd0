/**
 * Many markers, several server processes, one PostgreSQL: a 2+1 question group of 500 students
 * is marked to the end by 50 virtual markers over HTTP. Every student must end finished, each
 * by the number of distinct teachers its marks required, with no mark lost or counted twice —
 * also when one server process is killed (SIGKILL) in the middle.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMarks } from '../../src/domain/double-marking.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, scoresFor, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { startCluster, type Cluster } from '../pg/throwaway-cluster.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { studentOfPaper } from '../support/paper-numbers.ts';
import { VirtualMarker } from '../support/virtual-marker.ts';

const STUDENTS = 500;
const MARKERS = 50;
const SERVERS = 3;
const TOLERANCE = 2;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ maxConnections: 400 });
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
});

/** A marker's score for a student: markers of odd number are harsher on every third student. */
function scoreOf(fx: MarkingFixture, markerIndex: number) {
  return (studentId: number) => {
    const base = (studentId * 7) % 8;
    const harsh = markerIndex % 2 === 1 && studentId % 3 === 0 ? 3 : 0;
    return scoresFor(fx, fx.partitionIds[0], base + harsh);
  };
}

async function markEverything(name: string, killOneServerAt?: number) {
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = cluster.urlOf(name);
  const database: Database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const fx = await buildMarkingFixture(database, { students: STUDENTS, markers: MARKERS, partitions: [{ policy: '2+1', tolerance: TOLERANCE }], prefix: name });
  const scanDir = mkdtempSync(path.join(tmpdir(), 'scans-'));
  const servers: ServerProcess[] = [];
  for (let i = 0; i < SERVERS; i++) servers.push(await startServer({ DATABASE_URL: url, SCAN_DIR: scanDir }));

  let finished = false;
  const poll = setInterval(async () => {
    const rows = await database.query<{ open: number; done: number }>(
      "SELECT count(*) FILTER (WHERE state <> 'done')::int AS open, count(*) FILTER (WHERE state = 'done')::int AS done FROM marking_units WHERE partition_id = $1",
      [fx.partitionIds[0]],
    );
    if (rows[0].open === 0) finished = true;
    if (killOneServerAt !== undefined && rows[0].done >= killOneServerAt && servers[0].child.exitCode === null && servers[0].child.signalCode === null) {
      servers[0].child.kill('SIGKILL');
    }
  }, 100);

  const markers = fx.markers.map(
    (m, i) => new VirtualMarker(servers.map((s) => s.url), m.username, FIXTURE_PASSWORD, fx.testId, fx.partitionIds[0], scoreOf(fx, i), i),
  );
  try {
    for (const marker of markers) await marker.signIn();
    await Promise.all(markers.map((marker) => marker.markUntil(() => finished)));
  } finally {
    clearInterval(poll);
    await Promise.all(servers.map((s) => s.stop()));
  }
  return { database, fx, markers, servers };
}

async function assertEveryStudentResolved(database: Database, fx: MarkingFixture) {
  const units = await database.query<{ id: number; state: string; marks_needed: number; marks_done: number; final_score: number }>(
    'SELECT id, state, marks_needed, marks_done, final_score FROM marking_units WHERE partition_id = $1',
    [fx.partitionIds[0]],
  );
  const logs = await database.query<{ unit_id: number; teacher_id: number; round: number; question_score: Record<string, Record<string, number>> }>(
    'SELECT unit_id, teacher_id, round, question_score FROM marking_logs WHERE partition_id = $1',
    [fx.partitionIds[0]],
  );
  expect(units).toHaveLength(STUDENTS);
  const byUnit = new Map<number, typeof logs>();
  for (const log of logs) byUnit.set(Number(log.unit_id), [...(byUnit.get(Number(log.unit_id)) ?? []), log]);
  let third = 0;
  for (const unit of units) {
    const marks = byUnit.get(Number(unit.id)) ?? [];
    expect(unit.state).toBe('done');
    // exactly the marks the rule asked for, each by a different teacher, rounds 1…n once each
    expect(marks).toHaveLength(unit.marks_needed);
    expect(unit.marks_done).toBe(unit.marks_needed);
    expect(new Set(marks.map((m) => m.teacher_id)).size).toBe(marks.length);
    expect(marks.map((m) => m.round).sort()).toEqual(Array.from({ length: marks.length }, (_, i) => i + 1));
    if (marks.length === 3) third++;
    const expected = resolveMarks('2+1', TOLERANCE, marks.map((m) => ({ round: m.round, questionScore: m.question_score })), [{ showOrder: fx.layout[0].showOrder, key: '1', step: 1 }]);
    expect(expected.kind).toBe('final');
    if (expected.kind === 'final') expect(unit.final_score).toBe(expected.total);
  }
  // the harsh markers really caused third marks
  expect(third).toBeGreaterThan(0);
  const claims = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM marking_claims');
  expect(claims[0].n).toBe(0);
}

describe('marking under concurrency on PostgreSQL', () => {
  it(`${MARKERS} markers on ${SERVERS} server processes finish a 2+1 group of ${STUDENTS} students`, async () => {
    const { database, fx, markers } = await markEverything('concurrent_marking');
    try {
      await assertEveryStudentResolved(database, fx);
      const acked = markers.flatMap((m) => m.acks);
      const stored = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM marking_logs WHERE partition_id = $1', [fx.partitionIds[0]]);
      expect(stored[0].n).toBe(acked.length);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('loses nothing acknowledged when one server process is killed in the middle', async () => {
    const { database, fx, markers, servers } = await markEverything('killed_server', STUDENTS * 0.4);
    try {
      expect(servers[0].child.signalCode).toBe('SIGKILL');
      expect(markers.reduce((n, m) => n + m.failovers, 0)).toBeGreaterThan(0);
      await assertEveryStudentResolved(database, fx);
      for (const ack of markers.flatMap((m) => m.acks)) {
        const rows = await database.query<{ total_score: number; student_id: number }>('SELECT total_score, student_id FROM marking_logs WHERE id = $1', [ack.markingLogId]);
        // the group is blind: a marker is handed paper numbers, not student ids
        expect(rows[0]).toEqual({ total_score: ack.total, student_id: await studentOfPaper(database, fx.partitionIds[0], ack.studentId) });
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
