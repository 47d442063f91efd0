/**
 * Password decryption off the event loop: a few worker threads (rsa-decrypt.worker.ts), each
 * holding the login private key, decrypt the password fields of sign-ins and password checks.
 * With jsencrypt's arithmetic a decryption costs ~20 ms of CPU; on the event loop that stalled
 * every other request of the process during a login storm. The backlog is bounded: when it is
 * full the sign-in is refused at once (429, "登录人数过多，请稍后再试") instead of waiting without
 * bound. A worker that dies is replaced, and the decryptions it held go to another worker once.
 *
 * The scrypt check that follows a decryption runs in libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise, set before the server starts). On machines with more than
 * 4 cores that pool, not the CPU, caps scrypt at about 4 ÷ 40 ms = 100 checks a second per
 * process: set UV_THREADPOOL_SIZE to the core count there. With 4 cores or fewer it does not
 * matter (the cores are the limit).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ErrorCode } from '../../../domain/errors.ts';
import { AppError, tooManyRequests } from '../../http/app-error.ts';
import type { DecryptOutcome, RsaEngine } from './rsa-cipher.ts';
import type { DecryptRequest, DecryptWorkerData } from './rsa-decrypt.worker.ts';
import { msg } from '../../../i18n/server.ts';

/**
 * Decrypt workers when LOGIN_DECRYPT_WORKERS does not say: half the cores, at least one — the
 * other half stays with the event loop and with scrypt, which every login needs as well.
 */
export function defaultDecryptWorkers(): number {
  const fromEnv = Number(process.env.LOGIN_DECRYPT_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv >= 1) return fromEnv;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

/**
 * Decryptions that may be outstanding (in a worker's hands or waiting for one) per worker. With
 * jsencrypt's ~20 ms that is at most ~0.6 s of waiting before a sign-in is refused; natively the
 * backlog clears in a few milliseconds.
 */
export const DECRYPT_BACKLOG_PER_WORKER = 32;

/** A worker that fails while starting is started again after this long, not in a tight loop. */
const RESTART_AFTER_FAILED_START_MS = 1000;

const WORKER_URL = new URL('./rsa-decrypt.worker.ts', import.meta.url);

interface Job {
  id: number;
  cipherText: string;
  /** handed to another worker already because the first one died with it */
  retried: boolean;
  resolve(outcome: DecryptOutcome): void;
  reject(error: Error): void;
}

/**
 * A worker and the decryptions in its hands. They are posted to it at once, not one after the
 * other as answers come back: its own message queue keeps it busy even while the event loop is
 * too busy to read its answers.
 */
interface Slot {
  worker: Worker;
  ready: boolean;
  jobs: Map<number, Job>;
}

type WorkerMessage = { ready: 'native' | 'jsencrypt' } | { id: number; outcome: DecryptOutcome };

const serverError = () => new AppError(ErrorCode.serverError, msg.common.serverError);

export interface DecryptPoolOptions {
  privateKey: string;
  workers?: number;
  /** outstanding decryptions beyond which callers are refused (default workers × DECRYPT_BACKLOG_PER_WORKER) */
  backlogLimit?: number;
  engine?: RsaEngine;
}

export class PasswordDecryptPool {
  private readonly slots = new Set<Slot>();
  /** decryptions no worker is ready for (while one starts or is replaced) */
  private readonly waiting: Job[] = [];
  private readonly size: number;
  private readonly backlogLimit: number;
  private outstanding = 0;
  private nextId = 1;
  private closed = false;
  /** the arithmetic the workers use, as they reported it */
  engine: 'native' | 'jsencrypt' | undefined;

  private constructor(private readonly options: DecryptPoolOptions) {
    this.size = Math.max(1, options.workers ?? defaultDecryptWorkers());
    this.backlogLimit = options.backlogLimit ?? this.size * DECRYPT_BACKLOG_PER_WORKER;
  }

  /** Starts the workers and waits until each holds the key: a broken setup fails at start. */
  static async start(options: DecryptPoolOptions): Promise<PasswordDecryptPool> {
    const pool = new PasswordDecryptPool(options);
    try {
      await Promise.all(Array.from({ length: pool.size }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Decrypts one password field; rejects with 429 when the backlog is full already. */
  decrypt(cipherText: string): Promise<DecryptOutcome> {
    if (this.closed) return Promise.reject(serverError());
    if (this.outstanding >= this.backlogLimit) return Promise.reject(tooManyRequests(msg.auth.loginBusy));
    this.outstanding++;
    return new Promise<DecryptOutcome>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, cipherText, retried: false, resolve, reject });
      this.dispatch();
    }).finally(() => this.outstanding--);
  }

  /** The worker threads serving now (a test stops one to see it replaced). */
  threads(): Worker[] {
    return [...this.slots].map((slot) => slot.worker);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(serverError());
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) for (const job of slot.jobs.values()) job.reject(serverError());
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Hands the waiting decryptions to the ready workers, the least busy first. */
  private dispatch(): void {
    const ready = [...this.slots].filter((slot) => slot.ready);
    if (ready.length === 0) return;
    for (const job of this.waiting.splice(0)) {
      const slot = ready.reduce((least, other) => (other.jobs.size < least.jobs.size ? other : least));
      slot.jobs.set(job.id, job);
      slot.worker.postMessage({ id: job.id, cipherText: job.cipherText } satisfies DecryptRequest);
    }
  }

  /** A new worker with the pool's key; resolves once it is ready, rejects if it fails first. */
  private spawn(): Promise<void> {
    const workerData: DecryptWorkerData = { privateKey: this.options.privateKey, engine: this.options.engine ?? 'auto' };
    const worker = new Worker(WORKER_URL, { workerData });
    // the pool never keeps a process alive by itself: the server's sockets do
    worker.unref();
    const slot: Slot = { worker, ready: false, jobs: new Map() };
    this.slots.add(slot);
    return new Promise((resolve, reject) => {
      let failure: Error | undefined;
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          slot.ready = true;
          this.engine = message.ready;
          resolve();
          this.dispatch();
        } else {
          slot.jobs.get(message.id)?.resolve(message.outcome);
          slot.jobs.delete(message.id);
        }
      });
      worker.on('error', (error: Error) => (failure = error));
      worker.on('exit', () => {
        if (!this.slots.delete(slot)) return;
        const started = slot.ready;
        // a decryption is harmless to repeat; a second death with the same one is its fault
        for (const job of slot.jobs.values()) {
          if (job.retried) job.reject(serverError());
          else this.waiting.push({ ...job, retried: true });
        }
        if (!started) {
          reject(failure ?? new Error('login decrypt worker exited while starting'));
          // nobody would serve the waiting sign-ins for a while: answer them now
          if (this.slots.size === 0) for (const job of this.waiting.splice(0)) job.reject(serverError());
        }
        if (this.closed) return;
        const restart = () => {
          if (!this.closed) this.spawn().catch(() => undefined);
        };
        if (started) restart();
        else setTimeout(restart, RESTART_AFTER_FAILED_START_MS).unref();
        this.dispatch();
      });
    });
  }
}
