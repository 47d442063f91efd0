/** Contract operations of the question bank and similar questions, and of the analysis exam list. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { AnalysisExams } from '../analysis/analysis-exams.ts';
import type { VariantService } from './variant-service.ts';
import { msg } from '../../../i18n/server.ts';

export function variantHandlers(variants: VariantService, exams: AnalysisExams): Handlers {
  return {
    async listAnalysisExams(request) {
      return ok(await exams.list(requireAuth(request), request.query));
    },
    async getAnalysisExam(request) {
      return ok(await exams.detail(requireAuth(request), request.params.id));
    },
    async listQuestionTypes(request) {
      return ok(await variants.types(requireAuth(request), request.query));
    },
    async searchQuestionBank(request) {
      return ok(await variants.search(requireAuth(request), request.query));
    },
    async reportBankQuestion(request) {
      await variants.report(requireAuth(request), request.body);
      return ok(null, msg.marking.questionReported);
    },
    async listTestVariants(request) {
      return ok(await variants.list(requireAuth(request), request.query));
    },
    async setTestVariant(request) {
      return ok(await variants.set(requireAuth(request), request.body), msg.variants.set);
    },
    async getTestVariant(request) {
      return ok(await variants.get(requireAuth(request), request.params.id));
    },
    async replaceTestVariant(request) {
      return ok(await variants.change(requireAuth(request), request.params.id, request.body), msg.variants.changed);
    },
    async patchTestVariant(request) {
      return ok(await variants.change(requireAuth(request), request.params.id, request.body), msg.variants.changed);
    },
    async removeTestVariant(request) {
      return ok(await variants.remove(requireAuth(request), request.params.id, request.query.subject_id ?? 0), msg.variants.removed);
    },
    async removeAllTestVariants(request) {
      return ok(await variants.removeAll(requireAuth(request), request.params.id, request.query), msg.variants.removedAll);
    },
    async suggestTestVariants(request) {
      return ok(await variants.suggest(requireAuth(request), request.query));
    },
    async checkTestVariantFlags(request) {
      return ok(await variants.flags(requireAuth(request), request.query));
    },
    async countTestVariants(request) {
      return ok(await variants.counts(requireAuth(request), request.query));
    },
    async listTestReplacements(request) {
      return ok(await variants.replacements(requireAuth(request), request.query));
    },
    async getTestReplacement(request) {
      return ok(await variants.replacement(requireAuth(request), request.params.id, request.query));
    },
  };
}
