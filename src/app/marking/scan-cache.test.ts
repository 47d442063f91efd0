import { describe, expect, it } from 'vitest';
import { ScanCache, type ObjectUrls } from './scan-cache.ts';

function fakeUrls() {
  let next = 0;
  const revoked: string[] = [];
  const urls: ObjectUrls = { create: () => `blob:test/${++next}`, revoke: (url) => void revoked.push(url) };
  return { urls, revoked };
}

describe('the scan cache', () => {
  it('downloads each scan once and answers its object URL', async () => {
    const fetched: string[] = [];
    const { urls } = fakeUrls();
    const cache = new ScanCache(async (url) => {
      fetched.push(url);
      return new Blob([url]);
    }, urls);

    cache.prefetch(['/v1/files/scans/a.png', '/v1/files/scans/b.png']);
    const first = await cache.load('/v1/files/scans/a.png');
    const again = await cache.load('/v1/files/scans/a.png');

    expect(first).toBe(again);
    expect(fetched).toEqual(['/v1/files/scans/a.png', '/v1/files/scans/b.png']);
    expect(cache.peek('/v1/files/scans/b.png')).toMatch(/^blob:/);
  });

  it('frees the scans of students that are gone', async () => {
    const { urls, revoked } = fakeUrls();
    const cache = new ScanCache(async () => new Blob(['x']), urls);
    const a = await cache.load('a');
    await cache.load('b');

    cache.retainOnly(['b']);

    expect(revoked).toEqual([a]);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('tries a failed download again on the next load', async () => {
    let attempts = 0;
    const cache = new ScanCache(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return new Blob(['x']);
    }, fakeUrls().urls);

    await expect(cache.load('a')).rejects.toThrow('offline');
    await expect(cache.load('a')).resolves.toMatch(/^blob:/);
    expect(attempts).toBe(2);
  });

  it('frees a scan that arrives after its student was released', async () => {
    let finish: (blob: Blob) => void = () => {};
    const { urls, revoked } = fakeUrls();
    const cache = new ScanCache(() => new Promise<Blob>((resolve) => (finish = resolve)), urls);
    const pending = cache.load('a');
    cache.retainOnly([]);
    finish(new Blob(['x']));
    const url = await pending;
    expect(revoked).toEqual([url]);
  });

  it('offers a scan only once it is decoded, so the frame that shows it can paint it', async () => {
    let decoded: () => void = () => {};
    const { urls } = fakeUrls();
    const decoding: ObjectUrls = { ...urls, ready: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const cache = new ScanCache(async () => new Blob(['x']), decoding);
    let answered = false;
    const pending = cache.load('a').then((url) => {
      answered = true;
      return url;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(answered).toBe(false);
    expect(cache.peek('a')).toBeUndefined();

    decoded();
    const url = await pending;
    expect(cache.peek('a')).toBe(url);
  });

  it('frees a scan released while it was being decoded', async () => {
    let decoded: () => void = () => {};
    const { urls, revoked } = fakeUrls();
    const decoding: ObjectUrls = { ...urls, ready: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const cache = new ScanCache(async () => new Blob(['x']), decoding);
    const pending = cache.load('a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.retainOnly([]);
    decoded();
    const url = await pending;
    expect(revoked).toEqual([url]);
    expect(cache.peek('a')).toBeUndefined();
  });
});
