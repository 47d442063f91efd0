import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { readScanFor } from './file-service.ts';

/** Stored scans are PNG (the demo's pieces, uploaded pages) or JPEG (pieces and sheets cut by recognition and division): told by their first bytes. */
function imageTypeOf(content: Buffer): 'image/jpeg' | 'image/png' {
  return content[0] === 0xff && content[1] === 0xd8 ? 'image/jpeg' : 'image/png';
}

export function fileHandlers(database: Database, storage: ScanStorage): Handlers {
  return {
    async getScanImage(request, reply) {
      const { content, opened } = await readScanFor(database, storage, requireAuth(request), request.params.key);
      // a scan never changes under its address; the browser keeps it while the address works —
      // except a sheet with scores burned in, which changes when a mark does
      const seconds = Math.max(0, Math.floor((opened.expiresAt - Date.now()) / 1000));
      reply.header('Cache-Control', opened.ref.kind === 'marked' ? 'private, no-cache' : `private, max-age=${seconds}, immutable`).type(imageTypeOf(content));
      return content;
    },
  };
}
