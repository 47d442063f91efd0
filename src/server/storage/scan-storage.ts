/**
 * Where scan images live. The embedded default is a folder on the local disk; a deployment with
 * several server processes points SCAN_DIR at shared storage, or stores scans in an S3-compatible
 * bucket (s3-storage.ts, chosen by S3_BUCKET). Keys are flat file names (letters, digits, `_`,
 * `-`, `.`) so that a key can never leave the folder, and mean the same in a bucket.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';

export const SCAN_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

export interface ScanStorage {
  /** Stores the whole content under the key, or nothing: a reader never sees half a file. */
  put(key: string, content: Buffer): Promise<void>;
  /** null when no such scan is stored */
  get(key: string): Promise<Buffer | null>;
  /** The stored content as a stream (large originals, PDFs), null when no such scan is stored. */
  open(key: string): Promise<Readable | null>;
  has(key: string): Promise<boolean>;
  /** Removes the scan; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/**
 * The store cannot be used right now (unreachable, its bucket missing, credentials refused): the
 * caller's data is intact, the request may be tried again; answered 503 with the envelope.
 */
export class ScanStorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(ErrorCode.serviceUnavailable, msg.files.storageUnavailable);
    this.name = 'ScanStorageUnavailableError';
    this.cause = cause;
  }
}

export function assertScanKey(key: string): void {
  if (!SCAN_KEY_PATTERN.test(key) || key.startsWith('.')) throw new Error(`invalid scan key: ${key}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createFolderStorage(folder: string): ScanStorage {
  let ready: Promise<unknown> | undefined;
  const fileOf = (key: string) => {
    assertScanKey(key);
    return path.join(folder, key);
  };
  return {
    async put(key, content) {
      const target = fileOf(key);
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      const partial = `${target}.${process.pid}.partial`;
      // write then rename: a reader never sees half an image, a crash never leaves one
      await writeFile(partial, content);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
