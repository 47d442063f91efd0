/**
 * Recognition progress of a scan batch and sending pages back to recognition (spec 002 §7
 * ocr-progress, start-ocr, reocr), for the paper's school administrators. Pages are put back as
 * queued in the database first and handed to the queue after the commit, so a job never finds a
 * page that is not waiting for it.
 */
import type { components } from '../../../contract/schema.d.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './ocr-progress-repository.ts';
import type { PageSettled } from './recognition-job.ts';

type OcrProgress = components['schemas']['OcrProgress'];

export interface OcrQueue {
  onPagesQueued(pageIds: number[]): Promise<void>;
}

function describe(progress: repo.BatchProgress): OcrProgress {
  const { counts } = progress;
  return {
    batch_id: progress.batchId,
    test_id: progress.testId,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    ...counts,
    done: counts.queued + counts.recognising === 0,
  };
}

export class OcrProgressService {
  constructor(
    private readonly database: Database,
    private readonly queue: OcrQueue,
    /** told when pages of a batch were queued again, for the live progress */
    private readonly onChanged: (event: PageSettled) => void = () => undefined,
  ) {}

  /** The batch's progress once the caller may scan for its paper: 404 for an unknown batch, else 403. */
  private async requireProgress(db: Db, auth: AuthContext, batchId: number): Promise<repo.BatchProgress> {
    const progress = await repo.progressOf(db, batchId);
    if (!progress) throw notFound(msg.scans.batchNotFound);
    await accessOf(db, auth).requireTest(progress.testId, 'scan');
    return progress;
  }

  /** The batch's paper when the caller may follow its progress (the live scan socket asks), else undefined. */
  async followable(auth: AuthContext, batchId: number): Promise<{ testId: number } | undefined> {
    try {
      const progress = await this.database.run((db) => this.requireProgress(db, auth, batchId));
      return { testId: progress.testId };
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return undefined;
      throw error;
    }
  }

  async progress(auth: AuthContext, batchId: number): Promise<OcrProgress> {
    return describe(await this.database.run((db) => this.requireProgress(db, auth, batchId)));
  }

  async start(auth: AuthContext, batchId: number) {
    const { pageIds, testId } = await this.database.tx(async (db) => {
      const before = await this.requireProgress(db, auth, batchId);
      return { pageIds: await repo.requeueBatch(db, batchId), testId: before.testId };
    });
    await this.queue.onPagesQueued(pageIds);
    this.onChanged({ batchId, testId });
    return { queued_pages: pageIds.length, progress: await this.progress(auth, batchId) };
  }

  async reocr(auth: AuthContext, pageId: number) {
    const place = await this.database.tx(async (db) => {
      const page = await repo.pagePlace(db, pageId);
      if (!page) throw notFound(msg.recognition.pageNotFound);
      await accessOf(db, auth).requireTest(page.testId, 'scan');
      if (page.state === 'ignored') throw conflict(msg.recognition.pageIgnored);
      if (!(await repo.requeuePage(db, pageId))) throw conflict(msg.recognition.pageInQueue);
      return page;
    });
    await this.queue.onPagesQueued([pageId]);
    this.onChanged({ batchId: place.batchId, testId: place.testId });
    return { page_id: pageId, progress: await this.progress(auth, place.batchId) };
  }
}
