/** Contract operation of the knowledge-tag tree. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { TagService } from './tag-service.ts';

export function tagHandlers(tags: TagService): Handlers {
  return {
    async getTagTree(request) {
      return ok(await tags.tree(requireAuth(request), request.query.subject_id));
    },
  };
}
