/** Contract operations of the first-run setup link (no session: the link's token is the right to use it). */
import { msg } from '../../../i18n/server.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { SetupService } from './setup-service.ts';

export function setupHandlers(setup: SetupService): Handlers {
  return {
    async getSetupLink(request) {
      return ok(await setup.describe(request.query.token));
    },
    async completeSetup(request) {
      return ok(await setup.complete(request.body), msg.setup.done);
    },
  };
}
