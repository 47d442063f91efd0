import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder, lockFileOf } from './data-folder-lock.ts';

const parent = mkdtempSync(path.join(tmpdir(), 'lock-unit-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('lockDataFolder', () => {
  it('holds a folder once in this process too, names the holder, and frees it on release', async () => {
    const folder = path.join(parent, 'data', 'db');
    const held = await lockDataFolder(folder);
    expect(readFileSync(lockFileOf(folder), 'utf8')).toBe(`${process.pid}\n`);
    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as DataFolderLockedError).message).toContain(`数据目录 ${folder} 已被另一个进程（PID ${process.pid}）打开`);
    held.release();
    const again = await lockDataFolder(folder);
    again.release();
  });

  it('keeps the folders apart', async () => {
    const one = await lockDataFolder(path.join(parent, 'one'));
    const two = await lockDataFolder(path.join(parent, 'two'));
    one.release();
    two.release();
  });
});
