/** Contract operations of the organisation: schools, campuses, the class tree, classes, rosters, a teacher's classes, and resetting or disabling an account. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { msg } from '../../../i18n/server.ts';
import type { AccountAdminService } from './account-service.ts';
import type { OrganisationService } from './organisation-service.ts';

export function organisationHandlers(organisation: OrganisationService, accounts: AccountAdminService): Handlers {
  return {
    async listSchoolClasses(request) {
      return ok(await organisation.schoolClasses(requireAuth(request), request.query.school_id));
    },
    async getClassRoster(request) {
      return ok(await organisation.classRoster(requireAuth(request), request.params.id));
    },
    async listMySchools(request) {
      return ok(await organisation.schools(requireAuth(request)));
    },
    async listCampuses(request) {
      return ok(await organisation.campuses(requireAuth(request), request.query.school_id));
    },
    async getClassTree(request) {
      return ok(await organisation.classTree(requireAuth(request), request.query.school_id));
    },
    async listTeacherClasses(request) {
      return ok(await organisation.teacherClasses(requireAuth(request), request.params.id));
    },
    async listSchoolAccounts(request) {
      return ok(await accounts.schoolAccounts(requireAuth(request), request.query.school_id));
    },
    async resetUserPassword(request) {
      return ok(await accounts.resetPassword(requireAuth(request), request.params.id), msg.organisation.passwordReset);
    },
    async setUserDisabled(request) {
      const answer = await accounts.setDisabled(requireAuth(request), request.params.id, request.body.disabled);
      return ok(answer, answer.disabled ? msg.organisation.accountDisabled : msg.organisation.accountEnabled);
    },
  };
}
