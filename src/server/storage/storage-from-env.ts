/**
 * The scan storage a process uses: an S3-compatible bucket when S3_BUCKET is set (every server
 * and worker process of a deployment then shares it, on any machine), else the folder SCAN_DIR
 * (default DATA_DIR/scans).
 */
import { createS3Storage, s3ConfigFromEnv } from './s3-storage.ts';
import { createFolderStorage, ScanStorageUnavailableError, type ScanStorage } from './scan-storage.ts';

export interface ChosenScanStorage {
  storage: ScanStorage;
  /** where the scans are, for the start-up line: the bucket's name or the folder */
  where: { kind: 's3'; bucket: string; endpoint?: string } | { kind: 'folder'; folder: string };
}

export function scanStorageFromEnv(env: NodeJS.ProcessEnv, defaultFolder: string): ChosenScanStorage {
  const s3 = s3ConfigFromEnv(env);
  if (s3) return { storage: createS3Storage(s3), where: { kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint } };
  const folder = env.SCAN_DIR || defaultFolder;
  return { storage: createFolderStorage(folder), where: { kind: 'folder', folder } };
}

/** Looking up any key asks the store whether it answers; whether this one is stored does not matter. */
const PROBE_KEY = '_startup-probe';

/**
 * Whether the store answers now: undefined when it does, else what it said (no bucket, refused
 * credentials, unreachable). Start-up only warns: the server still starts, reads answer 503 until
 * the store is there.
 */
export async function scanStorageProblem(storage: ScanStorage): Promise<string | undefined> {
  try {
    await storage.has(PROBE_KEY);
    return undefined;
  } catch (error) {
    const cause = error instanceof ScanStorageUnavailableError ? error.cause : error;
    return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  }
}
