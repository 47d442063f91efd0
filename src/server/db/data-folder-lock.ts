/**
 * One process per embedded database folder. PGlite is a database engine inside this process,
 * with nothing shared between processes: two processes on one folder each write the files as if
 * alone, and acknowledged marks are lost and indexes broken. The folder is therefore locked for
 * the life of the process that opens it: an exclusive POSIX record lock (fcntl F_SETLK, through
 * os-lock) on `<folder>.lock`, beside the folder. The kernel holds the lock for the process and
 * drops it whenever the process ends, however it ends (kill -9 included), so a lock is never left
 * behind and no process number is trusted: the number written into the file only names the
 * holder in the message another process prints.
 *
 * A record lock belongs to the process, not to the file handle: the same process could take it
 * twice, and closing any other handle of the lock file would drop it. Folders this process holds
 * are therefore also kept in a set, and the lock file is opened nowhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lock } from 'os-lock';
import { msg } from '../../i18n/server.ts';

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: number | undefined,
  ) {
    super(msg.startup.dataFolderLocked(folder, holder));
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  readonly folder: string;
  release(): void;
}

const held = new Set<string>();

/** The lock file of a database folder: beside it, so that the folder itself stays PostgreSQL's. */
export function lockFileOf(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

function holderOf(fd: number): number | undefined {
  const pid = Number.parseInt(fs.readFileSync(fd, 'utf8').trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Takes the folder's lock or throws DataFolderLockedError at once (never waits). The folder
 * need not exist yet; its parent is created when missing.
 */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  const resolved = path.resolve(folder);
  if (held.has(resolved)) throw new DataFolderLockedError(resolved, process.pid);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const fd = fs.openSync(lockFileOf(resolved), fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  try {
    await lock(fd, { exclusive: true, immediate: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const holder = code === 'EAGAIN' || code === 'EACCES' ? holderOf(fd) : undefined;
    fs.closeSync(fd);
    if (code === 'EAGAIN' || code === 'EACCES') throw new DataFolderLockedError(resolved, holder);
    throw error;
  }
  held.add(resolved);
  // written over the old number, then cut to length: a reader never finds the file empty
  const pid = `${process.pid}\n`;
  fs.writeSync(fd, pid, 0);
  fs.ftruncateSync(fd, Buffer.byteLength(pid));
  return {
    folder: resolved,
    release() {
      if (!held.delete(resolved)) return;
      // closing the file drops the lock; the file stays (removing it would race a new holder)
      fs.closeSync(fd);
    },
  };
}
