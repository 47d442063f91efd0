/**
 * Starting a module worker with its comlink proxy, or nothing where workers are unavailable (tests,
 * Node, old browsers) or the worker cannot start: the caller then runs the same functions on the
 * main thread. `start` creates the worker itself, so that the bundler sees each worker's
 * `new Worker(new URL(…, import.meta.url))` where it is written.
 */
import { wrap, type Remote } from 'comlink';

export function startWorker<Api>(start: () => Worker): { worker: Worker; remote: Remote<Api> } | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    const worker = start();
    return { worker, remote: wrap<Api>(worker) };
  } catch {
    return undefined;
  }
}
