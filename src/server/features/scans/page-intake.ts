/**
 * Scanned page images into the recognition queue: each image is stored under a key made from
 * its checksum (the same page stored once per paper), recorded as a queued page of the batch, and
 * handed to the 'scan-page' queue once the rows are committed — a page is queued only when it is
 * there to be read. Used for single-page images whose file checks were done by the caller (the
 * demo's synthetic scans, tests); uploads of any file go through the upload's own splitting and
 * call the same onPagesQueued.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import * as repo from './page-intake-repository.ts';

export interface ScanImage {
  fileName: string;
  bytes: Buffer;
}

export type PagesQueued = (pageIds: number[]) => Promise<unknown>;

function mediaTypeOf(bytes: Buffer): { mediaType: string; extension: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { mediaType: 'image/jpeg', extension: 'jpg' };
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return { mediaType: 'image/png', extension: 'png' };
  if ((bytes[0] === 0x49 && bytes[1] === 0x49) || (bytes[0] === 0x4d && bytes[1] === 0x4d)) return { mediaType: 'image/tiff', extension: 'tif' };
  return { mediaType: 'application/octet-stream', extension: 'bin' };
}

export class PageIntake {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly onPagesQueued: PagesQueued,
  ) {}

  async openBatch(batch: { testId: number; classId?: number | null; name: string; createdBy: number }): Promise<number> {
    return this.database.run((db) => repo.insertIntakeBatch(db, { ...batch, classId: batch.classId ?? null }));
  }

  /** Stores and queues the images in order; answers the new pages' ids (an image stored before for the paper adds none). */
  async queueImages(batchId: number, images: readonly ScanImage[]): Promise<number[]> {
    const testId = await this.database.run((db) => repo.testOfIntakeBatch(db, batchId));
    if (testId === undefined) throw new Error(`scan batch ${batchId} does not exist`);
    const stored: repo.IntakeImage[] = [];
    for (const image of images) {
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      const { mediaType, extension } = mediaTypeOf(image.bytes);
      const storageKey = `scan-page-${testId}-${sha256.slice(0, 32)}.${extension}`;
      await this.storage.put(storageKey, image.bytes);
      stored.push({ fileName: image.fileName, mediaType, size: image.bytes.length, sha256, storageKey });
    }
    const pageIds = await this.database.tx(async (db) => {
      const ids: number[] = [];
      for (const image of stored) {
        const id = await repo.insertQueuedImage(db, { testId, batchId }, image);
        if (id !== undefined) ids.push(id);
      }
      return ids;
    });
    await this.onPagesQueued(pageIds);
    return pageIds;
  }
}
