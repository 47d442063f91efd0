/**
 * Server processes outlive their database's hiccups. Two real server processes share a
 * PostgreSQL cluster of this file's own with the demo school: the connection
 * a process LISTENs on is ended by the database, and later the whole cluster is shut down and
 * started again while markers keep submitting. Every process must stay up, what it missed while
 * it could not listen must be caught up, no acknowledged mark may be lost, and what the database
 * could not do while it was down must be refused with a clean envelope.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedDemoSchool } from '../../src/server/demo/seed.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { createFolderStorage } from '../../src/server/storage/scan-storage.ts';
import { startCluster, type Cluster } from '../pg/throwaway-cluster.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { studentOfPaper } from '../support/paper-numbers.ts';
import { liveInbox } from '../support/live-inbox.ts';
import { VirtualMarker } from '../support/virtual-marker.ts';
import { msg } from '../../src/i18n/server.ts';

const DATABASE = 'outage';
const PASSWORD = 'Demo@2026';
/** the demo school's marking teachers of mathematics */
const MATH_MARKERS = ['marker01', 'marker02', 'marker03'];

interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

let cluster: Cluster;
let scanDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster();
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  scanDir = mkdtempSync(path.join(tmpdir(), 'outage-scans-'));
  // the demo school, created by the product's own seeding (before the servers: it takes a while)
  const database = await openDatabase({ databaseUrl: cluster.urlOf(DATABASE), poolSize: 2 });
  try {
    await seedDemoSchool(database, createFolderStorage(scanDir), {});
  } finally {
    await database.close();
  }
  const env = { DATABASE_URL: cluster.urlOf(DATABASE), SCAN_DIR: scanDir, DB_POOL_SIZE: '5' };
  a = await startServer(env);
  b = await startServer(env);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.stop();
  if (scanDir) rmSync(scanDir, { recursive: true, force: true });
});

