/** Contract operations that restructure a paper's questions: order, breakdown, merge and split. */
import { msg } from '../../../i18n/server.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { PaperStructureService } from './paper-structure-service.ts';

export function paperStructureHandlers(structure: PaperStructureService): Handlers {
  return {
    async sortPaperQuestions(request) {
      return ok(await structure.sort(requireAuth(request), request.params.id, request.body.question_ids), msg.exam.questionsSorted);
    },
    async getPaperBreakdown(request) {
      return ok(await structure.breakdown(requireAuth(request), request.query.test_id));
    },
    async patchBreakdownQuestion(request) {
      return ok(await structure.patchQuestion(requireAuth(request), request.params.id, request.body), msg.exam.questionsSaved);
    },
    async deleteBreakdownQuestion(request) {
      return ok(await structure.removeQuestion(requireAuth(request), request.params.id), msg.exam.questionRemoved);
    },
    async mergePaperQuestions(request) {
      return ok(await structure.merge(requireAuth(request), request.params.id, request.body), msg.exam.questionsMerged);
    },
    async splitPaperQuestion(request) {
      return ok(await structure.split(requireAuth(request), request.params.id, request.body.parts), msg.exam.questionSplit);
    },
  };
}
