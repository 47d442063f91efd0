/**
 * Scan batches of a paper (spec 002 §7 scan-batch, scan-class) for its school's administrators:
 * opening one, listing them with their pages counted by state and open exception type, one with
 * its files, and deleting one. A batch is deleted only while none of its pages has been
 * recognised or matched to a student, so that deleting never loses a student's answers: such
 * pages are handled in the exception screens or ignored by a person instead (409 naming how many).
 */
import type { components } from '../../../contract/schema.d.ts';
import { msg } from '../../../i18n/server.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Db, Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './scan-batch-repository.ts';

type ScanBatch = components['schemas']['ScanBatch'];
type ScanFile = components['schemas']['ScanFile'];

export function describeBatches(batches: repo.BatchRow[], counts: repo.BatchPageCount[]): ScanBatch[] {
  return batches.map((batch) => {
    const states = { queued: 0, recognising: 0, recognised: 0, exception: 0, ignored: 0 };
    const exceptions = new Map<number, number>();
    for (const count of counts.filter((c) => c.batchId === batch.id)) {
      states[count.state] += count.count;
      if (count.state === 'exception') exceptions.set(count.exceptionType, (exceptions.get(count.exceptionType) ?? 0) + count.count);
    }
    return {
      id: batch.id,
      test_id: batch.testId,
      class_id: batch.classId,
      class_name: batch.className,
      name: batch.name,
      created_at: batch.createdAt.toISOString(),
      creator_name: batch.creatorName,
      files: batch.files,
      refused_files: batch.refusedFiles,
      pages: Object.values(states).reduce((sum, n) => sum + n, 0),
      states,
      exceptions: [...exceptions].sort(([a], [b]) => a - b).map(([type, count]) => ({ type, count })),
    };
  });
}

const describeFile = (file: repo.FileRow): ScanFile => ({
  id: file.id,
  file_name: file.fileName,
  media_type: file.mediaType,
  size: file.size,
  state: file.state,
  error: file.error,
  page_count: file.pageCount,
  pages: file.pages,
  created_at: file.createdAt.toISOString(),
});

export class ScanBatchService {
  constructor(
    private readonly database: Database,
    private readonly storage: ScanStorage,
  ) {}

  /** The batch's paper once the caller may upload scans to it; 404 for an unknown batch, else 403. */
  static async requireBatch(db: Db, auth: AuthContext, batchId: number) {
    const testId = await repo.testOfBatch(db, batchId);
    if (testId === undefined) throw notFound(msg.scans.batchNotFound);
    return accessOf(db, auth).requireTest(testId, 'scan');
  }

  async list(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await accessOf(db, auth).requireTest(testId, 'scan');
      return { test_id: testId, result: await this.batches(db, { testId }) };
    });
  }

  async create(auth: AuthContext, body: { test_id: number; class_id?: number | null; name: string }): Promise<ScanBatch> {
    return this.database.tx(async (db) => {
      const place = await accessOf(db, auth).requireTest(body.test_id, 'scan');
      const name = body.name.trim();
      if (name === '') throw badRequest(msg.scans.batchNameBlank);
      const classId = body.class_id ?? null;
      if (classId !== null && !(await repo.classInExam(db, place.examId, classId))) throw badRequest(msg.scans.classNotInExam);
      const id = await repo.insertBatch(db, { testId: body.test_id, classId, name, createdBy: auth.userId });
      return (await this.batches(db, { batchId: id }))[0];
    });
  }

  async get(auth: AuthContext, batchId: number) {
    return this.database.run(async (db) => {
      await ScanBatchService.requireBatch(db, auth, batchId);
      const [batch] = await this.batches(db, { batchId });
      return { batch, files: (await repo.filesOf(db, batchId)).map(describeFile) };
    });
  }

  /**
   * Deletes the batch's rows in one transaction, then its stored files and page images: no row
   * names them any more (a batch's file keys carry the batch, and a page image is stored once per
   * paper under the one row that queued it). An image left behind by a failed removal is harmless.
   */
  async delete(auth: AuthContext, batchId: number) {
    const removed = await this.database.tx(async (db) => {
      await ScanBatchService.requireBatch(db, auth, batchId);
      if (!(await repo.lockBatch(db, batchId))) throw notFound(msg.scans.batchNotFound);
      // a mixed upload goes with the batches made for its pages of other papers (their pages name its files)
      const family = [...(await repo.childBatches(db, batchId)), batchId];
      let settled = 0;
      for (const id of family) settled += await repo.settledPages(db, id);
      if (settled > 0) throw conflict(msg.scans.batchHasMatchedPages(settled));
      const removed = { fileKeys: [] as string[], pageKeys: [] as string[] };
      for (const id of family) {
        const gone = await repo.deleteBatch(db, id);
        removed.fileKeys.push(...gone.fileKeys);
        removed.pageKeys.push(...gone.pageKeys);
      }
      return removed;
    });
    for (const key of new Set([...removed.fileKeys, ...removed.pageKeys])) await this.storage.delete(key);
    return { id: batchId, files: removed.fileKeys.length, pages: removed.pageKeys.length };
  }

  async classes(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      const place = await accessOf(db, auth).requireTest(testId, 'scan');
      const rows = await repo.scanClasses(db, place.examId, testId);
      return {
        test_id: testId,
        result: rows.map((r) => ({ class_id: r.classId, class_name: r.className, students: r.students, scanned: r.scanned, not_scanned: r.students - r.scanned })),
      };
    });
  }

  private async batches(db: Db, where: repo.BatchFilter): Promise<ScanBatch[]> {
    const batches = await repo.batchesOf(db, where);
    return describeBatches(
      batches,
      await repo.pageCounts(
        db,
        batches.map((b) => b.id),
      ),
    );
  }
}
