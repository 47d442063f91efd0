import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { readScanFor } from './scan-access.ts';

export function fileHandlers(database: Database, storage: ScanStorage): Handlers {
  return {
    async getScanImage(request, reply) {
      const content = await readScanFor(database, storage, requireAuth(request), request.params.key);
      // scans never change under a key; the browser may keep them for the marking session
      reply.header('Cache-Control', 'private, max-age=86400, immutable').type('image/png');
      return content;
    },
  };
}
