/**
 * The designer's way to the layout engine: a comlink proxy to the layout worker, or, where
 * workers are unavailable (tests, Node, old browsers), the same functions on the main thread.
 * Either way every call answers asynchronously.
 */
import { wrap, type Remote } from 'comlink';
import type { AnswerCard, CardLayout, RecognitionTemplate } from '../domain/answer-card/index.ts';
import { createLayoutApi, type LayoutApi } from './layout-api.ts';

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
  if (typeof Worker === 'undefined') return mainThreadClient();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return mainThreadClient();
  }
  const remote: Remote<LayoutApi> = wrap<LayoutApi>(worker);
  return {
    layout: (card) => remote.layout(card),
    template: (card) => remote.template(card),
    reset: () => remote.reset(),
    inWorker: true,
    dispose: () => worker.terminate(),
  };
}