async function call<T = any>(server: ServerProcess, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(server.url + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function signIn(server: ServerProcess, username: string): Promise<{ token: string; uid: number }> {
  const key = (await call(server, 'GET', '/v1/user/public-key')).body.data.public_key as string;
  const answer = await call(server, 'POST', '/v1/user/login', undefined, { username, password: encryptForLogin(key, PASSWORD) });
  expect(answer.status, answer.body.msg).toBe(200);
  return { token: answer.body.data.token, uid: answer.body.data.uid };
}

async function markingToken(server: ServerProcess, webToken: string): Promise<string> {
  const answer = await call(server, 'POST', '/v1/examination/marking-verify', webToken);
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.token;
}

/** The demo school's double-marked (2+1) mathematics group of the exam being marked, as a marker finds it. */
async function doubleMarkedGroup(server: ServerProcess, token: string) {
  const exams = await call(server, 'GET', '/v1/examination/mark-list?marking_status=1', token);
  for (const exam of exams.body.data.result.filter((e: { status: number }) => e.status === 1)) {
    for (const test of (await call(server, 'GET', `/v1/examination/mark-list/${exam.id}`, token)).body.data.result) {
      const groups = (await call(server, 'GET', `/v1/examination/mark-partition?test_id=${test.id}`, token)).body.data.result;
      const group = groups.find((g: { marking_policy: string; progress: { mark_total: number } }) => g.marking_policy === '2+1' && g.progress.mark_total > 0);
      if (group) return { testId: test.id as number, partitionId: group.id as number };
    }
  }
  throw new Error('the demo school has no double-marked group being marked');
}

type Questions = { show_order: number; emptys: { key: string; full_mark: number }[] }[];

/** A score for every blank of the group's questions (as loaded), derived from the student. */
function scorerOf(questions: Questions) {
  return (studentId: number) =>
    Object.fromEntries(questions.map((q) => [String(q.show_order), Object.fromEntries(q.emptys.map((blank) => [blank.key, studentId % (Math.floor(blank.full_mark) + 1)]))]));
}

/** Loads the group for a marker with its questions: the students handed out and a scorer. */
async function loadGroup(server: ServerProcess, token: string, group: { testId: number; partitionId: number }) {
  const load = await call(server, 'GET', `/v1/examination/marking?test_id=${group.testId}&partition_id=${group.partitionId}&occupy_student_count=2&get_question=1&get_progress=0&get_feedback=0`, token);
  expect(load.status, load.body.msg).toBe(200);
  return { studentIds: (load.body.data.students as { student_id: number }[]).map((s) => s.student_id), scoreOf: scorerOf(load.body.data.questions as Questions) };
}

/** A marking window's live connection to a server, recording every message from the first on. */
function openLiveSocket(server: ServerProcess, token: string, uid: number) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v1/ws/marking?token=${encodeURIComponent(token)}&uid=${uid}`);
  const inbox = liveInbox();
  socket.addEventListener('message', (event) => inbox.receive(String(event.data)));
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  return { socket, closed, next: inbox.next, forget: inbox.forget };
}

function running(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** Waits until the condition holds; fails at once when a server process has ended meanwhile. */
async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (;;) {
    for (const server of [a, b]) if (!running(server)) throw new Error(`a server process ended while waiting for ${what}:\n${server.output()}`);
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One statement on the test's database, on a connection of its own (the cluster is restarted). */
async function sql<R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
  const client = new pg.Client(cluster.urlOf(DATABASE));
  await client.connect();
  try {
    return await client.query<R>(text, params);
  } finally {
    await client.end();
  }
}

/** The backends the server processes LISTEN on, with their state. */
async function listeners(): Promise<{ pid: number; state: string }[]> {
  return (await sql<{ pid: number; state: string }>("SELECT pid, state FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN marking_events'", [DATABASE])).rows;
}

describe('a server process survives its database', () => {
  it('catches up after its LISTEN connection was ended: sessions, kicks and pushes of the gap', async () => {
    const [p, q, r] = MATH_MARKERS;
    // p watches the group's progress on A; q's web session is looked up (and kept) on A;
    // r has a marking window open on A
    const pWeb = await signIn(a, p);
    const pMarking = await markingToken(a, pWeb.token);
    const group = await doubleMarkedGroup(a, pMarking);
    const watcher = openLiveSocket(a, pMarking, pWeb.uid);
    await watcher.next('ready');
    watcher.socket.send(JSON.stringify({ type: 'subscribe', partition_ids: [group.partitionId] }));
    watcher.socket.send(JSON.stringify({ type: 'ping' }));
    await watcher.next('pong');
    const qWeb = await signIn(b, q);
    expect((await call(a, 'GET', '/v1/examination/mark-list?marking_status=1', qWeb.token)).status).toBe(200);
    const rWeb = await signIn(a, r);
    const rWindow = openLiveSocket(a, await markingToken(a, rWeb.token), rWeb.uid);
    await rWindow.next('ready');
    await until(async () => (await listeners()).length === 2, 'both processes to listen');

    // A stands still while the database ends every LISTEN backend; what B announces meanwhile
    // (q logged out, r opened marking on B) never reaches A's listener
    watcher.forget();
    a.child.kill('SIGSTOP');
    try {
      const ended = await sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN marking_events'", [DATABASE]);
      expect(ended.rowCount).toBe(2);
      expect((await call(b, 'POST', '/v1/user/logout', qWeb.token)).status).toBe(200);
      const rMarkingOnB = await markingToken(b, rWeb.token);
      a.child.kill('SIGCONT');

      // both processes listen again, on new backends
      await until(async () => (await listeners()).filter((l) => l.state === 'idle').length === 2, 'both processes to listen again');

      // A's windows are told that the progress of their groups may have moved during the gap …
      expect(await watcher.next('progress')).toEqual({ type: 'progress', partition_id: group.partitionId, test_id: group.testId });
      // … and a push sent after the reconnection reaches them
      watcher.forget();
      const { studentIds, scoreOf } = await loadGroup(b, rMarkingOnB, group);
      const studentId = studentIds[0];
      const submitted = await call(b, 'POST', `/v1/examination/marking/${group.testId}`, rMarkingOnB, { partition_id: group.partitionId, student_id: studentId, question_score: scoreOf(studentId) });
      expect(submitted.status, submitted.body.msg).toBe(200);
      expect(await watcher.next('progress')).toEqual({ type: 'progress', partition_id: group.partitionId, test_id: group.testId });

      // the session q ended during the gap is not taken from A's memory of it
      const stale = await call(a, 'GET', '/v1/examination/mark-list?marking_status=1', qWeb.token);
      expect(stale.status).toBe(401);
      // r's older marking window on A is told that r opened marking elsewhere
      expect(await rWindow.next('kick')).toEqual({ type: 'kick', code: 4000 });
      expect(await rWindow.closed).toBe(4000);
      expect(running(a) && running(b)).toBe(true);
    } finally {
      if (running(a)) a.child.kill('SIGCONT');
      watcher.socket.close();
    }
  });

  it('loses no acknowledged mark while the database restarts under markers, and refuses cleanly while it is down', async () => {
    const someone = await signIn(a, 'schooladmin');
    const pWeb = await signIn(a, MATH_MARKERS[0]);
    const group = await doubleMarkedGroup(a, await markingToken(a, pWeb.token));
    const { scoreOf } = await loadGroup(a, await markingToken(a, pWeb.token), group);
    const markers = MATH_MARKERS.map((username, i) => new VirtualMarker([a.url, b.url], username, PASSWORD, group.testId, group.partitionId, scoreOf, i));
    for (const marker of markers) {
      marker.waitOutOutages = true;
      await marker.signIn();
    }
    const acknowledged = () => markers.reduce((n, m) => n + m.acks.length, 0);
    const refusals = () => markers.flatMap((m) => m.refusals);
    let stop = false;
    // a marker fails on any answer but 200, 409 (taken meanwhile) and 503 (repeated after a pause)
    const marking = Promise.all(markers.map((marker) => marker.markUntil(() => stop, 20)));
    let failure: unknown;
    marking.catch((error: unknown) => (failure = error ?? new Error('a marker failed')));
    const markedAtLeast = (count: number) => () => {
      if (failure) throw failure;
      return acknowledged() >= count;
    };
    const everyMarkerRefused = () => {
      if (failure) throw failure;
      return markers.every((marker) => marker.refusals.length > 0);
    };
    try {
      await until(markedAtLeast(10), 'marks before the restart');
      cluster.shutDown();
      // while it is down: a signed-in user's call is refused, with the envelope, and not signed out
      const whileDown = await fetch(`${a.url}/v1/user/login/${someone.uid}`, { headers: { authorization: `Bearer ${someone.token}` } });
      expect(whileDown.status).toBe(503);
      expect(whileDown.headers.get('retry-after')).toBe('2');
      expect(await whileDown.json()).toEqual({ code: ErrorCode.serviceUnavailable, msg: msg.common.databaseUnavailable, data: null });
      await until(everyMarkerRefused, 'every marker to be refused');
      cluster.startUp();
      await until(markedAtLeast(acknowledged() + 10), 'marks after the restart');
    } finally {
      stop = true;
      await marking;
    }
    expect(running(a) && running(b)).toBe(true);
    for (const refusal of refusals()) expect(refusal).toMatchObject({ status: 503, code: ErrorCode.serviceUnavailable, msg: msg.common.databaseUnavailable });
    const acks = markers.flatMap((m) => m.acks);
    const stored = await sql<{ id: number; student_id: number; total_score: number }>('SELECT id, student_id, total_score FROM marking_logs WHERE id = ANY($1::bigint[])', [acks.map((ack) => ack.markingLogId)]);
    const byId = new Map(stored.rows.map((row) => [Number(row.id), row]));
    // the group is blind: a marker is handed paper numbers, not student ids
    const query = async <T,>(text: string, params: unknown[]) => (await sql(text, params)).rows as T[];
    for (const ack of acks) {
      const studentId = await studentOfPaper(query, group.partitionId, ack.studentId);
      expect(byId.get(ack.markingLogId), `mark ${ack.markingLogId} of ${ack.teacher}`).toMatchObject({ student_id: studentId, total_score: ack.total });
    }
  });
});
