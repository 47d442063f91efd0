/**
 * The local scanner service into a real batch: the service scans from SANE's test backend (a real
 * SANE device generating pages) and uploads each page with the tus protocol into a batch of the
 * demo school on the running app; the batch then holds the pages, stored once per checksum (the
 * test device's sheets at one resolution are identical, as two scans of the same page are). A
 * token that is not a session's is refused by the platform and the pages stay with the service.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/i18n/server.ts';
import { createScanAgent } from '../../src/scan-agent/agent-server.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let serverUrl: string;
let agent: ReturnType<typeof createScanAgent>;
let agentUrl: string;
const work = mkdtempSync(path.join(tmpdir(), 'scan-agent-it-'));

beforeAll(async () => {
  // the pages stay queued: recognition is not what this file is about
  demo = await openDemoSchool(2, { scanWorkers: false });
  serverUrl = await demo.testApp.app.listen({ port: 0, host: '127.0.0.1' });
  mkdirSync(path.join(work, 'sane.d'));
  writeFileSync(path.join(work, 'sane.d', 'dll.conf'), 'test\n');
  agent = createScanAgent({ origins: [serverUrl], sane: { program: 'scanimage', env: { ...process.env, SANE_CONFIG_DIR: path.join(work, 'sane.d') } }, workFolder: work });
  await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
  agentUrl = `http://127.0.0.1:${(agent.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => agent?.server.close(resolve));
  await demo?.close();
  rmSync(work, { recursive: true, force: true });
});

async function newBatch(name: string): Promise<number> {
  const created = await demo.call('createScanBatch', { method: 'POST', url: '/v1/scan/scan-batch', token: demo.web.schooladmin, payload: { test_id: demo.mathsTestId, name } });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

async function scan(body: Record<string, unknown>) {
  const started = await fetch(`${agentUrl}/scan`, { method: 'POST', headers: { origin: serverUrl, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(started.status).toBe(202);
  return (await agent.jobs.settled(((await started.json()) as { data: { id: string } }).data.id))!;
}

const batchOf = async (id: number) => (await demo.call('getScanBatch', { url: `/v1/scan/scan-batch/${id}`, token: demo.web.schooladmin })).body.data;

describe('the scanner service into a batch', () => {
  it('uploads every scanned page into the batch, where each distinct page is queued once', async () => {
    const batchId = await newBatch('扫描仪');
    const settings = { device: 'test:0', mode: 'Gray', source: 'Automatic Document Feeder', serverUrl, token: demo.web.schooladmin, batchId };
    expect(await scan({ ...settings, resolution: 75, pages: 3 })).toMatchObject({ state: 'done', scanned: 3, uploaded: 3 });
    expect(await scan({ ...settings, resolution: 100, pages: 2 })).toMatchObject({ state: 'done', scanned: 2, uploaded: 2 });

    const batch = await batchOf(batchId);
    expect(batch.batch).toMatchObject({ files: 2, refused_files: 0, pages: 2, states: { queued: 2 } });
    expect(batch.files.map((f: { media_type: string; state: string; pages: number }) => [f.media_type, f.state, f.pages])).toEqual([
      ['image/png', 'split', 1],
      ['image/png', 'split', 1],
    ]);
  });

  it('keeps the pages when the platform refuses the token, and says what the platform said', async () => {
    const batchId = await newBatch('无效令牌');
    const refused = await scan({ device: 'test:1', resolution: 75, pages: 2, serverUrl, token: 'not-a-session', batchId });
    expect(refused).toMatchObject({ state: 'failed', scanned: 2, uploaded: 0 });
    expect(refused.pages.every((p) => p.state === 'failed')).toBe(true);
    expect(refused.error).toContain(msg.auth.tokenMissing);
    expect(readdirSync(refused.folder).sort()).toEqual(['page-0001.png', 'page-0002.png']);
    expect((await batchOf(batchId)).batch).toMatchObject({ files: 0, pages: 0 });
  });
});
