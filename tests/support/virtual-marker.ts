/**
 * A marker driven over real HTTP: signs in with an RSA-encrypted password, takes a marking
 * token, loads a question group and scores the students it is handed. When a server stops
 * answering it moves to the next one and repeats the request; submissions carry an
 * idempotency key, so a repeat after a crash can never count a score twice. With
 * `waitOutOutages` it also waits out a database outage: a request answered 503 is kept in
 * `refusals` and repeated after a pause.
 */
import { randomUUID } from 'node:crypto';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';

export interface Ack {
  markingLogId: number;
  teacher: string;
  studentId: number;
  total: number;
}

export interface Held {
  student_id: number;
}

/** A request the server refused because the database could not be reached. */
export interface Refusal {
  path: string;
  status: number;
  /** the envelope's code and msg */
  code: unknown;
  msg: unknown;
}

/** The pause before a request refused with 503 is repeated. */
const OUTAGE_RETRY_MS = 100;

export class VirtualMarker {
  private server = 0;
  private markingToken = '';
  readonly acks: Ack[] = [];
  readonly latencies: number[] = [];
  failovers = 0;
  /** repeat requests answered 503 (after a pause) instead of failing on them */
  waitOutOutages = false;
  readonly refusals: Refusal[] = [];

  constructor(
    private readonly servers: string[],
    readonly username: string,
    private readonly password: string,
    private readonly testId: number,
    private readonly partitionId: number,
    private readonly scoreFor: (studentId: number) => Record<string, Record<string, number>>,
    startAt = 0,
  ) {
    this.server = startAt % servers.length;
  }

  /** One request; with `waitOutOutages`, repeated (the same body) while the answer is 503. */
  private async request(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
    for (;;) {
      const answer = await this.send(method, path, body, token);
      if (answer.status !== 503 || !this.waitOutOutages) return answer;
      this.refusals.push({ path, status: answer.status, code: answer.json?.code, msg: answer.json?.msg });
      await new Promise((r) => setTimeout(r, OUTAGE_RETRY_MS));
    }
  }

  /** One request, moved to the next server on a connection failure (up to one round). */
  private async send(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
    let lastError: unknown;
    for (let attempt = 0; attempt < this.servers.length * 3; attempt++) {
      try {
        const response = await fetch(this.servers[this.server] + path, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, json: await response.json() };
      } catch (error) {
        lastError = error;
        this.server = (this.server + 1) % this.servers.length;
        this.failovers++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    throw lastError;
  }

  async signIn(): Promise<void> {
    const key = (await this.request('GET', '/v1/user/public-key')).json.data.public_key as string;
    const login = await this.request('POST', '/v1/user/login', { username: this.username, password: encryptForLogin(key, this.password) });
    if (login.status !== 200) throw new Error(`${this.username}: ${login.json.msg}`);
    const marking = await this.request('POST', '/v1/examination/marking-verify', undefined, login.json.data.token);
    if (marking.status !== 200) throw new Error(`${this.username} marking-verify: ${marking.status} ${marking.json.msg}`);
    this.markingToken = marking.json.data.token;
  }

  async load(count = 5): Promise<Held[]> {
    const answer = await this.request('GET', `/v1/examination/marking?test_id=${this.testId}&partition_id=${this.partitionId}&occupy_student_count=${count}&get_question=0&get_feedback=0&get_progress=0`, undefined, this.markingToken);
    if (answer.status !== 200) throw new Error(`${this.username} load: ${answer.status} ${answer.json.msg}`);
    return answer.json.data.students;
  }

  /** Scores one student; answers the next held students. */
  async submit(studentId: number): Promise<Held[]> {
    const questionScore = this.scoreFor(studentId);
    const key = randomUUID();
    const started = performance.now();
    const answer = await this.request('POST', `/v1/examination/marking/${this.testId}`, { partition_id: this.partitionId, student_id: studentId, question_score: questionScore, idempotency_key: key }, this.markingToken);
    this.latencies.push(performance.now() - started);
    if (answer.status === 409) return this.load();
    if (answer.status !== 200) throw new Error(`${this.username} submit: ${answer.status} ${answer.json.msg}`);
    this.acks.push({ markingLogId: answer.json.data.marking_log_id, teacher: this.username, studentId, total: answer.json.data.total_score });
    return answer.json.data.students;
  }

  /** Marks until `done()` says the group is finished, waiting `thinkMs` per paper. */
  async markUntil(done: () => boolean, thinkMs = 0, deadline = Date.now() + 120_000): Promise<void> {
    let held = await this.load();
    while (!done() && Date.now() < deadline) {
      if (held.length === 0) {
        await new Promise((r) => setTimeout(r, 100));
        held = await this.load();
        continue;
      }
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
      held = await this.submit(held[0].student_id);
    }
  }
}
