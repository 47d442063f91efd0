/**
 * The cutting screen's way to the line finder: a comlink proxy to the page-lines worker, or,
 * where workers are unavailable (tests, old browsers), the same function on the main thread.
 */
import { wrap } from 'comlink';
import { createPageLinesApi, type PageLinesApi } from './page-lines-api.ts';

export interface PageLinesClient extends PageLinesApi {
  /** true when the work runs in a worker */
  readonly inWorker: boolean;
  dispose(): void;
}

export function createPageLinesClient(): PageLinesClient {
  const onMainThread = (): PageLinesClient => ({ ...createPageLinesApi(), inWorker: false, dispose: () => undefined });
  if (typeof Worker === 'undefined') return onMainThread();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./page-lines.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onMainThread();
  }
  const remote = wrap<PageLinesApi>(worker);
  return { lineGaps: (image) => remote.lineGaps(image), inWorker: true, dispose: () => worker.terminate() };
}
