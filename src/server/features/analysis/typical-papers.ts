/**
 * Typical papers (spec 001 §2.7): answers of a question group that teachers tagged with a wrong
 * cause while marking, with the count of each cause. A teacher chooses every class or their
 * own class, and papers marked by themselves or by other teachers.
 *
 * Who reads them: the school's administrators, its leaders (who analyse the whole school) and
 * the group's markers and adjudicators, also while the exam is being marked; once the exam's
 * analysis is open, every teacher of the school. Who wrote an answer follows the blind-marking
 * rule (src/domain/student-visibility.ts): a marker sees a blind group's papers without name,
 * class or student id; a teacher sees the students of the classes they may analyse once the
 * analysis is open, and only the answers of the others.
 */
import type { operations } from '../../../contract/schema.d.ts';
import { relationOf, studentAsSeen } from '../../../domain/student-visibility.ts';
import { accessOf } from '../../access/access-service.ts';
import { requireClassView, seesClass } from '../../access/analysis-viewer.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses } from '../files/scan-url.ts';
import * as repo from './analysis-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** "Similar-question and typical-paper page size 10" (spec 001 §9). */
export const TYPICAL_PAGE_SIZE = 10;

/** The filters of typical-examination: a question group of a test, a class or the grade, whose marks, one feedback tag, a page. */
export type TypicalQuery = NonNullable<operations['getTypicalExamination']['parameters']['query']>;

export class TypicalPapers {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: TypicalQuery) {
    const scans = await scanAddresses(this.database);
    const { rows, names, pieces, seen } = await this.database.read(async (db) => {
      const test = await repo.testById(db, q.test_id);
      if (!test) throw notFound(msg.exam.testNotFound);
      const exam = (await repo.examById(db, test.examId))!;
      const access = accessOf(db, auth);
      const viewer = await access.requireAnalysisViewer(exam.schoolId);
      const partition = await repo.partitionById(db, q.partition_id);
      if (!partition) throw notFound(msg.exam.partitionNotFound);
      if (partition.testId !== test.id) throw notFound(msg.exam.partitionNotInTest);
      const { administrator, marker, judge, classRights } = await access.requireTypicalPapers(exam, partition.id, viewer);
      let classId: number | undefined;
      if ((q.range ?? 'all') === 'class') {
        if (!q.class_id) throw badRequest(msg.analysis.classRequired);
        const klass = await repo.classById(db, q.class_id);
        if (!klass) throw notFound(msg.organisation.classNotFound);
        if (klass.schoolId !== exam.schoolId) throw notFound(msg.analysis.scopeNotInExam);
        requireClassView(classRights, klass.id);
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
      const seen = (r: repo.TypicalRow) => {
        const relation = relationOf({ administrator, classTeacher: seesClass(classRights, r.class_id), marker, judge, colleague: true })!;
        return studentAsSeen(relation, { showsStudent: partition.markingShowStudent }, { id: r.student_id, name: r.student_name, examNumber: '', classId: r.class_id, className: r.class_name });
      };
      return { rows: { all: rows, shown, page }, names, pieces, seen };
    });
    const counts = new Map<number, number>();
    for (const r of rows.all) for (const id of r.tag_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return {
      has_data: rows.all.length > 0,
      marking_logs: rows.page.map((r) => {
        const student = seen(r);
        return {
          id: r.log_id,
          student_id: student.studentId,
          student_name: student.name,
          teacher_id: r.teacher_id,
          teacher_name: r.teacher_name,
          class_id: student.classId,
          class_name: student.className,
          total_score: r.total_score,
          url: pieces.filter((p) => p.studentId === r.student_id).map((p, index) => scans.url(auth.userId, { kind: 'piece', partitionId: p.partitionId, studentId: p.studentId, index })),
          feedback_ids: r.tag_ids,
          marked_by_me: r.teacher_id === auth.userId,
        };
      }),
      feedback_list: names.map((n) => ({ id: n.id, name: n.name, count: counts.get(n.id) ?? 0 })),
      total: rows.shown.length,
    };
  }
}
