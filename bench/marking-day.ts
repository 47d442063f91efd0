/**
 * `npm run bench:marking-day` — a marking day on PostgreSQL, compressed in time: does any mark
 * get lost or stored twice while markers think, lose their network, reload and server processes
 * die?
 *
 * A throwaway PostgreSQL cluster and DAY_SERVERS server processes (default 3) on it, behind a
 * client-side balancer: a request that finds its process gone goes to the next one. DAY_MARKERS
 * virtual markers (default 120) work like the marking window: they hold the students the server
 * hands them, score the next held one after a log-normal think time (median 8 s, σ 0.5), put the
 * mark in an outbox under a fresh idempotency key and go on at once; the outbox sends one mark at
 * a time and tries again after a growing pause, with the same key, when no answer comes or the
 * server fails. Every simulated 5 minutes 5 % of the markers lose the connection for 10–60 s
 * (they go on with the students they hold); now and then a marker reloads (its held students are
 * read again, its outbox kept). Every simulated minute one server process is killed with -9 and
 * started again. Time runs DAY_SCALE times faster (default 10) for DAY_SECONDS (default 150)
 * real seconds; then the outboxes are emptied and the database is checked.
 *
 * Prints marks acknowledged, marks in the database, lost (made but not stored, refusals aside),
 * doubled (a key stored twice, or a student with more marks than the policy needs), p50 / p99
 * submit latency, the longest time a connected marker waited for a paper, and server CPU per
 * mark. Loopback only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.ts';
import { buildMarkingFixture, scoresFor, type MarkingFixture } from '../tests/fixtures/marking-fixture.ts';
import { startCluster } from '../tests/pg/throwaway-cluster.ts';
import { JsonClient } from '../tests/support/http-client.ts';
import { startServer, type ServerProcess } from '../tests/support/server-process.ts';
import { measureCpu } from './cpu-split.ts';
import { markingTokens, percentile } from './marking-support.ts';

const MARKERS = Number(process.env.DAY_MARKERS ?? 120);
const SERVERS = Number(process.env.DAY_SERVERS ?? 3);
const SCALE = Number(process.env.DAY_SCALE ?? 10);
const SECONDS = Number(process.env.DAY_SECONDS ?? 150);
/** simulated seconds → real milliseconds */
const sim = (seconds: number) => (seconds * 1000) / SCALE;
const THINK_MEDIAN_S = 8;
const THINK_SIGMA = 0.5;
const DROP_SHARE = 0.05;
const DROP_EVERY_S = 300;
const KILL_EVERY_S = 60;
/** a marker reloads the page about once per this many marks */
const MARKS_PER_RELOAD = 150;
/** the browser's retry pauses (1 s doubling up to 30 s), in simulated time */
const RETRY_FIRST_S = 1;
const RETRY_MAX_S = 30;
const DRAIN_MS = 120_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Log-normal think time around the median (Box–Muller). */
function thinkMs(): number {
  const z = Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
  return sim(THINK_MEDIAN_S * Math.exp(THINK_SIGMA * z));
}

/** CPU ticks a process has used so far (Linux), or undefined once it is gone. */
function ticksOf(pid: number): number | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The server processes, killed and restarted, with the CPU each used once started (its start-up left out). */
class Fleet {
  readonly servers: ServerProcess[] = [];
  private readonly ticks = new Map<number, number>();
  private readonly baseline = new Map<number, number>();
  private readonly restarting = new Set<number>();
  private readonly restarts: Promise<void>[] = [];
  kills = 0;
  constructor(private readonly env: Record<string, string>) {}

  private async launch(): Promise<ServerProcess> {
    const server = await startServer(this.env, 180_000);
    this.baseline.set(server.child.pid!, ticksOf(server.child.pid!) ?? 0);
    return server;
  }

  async start(): Promise<void> {
    for (let i = 0; i < SERVERS; i++) this.servers.push(await this.launch());
  }

  url(index: number): string {
    return this.servers[index % this.servers.length].url;
  }

  sample(): void {
    for (const server of this.servers) {
      const used = ticksOf(server.child.pid!);
      if (used !== undefined) this.ticks.set(server.child.pid!, used);
    }
  }

