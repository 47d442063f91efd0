/**
 * `npm run bench:marking` — marking throughput and latency over loopback HTTP.
 *
 * 1. A throwaway PostgreSQL cluster; pgbench's own TPS on it (-N, the same number of clients).
 * 2. The server (BENCH_SERVERS processes, default 2) on that database; MARKERS virtual markers
 *    (default 500) at a realistic offered load (each thinks ~2 s per paper): p50 and p99.
 * 3. The same markers load → submit → next in a closed loop for BENCH_SECONDS: submits/s and
 *    the ratio submits/s ÷ pgbench TPS.
 * Like pgbench, each of 2 and 3 starts from a vacuumed and checkpointed database, with fresh
 * server processes; pgbench's own leftovers are vacuumed before them.
 * 4. The same closed loop on the embedded PGlite database (one process), twice from copies of one
 *    folder: with commits flushed to disk before they are confirmed (as the server runs), and
 *    with PGLITE_DURABLE=0 (confirmed once written to the kernel), to show what the flush costs.
 * Goals: ratio ≥ 0.5 and p99 < 25 ms at 500 markers on PostgreSQL; PGlite ≥ 300 submits/s with
 * durable commits.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import { buildMarkingFixture, type MarkingFixture, scoresFor } from '../tests/fixtures/marking-fixture.ts';
import { createDatabase, startCluster } from '../tests/pg/throwaway-cluster.ts';
import { JsonClient } from '../tests/support/http-client.ts';
import { startServer, type ServerProcess } from '../tests/support/server-process.ts';
import { describeCpu, measureCpu, type CpuSplit } from './cpu-split.ts';
import { markingTokens, percentile } from './marking-support.ts';

const MARKERS = Number(process.env.MARKERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 2);
const THINK_MS = 2000;

interface Result {
  submits: number;
  seconds: number;
  latencies: number[];
  /** when each measured submit started, in seconds since measuring began */
  startedAt: number[];
  /** opening the marking screen (claiming the first students), during the warm-up */
  loadLatencies: number[];
  /** the server's own time for each measured submit (its Server-Timing header) */
  serverLatencies: number[];
  errors: number;
  /** where the CPU went while measuring */
  cpu?: CpuSplit;
}

type Students = { data: { students: { student_id: number }[] } };

/**
 * Every marker opens the marking screen (claiming their first students); once all have, they
 * mark: each thinks thinkMs (±50 %) per paper, or none (closed loop). Measured are the submits
 * that start from one think time (or one second) after that, for `seconds`.
 */
async function drive(servers: ServerProcess[], fx: MarkingFixture, tokens: string[], seconds: number, thinkMs: number): Promise<Result> {
  const partitionId = fx.partitionIds[0];
  const client = new JsonClient();
  const result: Result = { submits: 0, seconds, latencies: [], startedAt: [], loadLatencies: [], serverLatencies: [], errors: 0 };
  let measureFrom = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  let loadsLeft = tokens.length;
  let everyoneLoaded!: () => void;
  const allLoaded = new Promise<void>((resolve) => (everyoneLoaded = resolve));
  let cpu: CpuSplit | undefined;
  let endCpu: (() => CpuSplit) | undefined;
  const marker = async (index: number) => {
    const base = servers[index % servers.length].url;
    const headers = { authorization: `Bearer ${tokens[index]}` };
    // people do not all open the screen at the same moment
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
    const loadStarted = performance.now();
    const loaded = await client.request<Students>(`${base}/v1/examination/marking?test_id=${fx.testId}&partition_id=${partitionId}&get_question=0&get_feedback=0`, { headers });
    result.loadLatencies.push(performance.now() - loadStarted);
    let held = loaded.body.data.students;
    if (--loadsLeft === 0) {
      measureFrom = Date.now() + (thinkMs > 0 ? thinkMs : 1000);
      stopAt = measureFrom + seconds * 1000;
      setTimeout(() => {
        endCpu = measureCpu(() => servers.map((s) => s.child.pid!));
        setTimeout(() => (cpu ??= endCpu?.()), seconds * 1000);
      }, measureFrom - Date.now());
      everyoneLoaded();
    }
    await allLoaded;
    while (Date.now() < stopAt && held.length > 0) {
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      const student = held[0].student_id;
      const started = performance.now();
      // measured: the submits that start inside the window (however long they then take)
      const startedAt = Date.now();
      const measured = startedAt >= measureFrom && startedAt < stopAt;
      const answer = await client.request<Students>(`${base}/v1/examination/marking/${fx.testId}`, {
        method: 'POST',
        headers,
        body: { partition_id: partitionId, student_id: student, question_score: scoresFor(fx, partitionId, student % 11) },
      });
      const elapsed = performance.now() - started;
      if (answer.status !== 200) {
        result.errors++;
        held = held.slice(1);
        continue;
      }
      if (measured) {
        result.submits++;
        result.latencies.push(elapsed);
        const timing = answer.headers['server-timing'];
        result.serverLatencies.push(Number(/dur=([\d.]+)/.exec(typeof timing === 'string' ? timing : '')?.[1] ?? Number.NaN));
        result.startedAt.push((startedAt - measureFrom) / 1000);
      }
      held = answer.body.data.students;
    }
  };
  await Promise.all(Array.from({ length: tokens.length }, (_, i) => marker(i)));
  // the last submits may all end before the window's timer: then the split ends here
  result.cpu = cpu ?? endCpu?.();
  client.close();
  return result;
}

