import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (src/** and the lint rules' tests, node by default; DOM tests declare jsdom themselves), the
 * integration suite twice — on embedded PGlite and on a throwaway PostgreSQL cluster — and the
 * multi-process concurrency tests on PostgreSQL.
 *
 * The integration files of a worker share one process (isolate: false): each file opens its own
 * app and database, so the server's modules are loaded once per worker rather than once per file,
 * and each test database starts as a copy of one migrated database (tests/integration/helpers.ts).
 *
 * Two workers at least, even on two cores: an integration file leaves a core idle while it waits
 * for its database, so two files at once take about 0.6 of the time one after the other. Every
 * file has its own database and app and listens on port 0, so files never meet.
 */
export default defineConfig({
  test: {
    // the machine is small and shared: keep hook and test limits generous, never timing-based
    testTimeout: 60_000,
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'integration-pglite', include: ['tests/integration/**/*.test.ts'], env: { TEST_DB: 'pglite' }, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          isolate: false,
          globalSetup: ['tests/pg/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'concurrency', include: ['tests/concurrency/**/*.test.ts'], testTimeout: 300_000, fileParallelism: false },
      },
    ],
  },
});
