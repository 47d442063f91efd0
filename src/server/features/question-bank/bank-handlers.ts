/** Contract operations of the school's question bank (校本题库). */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { BankService } from './bank-service.ts';
import type { BasketPaperService } from './basket-paper-service.ts';
import type { TestPaperService } from './test-paper-service.ts';
import { msg } from '../../../i18n/server.ts';

export function bankHandlers(bank: BankService, papers: TestPaperService, saved: BasketPaperService): Handlers {
  return {
    async downloadTestPaper(request, reply) {
      const file = await papers.file(requireAuth(request), request.query);
      reply.header('content-type', file.mediaType).header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`).header('Cache-Control', 'private, no-cache');
      return reply.send(file.bytes);
    },
    importWordQuestions: signedIn(
      (caller, { query, body }) => bank.importWord(caller, query.subject_id, body as Buffer | undefined),
      (result) => msg.bank.imported(result.total),
    ),
    listSchoolQuestions: signedIn((caller, { query }) => bank.listSchool(caller, query)),
    browseQuestionBank: signedIn((caller, { query }) => bank.browse(caller, query)),
    createSchoolQuestions: signedIn((caller, { body }) => bank.create(caller, body), msg.common.saved),
    patchSchoolQuestions: signedIn((caller, { body }) => bank.patch(caller, body), msg.common.saved),
    deleteSchoolQuestions: signedIn((caller, { query }) => bank.remove(caller, query.question_ids), msg.bank.removed),
    replaceSchoolQuestion: signedIn((caller, { params, body }) => bank.replace(caller, params.id, body), msg.common.saved),
    mergeSchoolQuestion: signedIn((caller, { params, body }) => bank.merge(caller, params.id, body.question), msg.bank.merged),
    sortSchoolQuestionParts: signedIn((caller, { params, body }) => bank.sortParts(caller, params.id, body.order), msg.common.saved),
    openSchoolQuestions: signedIn((caller, { body }) => bank.open(caller, body), msg.bank.opened),
    listBasketPapers: signedIn((caller, { query }) => saved.list(caller, query)),
    saveBasketPaper: signedIn((caller, { body }) => saved.save(caller, body), msg.bank.paperSaved),
    getBasketPaper: signedIn((caller, { params }) => saved.open(caller, params.id)),
    deleteBasketPaper: signedIn((caller, { params }) => saved.remove(caller, params.id), msg.bank.removed),
  };
}
