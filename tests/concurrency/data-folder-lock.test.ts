/**
 * One server process per embedded data folder: a second `src/server/main.ts` on the same
 * DATA_DIR (another port) stops at once with a message naming the folder and the process that
 * has it, and leaves it alone; once the first is killed (SIGKILL: no chance to clean up), a new
 * one starts on the folder as usual.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../pg/throwaway-cluster.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
const folder = path.join(dataDir, 'db');
const started: ServerProcess[] = [];
/** what main.ts prints once it serves */
const STARTED = '阅卷平台已启动';

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Runs a second server on the folder until it exits (its code and everything it printed), or
 * until it says it has started, when it is stopped at once (code null).
 */
async function runToExit(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', HOST: '127.0.0.1', PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let serving = false;
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (!serving && output.includes(STARTED)) {
      serving = true;
      child.kill('SIGKILL');
    }
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code: serving ? null : code, output };
}

describe('the embedded data folder', () => {
  it('is refused to a second server process while the first runs, and free again once it is killed', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    started.push(first);
    const firstPid = first.child.pid!;

    const second = await runToExit();
    expect(second.code).toBe(1);
    expect(second.output).toContain(`数据目录 ${folder} 已被另一个进程（PID ${firstPid}）打开`);
    expect(second.output).not.toContain(STARTED);
    // the first still has the folder and still answers
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(firstPid));
    expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);

    await first.stop('SIGKILL');
    const third = await startServer({ DATA_DIR: dataDir });
    started.push(third);
    expect((await fetch(`${third.url}/healthz`)).ok).toBe(true);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(third.child.pid));
  });
});
