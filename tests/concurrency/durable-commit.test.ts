/**
 * An acknowledged mark is on stable storage before the server says 200. The real server runs on
 * an embedded data folder (the demo school, built by `npm run demo`) under strace, which records
 * in one sequence the writes of the write-ahead log, every fsync/fdatasync, and what goes over
 * the sockets. For one submit the sequence must read: the request arrives, the commit is written
 * to a WAL segment, a flush of a WAL segment starts after that write and ends, and only then is
 * the 200 written to the socket. A call that only reads flushes nothing. With the benchmarks'
 * switch PGLITE_DURABLE=0 the same sequence has no flush at all, which shows the trace sees the
 * difference.
 *
 * strace must be installed (.ci/run installs it); only a machine that forbids tracing (ptrace)
 * skips this file, saying so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { freePort } from '../pg/throwaway-cluster.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SYSCALLS = 'fsync,fdatasync,pwrite64,write,writev,sendto,read,recvfrom';

/** Whether strace may trace here: a missing strace fails the file, a forbidden ptrace skips it. */
function tracingAllowed(): boolean {
  const probe = spawnSync('strace', ['-o', '/dev/null', 'true'], { encoding: 'utf8' });
  if (probe.error) throw new Error(`strace is needed for this test and was not found (${probe.error.message}); .ci/run installs it`);
  if (probe.status === 0) return true;
  if (!/Operation not permitted|EPERM/.test(probe.stderr)) throw new Error(`strace failed: ${probe.stderr.trim()}`);
  console.warn(`durable-commit: skipped, strace cannot trace on this machine (ptrace not permitted): ${probe.stderr.trim()}`);
  return false;
}

interface Syscall {
  name: string;
  args: string;
  /** line numbers where it was entered and where it returned */
  start: number;
  end: number;
}

