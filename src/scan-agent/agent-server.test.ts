/**
 * The scanner service against SANE's `test` backend (a real SANE device that generates pages),
 * chosen through a SANE_CONFIG_DIR of the test's own, and a real tus server standing in for the
 * platform's upload endpoint.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAgent as text } from '../i18n/zh-CN/scan-agent.ts';
import { createScanAgent, type ScanAgentOptions } from './agent-server.ts';
import { startTestUploadServer } from './test-upload-server.ts';

const APP_ORIGIN = 'http://localhost:8080';
const TOKEN = 'session-token-of-the-administrator';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const work = mkdtempSync(path.join(tmpdir(), 'scan-agent-'));
const saneConfig = path.join(work, 'sane.d');
let agentUrl: string;
let agent: ReturnType<typeof createScanAgent>;
let uploads: Awaited<ReturnType<typeof startTestUploadServer>>;

async function startAgent(options: Partial<ScanAgentOptions> = {}) {
  const started = createScanAgent({ origins: [APP_ORIGIN], sane: { program: 'scanimage', env: { ...process.env, SANE_CONFIG_DIR: saneConfig } }, workFolder: work, ...options });
  await new Promise<void>((resolve) => started.server.listen(0, '127.0.0.1', resolve));
  return { ...started, url: `http://127.0.0.1:${(started.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  // only SANE's test backend, so that no real scanner or network probe is involved
  mkdirSync(saneConfig);
  writeFileSync(path.join(saneConfig, 'dll.conf'), 'test\n');
  const started = await startAgent();
  agent = started;
  agentUrl = started.url;
  uploads = await startTestUploadServer(TOKEN);
});

afterAll(async () => {
  await new Promise((resolve) => agent?.server.close(resolve));
  await uploads?.close();
  rmSync(work, { recursive: true, force: true });
});

const call = (route: string, init: RequestInit = {}) => fetch(`${agentUrl}${route}`, { ...init, headers: { origin: APP_ORIGIN, ...(init.headers as Record<string, string>) } });
const postScan = (body: unknown) => call('/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const scanOf = (overrides: Record<string, unknown> = {}) => ({ device: 'test:0', resolution: 75, mode: 'Gray', source: 'Automatic Document Feeder', pages: 3, serverUrl: uploads.url, token: TOKEN, batchId: 42, ...overrides });

describe('the scanner service', () => {
  it('answers ping and lists SANE’s test scanners with their modes, sources and resolutions', async () => {
    const ping = await call('/ping');
    expect(ping.status).toBe(200);
    expect(ping.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect((await ping.json()).data).toEqual({ service: 'yuejuan-scan-agent', version: 1, allowed: true });

    const listed = await call('/scanners');
    expect(listed.status).toBe(200);
    const scanners = (await listed.json()).data.result as { device: string; model: string; options: { modes: string[]; sources: string[]; resolutions: unknown } }[];
    expect(scanners.map((s) => s.device)).toEqual(['test:0', 'test:1']);
    expect(scanners[0].model).toBe('frontend-tester');
    expect(scanners[0].options.modes).toEqual(['Gray', 'Color']);
    expect(scanners[0].options.sources).toEqual(['Flatbed', 'Automatic Document Feeder']);
    expect(scanners[0].options.resolutions).toEqual({ min: 1, max: 1200 });
  });

  it('scans the pages asked for and uploads each into the batch with the tus protocol, then keeps nothing', async () => {
    const before = uploads.received.length;
    const started = await postScan(scanOf());
    expect(started.status).toBe(202);
    const job = (await started.json()).data as { id: string; state: string };
    expect(job.state).toBe('scanning');
    const done = await agent.jobs.settled(job.id);
    const progress = (await (await call(`/scan/${job.id}`)).json()).data;
    expect(progress).toMatchObject({ state: 'done', scanned: 3, uploaded: 3, failed: 0, error: null, batchId: 42 });
    const arrived = uploads.received.slice(before);
    expect(arrived).toHaveLength(3);
    for (const upload of arrived) {
      expect(upload.metadata.batchId).toBe('42');
      expect(upload.metadata.filetype).toBe('image/png');
      expect(upload.content.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
    expect(arrived.map((u) => u.metadata.filename)).toEqual(['page-0001.png', 'page-0002.png', 'page-0003.png'].map((name) => expect.stringContaining(name)));
    expect(existsSync(done!.folder)).toBe(false);
  });

  it('scans an automatic feeder until it is empty when no page count is given', async () => {
    const before = uploads.received.length;
    const job = (await (await postScan(scanOf({ pages: undefined, resolution: 50 }))).json()).data as { id: string };
    const done = await agent.jobs.settled(job.id);
    // the test backend's feeder holds ten sheets
    expect(done).toMatchObject({ state: 'done', scanned: 10, uploaded: 10 });
    expect(uploads.received.length - before).toBe(10);
  });

  it('keeps the pages the platform refused on disk, says why, and uploads them on a retry', async () => {
    const before = uploads.received.length;
    uploads.state.refuse = true;
    const job = (await (await postScan(scanOf({ pages: 2 }))).json()).data as { id: string };
    const failed = await agent.jobs.settled(job.id);
    expect(failed).toMatchObject({ state: 'failed', scanned: 2, uploaded: 0 });
    expect(failed!.error).toContain('refused by the test server');
    expect(readdirSync(failed!.folder).sort()).toEqual(['page-0001.png', 'page-0002.png']);
    expect(uploads.received.length).toBe(before);

    uploads.state.refuse = false;
    const retried = await call(`/scan/${job.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    const done = await agent.jobs.settled(job.id);
    expect(done).toMatchObject({ state: 'done', uploaded: 2 });
    expect(uploads.received.length - before).toBe(2);
    expect(existsSync(done!.folder)).toBe(false);
  });

  it('says what SANE said when the scanner fails, and that scanimage is missing when it is', async () => {
    const job = (await (await postScan(scanOf({ device: 'test:9' }))).json()).data as { id: string };
    const failed = await agent.jobs.settled(job.id);
    expect(failed!.state).toBe('failed');
    expect(failed!.error).toMatch(/^扫描失败：.+/);

    const missing = await startAgent({ sane: { program: path.join(work, 'no-scanimage'), env: process.env } });
    try {
      const listed = await fetch(`${missing.url}/scanners`);
      expect(listed.status).toBe(503);
      expect((await listed.json()).msg).toBe(text.saneMissing);
    } finally {
      await new Promise((resolve) => missing.server.close(resolve));
    }
  });

  it('refuses bad requests with a JSON error naming the field', async () => {
    const refusal = async (response: Response) => ({ status: response.status, msg: ((await response.json()) as { msg: string }).msg });
    expect(await refusal(await postScan(scanOf({ resolution: 20 })))).toEqual({ status: 400, msg: text.field('resolution', text.notInteger(50, 1200)) });
    expect(await refusal(await postScan(scanOf({ batchId: 'x' })))).toEqual({ status: 400, msg: text.field('batchId', text.notInteger(1, 2_147_483_647)) });
    expect(await refusal(await postScan(scanOf({ device: '--help' })))).toEqual({ status: 400, msg: text.field('device', text.deviceOption) });
    expect(await refusal(await postScan(scanOf({ serverUrl: 'file:///etc/passwd' })))).toEqual({ status: 400, msg: text.field('serverUrl', text.notServerUrl) });
    expect(await refusal(await postScan(scanOf({ token: undefined })))).toEqual({ status: 400, msg: text.field('token', text.required) });
    expect(await refusal(await postScan(scanOf({ pages: 0 })))).toEqual({ status: 400, msg: text.field('pages', text.notInteger(1, 500)) });
    expect(await refusal(await call('/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"device":' }))).toEqual({ status: 400, msg: text.malformedJson });
    expect(await refusal(await call('/scan', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(scanOf()) }))).toEqual({ status: 415, msg: text.jsonRequired });
    expect(await refusal(await call('/scan/00000000-0000-0000-0000-000000000000'))).toEqual({ status: 404, msg: text.unknownJob });
    expect(await refusal(await call('/scanners', { method: 'DELETE' }))).toEqual({ status: 405, msg: text.methodNotAllowed });
    expect(await refusal(await call('/nothing'))).toEqual({ status: 404, msg: text.notFound });
  });

  it('answers only the platform’s pages: other origins and foreign host names are refused before anything runs', async () => {
    const preflight = await fetch(`${agentUrl}/scan`, { method: 'OPTIONS', headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-private-network': 'true' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');

    const before = uploads.received.length;
    const foreign = await fetch(`${agentUrl}/scan`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(scanOf()) });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await foreign.json()).msg).toBe(text.originRefused);
    // a page of another site whose name was made to point at 127.0.0.1 (DNS rebinding)
    // a foreign page may learn that the service runs and does not take its calls, nothing more
    const foreignPing = await fetch(`${agentUrl}/ping`, { headers: { origin: 'https://evil.example' } });
    expect(foreignPing.status).toBe(200);
    expect((await foreignPing.json()).data).toEqual({ service: 'yuejuan-scan-agent', version: 1, allowed: false });
    expect((await fetch(`${agentUrl}/scanners`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const rebound = await new Promise<number>((resolve, reject) =>
      request(`${agentUrl}/ping`, { headers: { host: 'evil.example:7000' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
    expect(rebound).toBe(403);
    expect(uploads.received.length).toBe(before);
  });
});
