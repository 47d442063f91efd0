/**
 * The marking outbox with a fake clock, a fake store and a fake server: marks are stored before
 * they are sent, sent in order per student, retried with growing pauses when no answer comes,
 * removed when acknowledged (a duplicate's answer too), resent after a reload, and refusals
 * that retrying cannot fix are kept to be shown, without holding up the others.
 */
import { describe, expect, it } from 'vitest';
import { RETRY_FIRST_MS, RETRY_MAX_MS, retryDelayMs, type OutboxMark } from '../../domain/marking/outbox.ts';
import { Outbox, SendFailed, type OutboxClock, type OutboxStore } from './outbox.ts';

class FakeClock implements OutboxClock {
  time = 1_000_000;
  private timers: { at: number; run: () => void; live: boolean }[] = [];
  now = () => this.time;
  later = (run: () => void, ms: number) => {
    const timer = { at: this.time + ms, run, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  };
  /** Moves time on, running the timers that fall due, and lets the sends settle. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = Math.max(this.time, due.at);
      due.live = false;
      due.run();
    }
    this.time = end;
    await settle();
  }
}

/** The store as IndexedDB would keep it, with a log of what was written first. */
class FakeStore implements OutboxStore {
  rows = new Map<string, OutboxMark>();
  log: string[] = [];
  load = () => Promise.resolve([...this.rows.values()].map((row) => structuredClone(row)));
  put = (mark: OutboxMark) => {
    this.log.push(`put ${mark.key}`);
    this.rows.set(mark.key, structuredClone(mark));
    return Promise.resolve();
  };
  remove = (key: string) => {
    this.log.push(`remove ${key}`);
    this.rows.delete(key);
    return Promise.resolve();
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

type Answer = 'ok' | 'network' | 503 | 409 | 403;

/** The server: answers each send as told (by key, or `ok`), remembering what it stored by key. */
class FakeServer {
  stored = new Map<string, number>();
  sent: string[] = [];
  answers = new Map<string, Answer[]>();
  down = false;
  constructor(
    private readonly store: FakeStore,
    private readonly clock: FakeClock,
  ) {}
  send = (mark: OutboxMark): Promise<{ logId: number }> => {
    // the mark was written to the store before it left
    expect(this.store.log).toContain(`put ${mark.key}`);
    this.sent.push(`${mark.key}@${this.clock.time}`);
    const answer = this.down ? 'network' : (this.answers.get(mark.key)?.shift() ?? 'ok');
    if (answer === 'network') return Promise.reject(new SendFailed({ kind: 'network', status: 0, sessionAction: false }, ''));
    if (answer !== 'ok') return Promise.reject(new SendFailed({ kind: 'answer', status: answer, sessionAction: false }, `refused ${answer}`));
    // a duplicate (same key) answers the record stored first
    if (!this.stored.has(mark.key)) this.stored.set(mark.key, this.stored.size + 1);
    return Promise.resolve({ logId: this.stored.get(mark.key)! });
  };
}

function mark(key: string, studentId: number, extra: Partial<OutboxMark> = {}): Omit<OutboxMark, 'seq' | 'attempts' | 'notBefore'> {
  return {
    key,
    uid: 7,
    testId: 3,
    partitionId: 12,
    judge: 0,
    studentId,
    history: false,
    body: {
      partition_id: 12,
      student_id: studentId,
      judge: 0,
      total_score: 5,
      question_score: { '17': { '1': 5 } },
      score_marks: [],
      spend_time: 3,
      return_next_student: 1,
      occupy_student_count: 5,
      idempotency_key: key,
    },
    ...extra,
  };
}

function setUp() {
  const clock = new FakeClock();
  const store = new FakeStore();
  const server = new FakeServer(store, clock);
  const acknowledged: string[] = [];
  const refused: string[] = [];
  const outbox = new Outbox(store, server.send, clock, {
    acknowledged: (m, result) => acknowledged.push(`${m.key}→${result.logId}`),
    refused: (m) => refused.push(m.key),
  });
  return { clock, store, server, outbox, acknowledged, refused };
}

describe('the retry pause', () => {
  it('doubles from the first pause up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelayMs(1)).toBe(RETRY_FIRST_MS);
    expect(retryDelayMs(99)).toBe(RETRY_MAX_MS);
  });
});

describe('the marking outbox', () => {
  it('counts a held mark as waiting at once and stores and sends it only when kept', async () => {
    const { outbox, store, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    const held = outbox.hold(mark('k1', 101));
    await clock.advance(0);
    // the paper is not handed back meanwhile: the mark waits, though nothing left the window
    expect(outbox.pending().map((m) => m.studentId)).toEqual([101]);
    expect(store.log).toEqual([]);
    expect(server.sent).toEqual([]);
    await outbox.keep(held);
    await clock.advance(0);
    expect(store.log).toEqual(['put k1', 'remove k1']);
    expect(acknowledged).toEqual(['k1→1']);
  });

  it('stores a mark held when the window closed, and sends it on the next opening', async () => {
    const { outbox, store, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    const held = outbox.hold(mark('k1', 101));
    outbox.close();
    await outbox.keep(held);
    await clock.advance(0);
    expect(store.log).toEqual(['put k1']);
    expect(server.sent).toEqual([]);
    await outbox.open(7);
    await clock.advance(0);
    expect(acknowledged).toEqual(['k1→1']);
    expect(store.rows.size).toBe(0);
  });

  it('keeps only the newest of two marks held under one key', async () => {
    const { outbox, store, server, clock } = setUp();
    await outbox.open(7);
    const first = outbox.hold(mark('k1', 101, { body: { ...mark('k1', 101).body, total_score: 2 } }));
    const second = outbox.hold(mark('k1', 101));
    await outbox.keep(first);
    await outbox.keep(second);
    await clock.advance(0);
    expect(store.log.filter((line) => line === 'put k1')).toHaveLength(1);
    expect(server.sent).toHaveLength(1);
  });

  it('stores a mark before sending it and forgets it once acknowledged', async () => {
    const { outbox, store, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    await outbox.add(mark('k1', 101));
    await clock.advance(0);
    expect(store.log).toEqual(['put k1', 'remove k1']);
    expect(server.sent).toHaveLength(1);
    expect(acknowledged).toEqual(['k1→1']);
    expect(outbox.pending()).toEqual([]);
    expect(store.rows.size).toBe(0);
  });

  it('retries with growing pauses while the network is down, keeping the mark, and sends it once it is back', async () => {
    const { outbox, store, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    server.down = true;
    const start = clock.time;
    await outbox.add(mark('k1', 101));
    await clock.advance(0);
    expect(outbox.offline).toBe(true);
    // sent at once, then after 1 s, 2 s, 4 s more
    await clock.advance(7_000);
    expect(server.sent).toEqual([`k1@${start}`, `k1@${start + 1000}`, `k1@${start + 3000}`, `k1@${start + 7000}`]);
    expect(outbox.pending().map((m) => m.key)).toEqual(['k1']);
    expect(store.rows.get('k1')?.attempts).toBe(4);

    server.down = false;
    // the next try is 8 s after the last one, unless the window hears that the network is back
    outbox.retryNow();
    await clock.advance(0);
    expect(acknowledged).toEqual(['k1→1']);
    expect(outbox.offline).toBe(false);
    expect(store.rows.size).toBe(0);
  });

  it('retries on a server error as on a lost connection', async () => {
    const { outbox, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    server.answers.set('k1', [503, 503]);
    await outbox.add(mark('k1', 101));
    await clock.advance(3_000);
    expect(server.sent).toHaveLength(3);
    expect(acknowledged).toEqual(['k1→1']);
  });

  it('keeps the marks of one student in order: a later one never overtakes an earlier one waiting to be retried', async () => {
    const { outbox, server, clock, acknowledged } = setUp();
    await outbox.open(7);
    server.answers.set('first', ['network']);
    await outbox.add(mark('first', 101));
    // an edit of the same student's record, and a mark of another student
    await outbox.add(mark('edit', 101, { history: true }));
    await outbox.add(mark('other', 102));
    await clock.advance(0);
    // the other student's mark went; the edit waits for the first mark
    expect(acknowledged).toEqual(['other→1']);
    expect(server.sent.map((s) => s.split('@')[0])).toEqual(['first', 'other']);
    await clock.advance(1_000);
    expect(acknowledged).toEqual(['other→1', 'first→2', 'edit→3']);
  });

  it('resends what was pending after a reload, under the same key, and a duplicate’s answer counts as acknowledgement', async () => {
    const { store, server, clock } = setUp();
    // the server stores the marks, but its answers never arrive
    const realSend = server.send;
    let cut = true;
    const lossy = new Outbox(
      store,
      (m) =>
        realSend(m).then((answer) => {
          if (cut) throw new SendFailed({ kind: 'network', status: 0, sessionAction: false }, '');
          return answer;
        }),
      clock,
    );
    await lossy.open(7);
    await lossy.add(mark('k1', 101));
    await lossy.add(mark('k2', 102));
    await clock.advance(0);
    expect(server.stored.has('k1')).toBe(true);
    // the page is reloaded: the outbox is gone, the store is not
    lossy.close();
    cut = false;
    const keptSeqs = [...store.rows.values()].map((row) => row.seq);
    const acknowledged: string[] = [];
    const after = new Outbox(store, server.send, clock, { acknowledged: (m, r) => acknowledged.push(`${m.key}→${r.logId}`) });
    expect(await after.open(7)).toBe(2);
    await clock.advance(0);
    // k1 answered with the record stored the first time: stored once
    expect(acknowledged).toEqual(['k1→1', 'k2→2']);
    expect(server.stored.size).toBe(2);
    expect(store.rows.size).toBe(0);
    // new marks come after the ones kept, also once those are gone
    expect(after.nextSeq()).toBeGreaterThan(Math.max(...keptSeqs));
  });

  it('sends only the marks of the marker who opens it; another marker’s stay stored', async () => {
    const { store, server, clock } = setUp();
    await store.put({ ...mark('theirs', 101, { uid: 8 }), seq: 1, attempts: 2, notBefore: 0 });
    await store.put({ ...mark('mine', 102), seq: 2, attempts: 2, notBefore: clock.time + 60_000 });
    const outbox = new Outbox(store, server.send, clock);
    expect(await outbox.open(7)).toBe(1);
    await clock.advance(0);
    // a reload sends at once, not after the pause it had reached
    expect(server.sent.map((s) => s.split('@')[0])).toEqual(['mine']);
    expect([...store.rows.keys()]).toEqual(['theirs']);
  });

  it('keeps a refusal that retrying cannot fix, to be shown, and goes on with the other marks', async () => {
    const { outbox, server, store, clock, acknowledged, refused } = setUp();
    await outbox.open(7);
    server.answers.set('taken', [409]);
    server.answers.set('quota', [403]);
    await outbox.add(mark('taken', 101));
    await outbox.add(mark('quota', 102));
    await outbox.add(mark('fine', 103));
    await clock.advance(60_000);
    expect(refused).toEqual(['taken', 'quota']);
    expect(acknowledged).toEqual(['fine→1']);
    // each refusal was sent once and is kept with the server's reason
    expect(server.sent.map((s) => s.split('@')[0])).toEqual(['taken', 'quota', 'fine']);
    expect(outbox.refused().map((m) => [m.key, m.refusal])).toEqual([
      ['taken', { status: 409, msg: 'refused 409' }],
      ['quota', { status: 403, msg: 'refused 403' }],
    ]);
    expect(outbox.pending()).toEqual([]);
    expect(store.rows.get('taken')?.refusal?.status).toBe(409);
    // a refusal stays after a reload until the marker has read it
    const reopened = new Outbox(store, server.send, clock);
    await reopened.open(7);
    await clock.advance(0);
    expect(server.sent).toHaveLength(3);
    expect(reopened.refused().map((m) => m.key)).toEqual(['taken', 'quota']);
    await reopened.dismiss('taken');
    expect([...store.rows.keys()]).toEqual(['quota']);
  });

  it('tells a waiting edit how its next attempt went: retried, refused or acknowledged', async () => {
    const { outbox, server, clock } = setUp();
    await outbox.open(7);
    server.answers.set('edit', ['network', 409]);
    const retrying = outbox.attempted('edit');
    await outbox.add(mark('edit', 101, { history: true }));
    const first = outbox.attempted('edit');
    await clock.advance(0);
    // asked before the mark was there: it counts as sent already
    await expect(retrying).resolves.toBe('acknowledged');
    await expect(first).resolves.toBe('retrying');
    const second = outbox.attempted('edit');
    await clock.advance(1_000);
    await expect(second).resolves.toBe('refused');
    await outbox.add(mark('next', 102));
    const ok = outbox.attempted('next');
    await clock.advance(0);
    await expect(ok).resolves.toBe('acknowledged');
  });
});
