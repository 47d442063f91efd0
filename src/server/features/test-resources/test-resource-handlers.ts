/** Contract operations of a paper's attached files (test-resource) and of the school's library of them (校本试卷). */
import { msg } from '../../../i18n/server.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Database } from '../../db/database.ts';
import { resourceLibrary } from './resource-library.ts';
import type { TestResourceService } from './test-resource-service.ts';

export function testResourceHandlers(resources: TestResourceService, database: Database): Handlers {
  return {
    listLibraryResources: signedIn((caller, { query }) => resourceLibrary(database, caller, query)),
    listTestResources: signedIn((caller, { query }) => resources.list(caller, query.test_id)),
    uploadTestResource: signedIn(
      (caller, { query, body }) => resources.upload(caller, query.test_id, query.name, body as Buffer | undefined),
      (result) => msg.testResources.uploaded(result.name),
    ),
    deleteTestResource: signedIn((caller, { params }) => resources.remove(caller, params.id), msg.testResources.deleted),
    async downloadTestResource(request, reply) {
      const { row, content } = await resources.open(requireAuth(request), request.params.id);
      const name = encodeURIComponent(row.name);
      reply.header('content-type', row.mediaType).header('content-disposition', `attachment; filename*=UTF-8''${name}`).header('Cache-Control', 'private, no-cache');
      return reply.send(content);
    },
  };
}
