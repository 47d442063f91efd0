import { defineConfig } from '@playwright/test';
import { DEMO_DATA_DIR, DEMO_ORIGIN, DEMO_PORT, EMPTY_DATA_DIR, EMPTY_ORIGIN, EMPTY_PORT, EMPTY_SERVER_OUTPUT } from './tests/e2e/support/servers.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built app and
 * two server processes on fresh embedded databases: one the server seeds with the demo school on
 * its first start (every spec's baseURL), and one without the demo (SEED_DEMO=0) on an empty data
 * folder, which prints its one-time setup link into a file the school-setup spec reads. The
 * empty one only migrates its database, so it adds seconds to a run, not the demo's minutes.
 */
const q = JSON.stringify;

/** A server process of the run on 127.0.0.1, ready when its health check answers; SIGTERM lets it close the embedded database cleanly. */
function server({ command, origin, timeout, env }: { command: string; origin: string; timeout: number; env: Record<string, string> }) {
  return {
    command,
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  };
}

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
    baseURL: DEMO_ORIGIN,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // the app honours the preference: dialogs and menus open at once, so no click lands on one still zooming in
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // a UTF-8 locale whatever the machine's: under the C locale Chromium saves 答题卡.pdf as "download"
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // the first start seeds the demo school (generated scans included) on a small machine
    server({ command: `rm -rf ${q(DEMO_DATA_DIR)} && npx tsx src/server/main.ts`, origin: DEMO_ORIGIN, timeout: 240_000, env: { PORT: String(DEMO_PORT), DATA_DIR: DEMO_DATA_DIR } }),
    // what the server prints is kept in the data folder too, for the spec to read the setup link
    server({
      command: `rm -rf ${q(EMPTY_DATA_DIR)} && mkdir -p ${q(EMPTY_DATA_DIR)} && npx tsx src/server/main.ts | tee ${q(EMPTY_SERVER_OUTPUT)}`,
      origin: EMPTY_ORIGIN,
      timeout: 120_000,
      env: { PORT: String(EMPTY_PORT), DATA_DIR: EMPTY_DATA_DIR, SEED_DEMO: '0', PUBLIC_ORIGIN: EMPTY_ORIGIN },
    }),
  ],
});
