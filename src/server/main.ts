/**
 * `npm start`: one server process that serves the app and the API. Environment:
 *   PORT (8080) · HOST (0.0.0.0) · DATA_DIR (./data: the embedded database and the scans)
 *   DATABASE_URL (PostgreSQL instead of the embedded database) · SCAN_DIR (DATA_DIR/scans)
 *   S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (scans in a bucket instead of SCAN_DIR)
 *   SEED_DEMO=0 (no demo school; an empty database gets a one-time setup link) · LOG_LEVEL (warn) · DB_POOL_SIZE (20)
 *   PGLITE_DURABLE=0 (benchmarks only: confirm embedded commits before they are on disk)
 *   SCHOOL_TIME_ZONE (Asia/Shanghai: the zone the school's times are shown and reported in)
 * A second process on the same embedded data folder stops at once, naming the one that has it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db/database.ts';
import { DataFolderLockedError } from './db/data-folder-lock.ts';
import { buildApp } from './app.ts';
import { rewriteStaleTranscripts } from './features/question-bank/bank-transcripts.ts';
import { setupLinkIfEmpty, SETUP_LINK_DAYS, setupAddress } from './features/setup/setup-link.ts';
import { msg } from '../i18n/server.ts';
import type { DemoSummary } from './demo/seed.ts';
import type { ScanStorage } from './storage/scan-storage.ts';
import { scanStorageFromEnv, scanStorageProblem } from './storage/storage-from-env.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Any fixed number: held while seeding so that several processes seed once. */
const SEED_LOCK_ID = 72_310_002;

/** The demo seeder is loaded only when a database may need it. */
async function seedOnce(database: Database, storage: ScanStorage): Promise<DemoSummary | undefined> {
  const { isDemoSeeded, seedDemoSchool } = await import('./demo/seed.ts');
  if (database.driver === 'pglite') {
    return (await isDemoSeeded(database)) ? undefined : seedDemoSchool(database, storage, {});
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    return (await isDemoSeeded(database)) ? undefined : await seedDemoSchool(database, storage, {});
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  const databaseUrl = process.env.DATABASE_URL || undefined;

  const database = await openDatabase({
    databaseUrl,
    dataDir: path.join(dataDir, 'db'),
    durable: process.env.PGLITE_DURABLE !== '0',
    poolSize: Number(process.env.DB_POOL_SIZE ?? 20),
  });
  const { storage, where: scansWhere } = scanStorageFromEnv(process.env, path.join(dataDir, 'scans'));

  // transcripts written by an older TRANSCRIPT_VERSION: keyword search must find those questions
  const rewriteStarted = Date.now();
  const rewritten = await rewriteStaleTranscripts(database);
  if (rewritten > 0) console.log(msg.startup.bankTranscriptsRewritten(rewritten, ((Date.now() - rewriteStarted) / 1000).toFixed(1)));

  let seeded: DemoSummary | undefined;
  if (process.env.SEED_DEMO !== '0') {
    const started = Date.now();
    seeded = await seedOnce(database, storage);
    if (seeded) console.log(msg.startup.demoSeeded(((Date.now() - started) / 1000).toFixed(1)));
  }

  const app = await buildApp({
    database,
    storage,
    clientDir: path.join(ROOT, 'dist/client'),
    uploadDir: process.env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port, host });
  // without the demo, an empty database gets a one-time link that creates the school and its administrator
  const setupToken = process.env.SEED_DEMO === '0' ? await setupLinkIfEmpty(database) : undefined;

  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : msg.startup.embeddedDatabase(path.join(dataDir, 'db'));
  console.log(msg.startup.started(port));
  console.log(msg.startup.dataIn(where));
  console.log(msg.startup.scansIn(scansWhere.kind === 's3' ? msg.startup.scanBucket(scansWhere.bucket, scansWhere.endpoint) : msg.startup.scanFolder(scansWhere.folder)));
  const storageProblem = scansWhere.kind === 's3' ? await scanStorageProblem(storage) : undefined;
  if (storageProblem) console.warn(msg.startup.scanStorageUnreachable(storageProblem));
  if (setupToken) {
    const origin = process.env.PUBLIC_ORIGIN || `http://localhost:${port}`;
    console.log(msg.setup.printLink(setupAddress(origin, setupToken), SETUP_LINK_DAYS));
  }
  if (process.env.SEED_DEMO !== '0') {
    const { DEMO_PASSWORD } = await import('./demo/seed.ts');
    console.log(msg.startup.demoAccounts(DEMO_PASSWORD));
    console.log(msg.startup.demoAccountList);
  }

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  // a folder in use is not a fault of this program: its message is all there is to say
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
