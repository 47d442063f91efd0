/** The browser's upload queue: never more files in flight than the limit, started in the order given. */
import { describe, expect, it } from 'vitest';
import { limitParallel } from './scan-upload.ts';

describe('limitParallel', () => {
  it('runs at most the limit at once and starts the waiting tasks in order', async () => {
    const parallel = limitParallel(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      parallel(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((done) => releases.push(done));
        running--;
        return n * 10;
      }),
    );
    const settle = () => new Promise((done) => setTimeout(done, 0));
    await settle();
    expect(started).toEqual([0, 1]);
    while (releases.length > 0 || started.length < 5) {
      releases.shift()?.();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('goes on with the next task after one fails', async () => {
    const parallel = limitParallel(1);
    const failed = parallel(() => Promise.reject(new Error('断开')));
    const next = parallel(async () => 'ok');
    await expect(failed).rejects.toThrow('断开');
    await expect(next).resolves.toBe('ok');
  });
});
