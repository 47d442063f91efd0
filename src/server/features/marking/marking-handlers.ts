/** Contract operations of the marking workspace and the marking pages around it: each reads its request, asks a service and answers. */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { MarkingServices } from './marking-services.ts';
import { msg } from '../../../i18n/server.ts';

export function markingHandlers(services: MarkingServices): Handlers {
  const { marking, lists, leases, history, problems, feedback, blankVolumes, originals, occupancy, progress, divisions, questionReports } = services;
  return {
    renewMarkingLease: signedIn((caller, { params, body }) => leases.renew(caller, params.id, body)),
    async getOriginalPaper(request, reply) {
      const { test_id, partition_id, student_id, side } = request.query;
      const image = await originals.image(requireAuth(request), { test_id, partition_id, student_id, side: side ?? 1 });
      // what a marker may see changes with the claims: no caching beyond the page
      reply.header('Cache-Control', 'private, no-store').type('image/jpeg');
      return image;
    },
    getOriginalPaperLayout: signedIn((caller, { query: { test_id, partition_id, student_id } }) =>
      originals.layout(caller, { test_id, partition_id, student_id }),
    ),
    submitProblemPaper: signedIn((caller, { params, body }) => problems.report(caller, params.id, body), msg.marking.problemReported),
    listProblemPapers: signedIn((caller, { query }) => problems.list(caller, query)),
    resolveProblemPaper: signedIn(
      (caller, { params, body }) => problems.resolve(caller, params.id, body.action, body.question_score),
      msg.marking.problemResolved,
    ),
    submitMarkingFeedback: signedIn((caller, { params, body }) => feedback.tag(caller, params.id, body), msg.marking.tagged),
    getOccupiedDetail: signedIn((caller, { query }) => occupancy.detail(caller, query.test_id)),
    getPartitionProgress: signedIn((caller, { params, query }) => progress.progress(caller, params.id, query)),
    getTeacherWorkload: signedIn((caller, { params, query }) => progress.workload(caller, params.id, query)),
    getDivision: signedIn((caller, { query }) => divisions.division(caller, query.test_id)),
    patchDivision: signedIn((caller, { params, body }) => divisions.change(caller, params.id, body), msg.common.saved),
    listBlankVolumes: signedIn((caller, { query }) => blankVolumes.list(caller, query)),
    submitBlankVolumes: signedIn((caller, { params, body }) => blankVolumes.submit(caller, params.id, body.ids), msg.common.submitted),
    ignoreBlankVolumes: signedIn((caller, { params, query }) => blankVolumes.ignore(caller, params.id, query.ids), msg.marking.blankIgnored),
    reRecogniseBlankVolumes: signedIn(
      (caller, { params, body }) => blankVolumes.reRecognise(caller, params.id, body.partition_id),
      msg.marking.blankReRecognised,
    ),
    reportQuestionError: signedIn((caller, { body }) => questionReports.report(caller, body), msg.marking.questionReported),
    listMarkingExams: signedIn((caller, { query }) => lists.exams(caller, query)),
    listMarkingTests: signedIn((caller, { params }) => lists.tests(caller, params.id)),
    listMarkingPartitions: signedIn((caller, { query: q }) => lists.partitions(caller, q.test_id, q.judge ?? 0, q.blank_volume === 1)),
    loadMarking: signedIn((caller, { query }) => marking.load(caller, query)),
    submitMarking: signedIn(
      (caller, { params, body }) => marking.submit(caller, params.id, body),
      (result) => (result.finished ? msg.marking.groupFinished : msg.common.submitted),
    ),
    listMarkingLogs: signedIn((caller, { params, query }) => history.records(caller, params.id, query)),
    getMarkingLogScores: signedIn((caller, { params, query }) => history.scoreValues(caller, params.id, query)),
    releaseOccupied: signedIn(
      (caller, { params, query: q }) =>
        occupancy.release(caller, {
          testId: params.test_id,
          partitionIds: q.partition_ids,
          teacherIds: q.teacher_ids,
          judge: q.judge,
          classId: q.class_id || undefined,
        }),
      msg.marking.released,
    ),
  };
}
