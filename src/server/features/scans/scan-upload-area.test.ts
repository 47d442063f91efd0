import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanUploadArea } from './scan-upload-area.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'upload-area-'));
  folders.push(folder);
  return folder;
}

describe('the folder of scan uploads in progress', () => {
  it('exists as soon as the area is made, and removing it at once leaves nothing pending to fail later', async () => {
    const directory = path.join(scratch(), 'uploads', 'nested');
    new ScanUploadArea(directory);
    expect(existsSync(directory)).toBe(true);
    rmSync(directory, { recursive: true, force: true });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });

  it('is refused at start, with its reason, when it cannot be made', () => {
    const file = path.join(scratch(), 'a-file');
    writeFileSync(file, '');
    expect(() => new ScanUploadArea(path.join(file, 'uploads'))).toThrow(/ENOTDIR/);
  });

  it('answers no expired upload in a new folder', async () => {
    await expect(new ScanUploadArea(scratch()).sweepExpired()).resolves.toBe(0);
  });
});
