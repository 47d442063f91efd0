/**
 * `npm run bench:ui` — how fast the marking window shows the next student.
 *
 * Chromium marks 50 students of a by-region group in a row. For each it measures, inside the
 * page, the time from the submit click to the first animation frame in which the next
 * student's scan is on the canvas (a new picture, decoded and visible). Two runs:
 *   1. as markers work: the claimed students' scans were fetched ahead of time;
 *   2. with an empty cache: the browser's HTTP cache is disabled and no scan of a coming student
 *      is downloaded before the click (fetching ahead is refused), so every next student's
 *      scan travels after the click.
 * Prints the median and the 95th percentile of both.
 *
 * The server is started from the build (dist/client) on a fresh embedded database with the demo
 * school, unless BENCH_URL points at a running one. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from '../tests/support/server-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const PASSWORD = 'Demo@2026';
const EXAM = '高一下学期期中考试';
const GROUP = /第17题/;
const BLANK = '17:1';
/** Seeding the demo school takes most of a minute on a small machine. */
const START_DEADLINE_MS = 5 * 60_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The server of the build on a fresh embedded database seeded with the demo school, or BENCH_URL's. */
async function startDemoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) throw new Error('dist/client is missing: run `npx vite build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ui-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' }, START_DEADLINE_MS);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openGroup(page: Page, base: string, username: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${base}/markingModule`);
  await page.getByTestId('selection-panel').getByRole('row', { name: new RegExp(EXAM) }).click();
  await page.getByTestId('selection-panel').getByRole('row', { name: GROUP }).first().click();
  await page.locator('[data-testid="paper-view"][data-image-state="loaded"] img').first().waitFor();
}

/**
 * Scores the student on screen (full marks from the value button), clicks submit and answers
 * the milliseconds until the frame that first shows the next student's scan has been painted
 * (its main-thread work done).
 *
 * As a marker's hand would, the submit click comes after the frame showing the score has been
 * painted, and it is made at the start of a frame. The next scan counts as on screen once its new
 * picture is in the paper view, loaded and visible — seen by a mutation observer as soon as the
 * page changes, or by a check in every frame's callbacks (a picture may finish loading without a
 * change to the page). The frame that paints it is the next rendering after that moment: a
 * resize observer registered then reports in that rendering's steps, and a task posted from its
 * report runs once that frame is painted. That task is posted with the highest priority
 * (scheduler.postTask 'user-blocking', where the browser has it), so that it runs as soon as the
 * frame is painted, not after work the page queued for later frames.
 *
 * The page script is plain text: the TypeScript runner would add helpers to a compiled function
 * that the page does not have.
 */
const SUBMIT_AND_WAIT = `(blank) => {
  const view = document.querySelector('[data-testid="paper-view"]');
  const paperImages = () => [...view.querySelectorAll('img')];
  const before = new Set(paperImages().map((img) => img.src));
  const row = document.querySelector('[data-blank-row="' + blank + '"]');
  const buttons = row ? [...row.querySelectorAll('button.mk-value')] : [];
  if (buttons.length > 0) buttons[buttons.length - 1].click();
  const submit = document.querySelector('[data-testid="submit-score"]');
  if (!submit) throw new Error('no submit button');
  const afterPaint = (run) => (window.scheduler && window.scheduler.postTask ? window.scheduler.postTask(run, { priority: 'user-blocking' }) : setTimeout(run, 0));
  const shown = () => {
    const fresh = paperImages().filter((img) => !before.has(img.src));
    return fresh.length > 0 && fresh.every((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).visibility === 'visible');
  };
  return new Promise((resolve, reject) => {
    let started = 0;
    let found = false;
    const timeout = setTimeout(() => reject(new Error('the next student never appeared')), 30000);
    const seen = () => {
      if (found) return;
      found = true;
      observer.disconnect();
      // reported in the next rendering's steps; the task posted from there runs after its paint
      const painted = new ResizeObserver(() => {
        painted.disconnect();
        afterPaint(() => {
          clearTimeout(timeout);
          resolve(performance.now() - started);
        });
      });
      painted.observe(view);
    };
    const observer = new MutationObserver(() => {
      if (shown()) seen();
    });
    const check = () => {
      if (found) return;
      if (shown()) return seen();
      requestAnimationFrame(check);
    };
    // the score set by the value button is painted before the click
    requestAnimationFrame(() =>
      afterPaint(() =>
        requestAnimationFrame(() => {
          observer.observe(view, { subtree: true, childList: true, attributes: true });
          started = performance.now();
          submit.click();
          requestAnimationFrame(check);
        }),
      ),
    );
  });
}`;

function submitAndWaitForPaint(page: Page): Promise<number> {
  return page.evaluate(`(${SUBMIT_AND_WAIT})(${JSON.stringify(BLANK)})`) as Promise<number>;
}

const STUDENT_OF_SCAN = /-s(\d+)-\d+\.png/;

async function run(browser: Browser, base: string, username: string, emptyCache: boolean): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // while the gate is shut, no scan may be downloaded ahead; after a click only the scans of
  // the first student asked for (the one going on screen) may come
  const gate = { open: true, student: '' };
  if (emptyCache) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.route('**/v1/files/scans/**', (route) => {
      const student = STUDENT_OF_SCAN.exec(route.request().url())?.[1] ?? '';
      if (!gate.open) return route.abort();
      if (gate.student === '') gate.student = student;
      return student === gate.student ? route.continue() : route.abort();
    });
  }
  await openGroup(page, base, username);
  const times: number[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    if (emptyCache) {
      // let the fetches ahead of the last submit be refused before the next click
      gate.open = false;
      await page.waitForTimeout(150);
      gate.open = true;
      gate.student = '';
    }
    // the previous submit has been answered (a submit is refused while one is on its way)
    await page.locator('[data-testid="submit-score"]:not(.ant-btn-loading)').waitFor();
    try {
      times.push(await submitAndWaitForPaint(page));
    } catch (error) {
      const shot = path.join(tmpdir(), `bench-ui-${username}-${i}.png`);
      await page.screenshot({ path: shot });
      throw new Error(`${username}, student ${i + 1}: ${error instanceof Error ? error.message : String(error)} (screen: ${shot})`);
    }
  }
  await context.close();
  return times;
}

function report(label: string, times: number[]): void {
  console.log(`${label.padEnd(34)} n=${times.length}  median ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`);
}

async function main(): Promise<void> {
  const server = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    console.log(`submit click → next student's scan painted, ${STUDENTS} students in a row (${server.url})`);
    console.log(`load average before: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
    report('scans fetched ahead (normal)', await run(browser, server.url, 'marker01', false));
    report('empty cache (fetched after click)', await run(browser, server.url, 'marker02', true));
    console.log(`load average after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