  /** CPU seconds the server processes used serving (their start-ups left out). */
  cpuSeconds(): number {
    this.sample();
    return [...this.ticks].reduce((sum, [pid, used]) => sum + used - (this.baseline.get(pid) ?? 0), 0) / 100;
  }

  /** Kills one running process with -9 (never the last one running) and starts it again meanwhile. */
  killOne(): void {
    const running = this.servers.map((_, i) => i).filter((i) => !this.restarting.has(i));
    if (running.length < 2) return;
    const index = running[Math.floor(Math.random() * running.length)];
    this.sample();
    this.restarting.add(index);
    this.kills++;
    this.restarts.push(
      this.servers[index]
        .stop('SIGKILL')
        .then(() => this.launch())
        .then((server) => {
          this.servers[index] = server;
          this.restarting.delete(index);
        }),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.restarts);
    this.sample();
    await Promise.all(this.servers.map((s) => s.stop()));
  }
}

type Student = { student_id: number };
type Answer = { code: number; msg: string; data: { students: Student[] } | null };
interface Mark {
  key: string;
  student: number;
  attempts: number;
}

interface Tally {
  made: Map<string, 'pending' | 'acked' | 'refused'>;
  latencies: number[];
  /** how long connected markers waited for a paper */
  waits: number[];
  refusals: string[];
  retries: number;
  reloads: number;
  drops: number;
  /** a marker offline with nothing left to score */
  offlineStops: number;
}

class Marker {
  held: Student[] = [];
  readonly outbox: Mark[] = [];
  online = true;
  /** the page was reloaded: the held students are read again before the next paper */
  private reloaded = false;
  /** the student being scored */
  private onScreen: number | undefined;
  private server: number;
  private wake: (() => void) | undefined;
  private sending = false;

  constructor(
    index: number,
    private readonly token: string,
    private readonly fleet: Fleet,
    private readonly fx: MarkingFixture,
    private readonly client: JsonClient,
    private readonly tally: Tally,
  ) {
    // markers are spread over the processes as a balancer would
    this.server = index;
  }

  private get partitionId(): number {
    return this.fx.partitionIds[0];
  }

