/**
 * `npm run bench:analysis-api` — the analysis calls under load on a 10 000-student exam.
 *
 * The school of analysis-exam.ts (STUDENTS, default 10 000; 3 exams × 9 papers × 25 questions,
 * final marks written as the demo seed writes them) in an embedded database folder; then a real
 * server process on it, and TEACHERS (default 50) teachers opening analysis screens for
 * BENCH_SECONDS (default 60), each pausing 0.5–1.5 s between calls: the school's leaders (one in
 * five: a principal and school administrators) the screens of the exam being marked
 * (分数段, 学生成绩, 上线重合度, 潜力学生, 名次段对比, 前N名, 优劣势, 学科对比), class
 * heads those of their class on the last exam whose analysis is open, as the screens of
 * src/app/analysis call them on open. Printed: p50 / p99 / count per call, the overall p99 (goal
 * < 100 ms), the time from a mark edited through the marking call to the analysis answer that
 * shows it (goal < 500 ms; the figure is checked), and the machine's load. Before the load, each
 * kind of call is made once, one after another, and that time printed: the statistics are read
 * from the database once after a start, then kept.
 * ANALYSIS_CACHE_MB=0 runs the server without kept statistics or answers, for comparison.
 * `npm run bench:analysis-api -- postgres` runs the same on a throwaway PostgreSQL cluster
 * (tests/pg/throwaway-cluster.ts) instead of the embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.ts';
import { createDatabase, startCluster, type Cluster } from '../tests/pg/throwaway-cluster.ts';
import { JsonClient } from '../tests/support/http-client.ts';
import { startServer, type ServerProcess } from '../tests/support/server-process.ts';
import { buildBenchSchool, LEFT_OPEN, type BenchSchool } from './analysis-exam.ts';
import { percentile } from './marking-support.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 10_000);
const TEACHERS = Number(process.env.TEACHERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const POSTGRES = process.argv.slice(2).includes('postgres');
const GOAL_MS = 100;
const CHANGE_GOAL_MS = 500;

const client = new JsonClient();
type Timings = Map<string, number[]>;

async function get<T = unknown>(server: ServerProcess, url: string, token: string): Promise<{ status: number; body: { data: T; msg: string } }> {
  const answer = await client.request<{ data: T; msg: string }>(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, body: answer.body };
}

/** The calls a leader's analysis screens make on open (one screen's worth picked at a time). */
function leaderCalls(s: BenchSchool, random: () => number): [string, string][] {
  const exam = s.examIds[s.examIds.length - 1];
  const test = s.testIds[s.examIds.length - 1][Math.floor(random() * 9)];
  const scope = `examination_id=${exam}&test_id=${test}`;
  return [
    ['score-range-rate', `/v1/examanalysis/score-range-rate?${scope}`],
    ['student-list', `/v1/examanalysis/student-list?${scope}&page_size=50`],
    ['coincidence-degree', `/v1/examanalysis/coincidence-degree?examination_id=${exam}`],
    ['potential-students', `/v1/examanalysis/potential-students?examination_id=${exam}`],
    ['rank-comparison', `/v1/examanalysis/rank-comparison?examination_id=${exam}`],
    ['former-n-comparison', `/v1/examanalysis/former-n-comparison?examination_id=${exam}`],
    ['advantage-inferiority', `/v1/examanalysis/advantage-inferiority?examination_id=${exam}`],
    ['children-test-comparison', `/v1/exam-analysis-upgrade/children-test-comparison?examination_id=${exam}`],
  ];
}

function classHeadCalls(s: BenchSchool, classId: number, random: () => number): [string, string][] {
  const e = s.examIds.length - 2;
  const exam = s.examIds[e];
  const scope = `examination_id=${exam}&test_id=${s.testIds[e][Math.floor(random() * 9)]}&class_id=${classId}`;
  return [
    ['score-range-rate', `/v1/examanalysis/score-range-rate?${scope}`],
    ['student-list', `/v1/examanalysis/student-list?${scope}&page_size=50`],
    ['rank-comparison', `/v1/examanalysis/rank-comparison?examination_id=${exam}&class_id=${classId}`],
    ['coincidence-degree', `/v1/examanalysis/coincidence-degree?examination_id=${exam}&class_id=${classId}`],
    ['achievement-trend', `/v1/examanalysis/achievement-trend/${classId}?examination_id=${exam}&type=class`],
  ];
}

