/** Stored scans by their address: the address is opened (scan-url.ts), then who may see the scan now is asked of src/server/access. */
import { requireScan } from '../../access/scan-access.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { markedSheet } from '../analysis/marked-sheet.ts';
import { scanAddresses, type OpenedScan } from './scan-url.ts';
import { msg } from '../../../i18n/server.ts';


/** The stored scan an address names, when the caller may see it now. */
export async function readScanFor(database: Database, storage: ScanStorage, auth: AuthContext, token: string): Promise<{ content: Buffer; opened: OpenedScan }> {
  const opened = (await scanAddresses(database)).open(token, auth.userId);
  if (!opened) throw notFound(msg.files.unknownScanAddress);
  const key = await database.run((db) => requireScan(db, auth, opened.ref));
  const content = await storage.get(key);
  if (!content) throw notFound(msg.access.scanMissing);
  // a sheet with the scores burned in is drawn from the stored side now, with the marks as they are now
  if (opened.ref.kind === 'marked') return { content: await markedSheet(database, opened.ref, content), opened };
  return { content, opened };
}