  /** One request through the balancer: a process that is gone sends it to the next one. */
  private async call(pathAndQuery: string, body?: unknown): Promise<{ status: number; body: Answer } | 'network'> {
    if (!this.online) return 'network';
    try {
      return await this.client.request<Answer>(`${this.fleet.url(this.server)}${pathAndQuery}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${this.token}` },
        body,
      });
    } catch {
      this.server++;
      return 'network';
    }
  }

  private changed(): void {
    this.wake?.();
    this.wake = undefined;
  }

  private waitForChange(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      setTimeout(resolve, timeoutMs);
    });
  }

  /** The held students less the one being scored and those whose marks wait in the outbox. */
  private keep(students: Student[]): void {
    const waiting = new Set(this.outbox.map((m) => m.student));
    if (this.onScreen !== undefined) waiting.add(this.onScreen);
    this.held = students.filter((s) => !waiting.has(s.student_id));
  }

  /** Opens (or reopens, after a reload) the marking screen: the students held are read again. */
  private async load(): Promise<boolean> {
    const answer = await this.call(`/v1/examination/marking?test_id=${this.fx.testId}&partition_id=${this.partitionId}&get_question=0&get_feedback=0`);
    if (answer === 'network' || answer.status !== 200 || !answer.body.data) return false;
    this.keep(answer.body.data.students);
    return true;
  }

  /** Sends the outbox one mark at a time, oldest first, until it is empty. */
  private async send(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    while (this.outbox.length > 0) {
      const mark = this.outbox[0];
      if (!this.online) {
        await this.waitForChange(sim(5));
        continue;
      }
      const started = performance.now();
      const answer = await this.call(`/v1/examination/marking/${this.fx.testId}`, {
        partition_id: this.partitionId,
        student_id: mark.student,
        question_score: scoresFor(this.fx, this.partitionId, mark.student % 11),
        occupy_student_count: 5,
        idempotency_key: mark.key,
      });
      const retry = answer === 'network' || answer.status >= 500 || answer.status === 429 || answer.status === 401;
      if (retry) {
        mark.attempts++;
        this.tally.retries++;
        await sleep(sim(Math.min(RETRY_MAX_S, RETRY_FIRST_S * 2 ** (mark.attempts - 1))));
        continue;
      }
      this.outbox.shift();
      if (answer.status === 200 && answer.body.data) {
        this.tally.latencies.push(performance.now() - started);
        this.tally.made.set(mark.key, 'acked');
        this.keep(answer.body.data.students);
      } else {
        this.tally.made.set(mark.key, 'refused');
        this.tally.refusals.push(`${answer.status} ${answer.body.msg}`);
      }
      this.changed();
    }
    this.sending = false;
  }

  /** The next paper: a held one, or one the server hands out once an answer or a load comes. */
  private async nextPaper(until: number): Promise<Student | undefined> {
    const started = performance.now();
    let stoppedOffline = false;
    while (this.held.length === 0 && Date.now() < until) {
      if (!this.online) {
        if (!stoppedOffline) this.tally.offlineStops++;
        stoppedOffline = true;
        await this.waitForChange(sim(5));
      } else if (this.reloaded) {
        if (await this.load()) this.reloaded = false;
        else await sleep(sim(RETRY_FIRST_S));
      } else if (this.outbox.length > 0) {
        await this.waitForChange(sim(5));
      } else if (!(await this.load())) {
        await sleep(sim(RETRY_FIRST_S));
      } else if (this.held.length === 0) {
        return undefined; // nothing left to mark
      }
    }
    // a wait with the connection up all along is the one the platform owes the marker
    if (!stoppedOffline && this.held.length > 0) this.tally.waits.push(performance.now() - started);
    return this.held.shift();
  }

  async work(until: number): Promise<void> {
    await sleep(Math.random() * sim(THINK_MEDIAN_S));
    while (Date.now() < until) {
      const student = await this.nextPaper(until);
      if (!student) break;
      this.onScreen = student.student_id;
      await sleep(thinkMs());
      const mark = { key: randomUUID(), student: student.student_id, attempts: 0 };
      this.tally.made.set(mark.key, 'pending');
      this.outbox.push(mark);
      this.onScreen = undefined;
      void this.send();
      if (Math.random() < 1 / MARKS_PER_RELOAD) {
        // a reload: what the page held is gone; the outbox (IndexedDB) stays and goes on sending
        this.tally.reloads++;
        this.held = [];
        this.reloaded = true;
      }
    }
  }

  /** The network drops for `ms`. */
  async drop(ms: number): Promise<void> {
    this.tally.drops++;
    this.online = false;
    await sleep(ms);
    this.online = true;
    this.changed();
  }

  /** After the day: back online, the outbox is emptied. */
  async drain(deadline: number): Promise<void> {
    this.online = true;
    void this.send();
    while (this.outbox.length > 0 && Date.now() < deadline) await this.waitForChange(1000);
  }
}