async function load(server: ServerProcess, s: BenchSchool, seconds: number): Promise<{ timings: Timings; errors: Map<string, number> }> {
  const timings: Timings = new Map();
  const errors = new Map<string, number>();
  const stopAt = Date.now() + seconds * 1000;
  const teacher = async (index: number) => {
    let state = index * 2654435761;
    const random = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
    const leader = index % 5 === 0;
    const token = leader ? s.leaders[(index / 5) % s.leaders.length] : s.classHeads[index % s.classHeads.length].token;
    await new Promise((r) => setTimeout(r, random() * 1000));
    while (Date.now() < stopAt) {
      const calls = leader ? leaderCalls(s, random) : classHeadCalls(s, s.classHeads[index % s.classHeads.length].classId, random);
      const [name, url] = calls[Math.floor(random() * calls.length)];
      const started = performance.now();
      const answer = await get(server, url, token).catch((error: Error) => ({ status: 0, body: { data: undefined, msg: error.message } }));
      const ms = performance.now() - started;
      const failure = `${name} ${answer.status} ${answer.body.msg}`;
      if (answer.status !== 200) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      else timings.set(name, [...(timings.get(name) ?? []), ms]);
      // a server that stopped answers nothing more
      if (answer.status === 0 && server.child.exitCode !== null) return;
      await new Promise((r) => setTimeout(r, 500 + random() * 1000));
    }
  };
  await Promise.all(Array.from({ length: TEACHERS }, (_, i) => teacher(i)));
  return { timings, errors };
}

/** The sum of the totals of the last class's students on the marked paper, as 学生成绩 lists them. */
async function classSum(server: ServerProcess, s: BenchSchool): Promise<number> {
  const exam = s.examIds[s.examIds.length - 1];
  const classId = s.classIds[s.classIds.length - 1];
  const answer = await get<{ result: { total_score: number }[] }>(server, `/v1/examanalysis/student-list?examination_id=${exam}&test_id=${s.markedTest.testId}&class_id=${classId}&page_size=999`, s.leaders[0]);
  if (answer.status !== 200) throw new Error(`student-list: ${answer.body.msg}`);
  return answer.body.data.result.reduce((sum, r) => sum + r.total_score, 0);
}

/**
 * Marks the open answers through the marking call, then edits each mark (+1 or −1) and times the
 * first analysis answer after each edit, checking that it shows the change.
 */
async function markChanges(server: ServerProcess, s: BenchSchool): Promise<number[]> {
  const { testId, partitionId, showOrder } = s.markedTest;
  const headers = { authorization: `Bearer ${s.marker}` };
  const held = await client.request<{ data: { students: { student_id: number }[] } }>(`${server.url}/v1/examination/marking?test_id=${testId}&partition_id=${partitionId}&occupy_student_count=${LEFT_OPEN}`, { headers });
  const submit = (payload: object) => client.request<{ data: { marking_log_id: number; version: number }; msg: string }>(`${server.url}/v1/examination/marking/${testId}`, { method: 'POST', headers, body: payload });
  const logs: { paper: number; id: number; version: number }[] = [];
  for (const { student_id: paper } of held.body.data.students) {
    const answer = await submit({ partition_id: partitionId, student_id: paper, question_score: { [showOrder]: { '1': 2 } }, return_next_student: 0 });
    if (answer.status !== 200) throw new Error(`submit: ${answer.body.msg}`);
    logs.push({ paper, id: answer.body.data.marking_log_id, version: answer.body.data.version });
  }
  const times: number[] = [];
  for (const [i, log] of logs.entries()) {
    const before = await classSum(server, s);
    const score = i % 2 === 0 ? 3 : 1;
    const answer = await submit({ partition_id: partitionId, student_id: log.paper, marking_log_id: log.id, version: log.version, question_score: { [showOrder]: { '1': score } }, return_next_student: 0 });
    if (answer.status !== 200) throw new Error(`edit: ${answer.body.msg}`);
    const started = performance.now();
    const after = await classSum(server, s);
    times.push(performance.now() - started);
    if (Math.abs(after - before - (score - 2)) > 1e-9) throw new Error(`the analysis did not show the edited mark: ${before} → ${after}, expected a change of ${score - 2}`);
  }
  return times;
}

