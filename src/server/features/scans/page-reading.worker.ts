/**
 * A recognition worker thread of page-reading-pool.ts: it answers one `{id, bytes, template}` at
 * a time with `{id, reading}` (or `{id, error}`), the page's images transferred, not copied.
 * Loaded by Node itself (type stripping), so this file and what it imports use only erasable
 * TypeScript.
 */
import { parentPort } from 'node:worker_threads';
import type { RecognitionTemplate } from '../../../domain/answer-card/index.ts';
import { readScanPage } from './page-reading.ts';

export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  template: RecognitionTemplate;
}

const port = parentPort!;
port.on('message', (request: ReadRequest) => {
  readScanPage(request.bytes, request.template)
    .then((reading) => {
      const transfer = [reading.sheet, reading.maskedSheet, ...reading.pieces.map((piece) => piece.jpeg)].flatMap((image) => (image ? [image.buffer as ArrayBuffer] : []));
      port.postMessage({ id: request.id, reading }, transfer);
    })
    .catch((error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }));
});
port.postMessage({ ready: true });
