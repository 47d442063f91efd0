import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedCache } from './timed-cache.ts';

describe('TimedCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('loads a value once however many callers wait for it', async () => {
    const kept = new TimedCache<number, string>(1000);
    const load = vi.fn(async () => 'partition 7');
    const answers = await Promise.all([kept.get(7, load), kept.get(7, load), kept.get(7, load)]);
    expect(answers).toEqual(['partition 7', 'partition 7', 'partition 7']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the old value while one reload runs, then the new one', async () => {
    const kept = new TimedCache<number, number>(1000);
    expect(await kept.get(1, async () => 1)).toBe(1);
    vi.setSystemTime(Date.now() + 1500);
    let finish: (value: number) => void = () => undefined;
    const reload = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await kept.get(1, reload)).toBe(1);
    expect(await kept.get(1, reload)).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    finish(2);
    await Promise.resolve();
    expect(await kept.get(1, reload)).toBe(2);
  });

  it('keeps the old value when a reload fails, and tries again later', async () => {
    const kept = new TimedCache<number, string>(1000);
    expect(await kept.get(1, async () => 'first')).toBe('first');
    vi.setSystemTime(Date.now() + 1500);
    expect(await kept.get(1, () => Promise.reject(new Error('database away')))).toBe('first');
    await Promise.resolve();
    await Promise.resolve();
    expect(await kept.get(1, async () => 'second')).toBe('first');
    await Promise.resolve();
    expect(await kept.get(1, async () => 'third')).toBe('second');
  });

  it('passes a failed first load on to its callers and loads again next time', async () => {
    const kept = new TimedCache<number, string>(1000);
    await expect(kept.get(1, () => Promise.reject(new Error('no such partition')))).rejects.toThrow('no such partition');
    expect(await kept.get(1, async () => 'found')).toBe('found');
  });

  it('forgets a value at once, also one whose reload is under way', async () => {
    const kept = new TimedCache<number, string>(1000);
    expect(await kept.get(1, async () => 'old')).toBe('old');
    kept.forget(1);
    expect(kept.peek(1)).toBeUndefined();
    expect(await kept.get(1, async () => 'new')).toBe('new');
    vi.setSystemTime(Date.now() + 1500);
    let finish: (value: string) => void = () => undefined;
    expect(await kept.get(1, () => new Promise<string>((resolve) => (finish = resolve)))).toBe('new');
    kept.forget(1);
    finish('stale reload');
    await Promise.resolve();
    expect(await kept.get(1, async () => 'after the edit')).toBe('after the edit');
  });
});
