/**
 * `npm run bench:login` — a storm of sign-ins, and how the rest of the server fares meanwhile.
 *
 * On the embedded PGlite database and on a throwaway PostgreSQL cluster (`-- pglite` or
 * `-- postgres` runs one), each in a fresh server process per way of decrypting passwords:
 *   - on the event loop with jsencrypt, sign-ins in progress unbounded (as before),
 *   - on the event loop with Node's own RSA, unbounded (the arithmetic alone),
 *   - in the worker pool with jsencrypt (what runtimes without native PKCS#1 v1.5 decryption do),
 *   - in the worker pool as the server runs by default; both with the sign-in gate's bound.
 * For BENCH_SECONDS (20) teachers sign in at LOGIN_RATE (50) per second whatever the answers
 * take (an open loop, passwords RSA-encrypted as the browser does), while cheap calls go on at
 * OTHER_RATE (20) per second each: GET /v1/user/public-key (no database) and GET /healthz (one
 * query). The teachers are the marking fixture's ACCOUNTS markers (as bench:marking makes them),
 * each signing in at most once per run from an address of its own (X-Forwarded-For through
 * TRUST_PROXY=1): the storm measures the server's capacity, not the per-account and per-address
 * attempt limits. Printed: sign-ins per second, their p50/p99, refusals (429: too many sign-ins in
 * progress, or an attempt limit), the cheap calls' p50/p99, the server's event-loop delay
 * (bench/loop-delay-probe.ts) and the calls that got no answer within TIMEOUT_MS.
 * Goal: event-loop delay p99 < 10 ms and no timeouts. Never asserts.
 */
import { generateKeyPairSync, scrypt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../src/server/db/database.ts';
import { createPasswordDecryptor } from '../src/server/features/auth/rsa-cipher.ts';
import { encryptForLogin } from '../src/server/features/auth/rsa.ts';
import { defaultDecryptWorkers } from '../src/server/features/auth/rsa-decrypt-pool.ts';
import { signInsInProgressLimit } from '../src/server/features/auth/sign-in-gate.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD } from '../tests/fixtures/marking-fixture.ts';
import { createDatabase, startCluster } from '../tests/pg/throwaway-cluster.ts';
import { JsonClient } from '../tests/support/http-client.ts';
import { startServer, type ServerProcess } from '../tests/support/server-process.ts';
import { measureCpu, type CpuSplit } from './cpu-split.ts';
import { msg } from '../src/i18n/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LOGIN_RATE = Number(process.env.LOGIN_RATE ?? 50);
const OTHER_RATE = Number(process.env.OTHER_RATE ?? 20);
const TIMEOUT_MS = 10_000;
const ACCOUNTS = Math.ceil(LOGIN_RATE * SECONDS);
/** distinct ciphertexts to cycle through (each encryption is randomly padded, like a browser's) */
const CIPHERTEXTS = 400;
const PROBE = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'loop-delay-probe.ts')).href;

/** no bound on sign-ins in progress, as before the sign-in gate */
const UNBOUNDED = { LOGIN_MAX_IN_PROGRESS: String(1e9) };
const MODES: { label: string; env: Record<string, string> }[] = [
  { label: 'event loop, jsencrypt, no bound (before)', env: { LOGIN_DECRYPT_ON_MAIN_THREAD: '1', LOGIN_RSA_ENGINE: 'jsencrypt', ...UNBOUNDED } },
  { label: 'event loop, Node RSA, no bound', env: { LOGIN_DECRYPT_ON_MAIN_THREAD: '1', LOGIN_RSA_ENGINE: 'native', ...UNBOUNDED } },
  { label: 'worker pool, jsencrypt, bounded', env: { LOGIN_RSA_ENGINE: 'jsencrypt' } },
  { label: 'worker pool, default, bounded (as shipped)', env: {} },
];

interface Figures {
  signIns: number[];
  /** 429 because too many sign-ins were in progress (the gate or the decrypt backlog) */
  busy: number;
  /** 429 from an attempt limit */
  limited: number;
  failed: number;
  publicKey: number[];
  health: number[];
  timeouts: number;
  delay?: { p50: number; p99: number; max: number; busy: number; cpuMs: number };
  /** seconds between the two readings of the event-loop probe */
  probed: number;
  cpu?: CpuSplit;
}