function report(title: string, timings: Timings, errors: Map<string, number>): void {
  console.log(`\n${title}`);
  const all: number[] = [];
  for (const [name, values] of [...timings].sort((a, b) => a[0].localeCompare(b[0]))) {
    all.push(...values);
    console.log(`  ${name.padEnd(26)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms · p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms · ${values.length}`);
  }
  const p99 = percentile(all, 99);
  console.log(`  all calls: ${all.length} · p50 ${percentile(all, 50).toFixed(1)} ms · p99 ${p99.toFixed(1)} ms (goal < ${GOAL_MS} ms: ${p99 < GOAL_MS ? 'met' : 'missed'})`);
  for (const [what, n] of errors) console.log(`  refused: ${what} × ${n}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-analysis-'));
  let cluster: Cluster | undefined;
  try {
    const started = performance.now();
    cluster = POSTGRES ? await startCluster() : undefined;
    const databaseUrl = cluster ? await createDatabase(cluster.url, 'bench_analysis') : undefined;
    const driver = cluster ? 'PostgreSQL' : 'PGlite';
    const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir: path.join(dir, 'db'), durable: false });
    const school = await buildBenchSchool(database, STUDENTS, Math.ceil((TEACHERS * 4) / 5), Math.max(1, Math.ceil(TEACHERS / 5)));
    await database.query('VACUUM ANALYZE');
    await database.close();
    console.log(`school: ${STUDENTS} students, 3 exams × 9 papers × 25 questions, built in ${((performance.now() - started) / 1000).toFixed(0)} s (${driver})`);
    // SERVER_NODE_OPTIONS=--cpu-prof profiles the server (the profile is written when it stops)
    const server = await startServer(
      { DATA_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}) },
      300_000,
    );
    try {
      const warm = performance.now();
      await classSum(server, school);
      console.log(`first analysis answer of the exam after start: ${(performance.now() - warm).toFixed(0)} ms`);
      // the first call of each kind, one after another: what the first teachers of the day wait for
      const cold = performance.now();
      const head = school.classHeads[0];
      for (const [, url] of leaderCalls(school, Math.random)) await get(server, url, school.leaders[0]);
      for (const [, url] of classHeadCalls(school, head.classId, Math.random)) await get(server, url, head.token);
      console.log(`first call of each kind after start, one at a time: ${((performance.now() - cold) / 1000).toFixed(1)} s`);
      const { timings, errors } = await load(server, school, SECONDS);
      if (server.child.exitCode !== null || server.child.signalCode !== null) console.log(`the server stopped: ${server.output().slice(-2000)}`);
      report(`${TEACHERS} teachers for ${SECONDS} s on ${driver} (load ${loadavg().map((x) => x.toFixed(2)).join(' ')})`, timings, errors);
      const changes = await markChanges(server, school);
      const worst = Math.max(...changes);
      console.log(`\nfirst answer after a mark is edited (${changes.length} edits, each shown): ${changes.map((t) => t.toFixed(0)).join(', ')} ms — worst ${worst.toFixed(0)} ms (goal < ${CHANGE_GOAL_MS} ms: ${worst < CHANGE_GOAL_MS ? 'met' : 'missed'})`);
      console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    } finally {
      await server.stop();
    }
  } finally {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
