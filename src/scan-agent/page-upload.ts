/**
 * Uploads one scanned page into a scan batch of the platform with the tus protocol (resumable:
 * a dropped connection resumes from the offset the server confirms, after the delays below), at
 * /v1/scan/upload with the metadata the platform reads: batchId, filename, filetype.
 */
import { Upload, type DetailedError } from 'tus-js-client';

export interface UploadTarget {
  /** the platform's address, e.g. https://yuejuan.example.edu.cn */
  serverUrl: string;
  /** the signed-in administrator's session token, sent as a bearer token */
  token: string;
  batchId: number;
}

/** The platform's tus endpoint below its address. */
export const UPLOAD_PATH = '/v1/scan/upload';
/** Waits before each new attempt after a failed request: a restarting server or a Wi-Fi hiccup. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];

export const uploadEndpoint = (serverUrl: string) => new URL(UPLOAD_PATH, serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`).toString();

/** What the platform said when it refused (its `msg`), else the error's own text. */
export function uploadProblem(error: Error | DetailedError): string {
  const body = (error as DetailedError).originalResponse?.getBody();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { msg?: unknown };
      if (typeof parsed.msg === 'string' && parsed.msg) return parsed.msg;
    } catch {
      // not the platform's envelope: the error's own message follows
    }
    return body.slice(0, 300);
  }
  return error.message;
}

/** Resolves with the upload's address on the server once every byte is confirmed. */
export function uploadPage(content: Buffer, filename: string, target: UploadTarget, onProgress?: (sent: number, total: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(content, {
      endpoint: uploadEndpoint(target.serverUrl),
      headers: { authorization: `Bearer ${target.token}` },
      metadata: { batchId: String(target.batchId), filename, filetype: 'image/png' },
      uploadSize: content.length,
      retryDelays: RETRY_DELAYS_MS,
      // 4xx other than a lost lock or too many requests will not get better by trying again
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
      },
      onProgress: onProgress ?? null,
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => reject(new Error(uploadProblem(error))),
    });
    upload.start();
  });
}
