/** Contract operation of live marking speed (test-partition). */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { MarkingSpeed } from './speed-service.ts';

export function speedHandlers(speed: MarkingSpeed): Handlers {
  return {
    async getMarkingSpeed(request) {
      return ok(await speed.ofTest(requireAuth(request), request.query.test_id));
    },
  };
}
