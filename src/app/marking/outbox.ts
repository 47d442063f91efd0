/**
 * The marking outbox: marks are written to a store that outlives the page (IndexedDB, see
 * outbox-store.ts) before they are sent, sent one at a time in the order of
 * src/domain/marking/outbox.ts, tried again after a growing pause when no answer comes or the
 * server fails, and removed when the server acknowledges them (a resend of a stored mark is
 * answered with the stored record: that is an acknowledgement too). A refusal that retrying
 * cannot fix is kept, to be shown to the marker until they have read it. When the window opens
 * again after a reload or a crash, the marker's marks still in the store are sent.
 */
import {
  afterRefusal,
  afterRetryableFailure,
  failureVerdict,
  nextToSend,
  pendingMarks,
  refusedMarks,
  type OutboxMark,
  type OutboxRefusal,
  type SendFailure,
} from '../../domain/marking/outbox.ts';

/** Where marks are kept between the click and the acknowledgement. */
export interface OutboxStore {
  /** every mark kept, of every marker who used this browser */
  load(): Promise<OutboxMark[]>;
  put(mark: OutboxMark): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface OutboxClock {
  now(): number;
  /** runs `run` after `ms`; answers the function that cancels it */
  later(run: () => void, ms: number): () => void;
}

/** A send that failed: how, and the server's msg when an answer came. */
export class SendFailed extends Error {
  constructor(
    readonly failure: SendFailure,
    readonly serverMsg: string,
  ) {
    super(serverMsg || `send failed (${failure.kind} ${failure.status})`);
  }
}

export type AttemptOutcome = 'acknowledged' | 'refused' | 'retrying';

/** Sends one mark; answers the server's answer or throws SendFailed. */
export type SendMark<R> = (mark: OutboxMark) => Promise<R>;

export interface OutboxEvents<R> {
  /** the server stored the mark (or had stored it already) and answered `result` */
  acknowledged?(mark: OutboxMark, result: R): void;
  /** the server refused the mark for good */
  refused?(mark: OutboxMark): void;
  /** the marks, or whether the server is reachable, changed */
  changed?(): void;
}

export const realClock: OutboxClock = {
  now: () => Date.now(),
  later: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export class Outbox<R> {
  private readonly marks = new Map<string, OutboxMark>();
  private uid: number | undefined;
  private sending = false;
  private cancelWake: (() => void) | undefined;
  private lastSeq = 0;
  private unreachable = false;
  private readonly waiting = new Map<string, ((outcome: AttemptOutcome) => void)[]>();

  constructor(
    private readonly store: OutboxStore,
    private readonly send: SendMark<R>,
    private readonly clock: OutboxClock = realClock,
    private readonly events: OutboxEvents<R> = {},
  ) {}

  /**
   * Opens the outbox for a marker: their marks kept in the store are taken up and sent (those
   * of other markers stay in the store for them). Answers how many marks were waiting.
   */
  async open(uid: number): Promise<number> {
    this.uid = uid;
    let kept: OutboxMark[] = [];
    try {
      kept = await this.store.load();
    } catch {
      // a browser without a usable store: marks live in memory only
    }
    if (this.uid !== uid) return 0;
    for (const mark of kept) {
      this.lastSeq = Math.max(this.lastSeq, mark.seq);
      // a mark of this window's own already here is newer than the stored one
      if (mark.uid === uid && !this.marks.has(mark.key)) this.marks.set(mark.key, { ...mark, notBefore: 0 });
    }
    this.events.changed?.();
    this.pump();
    return this.pending().length;
  }

  /** The sequence number for the next mark: after every mark this browser kept. */
  nextSeq(): number {
    return Math.max(this.lastSeq, ...[...this.marks.values()].map((m) => m.seq)) + 1;
  }

  /**
   * Takes a mark: it is written to the store first and sent after that. A mark under a key
   * already here replaces it (the marker submitted the same student again before an answer).
   */
  async add(mark: Omit<OutboxMark, 'seq' | 'attempts' | 'notBefore'>): Promise<void> {
    await this.keep(this.hold(mark));
  }

  /**
   * The first half of `add`, at once: the mark is in this window's outbox (it waits, and its
   * paper is not handed back) but not yet stored or sent; `keep` does that.
   */
  hold(mark: Omit<OutboxMark, 'seq' | 'attempts' | 'notBefore'>): OutboxMark {
    const entry: OutboxMark = { ...mark, seq: this.nextSeq(), attempts: 0, notBefore: 0 };
    this.lastSeq = entry.seq;
    this.marks.set(entry.key, entry);
    return entry;
  }

  /**
   * The second half of `add`: the held mark is written to the store, then sent. A mark under the
   * same key held since replaces it; one held when the outbox closed is still stored, for the
   * next opening.
   */
  async keep(entry: OutboxMark): Promise<void> {
    const current = this.marks.get(entry.key);
    if (current !== undefined && current !== entry) return;
    this.events.changed?.();
    await this.persist(entry);
    this.pump();
  }

  /**
   * Settles with the outcome of the next attempt to send the mark under `key`: acknowledged,
   * refused, or to be retried (it stays in the outbox).
   */
  attempted(key: string): Promise<AttemptOutcome> {
    const mark = this.marks.get(key);
    if (!mark) return Promise.resolve('acknowledged');
    if (mark.refusal) return Promise.resolve('refused');
    return new Promise((resolve) => this.waiting.set(key, [...(this.waiting.get(key) ?? []), resolve]));
  }

  /** The network is back (or the marker asked): every waiting mark is due now. */
  retryNow(): void {
    const now = this.clock.now();
    for (const mark of this.marks.values()) if (!mark.refusal && mark.notBefore > now) this.marks.set(mark.key, { ...mark, notBefore: now });
    this.cancelWake?.();
    this.cancelWake = undefined;
    this.pump();
  }

  /** The marker has read a refusal: it leaves the outbox. */
  async dismiss(key: string): Promise<void> {
    const mark = this.marks.get(key);
    if (!mark?.refusal) return;
    this.marks.delete(key);
    this.events.changed?.();
    await this.store.remove(key).catch(() => undefined);
  }

  pending(): OutboxMark[] {
    return pendingMarks(this.marks.values());
  }

  refused(): OutboxMark[] {
    return refusedMarks(this.marks.values());
  }

  has(key: string): boolean {
    return this.marks.has(key);
  }

  /** The last send got no answer (or a server failure) and nothing was answered since. */
  get offline(): boolean {
    return this.unreachable;
  }

  /** Stops sending (the window closes); marks stay in the store. */
  close(): void {
    this.uid = undefined;
    this.cancelWake?.();
    this.cancelWake = undefined;
    this.marks.clear();
  }

  private async persist(mark: OutboxMark): Promise<void> {
    try {
      await this.store.put(mark);
    } catch {
      // kept in memory and sent all the same
    }
  }

  private settle(key: string, outcome: AttemptOutcome): void {
    const waiting = this.waiting.get(key);
    this.waiting.delete(key);
    for (const resolve of waiting ?? []) resolve(outcome);
  }

  private setUnreachable(unreachable: boolean): void {
    if (this.unreachable === unreachable) return;
    this.unreachable = unreachable;
    this.events.changed?.();
  }

  /** Sends the next due mark, one at a time; waits for the next one to become due. */
  private pump(): void {
    if (this.sending || this.uid === undefined) return;
    const next = nextToSend(this.marks.values(), this.clock.now());
    if (!next) return;
    if ('wakeAt' in next) {
      this.cancelWake?.();
      this.cancelWake = this.clock.later(
        () => {
          this.cancelWake = undefined;
          this.pump();
        },
        Math.max(0, next.wakeAt - this.clock.now()),
      );
      return;
    }
    this.sending = true;
    void this.sendOne(next.send).finally(() => {
      this.sending = false;
      this.pump();
    });
  }

  private async sendOne(mark: OutboxMark): Promise<void> {
    const uid = this.uid;
    let result: R;
    try {
      result = await this.send(mark);
    } catch (error) {
      if (this.uid !== uid || !this.marks.has(mark.key)) return;
      const failure: SendFailure = error instanceof SendFailed ? error.failure : { kind: 'network', status: 0, sessionAction: false };
      if (failureVerdict(failure) === 'retry') {
        this.setUnreachable(failure.kind !== 'answer' || failure.status >= 500);
        const retried = afterRetryableFailure(this.marks.get(mark.key)!, this.clock.now());
        this.marks.set(mark.key, retried);
        await this.persist(retried);
        this.settle(mark.key, 'retrying');
        return;
      }
      this.setUnreachable(false);
      const refusal: OutboxRefusal = { status: failure.status, msg: error instanceof SendFailed ? error.serverMsg : '' };
      const refused = afterRefusal(this.marks.get(mark.key)!, refusal);
      this.marks.set(mark.key, refused);
      await this.persist(refused);
      this.events.changed?.();
      this.events.refused?.(refused);
      this.settle(mark.key, 'refused');
      return;
    }
    if (this.uid !== uid) return;
    this.setUnreachable(false);
    this.marks.delete(mark.key);
    await this.store.remove(mark.key).catch(() => undefined);
    this.events.changed?.();
    this.events.acknowledged?.(mark, result);
    this.settle(mark.key, 'acknowledged');
  }
}