/** strace -f lines: whole calls, or calls split by another thread into "unfinished" and "resumed". */
function parseTrace(text: string): Syscall[] {
  const calls: Syscall[] = [];
  const open = new Map<string, Syscall>();
  text.split('\n').forEach((line, index) => {
    const resumed = /^(\d+)\s+<\.\.\. (\w+) resumed>/.exec(line);
    if (resumed) {
      const call = open.get(resumed[1]);
      if (call) call.end = index;
      open.delete(resumed[1]);
      return;
    }
    const entered = /^(\d+)\s+(\w+)\((.*)$/.exec(line);
    if (!entered) return;
    const call = { name: entered[2], args: entered[3], start: index, end: index };
    calls.push(call);
    if (line.endsWith('<unfinished ...>')) open.set(entered[1], call);
  });
  return calls;
}

const isFlush = (call: Syscall) => call.name === 'fsync' || call.name === 'fdatasync';
const isSocketWrite = (call: Syscall) => ['write', 'writev', 'sendto'].includes(call.name) && call.args.includes('TCP');
const isSocketRead = (call: Syscall) => ['read', 'recvfrom'].includes(call.name) && call.args.includes('TCP');

/** The request carrying `marker` and the first answer with `status` written after it. */
function exchange(calls: Syscall[], marker: string, status: number): { request: Syscall; response: Syscall } {
  const request = calls.find((c) => isSocketRead(c) && c.args.includes(marker));
  if (!request) throw new Error(`no request with ${marker} in the trace`);
  const response = calls.find((c) => c.start > request.end && isSocketWrite(c) && c.args.includes(`HTTP/1.1 ${status}`));
  if (!response) throw new Error(`no ${status} answer after the request with ${marker}`);
  return { request, response };
}

interface TracedServer {
  url: string;
  /** stops the server (SIGTERM) and answers the whole trace */
  stop(): Promise<Syscall[]>;
}

/** Starts the server under strace, runs `work` against it, stops it (whatever happened) and answers the trace. */
async function traced(dataDir: string, env: Record<string, string>, work: (url: string) => Promise<void>): Promise<Syscall[]> {
  const server = await startTraced(dataDir, env);
  try {
    await work(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop();
}

async function startTraced(dataDir: string, env: Record<string, string>): Promise<TracedServer> {
  const port = await freePort();
  const traceFile = path.join(dataDir, `trace-${port}.txt`);
  const strace = spawn('strace', ['-f', '-qq', '-yy', '-s', '4096', '-e', `trace=${SYSCALLS}`, '-o', traceFile, process.execPath, '--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'error', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  strace.stdout.on('data', (chunk) => (log += chunk));
  strace.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => strace.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (strace.exitCode !== null) throw new Error(`traced server exited: ${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // the server is strace's child: it is stopped as in production, and strace ends with it
  const serverPid = Number(readFileSync(`/proc/${strace.pid}/task/${strace.pid}/children`, 'utf8').trim().split(/\s+/)[0]);
  return {
    url,
    async stop() {
      if (strace.exitCode === null) process.kill(serverPid, 'SIGTERM');
      await exited;
      return parseTrace(readFileSync(traceFile, 'utf8'));
    },
  };
}

/** marker01 over HTTP, as the marking screen does it. */
async function markingSession(url: string) {
  const call = async (method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { msg: string; data: any } };
  };
  const key = (await call('GET', '/v1/user/public-key')).json.data.public_key as string;
  const login = await call('POST', '/v1/user/login', { username: 'marker01', password: encryptForLogin(key, DEMO_PASSWORD) });
  expect(login.status).toBe(200);
  const token = (await call('POST', '/v1/examination/marking-verify', undefined, login.json.data.token)).json.data.token as string;
  const exams = await call('GET', '/v1/examination/mark-list?marking_status=1&page_size=100', undefined, token);
  const load = (testId: number, partitionId: number) =>
    call('GET', `/v1/examination/marking?test_id=${testId}&partition_id=${partitionId}&occupy_student_count=2`, undefined, token);
  // a maths group of a running exam that still has students for marker01
  let testId = 0;
  let partitionId = 0;
  for (const exam of exams.json.data.result as { id: number }[]) {
    const papers = await call('GET', `/v1/examination/mark-list/${exam.id}`, undefined, token);
    const maths = (papers.json.data.result as { id: number; subject_name: string }[]).find((t) => t.subject_name === '数学');
    const groups = maths ? await call('GET', `/v1/examination/mark-partition?test_id=${maths.id}&judge=0`, undefined, token) : undefined;
    for (const group of (groups?.json.data.result ?? []) as { id: number }[]) {
      if ((await load(maths!.id, group.id)).json.data?.students?.length > 0) {
        [testId, partitionId] = [maths!.id, group.id];
        break;
      }
    }
    if (partitionId) break;
  }
  expect(partitionId, 'a maths group with students to mark').toBeGreaterThan(0);
  return {
    testId,
    partitionId,
    /** claims students and scores the first with zero on every blank; answers its idempotency key */
    async submitOne(): Promise<string> {
      const loaded = await load(testId, partitionId);
      expect(loaded.status).toBe(200);
      const scores = Object.fromEntries(
        (loaded.json.data.questions as { show_order: number; emptys: { key: string }[] }[]).map((q) => [q.show_order, Object.fromEntries(q.emptys.map((e) => [e.key, 0]))]),
      );
      const key = randomUUID();
      const submitted = await call(
        'POST',
        `/v1/examination/marking/${testId}`,
        { partition_id: partitionId, student_id: loaded.json.data.students[0].student_id, question_score: scores, idempotency_key: key },
        token,
      );
      expect(submitted.status, submitted.json.msg).toBe(200);
      return key;
    },
    /** my marking records: a call that only reads */
    async listMine(): Promise<void> {
      expect((await call('GET', `/v1/examination/marking/${testId}?partition_id=${partitionId}&page_size=10`, undefined, token)).status).toBe(200);
    },
  };
}

const traceable = tracingAllowed();
const dataDir = mkdtempSync(path.join(tmpdir(), 'durable-commit-'));

beforeAll(() => {
  if (!traceable) return;
  // the demo school, through the product's own command
  const demo = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/demo/cli.ts'), '--students', '40', '--data', dataDir], { cwd: ROOT, encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`npm run demo failed: ${demo.stdout}${demo.stderr}`);
}, 300_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(!traceable)('a mark on the embedded database', () => {
  it('is flushed to disk after its commit is written and before its 200 is sent; a read flushes nothing', async () => {
    let key = '';
    let testId = 0;
    const calls = await traced(dataDir, {}, async (url) => {
      const session = await markingSession(url);
      testId = session.testId;
      key = await session.submitOne();
      await session.listMine();
    });

    const submit = exchange(calls, key, 200);
    const walWrites = calls.filter((c) => c.name === 'pwrite64' && c.args.includes('/pg_wal/') && c.start > submit.request.end && c.end < submit.response.start);
    expect(walWrites.length, 'the commit is written to the log while the submit is handled').toBeGreaterThan(0);
    const commit = walWrites.at(-1)!;
    const flushes = calls.filter((c) => isFlush(c) && c.args.includes('/pg_wal/') && c.start > commit.end && c.end < submit.response.start);
    expect(flushes.length, 'a WAL flush after the commit, ended before the 200').toBeGreaterThan(0);

    const read = exchange(calls, `GET /v1/examination/marking/${testId}?partition_id=`, 200);
    expect(calls.filter((c) => isFlush(c) && c.start > read.request.end && c.start < read.response.start)).toEqual([]);
  });

  it('is answered without any flush when durability is switched off (PGLITE_DURABLE=0, benchmarks only)', async () => {
    let key = '';
    const calls = await traced(dataDir, { PGLITE_DURABLE: '0' }, async (url) => {
      key = await (await markingSession(url)).submitOne();
    });

    const submit = exchange(calls, key, 200);
    expect(calls.some((c) => c.name === 'pwrite64' && c.args.includes('/pg_wal/') && c.start > submit.request.end && c.end < submit.response.start)).toBe(true);
    expect(calls.filter((c) => isFlush(c) && c.start > submit.request.end && c.start < submit.response.start)).toEqual([]);
  });
});
