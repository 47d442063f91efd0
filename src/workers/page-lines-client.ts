/**
 * The cutting screen's way to the line finder: a comlink proxy to the page-lines worker, or,
 * where workers are unavailable (tests, old browsers), the same function on the main thread.
 */
import { createPageLinesApi, type PageLinesApi } from './page-lines-api.ts';
import { startWorker } from './start-worker.ts';

export interface PageLinesClient extends PageLinesApi {
  /** true when the work runs in a worker */
  readonly inWorker: boolean;
  dispose(): void;
}

export function createPageLinesClient(): PageLinesClient {
  const started = startWorker<PageLinesApi>(() => new Worker(new URL('./page-lines.worker.ts', import.meta.url), { type: 'module' }));
  if (!started) return { ...createPageLinesApi(), inWorker: false, dispose: () => undefined };
  const { worker, remote } = started;
  return { lineGaps: (image) => remote.lineGaps(image), inWorker: true, dispose: () => worker.terminate() };
}
