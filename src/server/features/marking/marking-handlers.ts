/** Contract operations of the marking workspace. */
import { MarkingMessage } from '../../../domain/marking-rules.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { withDecisions } from './final-score-answers.ts';
import { MarkingLeases } from './lease-service.ts';
import { listLogs, logScoreValues } from './marking-log-queries.ts';
import type { MarkingDesk } from './marking-desk.ts';
import type { MarkingLists } from './marking-lists.ts';
import type { MarkingService } from './marking-service.ts';
import type { OriginalPapers } from './original-paper.ts';

export function markingHandlers(database: Database, marking: MarkingService, lists: MarkingLists, desk: MarkingDesk, originals: OriginalPapers): Handlers {
  const leases = new MarkingLeases(database, marking);
  return {
    async renewMarkingLease(request) {
      return ok(await leases.renew(requireAuth(request), request.params.id, request.body));
    },
    async getOriginalPaper(request, reply) {
      const { test_id, partition_id, student_id, side } = request.query;
      const image = await originals.image(requireAuth(request), { test_id, partition_id, student_id, side: side ?? 1 });
      // what a marker may see changes with the claims: no caching beyond the page
      reply.header('Cache-Control', 'private, no-store').type('image/jpeg');
      return image;
    },
    async getOriginalPaperLayout(request) {
      const { test_id, partition_id, student_id } = request.query;
      return ok(await originals.layout(requireAuth(request), { test_id, partition_id, student_id }));
    },
    async submitProblemPaper(request) {
      return ok(await desk.reportProblem(requireAuth(request), request.params.id, request.body), '问题卷提交成功');
    },
    async listProblemPapers(request) {
      return ok(await desk.listProblems(requireAuth(request), request.query));
    },
    async resolveProblemPaper(request) {
      await desk.resolveProblem(requireAuth(request), request.params.id, request.body.action, request.body.question_score);
      return ok(null, '问题卷已处理');
    },
    async submitMarkingFeedback(request) {
      return ok(await desk.feedback(requireAuth(request), request.params.id, request.body), '已标记');
    },
    async getOccupiedDetail(request) {
      return ok(await desk.occupiedDetail(requireAuth(request), request.query.test_id));
    },
    async getPartitionProgress(request) {
      return ok(await desk.progress(requireAuth(request), request.params.id, request.query));
    },
    async getTeacherWorkload(request) {
      return ok(await desk.workload(requireAuth(request), request.params.id, request.query));
    },
    async getDivision(request) {
      return ok(await desk.division(requireAuth(request), request.query.test_id));
    },
    async patchDivision(request) {
      await desk.patchDivision(requireAuth(request), request.params.id, request.body);
      return ok(null, '保存成功');
    },
    async listBlankVolumes(request) {
      return ok(await desk.blankVolumes.list(requireAuth(request), request.query));
    },
    async submitBlankVolumes(request) {
      return ok(await desk.blankVolumes.submit(requireAuth(request), request.params.id, request.body.ids), '提交成功');
    },
    async ignoreBlankVolumes(request) {
      return ok(await desk.blankVolumes.ignore(requireAuth(request), request.params.id, request.query.ids), '已忽略');
    },
    async reRecogniseBlankVolumes(request) {
      return ok(await desk.blankVolumes.reRecognise(requireAuth(request), request.params.id, request.body.partition_id), '重新识别完成');
    },
    async reportQuestionError(request) {
      await desk.reportQuestion(requireAuth(request), request.body);
      return ok(null, '感谢您的反馈，我们会尽快核实');
    },
    async listMarkingExams(request) {
      return ok(await lists.exams(requireAuth(request), request.query));
    },
    async listMarkingTests(request) {
      return ok(await lists.tests(requireAuth(request), request.params.id));
    },
    async listMarkingPartitions(request) {
      const q = request.query;
      return ok(await lists.partitions(requireAuth(request), q.test_id, q.judge ?? 0, q.blank_volume === 1));
    },
    async loadMarking(request) {
      return ok(await marking.load(requireAuth(request), request.query));
    },
    async submitMarking(request) {
      const result = await marking.submit(requireAuth(request), request.params.id, request.body);
      return ok(result, result.finished ? MarkingMessage.groupFinished : MarkingMessage.submitted);
    },
    async listMarkingLogs(request) {
      const auth = requireAuth(request);
      const q = request.query;
      const judge = q.judge ?? 0;
      const { context } = await marking.authorise(auth, request.params.id, q.partition_id, judge);
      const filters = (q.q_score_record ?? []).map((f) => ({ ...f, key: f.key ?? q.emptys_number ?? undefined }));
      return ok(
        await database.run(async (db) => {
          const page = await listLogs(db, {
            partitionId: context.id,
            teacherId: auth.userId,
            judge,
            pageNo: q.page_no ?? 1,
            pageSize: q.page_size ?? 10,
            orderId: q.order_id ?? 4,
            filters,
            showStudent: context.showStudent,
          });
          // each record says how its answer's final score was decided
          return { ...page, result: await withDecisions(db, context, auth.userId, page.result) };
        }),
      );
    },
    async getMarkingLogScores(request) {
      const auth = requireAuth(request);
      const judge = request.query.judge ?? 0;
      const { context } = await marking.authorise(auth, request.params.id, request.query.partition_id, judge);
      return ok(await database.run((db) => logScoreValues(db, context.id, auth.userId, judge)));
    },
    async releaseOccupied(request) {
      const q = request.query;
      const result = await desk.release(requireAuth(request), {
        testId: request.params.test_id,
        partitionIds: q.partition_ids,
        teacherIds: q.teacher_ids,
        judge: q.judge,
        classId: q.class_id || undefined,
      });
      return ok(result, MarkingMessage.released);
    },
  };
}
