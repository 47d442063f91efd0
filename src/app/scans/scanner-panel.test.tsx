// @vitest-environment jsdom
/**
 * The scan screen's scanner panel against a real local scanner service (SANE's test backend) and
 * a real tus server standing in for the platform: it finds the service, lists its scanners, scans
 * into the batch and shows the pages arrive; without the service it says so and links to help.
 */
import '../../test/jsdom-setup.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/zh-CN.ts';
import { createScanAgent } from '../../scan-agent/agent-server.ts';
import { startTestUploadServer } from '../../scan-agent/test-upload-server.ts';
import { writeKey } from '../../state/session.ts';
import { createTestRoot, type TestRoot } from '../../test/test-root.tsx';
import { ScannerPanel, SCAN_CLIENT_HELP_PATH } from './scanner-panel.tsx';

const TOKEN = 'web-session-token';
const texts = t.scanClient.panel;
const work = mkdtempSync(path.join(tmpdir(), 'scanner-panel-'));
let agent: ReturnType<typeof createScanAgent>;
let agentUrl: string;
let uploads: Awaited<ReturnType<typeof startTestUploadServer>>;
let root: TestRoot;

beforeAll(async () => {
  mkdirSync(path.join(work, 'sane.d'));
  writeFileSync(path.join(work, 'sane.d', 'dll.conf'), 'test\n');
  agent = createScanAgent({ origins: [window.location.origin], sane: { program: 'scanimage', env: { ...process.env, SANE_CONFIG_DIR: path.join(work, 'sane.d') } }, workFolder: work });
  await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
  agentUrl = `http://127.0.0.1:${(agent.server.address() as AddressInfo).port}`;
  uploads = await startTestUploadServer(TOKEN);
  writeKey('token', TOKEN);
});

afterAll(async () => {
  await new Promise((resolve) => agent?.server.close(resolve));
  await uploads?.close();
  rmSync(work, { recursive: true, force: true });
});

afterEach(async () => {
  await root?.unmount();
});

/** Waits, letting React render, until `check` holds (the panel talks to real servers). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const panelText = () => root.container.textContent ?? '';

describe('the scanner panel', () => {
  it('lists the service’s scanners and scans into the current batch, following the pages up', async () => {
    let told = 0;
    root = createTestRoot();
    await root.renderScreen(<ScannerPanel batchId={7} agentUrl={agentUrl} serverUrl={uploads.url} onPagesUploaded={() => told++} />);
    await until(() => root.container.querySelector('[data-testid="scanner-start"]') !== null, 'the scanners');
    expect(panelText()).toContain('Noname frontend-tester (test:0)');
    expect(panelText()).toContain('Gray');
    expect(panelText()).toContain('Automatic Document Feeder');
    expect(panelText()).toContain(texts.dpi(200));

    await act(async () => (root.container.querySelector('[data-testid="scanner-start"]') as HTMLElement).click());
    await until(() => panelText().includes(texts.done(10)), 'the scan to finish');
    expect(uploads.received).toHaveLength(10);
    expect(uploads.received.every((u) => u.metadata.batchId === '7')).toBe(true);
    expect(told).toBeGreaterThan(0);
  });

  it('says the service is not running and links to how to start it', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    root = createTestRoot();
    await root.renderScreen(<ScannerPanel batchId={7} agentUrl={`http://127.0.0.1:${port}`} />);
    await until(() => panelText().includes(texts.absent), 'the absent service');
    expect(root.container.querySelector('[data-testid="scanner-help-link"]')?.getAttribute('href')).toBe(SCAN_CLIENT_HELP_PATH);
    expect(root.container.querySelector('[data-testid="scanner-start"]')).toBeNull();
  });
});
