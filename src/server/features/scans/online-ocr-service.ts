/**
 * One scanned page as recognition left it (spec 002 §7 ocr-result), and a scan uploaded from the
 * browser to be recognised at once (online-ocr-upload): a person checking a sheet, or rescanning
 * one page, sees what it was read as without waiting for the queue. The file goes through the
 * batch upload's own receiving (ScanUploadService: stored once per batch, split, each page stored
 * once per paper) and its new pages through the queue's own job (RecognitionJobs.run), in order,
 * in the request; a page whose attempt fails (a store that is down) is handed to the queue, which
 * retries it as any other. A page queued when the process stopped midway is queued again by
 * start-ocr, like every page left waiting.
 */
import type { components } from '../../../contract/schema.d.ts';
import type { ObjectiveReading } from '../../../domain/recognition/index.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses, type ScanAddresses } from '../files/scan-url.ts';
import * as repo from './ocr-result-repository.ts';
import type { RecognitionAttempt } from './recognition-job.ts';
import { testOfBatch } from './scan-batch-repository.ts';
import { ScanUploadService } from './scan-upload-service.ts';

type OcrResult = components['schemas']['OcrResult'];

/** "at most 6 MiB": a page or a sheet of a few pages, sent whole in one request from the browser. */
export const ONLINE_OCR_MAX_BYTES = 6 * 1024 * 1024;

export interface PageRecogniser {
  run(attempt: RecognitionAttempt): Promise<void>;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function objectiveOf(result: Record<string, unknown> | null): OcrResult['objective'] {
  const readings = Array.isArray(result?.objective) ? (result.objective as ObjectiveReading[]) : [];
  return readings.map((r) => ({ q_num: r.qNum, status: r.status, marked: r.marked, marginal: r.marginal }));
}

function describe(row: repo.PageResultRow, addresses: ScanAddresses, userId: number): OcrResult {
  const page = row.result?.page;
  return {
    page_id: row.pageId,
    batch_id: row.batchId,
    test_id: row.testId,
    file_name: row.fileName,
    file_page: row.filePage,
    state: row.state,
    exception_type: row.exceptionType,
    card_page: typeof page === 'number' ? page : null,
    student: row.student ? { student_id: row.student.studentId, name: row.student.name, exam_number: row.student.examNumber } : null,
    exam_number_read: textOf(row.result?.examNumberRead),
    objective: objectiveOf(row.result),
    error: textOf(row.result?.error),
    attempts: row.attempts,
    image_url: addresses.url(userId, { kind: 'page', pageId: row.pageId }),
    updated_at: row.updatedAt.toISOString(),
  };
}

export class OnlineOcrService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
    private readonly recogniser: PageRecogniser,
    /** the recognition queue: pages whose attempt here failed */
    private readonly enqueue: (pageIds: number[]) => Promise<void>,
  ) {}

  async result(auth: AuthContext, pageId: number): Promise<OcrResult> {
    const addresses = await scanAddresses(this.database);
    return this.database.run(async (db) => {
      const [row] = await repo.pageResults(db, [pageId]);
      if (!row) throw notFound(msg.recognition.pageNotFound);
      await accessOf(db, auth).requireTest(row.testId, 'scan');
      return describe(row, addresses, auth.userId);
    });
  }

  async upload(auth: AuthContext, batchId: number, fileName: string, bytes: Buffer | undefined) {
    const testId = await this.database.run(async (db) => {
      const found = await testOfBatch(db, batchId);
      if (found === undefined) throw notFound(msg.scans.batchNotFound);
      await accessOf(db, auth).requireTest(found, 'scan');
      return found;
    });
    const name = fileName.trim() || fileName;
    if (!bytes || bytes.length === 0) throw badRequest(msg.scans.onlineEmpty(name));
    if (bytes.length > ONLINE_OCR_MAX_BYTES) throw badRequest(msg.scans.onlineTooLarge(name, ONLINE_OCR_MAX_BYTES / 1024 / 1024));
    let queued: number[] = [];
    const receipt = await new ScanUploadService(this.database, this.storage, (pageIds) => {
      queued = pageIds;
    }).receive(batchId, name, bytes);
    const retry: number[] = [];
    for (const pageId of queued) {
      try {
        await this.recogniser.run({ pageId, isLast: false });
      } catch {
        retry.push(pageId);
      }
    }
    if (retry.length > 0) await this.enqueue(retry);
    const addresses = await scanAddresses(this.database);
    const rows = await this.database.run((db) => repo.pageResults(db, queued));
    return { file: { ...receipt, batch_id: batchId }, pages: rows.filter((row) => row.testId === testId).map((row) => describe(row, addresses, auth.userId)) };
  }
}
