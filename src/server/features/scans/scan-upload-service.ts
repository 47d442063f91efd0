/**
 * What happens to a scan file once it has been received whole (spec 002 §7 scan upload; issue
 * "Upload" and "Bad input"): it is stored as uploaded through the app's ScanStorage under its
 * SHA-256, recorded once per batch (the same file again answers that it was already uploaded and
 * stores nothing new), then split into pages: each page image is stored and queued as a
 * scan_pages row, once per paper (the same page image again is counted as a duplicate).
 *
 * Nothing is half-stored: page images are written to storage first (an image no row names is
 * harmless), then all of the file's pages are queued and the file marked split in one
 * transaction. A file that is not a readable scan is kept as uploaded and recorded as refused with
 * the reason; none of its pages is queued. A file whose pages could not all be stored stays
 * `stored` (received whole, not split), so nothing of it is lost either, and is split when the
 * same file is sent again.
 */
import { createHash } from 'node:crypto';
import { msg } from '../../../i18n/server.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { components } from '../../../contract/schema.d.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { MEDIA_TYPES, openScanFile, RefusedScan, scanFileKind, type ScanFilePages } from './scan-file-pages.ts';
import * as repo from './scan-upload-repository.ts';
import { testOfBatch } from './scan-batch-repository.ts';

/** Called with the ids of pages just queued, after their transaction committed (recognition takes them from here). */
export type PagesQueued = (pageIds: number[]) => void | Promise<void>;

/** What became of one received file (described in the contract). */
export type FileReceipt = components['schemas']['ScanFileReceipt'];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export class ScanUploadService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly onPagesQueued?: PagesQueued,
  ) {}

  /** Stores, records and splits a file received whole into the batch. */
  async receive(batchId: number, fileName: string, bytes: Buffer): Promise<FileReceipt> {
    const testId = await this.database.run((db) => testOfBatch(db, batchId));
    if (testId === undefined) throw notFound(msg.scans.batchNotFound);
    const hash = sha256(bytes);
    const kind = scanFileKind(bytes.subarray(0, 8));
    const storageKey = `scanfile-b${batchId}-${hash}.${kind ?? 'bin'}`;
    await this.storage.put(storageKey, bytes);
    const { file, duplicate } = await this.database.run((db) =>
      repo.recordFile(db, { batchId, fileName, mediaType: kind ? MEDIA_TYPES[kind] : 'application/octet-stream', size: bytes.length, sha256: hash, storageKey }),
    );
    const receipt: FileReceipt = { batch_id: batchId, file_id: file.id, file_name: fileName, duplicate, state: file.state, error: file.error, page_count: file.pageCount, queued_pages: 0, duplicate_pages: 0 };
    // the same file received before and split or refused: nothing to do again. One received but
    // never split (the server stopped, or storing its pages failed) is split now: sending the file
    // again is how a person recovers it
    if (duplicate && file.state !== 'stored') return receipt;

    let pages: ScanFilePages;
    try {
      pages = await openScanFile(bytes);
    } catch (error) {
      return this.refuse(receipt, error);
    }
    const stored: repo.StoredPage[] = [];
    try {
      // one page at a time: a long PDF never holds more than one rendered page
      for (let index = 0; index < pages.pageCount; index++) {
        const image = await pages.page(index);
        const pageHash = sha256(image.bytes);
        const pageKey = `scanpage-t${testId}-${pageHash}.${image.extension}`;
        await this.storage.put(pageKey, image.bytes);
        stored.push({ filePage: index, sha256: pageHash, storageKey: pageKey });
      }
    } catch (error) {
      return this.refuse(receipt, error, pages.pageCount);
    } finally {
      await pages.close();
    }
    const queued = await this.database.tx(async (db) => {
      if (!(await repo.holdBatch(db, batchId))) throw notFound(msg.scans.batchNotFound);
      return repo.queuePages(db, { testId, batchId, fileId: file.id }, stored);
    });
    if (queued.length > 0) await this.onPagesQueued?.(queued);
    return { ...receipt, state: 'split', page_count: stored.length, queued_pages: queued.length, duplicate_pages: stored.length - queued.length };
  }

  private async refuse(receipt: FileReceipt, error: unknown, pageCount = 0): Promise<FileReceipt> {
    if (!(error instanceof RefusedScan)) throw error;
    const count = Math.max(error.pageCount, pageCount);
    await this.database.run((db) => repo.refuseFile(db, receipt.file_id, error.message, count));
    return { ...receipt, state: 'refused', error: error.message, page_count: count };
  }
}
