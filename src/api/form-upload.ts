/**
 * A file sent as a multipart form (multipart/form-data) whose upload reports how far it has got.
 * `fetch` tells nothing of a request body's progress, so the form goes by XMLHttpRequest; the call
 * still passes through an API client of its own (createApiClient), so that it carries the same
 * headers and token, the same time-out and the same failure messages as every other call.
 *
 *   const upload = formUpload({ file }, (fraction) => …);
 *   await call(upload.api.POST('/v1/…', { params, ...upload.body }));
 *
 * The browser writes the form and its boundary itself: the request the client builds has no body,
 * and the form goes with it to XMLHttpRequest.send.
 */
import { createApiClient, type ApiClient } from './client.ts';

/** Called with the share of the form sent so far, 0 … 1. */
export type UploadProgress = (fraction: number) => void;

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Sends `form` as the body of `request` (its method, address, headers and signal) and answers as fetch would. */
export function sendForm(request: Request, form: FormData, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted', 'AbortError');
    if (request.signal.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      request.signal.removeEventListener('abort', abort);
      onProgress(1);
      // a 204 or 304 carries no body, and a Response refuses one for them
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr) }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(aborted()));
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/** The form of `parts` (each a file part under its name) and the client whose call sends it with progress. */
export function formUpload(parts: Record<string, Blob | File>, onProgress: UploadProgress) {
  const form = new FormData();
  for (const [name, blob] of Object.entries(parts)) form.append(name, blob);
  const api: ApiClient = createApiClient({ fetch: (request) => sendForm(request, form, onProgress) });
  return {
    api,
    /** the request options of the call: the form stands in for the typed body, and the client's request carries none */
    body: { body: form as never, bodySerializer: () => undefined as never, loading: false as const },
  };
}
