/**
 * Runs async jobs one after another. PGlite is a single connection: two units of work that
 * interleave would run inside each other's transactions, so every unit goes through this queue.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  get length(): number {
    return this.pending;
  }

  push<T>(job: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(job, job);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }
}
