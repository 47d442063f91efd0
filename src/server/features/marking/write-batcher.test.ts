import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

interface Row {
  key: string;
  teacher: number;
  value: number;
}

/** A promise settled from outside, to hold a write until the test lets it finish. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A batcher whose writes wait until released; records what went out, alone or together. */
function harness(options: { maxBatch?: number; maxInFlight?: number } = {}) {
  const calls: { kind: 'one' | 'many'; values: number[]; done: ReturnType<typeof deferred<void>> }[] = [];
  const batcher = new WriteBatcher<Row, string>({
    keyOf: (row) => row.key,
    memberOf: (row) => row.teacher,
    maxBatch: options.maxBatch ?? 10,
    maxInFlight: options.maxInFlight ?? 1,
    writeOne: async (row) => {
      const done = deferred<void>();
      calls.push({ kind: 'one', values: [row.value], done });
      await done.promise;
      return row.value < 0 ? undefined : `wrote ${row.value}`;
    },
    writeMany: async (rows) => {
      const done = deferred<void>();
      calls.push({ kind: 'many', values: rows.map((r) => r.value), done });
      await done.promise;
      return rows.map((r) => (r.value < 0 ? undefined : `wrote ${r.value} of ${rows.length}`));
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { batcher, calls, settle };
}

const row = (value: number, teacher = value, key = 'p1:0'): Row => ({ key, teacher, value });

describe('WriteBatcher', () => {
  it('sends a write on its own at once, as a single write', async () => {
    const { batcher, calls, settle } = harness();
    const answer = batcher.write(row(1));
    await settle();
    expect(calls.map((c) => [c.kind, c.values])).toEqual([['one', [1]]]);
    calls[0].done.resolve();
    expect(await answer).toBe('wrote 1');
  });

  it('sends the writes that arrived meanwhile together, and answers each its own outcome', async () => {
    const { batcher, calls, settle } = harness();
    const first = batcher.write(row(1));
    const later = [batcher.write(row(2)), batcher.write(row(-3)), batcher.write(row(4))];
    await settle();
    expect(calls).toHaveLength(1);
    calls[0].done.resolve();
    await settle();
    expect(calls.map((c) => [c.kind, c.values])).toEqual([
      ['one', [1]],
      ['many', [2, -3, 4]],
    ]);
    calls[1].done.resolve();
    expect(await first).toBe('wrote 1');
    expect(await Promise.all(later)).toEqual(['wrote 2 of 3', undefined, 'wrote 4 of 3']);
  });

  it('never puts two writes of one teacher in a batch, and keeps the order of the rest', async () => {
    const { batcher, calls, settle } = harness();
    void batcher.write(row(1));
    const later = [row(2, 7), row(3, 8), row(4, 7), row(5, 9), row(6, 7)].map((r) => batcher.write(r));
    await settle();
    calls[0].done.resolve();
    await settle();
    expect(calls[1].values).toEqual([2, 3, 5]);
    calls[1].done.resolve();
    await settle();
    expect(calls[2].values).toEqual([4]);
    calls[2].done.resolve();
    await settle();
    expect(calls[3].values).toEqual([6]);
    calls[3].done.resolve();
    expect(await Promise.all(later)).toEqual(['wrote 2 of 3', 'wrote 3 of 3', 'wrote 4', 'wrote 5 of 3', 'wrote 6']);
  });

  it('keeps batches to their largest size', async () => {
    const { batcher, calls, settle } = harness({ maxBatch: 2 });
    void batcher.write(row(1));
    for (const value of [2, 3, 4, 5, 6]) void batcher.write(row(value));
    await settle();
    calls[0].done.resolve();
    await settle();
    expect(calls[1].values).toEqual([2, 3]);
    calls[1].done.resolve();
    await settle();
    expect(calls[2].values).toEqual([4, 5]);
  });

  it('runs at most so many batches of a key at once, and keys apart', async () => {
    const { batcher, calls, settle } = harness({ maxInFlight: 2 });
    void batcher.write(row(1));
    void batcher.write(row(2));
    void batcher.write(row(3));
    void batcher.write(row(10, 10, 'p2:0'));
    await settle();
    expect(calls.map((c) => c.values)).toEqual([[1], [2], [10]]);
    expect(batcher.waiting).toBe(1);
    calls[0].done.resolve();
    await settle();
    expect(calls.map((c) => c.values)).toEqual([[1], [2], [10], [3]]);
    expect(batcher.waiting).toBe(0);
  });

  it('leaves every row of a failed batch unwritten, and passes the failure of a single write on', async () => {
    const { batcher, calls, settle } = harness();
    const first = batcher.write(row(1));
    const later = [batcher.write(row(2)), batcher.write(row(3))];
    await settle();
    calls[0].done.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    calls[1].done.reject(new Error('deadlock'));
    expect(await Promise.all(later)).toEqual([undefined, undefined]);
  });
});
