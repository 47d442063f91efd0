/**
 * Batches of mixed papers (AI答题卡扫描, /aiScanAnswerSheet): the sheets of every paper of an
 * exam scanned in one stack. Such a batch is opened on the exam's first paper whose card was
 * submitted; recognition moves each page whose page code names another paper of the exam to that
 * paper's batch of the same upload (recognition-job.ts, page-routing-repository.ts). Listing
 * shows each upload with the papers its pages went to. Uploading and deleting use the ordinary
 * batch calls (deleting a mixed upload takes its papers' batches with it).
 */
import type { components } from '../../../contract/schema.d.ts';
import { msg } from '../../../i18n/server.ts';
import { examScansWork } from '../../access/exam-work.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './scan-batch-repository.ts';
import { describeBatches } from './scan-batch-service.ts';

type MixedScanBatch = components['schemas']['MixedScanBatch'];

export class MixedScanService {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, examId: number) {
    return examScansWork(this.database, auth, examId, 'read', async (db) => {
      const papers = await repo.papersOfExam(db, examId);
      return {
        examination_id: examId,
        papers: papers.map((p) => ({ test_id: p.testId, test_name: p.name, has_template: p.hasTemplate })),
        result: await this.uploads(db, papers, { mixedOfExam: examId }),
      };
    });
  }

  async create(auth: AuthContext, body: { examination_id: number; name: string }): Promise<MixedScanBatch> {
    return examScansWork(this.database, auth, body.examination_id, 'change', async (db) => {
      const name = body.name.trim();
      if (name === '') throw badRequest(msg.scans.batchNameBlank);
      const papers = await repo.papersOfExam(db, body.examination_id);
      const first = papers.find((p) => p.hasTemplate);
      if (!first) throw badRequest(msg.scans.mixedNeedsTemplate);
      const id = await repo.insertBatch(db, { testId: first.testId, classId: null, name, createdBy: auth.userId, mixed: true });
      return (await this.uploads(db, papers, { batchId: id }))[0];
    });
  }

  /** The uploads with their papers' batches, the paper each was opened on first, then in the exam's order. */
  private async uploads(db: Db, papers: repo.ExamPaperRow[], where: repo.BatchFilter): Promise<MixedScanBatch[]> {
    const roots = await repo.batchesOf(db, where);
    const children = await repo.batchesOf(db, { parents: roots.map((r) => r.id) });
    const all = [...roots, ...children];
    const described = new Map(describeBatches(all, await repo.pageCounts(db, all.map((b) => b.id))).map((b) => [b.id, b]));
    const order = (testId: number) => papers.findIndex((p) => p.testId === testId);
    const nameOf = (testId: number) => papers.find((p) => p.testId === testId)?.name ?? '';
    return roots.map((root) => {
      const family = [root, ...children.filter((c) => c.parentBatchId === root.id).sort((a, b) => order(a.testId) - order(b.testId))];
      const batches = family.map((b) => described.get(b.id)!);
      return {
        id: root.id,
        name: root.name,
        created_at: root.createdAt.toISOString(),
        creator_name: root.creatorName,
        files: root.files,
        refused_files: root.refusedFiles,
        pages: batches.reduce((sum, b) => sum + b.pages, 0),
        papers: batches.map((batch) => ({ test_id: batch.test_id, test_name: nameOf(batch.test_id), batch })),
      };
    });
  }
}
