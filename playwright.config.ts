import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built app and
 * one server process on a fresh embedded database, which the server seeds with the demo school
 * on its first start.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 8191);
const ORIGIN = `http://127.0.0.1:${PORT}`;

// A fixed folder per port (the runner loads this file again in its workers, so it must not be
// random; runs on different ports must not share a database), emptied by the server command
// itself, which runs once per run.
const DATA_DIR = path.join(ROOT, `test-results/e2e-server-${PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: ORIGIN,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${JSON.stringify(DATA_DIR)} && npx tsx src/server/main.ts`,
    url: `${ORIGIN}/healthz`,
    reuseExistingServer: false,
    // the first start seeds the demo school (generated scans included) on a small machine
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close the embedded database cleanly
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn' },
  },
});
