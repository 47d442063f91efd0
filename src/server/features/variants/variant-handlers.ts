/** Contract operations of the question bank and similar questions, and of the analysis exam list. */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { AnalysisExams } from '../analysis/analysis-exams.ts';
import type { VariantService } from './variant-service.ts';
import { msg } from '../../../i18n/server.ts';

export function variantHandlers(variants: VariantService, exams: AnalysisExams): Handlers {
  return {
    listAnalysisExams: signedIn((caller, { query }) => exams.list(caller, query)),
    getAnalysisExam: signedIn((caller, { params }) => exams.detail(caller, params.id)),
    listQuestionTypes: signedIn((caller, { query }) => variants.types(caller, query)),
    searchQuestionBank: signedIn((caller, { query }) => variants.search(caller, query)),
    reportBankQuestion: signedIn((caller, { body }) => variants.report(caller, body), msg.marking.questionReported),
    listTestVariants: signedIn((caller, { query }) => variants.list(caller, query)),
    setTestVariant: signedIn((caller, { body }) => variants.set(caller, body), msg.variants.set),
    getTestVariant: signedIn((caller, { params }) => variants.get(caller, params.id)),
    replaceTestVariant: signedIn((caller, { params, body }) => variants.change(caller, params.id, body), msg.variants.changed),
    patchTestVariant: signedIn((caller, { params, body }) => variants.change(caller, params.id, body), msg.variants.changed),
    removeTestVariant: signedIn((caller, { params, query }) => variants.remove(caller, params.id, query.subject_id ?? 0), msg.variants.removed),
    removeAllTestVariants: signedIn((caller, { params, query }) => variants.removeAll(caller, params.id, query), msg.variants.removedAll),
    suggestTestVariants: signedIn((caller, { query }) => variants.suggest(caller, query)),
    checkTestVariantFlags: signedIn((caller, { query }) => variants.flags(caller, query)),
    countTestVariants: signedIn((caller, { query }) => variants.counts(caller, query)),
    listTestReplacements: signedIn((caller, { query }) => variants.replacements(caller, query)),
    getTestReplacement: signedIn((caller, { params, query }) => variants.replacement(caller, params.id, query)),
  };
}
