/**
 * `npm run worker`: a recognition worker without a web server. It takes page jobs of the
 * 'scan-page' queue from the same PostgreSQL as the servers and reads and writes scans in the
 * same store, so that any number of machines can recognise pages at once. Environment:
 *   DATABASE_URL (required: the embedded database belongs to its one server process)
 *   SCAN_DIR (a folder every machine sees) or S3_BUCKET, S3_ENDPOINT, … as for `npm start`
 *   SCAN_RECOGNITION_THREADS (1) · SCAN_RECOGNITION_CONCURRENCY (threads + 1) · DB_POOL_SIZE (4)
 * SIGTERM or SIGINT finishes the pages in hand and stops; a worker killed outright loses nothing:
 * its pages are handed to another worker once their heartbeats stop.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/database.ts';
import { createPushHub } from './features/live/push-hub.ts';
import { startScanRecognition } from './features/scans/scan-recognition.ts';
import { scanStorageFromEnv } from './storage/storage-from-env.ts';
import { msg } from '../i18n/server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(msg.startup.workerNeedsDatabase);
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl, poolSize: Number(process.env.DB_POOL_SIZE ?? 4) });
  const { storage } = scanStorageFromEnv(process.env, path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'scans'));
  const recognition = await startScanRecognition(database, storage, { onError: (error) => console.error(error) });
  // the scan screens, served by the server processes, hear of this worker's pages through NOTIFY
  const hub = await createPushHub(database, { onFailure: (error) => console.error(error) });
  recognition.jobs.onSettled = (event) => hub.publish({ type: 'scan-progress', batch_id: event.batchId, test_id: event.testId });
  console.log(msg.startup.workerStarted);
  const stop = async () => {
    await recognition.stop();
    await hub.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

await main();
