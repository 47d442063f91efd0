/**
 * Where scan images live. The embedded default is a folder on the local disk; a deployment with
 * several server processes points SCAN_DIR at shared storage. Keys are flat file names
 * (letters, digits, `_`, `-`, `.`) so that a key can never leave the folder.
 */
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

export const SCAN_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

export interface ScanStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** null when no such scan is stored */
  get(key: string): Promise<Buffer | null>;
}

export function assertScanKey(key: string): void {
  if (!SCAN_KEY_PATTERN.test(key) || key.startsWith('.')) throw new Error(`invalid scan key: ${key}`);
}

export function createFolderStorage(folder: string): ScanStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, content) {
      assertScanKey(key);
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      const target = path.join(folder, key);
      const partial = `${target}.${process.pid}.partial`;
      // write then rename: a reader never sees half an image, a crash never leaves one
      await writeFile(partial, content);
      await rename(partial, target);
    },
    async get(key) {
      assertScanKey(key);
      try {
        return await readFile(path.join(folder, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
