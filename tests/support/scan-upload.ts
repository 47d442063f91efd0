/**
 * Scan files for the upload tests, made from the synthetic scans of the project's own card, and
 * a real tus client (tus-js-client, as the browser and the scanner agent use it) sending them.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { synthesiseScans } from '../../src/server/recognition/synthetic/generate.ts';

export interface ScanSamples {
  /** JPEG pages of the synthetic card, each a different sheet side */
  jpegs: Buffer[];
  /** a 3-page TIFF of three further pages */
  tiff: Buffer;
  /** a 2-page A4 PDF of two further pages */
  pdf: Buffer;
}

/** Seven different synthetic scans of card pages, as 150 dpi greyscale JPEGs of one size: two alone, three in a TIFF, two in a PDF. */
export async function scanSamples(): Promise<ScanSamples> {
  const set = await synthesiseScans({ seed: 17, sheets: 4, dpis: [150] });
  const written = set.pages.filter((p) => p.truth.page !== null).slice(0, 7);
  if (written.length < 7) throw new Error(`the synthetic set has ${written.length} card pages, 7 are needed`);
  // A4 at 150 dpi; one size so that three of them make one multi-page TIFF
  const jpegs = await Promise.all(written.map((p) => sharp(p.bytes).greyscale().resize(1240, 1754, { fit: 'fill' }).jpeg({ quality: 85 }).toBuffer()));
  const tiff = await sharp(jpegs.slice(2, 5), { join: { animated: true } })
    .tiff()
    .toBuffer();
  const pdfDocument = await PDFDocument.create();
  for (const bytes of jpegs.slice(5, 7)) {
    const image = await pdfDocument.embedJpg(bytes);
    // A4 in points
    const page = pdfDocument.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return { jpegs: jpegs.slice(0, 2), tiff, pdf: Buffer.from(await pdfDocument.save()) };
}

/** A PDF of `pages` empty A4 pages. */
export async function emptyPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage([595.28, 841.89]);
  return Buffer.from(await document.save());
}

export interface UploadAnswer {
  status: number;
  body: { code: number; msg: string; data: Record<string, unknown> | null };
  /** the upload's address on the server */
  url: string | null;
}

export interface UploadOptions {
  endpoint: string;
  token?: string;
  batchId: number | string;
  fileName: string;
  chunkSize?: number;
  /** continue this earlier upload instead of starting a new one */
  uploadUrl?: string;
  /** called after each chunk the server accepted; return true to drop the connection there */
  dropAfterChunk?: (bytesAccepted: number) => boolean;
  /** every response the client received, as method, status and Upload-Offset */
  responses?: { method: string; status: number; offset: string | undefined }[];
}

/**
 * Sends the file with tus and answers the server's final response (the envelope), or — when
 * dropAfterChunk drops the connection — status 0 and the upload's address to resume from.
 */
export function uploadScan(bytes: Buffer, options: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    let dropped = false;
    const answer = (status: number, body: string, url: string | null) => {
      let parsed: UploadAnswer['body'];
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = { code: status, msg: body, data: null };
      }
      resolve({ status, body: parsed, url });
    };
    const upload = new tus.Upload(bytes, {
      endpoint: options.endpoint,
      uploadUrl: options.uploadUrl ?? null,
      metadata: { batchId: String(options.batchId), filename: options.fileName },
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onAfterResponse(request, response) {
        options.responses?.push({ method: request.getMethod(), status: response.getStatus(), offset: response.getHeader('Upload-Offset') });
      },
      onChunkComplete(_size, accepted, total) {
        if (accepted < total && options.dropAfterChunk?.(accepted)) {
          dropped = true;
          void upload.abort().then(() => resolve({ status: 0, body: { code: 0, msg: '', data: null }, url: upload.url }));
        }
      },
      onSuccess({ lastResponse }) {
        answer(lastResponse.getStatus(), lastResponse.getBody(), upload.url);
      },
      onError(error) {
        if (dropped) return;
        const response = (error as tus.DetailedError).originalResponse;
        if (response) answer(response.getStatus(), response.getBody(), upload.url);
        else resolve({ status: -1, body: { code: -1, msg: error.message, data: null }, url: upload.url });
      },
    });
    upload.start();
  });
}
