/** Contract operations of the marking workspace and the marking pages around it: each reads its request, asks a service and answers. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { MarkingServices } from './marking-services.ts';
import { msg } from '../../../i18n/server.ts';

export function markingHandlers(services: MarkingServices): Handlers {
  const { marking, lists, leases, history, problems, feedback, blankVolumes, originals, occupancy, progress, divisions, questionReports } = services;
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
      return ok(await problems.report(requireAuth(request), request.params.id, request.body), msg.marking.problemReported);
    },
    async listProblemPapers(request) {
      return ok(await problems.list(requireAuth(request), request.query));
    },
    async resolveProblemPaper(request) {
      await problems.resolve(requireAuth(request), request.params.id, request.body.action, request.body.question_score);
      return ok(null, msg.marking.problemResolved);
    },
    async submitMarkingFeedback(request) {
      return ok(await feedback.tag(requireAuth(request), request.params.id, request.body), msg.marking.tagged);
    },
    async getOccupiedDetail(request) {
      return ok(await occupancy.detail(requireAuth(request), request.query.test_id));
    },
    async getPartitionProgress(request) {
      return ok(await progress.progress(requireAuth(request), request.params.id, request.query));
    },
    async getTeacherWorkload(request) {
      return ok(await progress.workload(requireAuth(request), request.params.id, request.query));
    },
    async getDivision(request) {
      return ok(await divisions.division(requireAuth(request), request.query.test_id));
    },
    async patchDivision(request) {
      await divisions.change(requireAuth(request), request.params.id, request.body);
      return ok(null, msg.common.saved);
    },
    async listBlankVolumes(request) {
      return ok(await blankVolumes.list(requireAuth(request), request.query));
    },
    async submitBlankVolumes(request) {
      return ok(await blankVolumes.submit(requireAuth(request), request.params.id, request.body.ids), msg.common.submitted);
    },
    async ignoreBlankVolumes(request) {
      return ok(await blankVolumes.ignore(requireAuth(request), request.params.id, request.query.ids), msg.marking.blankIgnored);
    },
    async reRecogniseBlankVolumes(request) {
      return ok(await blankVolumes.reRecognise(requireAuth(request), request.params.id, request.body.partition_id), msg.marking.blankReRecognised);
    },
    async reportQuestionError(request) {
      await questionReports.report(requireAuth(request), request.body);
      return ok(null, msg.marking.questionReported);
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
      return ok(result, result.finished ? msg.marking.groupFinished : msg.common.submitted);
    },
    async listMarkingLogs(request) {
      return ok(await history.records(requireAuth(request), request.params.id, request.query));
    },
    async getMarkingLogScores(request) {
      return ok(await history.scoreValues(requireAuth(request), request.params.id, request.query));
    },
    async releaseOccupied(request) {
      const q = request.query;
      const result = await occupancy.release(requireAuth(request), {
        testId: request.params.test_id,
        partitionIds: q.partition_ids,
        teacherIds: q.teacher_ids,
        judge: q.judge,
        classId: q.class_id || undefined,
      });
      return ok(result, msg.marking.released);
    },
  };
}