function percentile(values: number[], p: number): string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

type Reply = { status: number; msg: string };

/** The answer's status and msg; status 0 when none came within TIMEOUT_MS (the call is left to finish). */
async function timed(call: Promise<{ status: number; body: unknown }>, into: number[], figures: Figures): Promise<Reply> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reply>((resolve) => (timer = setTimeout(() => resolve({ status: 0, msg: '' }), TIMEOUT_MS)));
  const answered = call.then(
    (answer) => ({ status: answer.status, msg: String((answer.body as { msg?: unknown }).msg ?? '') }),
    (error: Error) => ({ status: -1, msg: error.message }),
  );
  const reply = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  if (reply.status === 0) figures.timeouts++;
  else if (reply.status === 200) into.push(performance.now() - started);
  return reply;
}

/** Calls `fire` `rate` times a second for `seconds`, on schedule whatever the answers take. */
async function openLoop(rate: number, seconds: number, fire: (i: number) => Promise<unknown>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    await sleep(start + (i * 1000) / rate - performance.now());
    pending.push(fire(i));
  }
  await Promise.all(pending);
}

/** The server's event-loop delay since the last reading (the probe answers SIGUSR2). */
async function loopDelay(server: ServerProcess): Promise<Figures['delay']> {
  const before = server.output().length;
  server.child.kill('SIGUSR2');
  // a loop busy for seconds answers late: wait as long as a call may take
  for (let waited = 0; waited < TIMEOUT_MS; waited += 50) {
    await sleep(50);
    const line = /EVENT_LOOP_DELAY (\{.*\})/.exec(server.output().slice(before));
    if (line) return JSON.parse(line[1]) as Figures['delay'];
  }
  return undefined;
}

