/** Contract operations of the roster: the import templates and the upload of classes, students and teachers. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { msg } from '../../../i18n/server.ts';
import { rosterSheets } from '../../../i18n/zh-CN/server/roster.ts';
import type { RosterService } from './roster-service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function rosterHandlers(roster: RosterService): Handlers {
  return {
    async downloadRosterTemplate(request, reply) {
      requireAuth(request);
      const { kind } = request.params;
      const bytes = await roster.template(kind);
      const name = encodeURIComponent(msg.roster.templateName(rosterSheets[kind]));
      reply.header('content-type', XLSX).header('content-disposition', `attachment; filename*=UTF-8''${name}`);
      return bytes;
    },
    async importRoster(request) {
      const { kind } = request.params;
      const { school_id, good_rows_only } = request.query;
      const { outcome, message } = await roster.importRoster(requireAuth(request), {
        kind,
        schoolId: school_id,
        bytes: request.body as Buffer,
        goodRowsOnly: good_rows_only === 1,
      });
      return ok({ created: outcome.created, updated: outcome.updated, skipped: outcome.skipped, errors: outcome.errors, initial_password: outcome.initialPassword ?? null }, message);
    },
  };
}
