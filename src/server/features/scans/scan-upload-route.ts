/**
 * Resumable scan upload with the tus protocol (1.0.0, with its creation and termination
 * extensions) at /v1/scan/upload, served by @tus/server on the request's own Node stream (the
 * body is never buffered by Fastify). A browser or the scanner agent creates an upload with the metadata
 * `batchId` and `filename`, sends the bytes in as many PATCH requests as its connection allows and,
 * after a dropped connection, asks (HEAD) how far it got and goes on from there. In-progress
 * uploads are files in the upload folder (UPLOAD_DIR, else a folder in the system's temporary
 * folder), so a restarted server continues them too; one left unfinished for a day is removed
 * (scan-upload-area.ts).
 *
 * Every request is of a signed-in user (Bearer token, as for the contract's calls) who may upload
 * scans to the batch's paper (src/server/access, purpose `scan`); anything else is refused in the
 * `{code, msg, data}` envelope before tus sees it. When the last byte arrives the file goes to
 * ScanUploadService and the final answer carries the file's receipt in the envelope: 200 when it
 * was stored (or already was), 400 with the reason when it is not a readable scan.
 *
 * These routes are outside the OpenAPI contract because tus is a protocol of its own (headers,
 * not JSON bodies); the contract's scan-batch description points here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Metadata, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../domain/errors.ts';
import { msg } from '../../../i18n/server.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { failure, ok } from '../../http/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { ScanBatchService } from './scan-batch-service.ts';
import type { ScanUploadService } from './scan-upload-service.ts';
import type { ScanUploadArea } from './scan-upload-area.ts';

export const SCAN_UPLOAD_PATH = '/v1/scan/upload';
/** The largest file one upload may be: a 300-page PDF of 200 dpi greyscale scans is well under it. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

export interface ScanUploadOptions {
  database: Database;
  auth: AuthService;
  uploads: ScanUploadService;
  /** the folder of in-progress uploads, swept of expired ones while the app runs */
  area: ScanUploadArea;
}

/** The batch an upload's metadata names: a positive integer, else undefined. */
export function batchIdOf(metadata: Record<string, string | null> | undefined): number | undefined {
  const text = metadata?.batchId ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2147483647 ? id : undefined;
}

/** The name the file had on the uploader's computer, without any folder. */
function fileNameOf(metadata: Record<string, string | null> | undefined): string {
  const name = (metadata?.filename ?? metadata?.name ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return name.slice(0, 255);
}

export async function registerScanUpload(app: FastifyInstance, options: ScanUploadOptions): Promise<void> {
  const { database, auth, uploads, area } = options;
  const { store } = area;
  const directory = store.directory;
  const stopSweeping = area.startSweeping((error) => app.log.error({ err: error }, 'scan upload expiry'));
  app.addHook('onClose', async () => stopSweeping());
  const tus = new Server({
    path: SCAN_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: MAX_UPLOAD_BYTES,
    async onUploadFinish(_request, upload: Upload) {
      const batchId = batchIdOf(upload.metadata);
      if (batchId === undefined) throw { status_code: 400, body: JSON.stringify(failure(ErrorCode.badRequest, msg.scans.uploadBatchMissing)) };
      try {
        const bytes = await readFile(path.join(directory, upload.id));
        const receipt = await uploads.receive(batchId, fileNameOf(upload.metadata), bytes);
        const refused = receipt.state === 'refused';
        const text = refused ? msg.scans.fileRefused(receipt.error ?? '') : receipt.duplicate ? msg.scans.fileDuplicate : msg.scans.fileStored;
        const envelope = refused ? { code: ErrorCode.badRequest, msg: text, data: receipt } : ok(receipt, text);
        await store.remove(upload.id);
        return { status_code: refused ? 400 : 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(envelope) };
      } catch (error) {
        if (error instanceof AppError) throw { status_code: error.statusCode, body: JSON.stringify(failure(error.code, error.message)) };
        app.log.error({ err: error, upload: upload.id }, 'scan upload');
        throw { status_code: 500, body: JSON.stringify(failure(ErrorCode.serverError, msg.common.serverError)) };
      }
    },
  });

  /** The batch a request is about: from the metadata of a new upload, else from the upload it continues. */
  async function batchOf(request: FastifyRequest<{ Params: { id?: string } }>): Promise<number> {
    if (request.method === 'POST') {
      const header = request.headers['upload-metadata'];
      let metadata: Record<string, string | null> | undefined;
      try {
        metadata = typeof header === 'string' ? Metadata.parse(header) : undefined;
      } catch {
        metadata = undefined;
      }
      const batchId = batchIdOf(metadata);
      if (batchId === undefined) throw badRequest(msg.scans.uploadBatchMissing);
      const length = Number(request.headers['upload-length']);
      if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES) throw badRequest(msg.scans.uploadTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
      return batchId;
    }
    const id = request.params.id ?? '';
    let upload: Upload;
    try {
      upload = await store.getUpload(id);
    } catch {
      throw notFound(msg.scans.uploadNotFound);
    }
    const batchId = batchIdOf(upload.metadata);
    if (batchId === undefined) throw notFound(msg.scans.uploadNotFound);
    return batchId;
  }

  await app.register(async (scope) => {
    // the bytes of a PATCH stay on the request's stream for tus to write to disk as they arrive
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    scope.route<{ Params: { id?: string } }>({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: `${SCAN_UPLOAD_PATH}/:id?`,
      exposeHeadRoute: false,
      async handler(request, reply) {
        if (request.method !== 'OPTIONS') {
          const caller = await auth.authenticate(bearerToken(request), ['web']);
          if (caller.locked) throw new AppError(ErrorCode.screenLocked, msg.auth.screenLocked);
          const batchId = await batchOf(request);
          await database.run((db) => ScanBatchService.requireBatch(db, caller, batchId));
        }
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      },
    });
  });
}
