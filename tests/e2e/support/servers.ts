/**
 * The two servers of the end-to-end run, known to the Playwright config (which starts them) and
 * to the specs (which open them). E2E_PORT serves the built app over a data folder the server
 * seeds with the demo school; E2E_PORT + 1 serves it over an empty data folder without the demo,
 * as a school's first start does, for the specs that set a school up from nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEMO_PORT = Number(process.env.E2E_PORT ?? 8191);
export const EMPTY_PORT = DEMO_PORT + 1;

export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
export const EMPTY_ORIGIN = `http://127.0.0.1:${EMPTY_PORT}`;

// Fixed folders per port (the runner loads the config again in its workers, so they must not be
// random; runs on different ports must not share a database), emptied by the server command
// itself, which runs once per run.
export const DEMO_DATA_DIR = path.join(ROOT, `test-results/e2e-server-${DEMO_PORT}`);
export const EMPTY_DATA_DIR = path.join(ROOT, `test-results/e2e-empty-server-${EMPTY_PORT}`);

/** What the empty server prints while it runs (its one-time setup link among it). */
export const EMPTY_SERVER_OUTPUT = path.join(EMPTY_DATA_DIR, 'server-output.txt');
