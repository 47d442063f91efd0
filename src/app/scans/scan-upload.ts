/**
 * Sends scan files into a batch with the tus protocol (tus-js-client), the way the server's
 * /v1/scan/upload expects them: metadata batchId and filename, the session token as bearer. A
 * dropped connection is retried with growing pauses, each retry asking the server how far it got
 * and going on from there; an upload cut off by closing the page continues from the browser's
 * stored address the next time the same file is sent into the same batch.
 */
import * as tus from 'tus-js-client';
import type { components } from '../../contract/schema.d.ts';
import { getToken } from '../../state/session.ts';

export const SCAN_UPLOAD_PATH = '/v1/scan/upload';
/** Pauses before each reconnection attempt: about a minute in all before a file is given up. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];
/** Files sent at once: enough to keep the line busy without starving the first file of a folder. */
export const PARALLEL_UPLOADS = 3;

/** What the server answered for a file received whole (the envelope's data and msg). */
export type ScanReceipt = components['schemas']['ScanFileReceipt'] & { msg: string };

export interface UploadEvents {
  onProgress: (sent: number, total: number) => void;
  /** the connection dropped and the upload is retried */
  onRetry?: () => void;
}

function envelopeOf(body: string | undefined): { code?: number; msg?: string; data?: Partial<ScanReceipt> | null } {
  try {
    return JSON.parse(body ?? '') as { code?: number; msg?: string; data?: Partial<ScanReceipt> };
  } catch {
    return {};
  }
}

/** Uploads one file into the batch; resolves with the server's receipt, rejects with its message. */
export function uploadScanFile(file: File, batchId: number, events: UploadEvents): Promise<ScanReceipt> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: new URL(SCAN_UPLOAD_PATH, window.location.origin).toString(),
      metadata: { batchId: String(batchId), filename: file.name, filetype: file.type },
      headers: { Authorization: `Bearer ${getToken('web')}` },
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      // the batch is part of the fingerprint: the same file sent into another batch is a new upload
      fingerprint: async (sent) => `scan-upload:${batchId}:${(sent as File).name}:${(sent as File).size}:${(sent as File).lastModified}`,
      onProgress: events.onProgress,
      onShouldRetry: (error, attempt, options) => {
        const status = (error as tus.DetailedError).originalResponse?.getStatus() ?? 0;
        const retry = (status === 0 || status >= 500 || status === 409 || status === 423) && attempt < (options.retryDelays?.length ?? 0);
        if (retry) events.onRetry?.();
        return retry;
      },
      onSuccess: ({ lastResponse }) => {
        const envelope = envelopeOf(lastResponse.getBody());
        resolve({ ...(envelope.data as ScanReceipt), msg: envelope.msg ?? '' });
      },
      onError: (error) => {
        const envelope = envelopeOf((error as tus.DetailedError).originalResponse?.getBody());
        reject(new Error(envelope.msg ?? error.message));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/** Runs the tasks at most `limit` at a time, in the order given. */
export function limitParallel(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
