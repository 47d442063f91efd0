/**
 * Page recognition off the event loop: a few worker threads (page-reading.worker.ts) decode,
 * recognise and cut pages; the event loop only stores what they answer and writes the database.
 * SCAN_RECOGNITION_THREADS says how many (default 1: the server's other core serves requests).
 * Pages are handed to the least busy thread. A thread that dies (out of memory on a huge page,
 * a crash in a native decoder) fails the pages it held — their jobs are retried by the queue —
 * and is replaced for the next page.
 */
import { Worker } from 'node:worker_threads';
import type { RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import type { PageReading } from './page-reading.ts';
import type { ReadRequest } from './page-reading.worker.ts';

const WORKER_URL = new URL('./page-reading.worker.ts', import.meta.url);

export function recognitionThreads(): number {
  const fromEnv = Number(process.env.SCAN_RECOGNITION_THREADS);
  return Number.isInteger(fromEnv) && fromEnv >= 1 ? fromEnv : 1;
}

export interface PageReader {
  read(bytes: Uint8Array, template: RecognitionTemplate): Promise<PageReading>;
  close(): Promise<void>;
}

interface Pending {
  resolve(reading: PageReading): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
}

type WorkerMessage = { ready: true } | { id: number; reading: PageReading } | { id: number; error: string };

export function createPageReadingPool(threads = recognitionThreads()): PageReader {
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL);
    // an idle pool never keeps a process alive by itself; a page being read does
    worker.unref();
    const pending = new Map<number, Pending>();
    let started: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const slot: Slot = { worker, ready, pending };
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return started();
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (pending.size === 0) worker.unref();
      if ('error' in message) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.reading);
    });
    let failure: Error | undefined;
    worker.on('exit', (code) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      for (const waiting of pending.values()) waiting.reject(new Error(`recognition thread exited (${code}): ${failure?.message ?? 'no error reported'}`));
      pending.clear();
      started();
    });
    worker.on('error', (error: Error) => (failure = error));
    slots.push(slot);
    return slot;
  };

  const slotFor = (): Slot => {
    while (slots.length < threads) spawn();
    return slots.reduce((least, other) => (other.pending.size < least.pending.size ? other : least));
  };

  return {
    async read(bytes, template) {
      if (closed) throw new Error('the page-reading pool is closed');
      const slot = slotFor();
      await slot.ready;
      if (!slots.includes(slot)) throw new Error('recognition thread exited while starting');
      const id = nextId++;
      return new Promise<PageReading>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, bytes, template } satisfies ReadRequest);
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
