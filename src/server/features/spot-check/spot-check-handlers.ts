/** Contract operations of spot checks (spec 001 §7.5 partition-spot-check). */
import { msg } from '../../../i18n/server.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { SpotChecks } from './spot-check-service.ts';

export function spotCheckHandlers(checks: SpotChecks): Handlers {
  return {
    async createSpotCheck(request) {
      const check = await checks.create(requireAuth(request), request.body.partition_id, request.body.count);
      return ok(check, msg.spotCheck.created(check.partition_name, check.papers.length));
    },
    async listSpotChecks(request) {
      return ok(await checks.ofGroup(requireAuth(request), request.query.partition_id));
    },
    async listSpotCheckGroups(request) {
      return ok(await checks.groupsOfTest(requireAuth(request), request.query.test_id));
    },
    async scoreSpotCheck(request) {
      return ok(await checks.score(requireAuth(request), request.params.id, request.body.scores), msg.spotCheck.scored);
    },
  };
}