function report(label: string, r: Result): number {
  const rate = r.submits / r.seconds;
  console.log(
    `${label}: ${rate.toFixed(1)} submits/s · p50 ${percentile(r.latencies, 50).toFixed(1)} ms · p90 ${percentile(r.latencies, 90).toFixed(1)} ms · p99 ${percentile(r.latencies, 99).toFixed(1)} ms · max ${Math.max(...r.latencies).toFixed(0)} ms · ${r.submits} submits in ${r.seconds.toFixed(1)} s${r.errors ? ` · ${r.errors} errors` : ''}`,
  );
  console.log(`  of which in the server: p50 ${percentile(r.serverLatencies, 50).toFixed(1)} ms · p90 ${percentile(r.serverLatencies, 90).toFixed(1)} ms · p99 ${percentile(r.serverLatencies, 99).toFixed(1)} ms`);
  console.log(`  warm-up: ${r.loadLatencies.length} markers opened the marking screen · p50 ${percentile(r.loadLatencies, 50).toFixed(1)} ms · p99 ${percentile(r.loadLatencies, 99).toFixed(1)} ms`);
  console.log(describeCpu(r.cpu, rate));
  if (process.env.BENCH_TIMELINE) {
    const slowest = r.latencies.map((latency, i) => ({ latency, server: r.serverLatencies[i], start: r.startedAt[i] })).sort((a, b) => b.latency - a.latency).slice(0, 3);
    console.log(`  slowest: ${slowest.map((x) => `${x.latency.toFixed(0)} ms (server ${x.server} ms, started at ${x.start.toFixed(2)} s)`).join(' · ')}`);
    // per second of the run: submits started and the slowest of them, to see whether slow ones cluster
    const seconds = new Map<number, number[]>();
    r.startedAt.forEach((t, i) => seconds.set(Math.floor(t), [...(seconds.get(Math.floor(t)) ?? []), r.latencies[i]]));
    for (const [second, values] of [...seconds].sort((a, b) => a[0] - b[0])) console.log(`  ${second}s: ${values.length} submits, p50 ${percentile(values, 50).toFixed(1)} ms, max ${Math.max(...values).toFixed(0)} ms`);
  }
  return rate;
}

/** Enough students that nobody runs dry during the run (warm-up included). */
function studentsFor(seconds: number): number {
  return Math.min(120_000, 10 * MARKERS + Math.ceil((seconds + 5) * 3000));
}