async function storm(server: ServerProcess, usernames: string[], ciphertexts: string[]): Promise<Figures> {
  const client = new JsonClient();
  const figures: Figures = { signIns: [], busy: 0, limited: 0, failed: 0, publicKey: [], health: [], timeouts: 0, probed: 0 };
  const signIn = (i: number) =>
    client.request(`${server.url}/v1/user/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body: { username: usernames[i % usernames.length], password: ciphertexts[i % ciphertexts.length] },
    });
  // warm-up: the server's first sign-ins load code and fill caches (the last accounts, from other addresses)
  for (let i = 0; i < 10; i++) await signIn(usernames.length - 1 - i);
  await loopDelay(server);
  const probeStarted = performance.now();
  const endCpu = measureCpu(() => [server.child.pid!]);
  await Promise.all([
    openLoop(LOGIN_RATE, SECONDS, async (i) => {
      const reply = await timed(signIn(i), figures.signIns, figures);
      if (reply.status === 429 && reply.msg === msg.auth.loginBusy) figures.busy++;
      else if (reply.status === 429) figures.limited++;
      else if (reply.status !== 200 && reply.status !== 0) figures.failed++;
    }),
    openLoop(OTHER_RATE, SECONDS, (i) => timed(client.request(`${server.url}/v1/user/public-key?n=${i}`), figures.publicKey, figures)),
    openLoop(OTHER_RATE, SECONDS, () => timed(client.request(`${server.url}/healthz`), figures.health, figures)),
  ]);
  figures.cpu = endCpu?.();
  figures.delay = await loopDelay(server);
  figures.probed = (performance.now() - probeStarted) / 1000;
  client.close();
  return figures;
}

function report(database: string, mode: string, f: Figures): void {
  const answered = Math.max(1, f.signIns.length);
  const delay = f.delay ? `p99 ${f.delay.p99.toFixed(1)} ms · max ${f.delay.max.toFixed(0)} ms · loop busy ${(100 * f.delay.busy).toFixed(0)}% of the time` : `not measured (the probe got no turn within ${TIMEOUT_MS / 1000} s)`;
  const loopCpu = f.delay ? ` · event-loop thread CPU ${(f.delay.cpuMs / answered).toFixed(1)} ms per sign-in` : '';
  const cpu = f.cpu
    ? `  server CPU ${f.cpu.servers.toFixed(0)}% of a core (${((f.cpu.servers * 10 * f.probed) / answered).toFixed(1)} ms per sign-in, all threads)${loopCpu} · machine ${f.cpu.machineBusy.toFixed(0)}% busy`
    : '';
  console.log(`${database} · ${mode}`);
  console.log(
    `  sign-ins ${(f.signIns.length / SECONDS).toFixed(1)}/s of ${LOGIN_RATE}/s offered · p50 ${percentile(f.signIns, 50)} ms · p99 ${percentile(f.signIns, 99)} ms` +
      ` · refused as busy (429) ${f.busy}, by attempt limits ${f.limited} · other failures ${f.failed}`,
  );
  console.log(
    `  public-key p50 ${percentile(f.publicKey, 50)} ms · p99 ${percentile(f.publicKey, 99)} ms · healthz p50 ${percentile(f.health, 50)} ms · p99 ${percentile(f.health, 99)} ms`,
  );
  console.log(`  event-loop delay ${delay} · timeouts (> ${TIMEOUT_MS / 1000} s) ${f.timeouts}`);
  if (cpu) console.log(cpu);
}

/** How many scrypt checks a second libuv's thread pool gets through here, with nothing else running. */
async function scryptCeiling(): Promise<number> {
  const started = performance.now();
  const count = 80;
  await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => scrypt('Demo@2026', 'salt', 32, { N: 16384, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key))))),
  );
  return count / ((performance.now() - started) / 1000);
}

async function runModes(database: string, env: Record<string, string>, usernames: string[]): Promise<void> {
  const ciphertextsFor = ciphertextCache();
  for (const mode of MODES) {
    const nodeOptions = [process.env.NODE_OPTIONS, `--import=${PROBE}`].filter(Boolean).join(' ');
    const server = await startServer({ ...env, ...mode.env, TRUST_PROXY: '1', NODE_OPTIONS: nodeOptions });
    try {
      report(database, mode.label, await storm(server, usernames, await ciphertextsFor(server)));
    } finally {
      await server.stop();
    }
  }
}

/** Ciphertexts of the teachers' password under the server's public key, made once per database. */
function ciphertextCache(): (server: ServerProcess) => Promise<string[]> {
  let made: string[] | undefined;
  return async (server) => {
    if (made) return made;
    const answer = await new JsonClient().request<{ data: { public_key: string } }>(`${server.url}/v1/user/public-key`);
    made = Array.from({ length: CIPHERTEXTS }, () => encryptForLogin(answer.body.data.public_key, FIXTURE_PASSWORD));
    return made;
  };
}

/** ACCOUNTS teachers with the fixture's password (its markers), by user name. */
async function teachers(database: Database): Promise<string[]> {
  const fx = await buildMarkingFixture(database, { students: 4, markers: ACCOUNTS, partitions: [{ policy: 'single' }], prefix: 'login' });
  return fx.markers.map((marker) => marker.username);
}

async function pgliteRun(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-login-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const usernames = await teachers(database);
  await database.close();
  await runModes('PGlite (embedded)', { DATA_DIR: dataDir }, usernames);
}

async function postgresRun(): Promise<void> {
  const cluster = await startCluster();
  try {
    const url = await createDatabase(cluster.url, 'bench_login');
    const scanDir = mkdtempSync(path.join(tmpdir(), 'bench-login-scans-'));
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const usernames = await teachers(database);
    await database.close();
    await runModes('PostgreSQL', { DATABASE_URL: url, SCAN_DIR: scanDir }, usernames);
  } finally {
    await cluster.stop();
  }
}

const uvThreads = process.env.UV_THREADPOOL_SIZE ?? '4 (default)';
const probeKey = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
console.log(
  `${availableParallelism()} cores · decrypt workers ${defaultDecryptWorkers()} (default arithmetic here: ${createPasswordDecryptor(probeKey.privateKey).engine}) · sign-ins in progress ≤ ${signInsInProgressLimit()} · libuv threads ${uvThreads} · ` +
    `scrypt alone: ${(await scryptCeiling()).toFixed(0)} checks/s · ${LOGIN_RATE} sign-ins/s offered for ${SECONDS} s`,
);
const only = process.argv[2];
if (!only || only === 'pglite') await pgliteRun();
if (!only || only === 'postgres') await postgresRun();
process.exit(0);
