/**
 * Typical papers (spec 001 §2.7): answers of a question group that teachers tagged with a wrong
 * cause while marking, with the count of each cause. A teacher chooses every class or their
 * own class, and papers marked by themselves or by other teachers.
 */
import { AnalysisMessage } from '../../../domain/statistics/messages.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-repository.ts';
import { requireClassView, viewerOf } from './analysis-scope.ts';
import { scanAddresses } from '../files/scan-url.ts';

/** "Similar-question and typical-paper page size 10" (spec 001 §9). */
export const TYPICAL_PAGE_SIZE = 10;

export interface TypicalQuery {
  test_id: number;
  partition_id: number;
  range?: 'all' | 'class';
  class_id?: number;
  marked_by?: 'all' | 'me' | 'others';
  feedback_id?: number;
  page_no?: number;
  page_size?: number;
}

export class TypicalPapers {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: TypicalQuery) {
    const scans = await scanAddresses(this.database);
    const { rows, names, pieces } = await this.database.run(async (db) => {
      const test = await repo.testById(db, q.test_id);
      if (!test) throw notFound(AnalysisMessage.testNotFound);
      const exam = (await repo.examById(db, test.examId))!;
      const viewer = await viewerOf(db, auth, exam.schoolId);
      const partition = await repo.partitionById(db, q.partition_id);
      if (!partition) throw notFound(AnalysisMessage.partitionNotFound);
      if (partition.testId !== test.id) throw notFound(AnalysisMessage.partitionNotInTest);
      let classId: number | undefined;
      if ((q.range ?? 'all') === 'class') {
        if (!q.class_id) throw badRequest(AnalysisMessage.classRequired);
        const klass = await repo.classById(db, q.class_id);
        if (!klass) throw notFound(AnalysisMessage.classNotFound);
        if (klass.schoolId !== exam.schoolId) throw notFound(AnalysisMessage.scopeNotInExam);
        requireClassView(viewer, klass.id);
        classId = klass.id;
      }
      const markedBy = q.marked_by ?? 'all';
      const rows = await repo.taggedAnswers(db, partition.id, {
        classId,
        teacherId: markedBy === 'me' ? auth.userId : undefined,
        notTeacherId: markedBy === 'others' ? auth.userId : undefined,
      });
      const names = await repo.feedbackTagNames(db, [...new Set(rows.flatMap((r) => r.tag_ids))]);
      const shown = q.feedback_id ? rows.filter((r) => r.tag_ids.includes(q.feedback_id!)) : rows;
      const pageSize = q.page_size ?? TYPICAL_PAGE_SIZE;
      const page = shown.slice(((q.page_no ?? 1) - 1) * pageSize, (q.page_no ?? 1) * pageSize);
      const pieces = await repo.piecesOf(db, partition.id, [...new Set(page.map((r) => r.student_id))]);
      return { rows: { all: rows, shown, page }, names, pieces };
    });
    const counts = new Map<number, number>();
    for (const r of rows.all) for (const id of r.tag_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return {
      has_data: rows.all.length > 0,
      marking_logs: rows.page.map((r) => ({
        id: r.log_id,
        student_id: r.student_id,
        student_name: r.student_name,
        teacher_id: r.teacher_id,
        teacher_name: r.teacher_name,
        class_id: r.class_id,
        class_name: r.class_name,
        total_score: r.total_score,
        url: pieces.filter((p) => p.studentId === r.student_id).map((p, index) => scans.url(auth.userId, { kind: 'piece', partitionId: p.partitionId, studentId: p.studentId, index })),
        feedback_ids: r.tag_ids,
        marked_by_me: r.teacher_id === auth.userId,
      })),
      feedback_list: names.map((n) => ({ id: n.id, name: n.name, count: counts.get(n.id) ?? 0 })),
      total: rows.shown.length,
    };
  }
}
