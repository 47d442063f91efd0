/**
 * The database and app of an integration test file: embedded PGlite in memory, or — in the
 * PostgreSQL project (TEST_DB=postgres) — a fresh database on the run's throwaway cluster.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_PASSWORD, seedDemoSchool } from '../../src/server/demo/seed.ts';
import { openDatabase, saveDatabaseImage, type Database } from '../../src/server/db/database.ts';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { createSetupLink } from '../../src/server/features/setup/setup-link.ts';
import { createFolderStorage, type ScanStorage } from '../../src/server/storage/scan-storage.ts';
import { createDatabase } from '../pg/throwaway-cluster.ts';
import { apiOf, publicKeyOf, signIn, type Call } from '../support/api.ts';

/** Tasks of a test are retried after a second and looked for every half second (pg-boss's shortest), not after five and every second. */
const TEST_TASK_QUEUE = { retryDelaySeconds: 1, pollSeconds: 0.5 };

export const testDriver: Database['driver'] = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The image of a migrated embedded database, made by this process's first test database: every
 * later one starts from it instead of running the migrations again.
 */
let migratedImage: Promise<Blob> | undefined;

async function createPgliteDatabase(): Promise<Database> {
  if (migratedImage) return openDatabase({ image: await migratedImage });
  const database = openDatabase({});
  // queued on the new database before the caller can use it: the image holds the migrations only
  migratedImage = database.then(saveDatabaseImage);
  migratedImage.catch(() => (migratedImage = undefined));
  return database;
}

/** A new database of the run's cluster named `name`, a copy of `template` (by default the migrated one: its migrations are not run again). */
async function createPostgresDatabase(name = `t_${randomBytes(6).toString('hex')}`, template = inject('pgTemplate')): Promise<Database> {
  const adminUrl = inject('pgUrl');
  if (!adminUrl) throw new Error('TEST_DB=postgres needs the cluster of tests/pg/global-setup.ts (run the integration-postgres project)');
  const url = await createDatabase(adminUrl, name, template);
  return openDatabase({ databaseUrl: url, poolSize: 5 });
}

export async function createTestDatabase(): Promise<Database> {
  return testDriver === 'pglite' ? createPgliteDatabase() : createPostgresDatabase();
}

/**
 * The demo school of one size as the product's seed leaves it: how to open a copy of its database
 * (from an image of the embedded one, or from a PostgreSQL database nobody stays connected to)
 * and the scans the seed stored, in the order it stored them.
 */
interface SeededDemo {
  copyDatabase(): Promise<Database>;
  scans: { key: string; content: Buffer }[];
}

/**
 * The demo schools this process seeded, by number of students: a file after the first of its size
 * starts from a copy instead of drawing every scan again (the seed is the same each time: the same
 * seed on the same empty database).
 */
const seededDemos = new Map<number, Promise<SeededDemo>>();

async function seedDemoOnce(students: number): Promise<SeededDemo> {
  const templateName = `demo_${students}_${randomBytes(6).toString('hex')}`;
  const database = testDriver === 'pglite' ? await createPgliteDatabase() : await createPostgresDatabase(templateName);
  const scans: SeededDemo['scans'] = [];
  const onlyStores = () => Promise.reject(new Error('the demo seed only stores scans'));
  const recorder: ScanStorage = { put: async (key, content) => void scans.push({ key, content }), get: onlyStores, open: onlyStores, has: onlyStores, delete: onlyStores };
  try {
    await seedDemoSchool(database, recorder, { students });
    if (!database.pglite) return { scans, copyDatabase: () => createPostgresDatabase(undefined, templateName) };
    const image = await saveDatabaseImage(database);
    return { scans, copyDatabase: () => openDatabase({ image }) };
  } finally {
    // closed: a PostgreSQL database is copied only while nobody is connected to it
    await database.close();
  }
}

