/** Contract operations of the answer-sheet designer: saved designs and the recognition template. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { AnswerCardService, TemplateBody } from './card-service.ts';
import { msg } from '../../../i18n/server.ts';


export function cardHandlers(cards: AnswerCardService): Handlers {
  return {
    async listCardDesigns(request) {
      return ok(await cards.designs(requireAuth(request), request.query));
    },
    async getCardDesign(request) {
      return ok(await cards.design(requireAuth(request), request.params.test_id));
    },
    async saveCardDesign(request) {
      return ok(await cards.save(requireAuth(request), request.params.test_id, request.body), msg.answerCard.saved);
    },
    async saveTestTemplate(request) {
      return ok(await cards.saveTemplate(requireAuth(request), request.params.test_id, request.body.template_info as TemplateBody), msg.answerCard.templateSaved);
    },
    async deleteTestTemplate(request) {
      await cards.deleteTemplate(requireAuth(request), request.params.test_id);
      return ok(null, msg.answerCard.templateDeleted);
    },
  };
}
