/** Contract operations of the organisation: a school's classes and a class's roster. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { OrganisationService } from './organisation-service.ts';

export function organisationHandlers(organisation: OrganisationService): Handlers {
  return {
    async listSchoolClasses(request) {
      return ok(await organisation.schoolClasses(requireAuth(request), request.query.school_id));
    },
    async getClassRoster(request) {
      return ok(await organisation.classRoster(requireAuth(request), request.params.id));
    },
  };
}
