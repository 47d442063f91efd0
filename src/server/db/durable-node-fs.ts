/**
 * The embedded database's folder, with PostgreSQL's flushes made real.
 *
 * PGlite runs PostgreSQL in WebAssembly and writes the folder through Emscripten's NODEFS, which
 * maps every write to node:fs but has no fsync at all: the engine's fsync() and fdatasync()
 * return success and reach nothing (and PGlite starts the engine with fsync off besides). Commits
 * then survive the process dying, since the log is written to the kernel at every commit, but
 * not a power cut or a crash of the machine.
 *
 * Here the engine runs with fsync on (and the log flushed with fsync(), the one call NODEFS
 * passes on), and NODEFS gets the missing flush:
 * - a flush of a WAL segment, which the engine asks for at every commit, is handed to the
 *   WalFlusher, which does it in the background for all commits at once before they are
 *   confirmed (group commit; see wal-flusher.ts);
 * - every other flush (data files at a checkpoint, the control file, a new WAL segment and its
 *   folder) is done at once, as PostgreSQL expects;
 * - before anything other than the log reaches the folder (a data page, the control file, a
 *   rename, a removal, a truncation), the deferred log flushes are done first, in the engine's
 *   thread. PostgreSQL flushes the log up to a page's change before it writes the page; with the
 *   log flush deferred, this keeps that order. Pages of zeros (a table growing) carry no change
 *   and do not wait.
 */
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';
import { WalFlusher, type FlushIo } from './wal-flusher.ts';

/** WAL segment files: 24 hexadecimal digits in pg_wal (timeline, log and segment numbers). */
const WAL_SEGMENT = /[/\\]pg_wal[/\\][0-9A-F]{24}$/;

/** PGlite's start parameters with the flushes on; `-F` is PostgreSQL's "fsync off". */
export const DURABLE_START_PARAMS = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/** The parts of Emscripten's NODEFS this file uses. */
interface EmscriptenNode {
  parent: EmscriptenNode;
  name: string;
}
interface EmscriptenStream {
  node: EmscriptenNode;
  nfd?: number;
}
type StreamWrite = (stream: EmscriptenStream, buffer: Int8Array, offset: number, length: number, position?: number) => number;
interface NodeFsInternals {
  realPath(node: EmscriptenNode): string;
  tryFSOperation<T>(operation: () => T): T;
  stream_ops: { write: StreamWrite; fsync?: (stream: EmscriptenStream) => number; setattr: (...args: unknown[]) => void };
  node_ops: Record<'setattr' | 'mknod' | 'rename' | 'unlink' | 'rmdir' | 'symlink', (...args: unknown[]) => unknown>;
}

const nodeIo: FlushIo = {
  open: (path) => fs.openSync(path, 'r+'),
  close: (fd) => fs.closeSync(fd),
  flush: (fd) => new Promise((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve()))),
  flushSync: (fd) => fs.fdatasyncSync(fd),
};

function allZero(buffer: Int8Array, offset: number, length: number): boolean {
  for (let i = offset, end = offset + length; i < end; i++) if (buffer[i] !== 0) return false;
  return true;
}

export class DurableNodeFS extends NodeFS {
  readonly flusher: WalFlusher;

  constructor(dataDir: string, io: FlushIo = nodeIo) {
    super(dataDir);
    this.flusher = new WalFlusher(io);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const hook = (mod: { NODEFS: unknown }) => this.hook(mod.NODEFS as NodeFsInternals);
    return super.init(pg, { ...opts, preRun: [...(opts.preRun ?? []), hook] });
  }

  override async closeFs(): Promise<void> {
    await super.closeFs();
    await this.flusher.close();
  }

  /** Puts the flushes into NODEFS's shared operation tables, before the folder is mounted. */
  private hook(nodefs: NodeFsInternals): void {
    // another PGlite may arrange NODEFS otherwise: refuse to open rather than run without flushes
    if (typeof nodefs?.realPath !== 'function' || typeof nodefs.stream_ops?.write !== 'function' || typeof nodefs.node_ops?.rename !== 'function') {
      throw new Error('this PGlite version has no NODEFS the durable storage knows; commits could not be flushed to disk');
    }
    const flusher = this.flusher;
    const segmentOf = new WeakMap<EmscriptenStream, string | null>();
    // a stream keeps its file's name: a file renamed into a segment is reopened under its new name
    const segment = (stream: EmscriptenStream): string | null => {
      let path = segmentOf.get(stream);
      if (path === undefined) {
        const real = nodefs.realPath(stream.node);
        path = WAL_SEGMENT.test(real) ? real : null;
        segmentOf.set(stream, path);
      }
      return path;
    };
    const streamOps = nodefs.stream_ops;
    const write = streamOps.write;
    streamOps.write = (stream, buffer, offset, length, position) => {
      if (segment(stream) === null && !allZero(buffer, offset, length)) flusher.flushNow();
      return write(stream, buffer, offset, length, position);
    };
    streamOps.fsync = (stream) => {
      const path = segment(stream);
      if (path !== null) flusher.defer(path);
      else {
        flusher.flushNow();
        nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
      }
      return 0;
    };
    const setattr = streamOps.setattr;
    streamOps.setattr = (...args) => {
      flusher.flushNow();
      setattr(...args);
    };
    const nodeOps = nodefs.node_ops;
    for (const name of ['setattr', 'mknod', 'rename', 'unlink', 'rmdir', 'symlink'] as const) {
      const operation = nodeOps[name];
      nodeOps[name] = (...args) => {
        flusher.flushNow();
        return operation(...args);
      };
    }
  }
}

/**
 * Flushes every file and folder under `root` (and `root` in its parent folder): for a database
 * folder PGlite has just created, whose files were written without any flush.
 */
export function flushTree(root: string): void {
  const flush = (target: string) => {
    const fd = fs.openSync(target, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const target = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) flush(target);
    }
    flush(folder);
  };
  walk(root);
  flush(`${root}/..`);
}
