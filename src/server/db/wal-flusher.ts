/**
 * Group commit for the embedded database's write-ahead log. The engine asks for a WAL segment
 * to be flushed at every commit; instead of flushing there (inside the engine, which would hold
 * up the whole process for the length of a disk flush), the request is noted, the engine goes on
 * with the next unit of work, and the unit that committed waits here before its caller answers.
 * One flush runs at a time, on Node's thread pool; every request made while it runs is served by
 * the next one, together (PostgreSQL's group commit, with the serial queue in place of backends).
 *
 * `flushNow` is the way back to the engine's own ordering: the embedded storage calls it, in the
 * engine's thread, before anything other than WAL reaches the data folder (a data page, the
 * control file, a rename), so that nothing is written ahead of the log that describes it.
 */
import { msg } from '../../i18n/server.ts';

/** The file calls the flusher makes; the real ones are node:fs, tests count them. */
export interface FlushIo {
  open(path: string): number;
  close(fd: number): void;
  /** flushes the file's data to stable storage, in the background */
  flush(fd: number): Promise<void>;
  /** the same, now */
  flushSync(fd: number): void;
}

/** How much flushing the folder needed so far (benchmarks print it). */
export interface FlushStats {
  /** flushes in the background, each shared by every commit that waited for it */
  groupFlushes: number;
  /** flushes done in the engine's thread, ahead of some other write to the folder */
  inlineFlushes: number;
  /** commits (flush requests) deferred to a group flush */
  requests: number;
}

interface Waiter {
  upTo: number;
  resolve(): void;
  reject(error: unknown): void;
}

export class DataFolderWriteError extends Error {
  constructor(cause: unknown) {
    super(msg.startup.diskWriteFailed(cause instanceof Error ? cause.message : String(cause)), { cause });
    this.name = 'DataFolderWriteError';
  }
}

export class WalFlusher {
  /** numbered flush requests: the latest one, and the latest known to be on stable storage */
  private requestedUpTo = 0;
  private durableUpTo = 0;
  /** segments with a deferred request that no flush has started on yet */
  private readonly pending = new Set<string>();
  /** segments the running background flush is working on */
  private readonly inFlight = new Set<string>();
  private readonly handles = new Map<string, number>();
  private latest: string | undefined;
  private flushing = false;
  private running: Promise<void> = Promise.resolve();
  private waiters: Waiter[] = [];
  /** a failed flush: the kernel may have dropped the pages, so nothing may be confirmed after it */
  private failure: DataFolderWriteError | undefined;
  readonly stats: FlushStats = { groupFlushes: 0, inlineFlushes: 0, requests: 0 };

  constructor(private readonly io: FlushIo) {}

  /** The number of the latest flush request; a unit of work reads it when it ends. */
  get requested(): number {
    return this.requestedUpTo;
  }

  /** The engine asked for a WAL segment to be flushed: noted, done by the next group flush. */
  defer(path: string): void {
    if (this.failure) throw this.failure;
    if (!this.handles.has(path)) this.handles.set(path, this.io.open(path));
    this.pending.add(path);
    this.latest = path;
    this.requestedUpTo++;
    this.stats.requests++;
  }

  /** Every request so far on stable storage before this returns, in the calling thread. */
  flushNow(): void {
    if (this.requestedUpTo === this.durableUpTo) return;
    if (this.failure) throw this.failure;
    const upTo = this.requestedUpTo;
    // a background flush still running has not made its segments durable yet: they go too
    const paths = [...this.pending, ...this.inFlight];
    try {
      for (const path of paths) this.io.flushSync(this.handles.get(path)!);
    } catch (error) {
      this.fail(error);
      throw this.failure;
    }
    this.pending.clear();
    this.stats.inlineFlushes++;
    this.advance(upTo);
  }

  /** Resolves once request `upTo` (and every one before it) is on stable storage. */
  durable(upTo: number): Promise<void> {
    if (upTo <= this.durableUpTo) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        this.running = this.groupFlush();
      }
    });
  }

  /** Waits for the running flush, flushes what is left and closes the segment handles. */
  async close(): Promise<void> {
    while (this.flushing) await this.running;
    if (!this.failure) this.flushNow();
    for (const fd of this.handles.values()) this.io.close(fd);
    this.handles.clear();
  }

  /** Flushes until no waiter needs more; requests made while one flush runs share the next. */
  private async groupFlush(): Promise<void> {
    while (!this.failure && this.waiters.some((w) => w.upTo > this.durableUpTo)) {
      const upTo = this.requestedUpTo;
      for (const path of this.pending) this.inFlight.add(path);
      this.pending.clear();
      try {
        await Promise.all([...this.inFlight].map((path) => this.io.flush(this.handles.get(path)!)));
        this.stats.groupFlushes++;
        this.inFlight.clear();
        this.advance(upTo);
      } catch (error) {
        this.inFlight.clear();
        this.fail(error);
      }
    }
    // in the same turn as the last check: a waiter that comes after it starts a new flush
    this.flushing = false;
    this.closeIdleHandles();
  }

  private advance(upTo: number): void {
    this.durableUpTo = Math.max(this.durableUpTo, upTo);
    this.settle();
  }

  private settle(): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.failure) waiter.reject(this.failure);
      else if (waiter.upTo <= this.durableUpTo) waiter.resolve();
      else waiting.push(waiter);
    }
    this.waiters = waiting;
  }

  private fail(error: unknown): void {
    this.failure = error instanceof DataFolderWriteError ? error : new DataFolderWriteError(error);
    this.settle();
  }

  /** Handles of segments the engine has moved past; the current segment's stays open. */
  private closeIdleHandles(): void {
    for (const [path, fd] of this.handles) {
      if (path === this.latest || this.pending.has(path) || this.inFlight.has(path)) continue;
      this.io.close(fd);
      this.handles.delete(path);
    }
  }
}