/** A database holding the demo school of `students` students, its scans put into `storage` as the seed puts them. */
async function openDemoDatabase(students: number, storage: ScanStorage): Promise<Database> {
  let seeded = seededDemos.get(students);
  if (!seeded) {
    seeded = seedDemoOnce(students);
    seededDemos.set(students, seeded);
    seeded.catch(() => seededDemos.delete(students));
  }
  const { scans, copyDatabase } = await seeded;
  const database = await copyDatabase();
  try {
    for (const scan of scans) await storage.put(scan.key, scan.content);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export interface TestApp<S extends ScanStorage = ScanStorage> {
  app: FastifyInstance;
  database: Database;
  storage: S;
  /** closes the app, the database when this test app opened it, and removes the scan folder */
  close(): Promise<void>;
}

export interface TestAppOptions<S extends ScanStorage> {
  /**
   * a database another test app opened: this app stands for a second server process on it, and
   * closing this app leaves the database open
   */
  database?: Database;
  clientDir?: string;
  clock?: () => Date;
  /** run the background-task workers in this app (default true; a test may start them later) */
  taskWorkers?: boolean;
  /** take scan-page recognition jobs in this app (default true; a test of upload alone keeps its pages queued) */
  scanWorkers?: boolean;
  /**
   * the scan storage the app uses, given the app's own scan folder: a test wraps it (to count or
   * fail writes) or hands over another app's storage so that two processes share their scans
   */
  storage?: (folder: ScanStorage) => S;
  /** the app starts on the demo school of this many students, as the product's seed makes it */
  demoStudents?: number;
}

/** The whole server on a test database (created unless given) and a scan folder of its own. */
export async function createTestApp<S extends ScanStorage = ScanStorage>(options: TestAppOptions<S> = {}): Promise<TestApp<S>> {
  const ownsDatabase = options.database === undefined;
  const scanDir = mkdtempSync(path.join(tmpdir(), 'test-scans-'));
  // uploads in progress of this app alone: another test's sweep of expired uploads never touches them
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'test-uploads-'));
  const folder = createFolderStorage(scanDir);
  const storage = options.storage ? options.storage(folder) : (folder as S);
  const database = options.database ?? (options.demoStudents ? await openDemoDatabase(options.demoStudents, storage) : await createTestDatabase());
  if (options.database && options.demoStudents) await seedDemoSchool(database, storage, { students: options.demoStudents });
  const app = await buildApp({ database, storage, clientDir: options.clientDir, clock: options.clock, taskWorkers: options.taskWorkers, scanWorkers: options.scanWorkers, uploadDir, taskQueue: TEST_TASK_QUEUE });
  return {
    app,
    database,
    storage,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      rmSync(scanDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Something a test file's tests share (a test app, the demo school): opened before the file's
 * first test and closed after its last. The object answered stands for it from the first test on;
 * reading it earlier, while the file is only being collected, is a mistake and throws.
 */
export function sharedByFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error(`read ${String(key)} of a shared test resource before the file's tests began`);
      return opened[key as keyof T];
    },
  });
}

/** A test app with its contract-checking call. */
export async function openTestApp(options: TestAppOptions<ScanStorage> = {}): Promise<TestApp & { call: Call }> {
  const testApp = await createTestApp(options);
  await testApp.app.ready();
  return { ...testApp, call: apiOf(testApp.app) };
}

/** A test app with its call, seeded with the demo school of `students` students through the product's own seed. */
export async function openDemoTestApp(students: number, options: TestAppOptions<ScanStorage> = {}): Promise<TestApp & { call: Call }> {
  return openTestApp({ ...options, demoStudents: students });
}

/** 第二中学 beside the demo school, opened through a setup link by its administrator other_admin (钱老师); their web token. */
export async function openSecondSchool(testApp: TestApp, call: Call): Promise<string> {
  await openSchoolBySetupLink(testApp, call, { school_name: '第二中学', username: 'other_admin', real_name: '钱老师' });
  return (await signIn(call, 'other_admin', DEMO_PASSWORD)).token;
}

/** A second school beside the demo one, made the way a school starts: a setup link, used once, with the demo password for its administrator. */
export async function openSchoolBySetupLink(testApp: TestApp, call: Call, school: { school_name: string; username: string; real_name: string }): Promise<void> {
  const key = await publicKeyOf(call);
  const token = await createSetupLink(testApp.database);
  await call('completeSetup', { method: 'POST', url: '/v1/setup', payload: { token, ...school, password: encryptForLogin(key, DEMO_PASSWORD) } });
}
