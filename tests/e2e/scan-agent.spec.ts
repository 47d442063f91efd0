/**
 * The scanner panel of the scan screen in Chromium: without the local scanner service it says
 * 扫描服务未启动 and links to the help page; with the service running (SANE's test backend, the
 * browser's calls to 127.0.0.1:7000 routed to the test's own port) it lists the test scanners,
 * scans three pages into a new batch — the browser calls the service across origins under the
 * server's content security policy, the service uploads with tus into the running server — and
 * the batch list counts them (the test device's pages are identical: one file, one page).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCAN_AGENT_ORIGIN } from '../../src/domain/scan-agent.ts';
import { createScanAgent } from '../../src/scan-agent/agent-server.ts';
import { logIn } from './support/login.ts';
import { newBatch, openRunningExamScanScreen } from './support/scan-screen.ts';
import { DEMO_ORIGIN } from './support/servers.ts';
import { expect, test } from './support/test.ts';

test('the scan screen finds the local scanner service and scans into a batch', async ({ page }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-scan-agent-'));
  mkdirSync(path.join(work, 'sane.d'));
  writeFileSync(path.join(work, 'sane.d', 'dll.conf'), 'test\n');
  const agent = createScanAgent({ origins: [DEMO_ORIGIN], sane: { program: 'scanimage', env: { ...process.env, SANE_CONFIG_DIR: path.join(work, 'sane.d') } }, workFolder: work });
  try {
    await logIn(page, 'schooladmin');
    const screen = await openRunningExamScanScreen(page);
    const slot = screen.getByTestId('scanner-slot');

    // nothing listens on the service's address for this page yet
    await page.route(`${SCAN_AGENT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(slot.getByText('扫描服务未启动')).toBeVisible();
    await expect(slot.getByTestId('scanner-help-link')).toHaveAttribute('href', '/help/appDownload/scanClient');

    await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
    const agentUrl = `http://127.0.0.1:${(agent.server.address() as AddressInfo).port}`;
    await page.unroute(`${SCAN_AGENT_ORIGIN}/**`);
    await page.route(`${SCAN_AGENT_ORIGIN}/**`, (route) => route.continue({ url: route.request().url().replace(SCAN_AGENT_ORIGIN, agentUrl) }));

    const batchName = await newBatch(screen, '扫描仪');
    await slot.getByTestId('scanner-check-again').click();
    await expect(slot.getByTestId('scanner-start')).toBeVisible();
    await expect(slot.getByText('Noname frontend-tester (test:0)')).toBeVisible();

    await slot.getByPlaceholder('不填则扫描到进纸器为空').fill('3');
    await slot.getByTestId('scanner-start').click();
    await expect(slot.getByText('完成：3 页已上传到本批次')).toBeVisible({ timeout: 60_000 });

    const row = screen.getByTestId('scan-batches').getByRole('row').filter({ hasText: batchName });
    await expect(row.getByTestId('batch-files')).toHaveText('1');
    await expect(row.getByTestId('batch-pages')).toHaveText('1');
  } finally {
    await new Promise((resolve) => agent.server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  }
});
