import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStorage } from './scan-storage.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'scan-storage-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the folder storage', () => {
  it('stores, reads, streams, finds and deletes a scan by its key, and leaves no partial file', async () => {
    const storage = createFolderStorage(path.join(folder, 'scans'));
    expect(await storage.has('a.png')).toBe(false);
    expect(await storage.open('a.png')).toBeNull();
    await storage.put('a.png', Buffer.from('page'));
    expect(await storage.has('a.png')).toBe(true);
    expect(await storage.get('a.png')).toEqual(Buffer.from('page'));
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.open('a.png'))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('page');
    expect(readdirSync(path.join(folder, 'scans'))).toEqual(['a.png']);
    await storage.delete('a.png');
    await storage.delete('a.png');
    expect(await storage.get('a.png')).toBeNull();
    expect(await storage.has('a.png')).toBe(false);
  });

  it('refuses a key that could leave the folder', async () => {
    const storage = createFolderStorage(path.join(folder, 'scans'));
    for (const key of ['../x.png', '.hidden', 'a/b.png', '']) {
      await expect(storage.has(key)).rejects.toThrow(/invalid scan key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid scan key/);
    }
  });
});