async function postgresRun() {
  const cluster = await startCluster({ maxConnections: MARKERS + 200 });
  try {
    await createDatabase(cluster.url, 'bench_pgbench');
    await createDatabase(cluster.url, 'bench_marking');
    cluster.run('pgbench', ['-i', '-q', '-s', '10', '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', 'bench_pgbench'], { timeoutMs: 300_000 });
    const out = cluster.run('pgbench', ['-N', '-c', String(MARKERS), '-j', '2', '-T', String(Math.min(SECONDS, 15)), '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', 'bench_pgbench'], { timeoutMs: 300_000 });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    console.log(`pgbench -N -c ${MARKERS}: ${tps.toFixed(1)} TPS`);
    // pgbench leaves a million changed rows behind: clean them up now, not under the next runs
    const pgbenchDb = new pg.Client(cluster.urlOf('bench_pgbench'));
    await pgbenchDb.connect();
    await pgbenchDb.query('VACUUM (ANALYZE)');
    await pgbenchDb.query('CHECKPOINT');
    await pgbenchDb.end();

    const database = await openDatabase({ databaseUrl: cluster.urlOf('bench_marking'), poolSize: 4 });
    const fx = await buildMarkingFixture(database, { students: studentsFor(SECONDS), markers: MARKERS, partitions: [{ policy: 'single' }], prefix: 'bench' });
    const tokens = await markingTokens(database, fx);
    const scanDir = mkdtempSync(path.join(tmpdir(), 'bench-scans-'));
    // like pgbench, each run starts from a vacuumed database, and with fresh server processes
    const phase = async (run: (servers: ServerProcess[]) => Promise<Result>): Promise<Result> => {
      await database.query('VACUUM (ANALYZE)');
      await database.query('CHECKPOINT');
      const servers: ServerProcess[] = [];
      try {
        for (let i = 0; i < SERVERS; i++) servers.push(await startServer({ DATABASE_URL: cluster.urlOf('bench_marking'), SCAN_DIR: scanDir, DB_POOL_SIZE: String(Math.ceil(60 / SERVERS)) }));
        return await run(servers);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    };
    try {
      const realistic = await phase((servers) => drive(servers, fx, tokens, Math.max(SECONDS, 20), THINK_MS));
      report(`PostgreSQL, ${SERVERS} server processes, ${MARKERS} markers thinking ~2 s per paper`, realistic);
      console.log(`p99 at realistic load: ${percentile(realistic.latencies, 99).toFixed(1)} ms (goal < 25 ms)`);
      const closed = await phase((servers) => drive(servers, fx, tokens, SECONDS, 0));
      const rate = report(`PostgreSQL, ${SERVERS} server processes, ${MARKERS} markers closed-loop`, closed);
      console.log(`ratio submits/s ÷ pgbench TPS: ${(rate / tps).toFixed(2)} (goal ≥ 0.5)`);
    } finally {
      await database.close();
    }
  } finally {
    await cluster.stop();
  }
}

async function pgliteRun() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const fx = await buildMarkingFixture(database, { students: studentsFor(SECONDS), markers: MARKERS, partitions: [{ policy: 'single' }], prefix: 'bench' });
  const tokens = await markingTokens(database, fx);
  await database.close();
  // each run on its own copy of the same folder, with a fresh server process
  const phase = async (label: string, env: Record<string, string>): Promise<number> => {
    const copy = mkdtempSync(path.join(tmpdir(), 'bench-pglite-run-'));
    cpSync(path.join(dataDir, 'db'), path.join(copy, 'db'), { recursive: true });
    let server: ServerProcess | undefined;
    try {
      server = await startServer({ DATA_DIR: copy, ...env });
      return report(`PGlite (embedded), ${label}, ${MARKERS} markers closed-loop`, await drive([server], fx, tokens, SECONDS, 0));
    } finally {
      await server?.stop();
      rmSync(copy, { recursive: true, force: true });
    }
  };
  try {
    const durable = await phase('commits flushed to disk before they are confirmed', {});
    const unflushed = await phase('PGLITE_DURABLE=0 (confirmed once written to the kernel)', { PGLITE_DURABLE: '0' });
    console.log(`PGlite: ${durable.toFixed(1)} submits/s with durable commits (goal ≥ 300), ${unflushed.toFixed(1)} without; durable ÷ without: ${(durable / unflushed).toFixed(2)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === 'postgres') await postgresRun();
if (!only || only === 'pglite') await pgliteRun();
process.exit(0);
