import { describe, expect, it } from 'vitest';
import { heldMaker } from '../../../tests/support/held-maker.ts';
import { VersionedCache } from './versioned-cache.ts';

const sized = () => new VersionedCache<string, string>(10, (v) => v.length);

describe('VersionedCache', () => {
  it('answers a kept value while its version holds, without making it again', async () => {
    const cache = sized();
    let made = 0;
    const make = async () => `v${++made}`;
    expect(await cache.get('a', '1', make)).toBe('v1');
    expect(await cache.get('a', '1', make)).toBe('v1');
    expect(made).toBe(1);
  });

  it('makes the value again when the version changes, handing over the one kept before', async () => {
    const cache = sized();
    await cache.get('a', '1', async () => 'old');
    let previous: unknown;
    expect(
      await cache.get('a', '2', async (making) => {
        previous = making.previous;
        return 'new';
      }),
    ).toBe('new');
    expect(previous).toEqual({ version: '1', value: 'old' });
    expect(await cache.get('a', '2', async () => 'again')).toBe('new');
  });

  it('makes a value once for callers asking at once, and again for another version', async () => {
    const cache = sized();
    const maker = heldMaker((made) => `v${made}`);
    const first = cache.get('a', '1', maker.make);
    const second = cache.get('a', '1', maker.make);
    const other = cache.get('a', '2', maker.make);
    maker.release();
    expect(await first).toBe('v2');
    expect(await second).toBe(await first);
    expect(await other).toBe('v2');
    expect(maker.made).toBe(2);
  });

  it('forgets a failed making, so the next caller tries again', async () => {
    const cache = sized();
    await expect(cache.get('a', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', '1', async () => 'up')).toBe('up');
  });

  it('drops the least recently used values past its bytes', async () => {
    const cache = sized();
    await cache.get('a', '1', async () => 'aaaa');
    await cache.get('b', '1', async () => 'bbbb');
    await cache.get('a', '1', async () => 'unused');
    await cache.get('c', '1', async () => 'cccc');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.size).toBe(8);
    await cache.get('d', '1', async () => 'far too large');
    expect(cache.has('d')).toBe(false);
  });
});