async function main(): Promise<void> {
  const cluster = await startCluster({ maxConnections: SERVERS * 20 + 50 });
  const scanDir = mkdtempSync(path.join(tmpdir(), 'bench-day-scans-'));
  try {
    const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
    // enough students that nobody runs dry: the marks expected if the machine keeps up, and a fifth more
    const students = Math.ceil((MARKERS * SECONDS * 1000 * 1.2) / sim(THINK_MEDIAN_S)) + 10 * MARKERS;
    const fx = await buildMarkingFixture(database, { students, markers: MARKERS, partitions: [{ policy: 'single' }], prefix: 'day' });
    const tokens = await markingTokens(database, fx, 24 * 3600_000);
    await database.query('VACUUM (ANALYZE)');
    const fleet = new Fleet({ DATABASE_URL: cluster.url, SCAN_DIR: scanDir, DB_POOL_SIZE: '15' });
    await fleet.start();
    const tally: Tally = { made: new Map(), latencies: [], waits: [], refusals: [], retries: 0, reloads: 0, drops: 0, offlineStops: 0 };
    const client = new JsonClient();
    const markers = tokens.map((token, i) => new Marker(i, token, fleet, fx, client, tally));
    console.log(
      `marking day: ${MARKERS} markers, ${SERVERS} server processes, time ×${SCALE} (${SECONDS} s real = ${((SECONDS * SCALE) / 60).toFixed(0)} simulated minutes), ` +
        `${students} students, think median ${THINK_MEDIAN_S} s; load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );

    const started = Date.now();
    const until = started + SECONDS * 1000;
    const cpuStart = fleet.cpuSeconds();
    const machine = measureCpu(() => []);
    const sampler = setInterval(() => fleet.sample(), 500);
    const killer = (async () => {
      while (Date.now() + sim(KILL_EVERY_S) < until) {
        await sleep(sim(KILL_EVERY_S));
        fleet.killOne();
      }
    })();
    const dropper = (async () => {
      while (Date.now() + sim(DROP_EVERY_S) / 2 < until) {
        const chosen = [...markers].sort(() => Math.random() - 0.5).slice(0, Math.round(DROP_SHARE * MARKERS));
        for (const marker of chosen) void sleep(Math.random() * sim(DROP_EVERY_S) * 0.5).then(() => marker.drop(sim(10 + Math.random() * 50)));
        await sleep(sim(DROP_EVERY_S));
      }
    })();
    await Promise.all(markers.map((m) => m.work(until)));
    const markedFor = (Date.now() - started) / 1000;
    await Promise.all([killer, dropper]);
    await Promise.all(markers.map((m) => m.drain(Date.now() + DRAIN_MS)));
    clearInterval(sampler);
    const serverCpu = fleet.cpuSeconds() - cpuStart;
    const split = machine?.();
    client.close();
    await fleet.stop();

    const rows = await database.query<{ key: string | null; n: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS n FROM marking_logs WHERE partition_id = $1 GROUP BY idempotency_key`,
      [fx.partitionIds[0]],
    );
    const overMarked = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM marking_units u WHERE u.partition_id = $1 AND (SELECT count(*) FROM marking_logs l WHERE l.unit_id = u.id AND l.judge = 0) > 1`,
      [fx.partitionIds[0]],
    );
    await database.close();
    const stored = new Map(rows.map((r) => [r.key ?? '', Number(r.n)]));
    const inDatabase = rows.reduce((sum, r) => sum + Number(r.n), 0);
    const states = [...tally.made.values()];
    const acknowledged = states.filter((s) => s === 'acked').length;
    const refused = states.filter((s) => s === 'refused').length;
    const lost = [...tally.made].filter(([key, state]) => state !== 'refused' && !stored.has(key)).length;
    const strangers = [...stored.keys()].filter((key) => !tally.made.has(key)).length;
    const doubled = [...stored.values()].reduce((sum, n) => sum + (n - 1), 0) + Number(overMarked[0].n) + strangers;
    const stillPending = markers.reduce((sum, m) => sum + m.outbox.length, 0);

    console.log(`marks made ${tally.made.size} in ${markedFor.toFixed(0)} s · acknowledged ${acknowledged} · in the database ${inDatabase} · refused ${refused} · still in outboxes ${stillPending}`);
    console.log(`lost ${lost} (must be 0) · doubled ${doubled} (must be 0)`);
    console.log(`submit latency (acknowledged sends): p50 ${percentile(tally.latencies, 50).toFixed(1)} ms · p99 ${percentile(tally.latencies, 99).toFixed(1)} ms · max ${Math.max(...tally.latencies).toFixed(0)} ms`);
    console.log(
      `longest wait of a connected marker for a paper: ${Math.max(...tally.waits).toFixed(0)} ms (p99 ${percentile(tally.waits, 99).toFixed(1)} ms over ${tally.waits.length} papers); ` +
        `${tally.offlineStops} times a marker offline had scored every held paper`,
    );
    console.log(`events: ${fleet.kills} server processes killed with -9 · ${tally.drops} network drops · ${tally.reloads} reloads · ${tally.retries} sends retried`);
    console.log(
      `server CPU per mark: ${((serverCpu * 1000) / Math.max(1, inDatabase)).toFixed(2)} ms (${serverCpu.toFixed(1)} CPU s over ${inDatabase} marks)` +
        (split ? ` · database ${split.database.toFixed(0)}% of a core · machine ${split.machineBusy.toFixed(0)}% busy of ${split.cores} cores` : ''),
    );
    if (tally.refusals.length > 0) console.log(`refusals: ${[...new Set(tally.refusals)].slice(0, 5).join(' | ')}`);
    console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    if (lost > 0 || doubled > 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
    rmSync(scanDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
