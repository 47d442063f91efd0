import { describe, expect, it } from 'vitest';
import { DataFolderWriteError, WalFlusher, type FlushIo } from './wal-flusher.ts';

/** File calls that only record what was asked; each background flush ends when the test says. */
function recordingIo() {
  const calls: string[] = [];
  const running: { fd: number; finish(error?: Error): void }[] = [];
  let nextFd = 10;
  const names = new Map<number, string>();
  const io: FlushIo = {
    open(path) {
      const fd = nextFd++;
      names.set(fd, path);
      calls.push(`open ${path}`);
      return fd;
    },
    close(fd) {
      calls.push(`close ${names.get(fd)}`);
    },
    flush(fd) {
      calls.push(`flush ${names.get(fd)}`);
      return new Promise((resolve, reject) => running.push({ fd, finish: (error) => (error ? reject(error) : resolve()) }));
    },
    flushSync(fd) {
      calls.push(`flushSync ${names.get(fd)}`);
    },
  };
  /** ends the oldest running background flush */
  const finish = async (error?: Error) => {
    running.shift()!.finish(error);
    // let the flusher and its waiters see it
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { io, calls, running, finish };
}

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A commit that wrote into `segment` and waits until the flusher confirms it durable. */
function commitInto(flusher: WalFlusher, segment: string) {
  flusher.defer(segment);
  let confirmed = false;
  const waiting = flusher.durable(flusher.requested).then(() => {
    confirmed = true;
  });
  return { waiting, confirmed: () => confirmed };
}

describe('WalFlusher', () => {
  it('lets a unit that asked for no flush go at once', async () => {
    const { io, calls } = recordingIo();
    const flusher = new WalFlusher(io);
    await flusher.durable(flusher.requested);
    expect(calls).toEqual([]);
  });

  it('confirms a commit only once its flush has ended', async () => {
    const { io, calls, finish } = recordingIo();
    const flusher = new WalFlusher(io);
    const commit = commitInto(flusher, '/pg_wal/000000010000000000000001');
    await tick();
    expect(calls).toEqual(['open /pg_wal/000000010000000000000001', 'flush /pg_wal/000000010000000000000001']);
    expect(commit.confirmed()).toBe(false);
    await finish();
    await commit.waiting;
    expect(commit.confirmed()).toBe(true);
  });

  it('serves every commit made while a flush runs with one next flush', async () => {
    const { io, calls, running, finish } = recordingIo();
    const flusher = new WalFlusher(io);
    const segment = '/pg_wal/000000010000000000000001';
    const confirmed: number[] = [];
    const commit = (n: number) => {
      flusher.defer(segment);
      return flusher.durable(flusher.requested).then(() => confirmed.push(n));
    };
    const first = commit(1);
    await tick();
    const later = [commit(2), commit(3), commit(4)];
    await tick();
    // one flush at a time: the three later commits wait for the first flush to end
    expect(running).toHaveLength(1);
    await finish();
    await first;
    expect(confirmed).toEqual([1]);
    expect(running).toHaveLength(1);
    await finish();
    await Promise.all(later);
    expect(confirmed).toEqual([1, 2, 3, 4]);
    expect(calls.filter((c) => c.startsWith('flush'))).toHaveLength(2);
    expect(flusher.stats).toEqual({ groupFlushes: 2, inlineFlushes: 0, requests: 4 });
  });

  it('flushes at once, in the caller, what is pending or still being flushed when asked to', async () => {
    const { io, calls, finish } = recordingIo();
    const flusher = new WalFlusher(io);
    const commit = commitInto(flusher, '/pg_wal/000000010000000000000001');
    await tick();
    flusher.defer('/pg_wal/000000010000000000000002');
    // e.g. before a data page is written: both segments, the one in the running flush too
    flusher.flushNow();
    expect(calls.slice(-2)).toEqual(['flushSync /pg_wal/000000010000000000000002', 'flushSync /pg_wal/000000010000000000000001']);
    await commit.waiting;
    expect(commit.confirmed()).toBe(true);
    // nothing new since: a second call does nothing
    flusher.flushNow();
    expect(calls.filter((c) => c.startsWith('flushSync'))).toHaveLength(2);
    await finish();
    // the segment left behind is closed, the current one stays open
    expect(calls).toContain('close /pg_wal/000000010000000000000001');
    expect(calls).not.toContain('close /pg_wal/000000010000000000000002');
  });

  it('confirms nothing more after a failed flush', async () => {
    const { io, finish } = recordingIo();
    const flusher = new WalFlusher(io);
    flusher.defer('/pg_wal/000000010000000000000001');
    const waiting = flusher.durable(flusher.requested);
    await tick();
    await finish(Object.assign(new Error('input/output error'), { code: 'EIO' }));
    await expect(waiting).rejects.toThrow(DataFolderWriteError);
    await expect(waiting).rejects.toThrow(/数据无法写入磁盘：input\/output error/);
    expect(() => flusher.defer('/pg_wal/000000010000000000000001')).toThrow(DataFolderWriteError);
    expect(() => flusher.flushNow()).toThrow(DataFolderWriteError);
  });

  it('closes after the running flush, flushing what is left', async () => {
    const { io, calls, finish } = recordingIo();
    const flusher = new WalFlusher(io);
    flusher.defer('/pg_wal/000000010000000000000001');
    void flusher.durable(flusher.requested);
    await tick();
    flusher.defer('/pg_wal/000000010000000000000001');
    let closed = false;
    const closing = flusher.close().then(() => (closed = true));
    await tick();
    expect(closed).toBe(false);
    await finish();
    await closing;
    expect(calls.slice(-2)).toEqual(['flushSync /pg_wal/000000010000000000000001', 'close /pg_wal/000000010000000000000001']);
  });
});
