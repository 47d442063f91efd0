/** Stored scans by their address: the address is opened (scan-url.ts), then who may see the scan now is asked of src/server/access. */
import { AccessMessage } from '../../access/access-messages.ts';
import { requireScan } from '../../access/scan-access.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses, type OpenedScan } from './scan-url.ts';

export const ScanMessage = {
  unknownAddress: '扫描图不存在或链接已过期，请刷新后重试',
  notAllowed: AccessMessage.scanNotAllowed,
  missing: AccessMessage.scanMissing,
} as const;

/** The stored scan an address names, when the caller may see it now. */
export async function readScanFor(database: Database, storage: ScanStorage, auth: AuthContext, token: string): Promise<{ content: Buffer; opened: OpenedScan }> {
  const opened = (await scanAddresses(database)).open(token, auth.userId);
  if (!opened) throw notFound(ScanMessage.unknownAddress);
  const key = await database.run((db) => requireScan(db, auth, opened.ref));
  const content = await storage.get(key);
  if (!content) throw notFound(ScanMessage.missing);
  return { content, opened };
}
