/**
 * The designer's way to the layout engine: a comlink proxy to the layout worker, or, where
 * workers are unavailable (tests, Node, old browsers), the same functions on the main thread.
 * Either way every call answers asynchronously.
 */
import type { AnswerCard, CardLayout, RecognitionTemplate } from '../domain/answer-card/index.ts';
import { createLayoutApi, type LayoutApi } from './layout-api.ts';
import { startWorker } from './start-worker.ts';

export interface LayoutClient {
  layout(card: AnswerCard): Promise<CardLayout>;
  template(card: AnswerCard): Promise<RecognitionTemplate>;
  reset(): Promise<void>;
  /** true when the work runs in a worker */
  readonly inWorker: boolean;
  dispose(): void;
}

function mainThreadClient(): LayoutClient {
  const api = createLayoutApi();
  return {
    layout: async (card) => api.layout(card),
    template: async (card) => api.template(card),
    reset: async () => api.reset(),
    inWorker: false,
    dispose: () => api.reset(),
  };
}

export function createLayoutClient(): LayoutClient {
  const started = startWorker<LayoutApi>(() => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }));
  if (!started) return mainThreadClient();
  const { worker, remote } = started;
  return {
    layout: (card) => remote.layout(card),
    template: (card) => remote.template(card),
    reset: () => remote.reset(),
    inWorker: true,
    dispose: () => worker.terminate(),
  };
}
