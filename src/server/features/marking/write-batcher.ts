/**
 * Writes that arrive while earlier ones are running go to the database together: one write on
 * its own goes out at once, as it is; under load, the writes that queued up meanwhile go as one
 * batch, which costs the database far less per write than one statement each. Rows of the same
 * key (a partition and mode) may share a batch, rows of the same member (a teacher) may not.
 */
export interface WriteBatcherOptions<Row, Result> {
  keyOf(row: Row): string;
  memberOf(row: Row): string | number;
  /** most rows in one batch */
  maxBatch: number;
  /** most batches of one key running at once */
  maxInFlight: number;
  /** a row alone; undefined: not written (its caller decides again) */
  writeOne(row: Row): Promise<Result | undefined>;
  /** several rows, answered in order; a failure leaves every row unwritten */
  writeMany(rows: Row[]): Promise<(Result | undefined)[]>;
}

interface Waiting<Row, Result> {
  row: Row;
  resolve(result: Result | undefined): void;
  reject(error: unknown): void;
}

export class WriteBatcher<Row, Result> {
  private readonly queues = new Map<string, Waiting<Row, Result>[]>();
  private readonly running = new Map<string, number>();

  constructor(private readonly options: WriteBatcherOptions<Row, Result>) {}

  write(row: Row): Promise<Result | undefined> {
    const key = this.options.keyOf(row);
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key) ?? [];
      queue.push({ row, resolve, reject });
      this.queues.set(key, queue);
      this.pump(key);
    });
  }

  /** Rows waiting for a batch, over all keys. */
  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  private pump(key: string): void {
    const queue = this.queues.get(key);
    while (queue && queue.length > 0 && (this.running.get(key) ?? 0) < this.options.maxInFlight) {
      const batch = this.take(queue);
      if (queue.length === 0) this.queues.delete(key);
      this.running.set(key, (this.running.get(key) ?? 0) + 1);
      void this.run(batch).finally(() => {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left === 0) this.running.delete(key);
        else this.running.set(key, left);
        this.pump(key);
      });
    }
  }

  /** The first rows of the queue, no two of one member, at most maxBatch; the rest stay in order. */
  private take(queue: Waiting<Row, Result>[]): Waiting<Row, Result>[] {
    const batch: Waiting<Row, Result>[] = [];
    const members = new Set<string | number>();
    for (let i = 0; i < queue.length && batch.length < this.options.maxBatch; ) {
      const member = this.options.memberOf(queue[i].row);
      if (members.has(member)) {
        i++;
        continue;
      }
      members.add(member);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  private async run(batch: Waiting<Row, Result>[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch;
      try {
        only.resolve(await this.options.writeOne(only.row));
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    let results: (Result | undefined)[];
    try {
      results = await this.options.writeMany(batch.map((w) => w.row));
    } catch {
      results = [];
    }
    batch.forEach((w, i) => w.resolve(results[i]));
  }
}
