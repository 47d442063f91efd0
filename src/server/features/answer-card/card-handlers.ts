/** Contract operations of the answer-sheet designer: saved designs and the recognition template. */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { AnswerCardService, TemplateBody } from './card-service.ts';
import { msg } from '../../../i18n/server.ts';

export function cardHandlers(cards: AnswerCardService): Handlers {
  return {
    listCardDesigns: signedIn((caller, { query }) => cards.designs(caller, query)),
    getCardDesign: signedIn((caller, { params }) => cards.design(caller, params.test_id)),
    saveCardDesign: signedIn((caller, { params, body }) => cards.save(caller, params.test_id, body), msg.answerCard.saved),
    saveTestTemplate: signedIn(
      (caller, { params, body }) => cards.saveTemplate(caller, params.test_id, body.template_info as TemplateBody),
      msg.answerCard.templateSaved,
    ),
    deleteTestTemplate: signedIn((caller, { params }) => cards.deleteTemplate(caller, params.test_id), msg.answerCard.templateDeleted),
  };
}
