/**
 * A recognition worker that dies mid-page loses nothing and doubles nothing. On PostgreSQL a real
 * `npm run worker` process (src/server/worker.ts) takes the pages of three students' sheets and is
 * killed with SIGKILL while a page is being recognised; on the embedded database, which only its
 * own process can use, a worker that claimed a job and never finished it stands for one. The server's own workers then take the pages handed
 * out again once their heartbeats stopped: every page ends recognised, the page in hand when the
 * worker died was tried again, and each student has exactly one sheet, one unit per group, the
 * group's pieces once and one scored answer per objective question.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSheets, markingUnits, objectiveAnswers, partitions, scanPages, scanPieces } from '../../src/server/db/schema.ts';
import { scanFilledSheet } from '../../src/server/recognition/synthetic/filled-sheet.ts';
import { createFolderStorage, type ScanStorage } from '../../src/server/storage/scan-storage.ts';
import { ExceptionType } from '../../src/domain/enums.ts';
import { msg } from '../../src/i18n/server.ts';
import type { PageReader } from '../../src/server/features/scans/page-reading-pool.ts';
import { RecognitionJobs } from '../../src/server/features/scans/recognition-job.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { pagesSettled, scanPaperOf, type ScanPaper } from '../support/scan-paper.ts';
import { testDriver } from './helpers.ts';

/** Writes fail while `storeFails` is set: a store that went away under the workers. */
let storeFails = false;
function storeFailingWhenTold(storage: ScanStorage): ScanStorage {
  return {
    ...storage,
    put: (key, content) => (storeFails ? Promise.reject(new Error('the store is unreachable')) : storage.put(key, content)),
  };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scanDir = mkdtempSync(path.join(tmpdir(), 'fault-scans-'));
let demo: DemoSchoolApp;
let paper: ScanPaper;

const database = () => demo.testApp.database;
const scans = () => demo.testApp.app.services.scans;

beforeAll(async () => {
  // the server's workers are held back: the pages go to the worker that will die first
  demo = await openDemoSchool(12, { scanWorkers: false, storage: () => storeFailingWhenTold(createFolderStorage(scanDir)) });
  paper = await scanPaperOf(demo, '识别进程故障测试');
}, 240_000);

afterAll(async () => {
  await demo?.close();
  rmSync(scanDir, { recursive: true, force: true });
});

/** Queues full sheets of these roster entries (each with the right answer to question 1). */
async function queueSheets(students: { exam_number: string }[], batchName: string): Promise<number[]> {
  const images = [];
  for (const [i, student] of students.entries()) {
    for (const bytes of await scanFilledSheet(paper.layout, { examNumber: student.exam_number, answers: { 1: ['C'], 2: ['A'], 3: ['F'] } }, { seed: 10 + i })) images.push({ fileName: `p${images.length}.jpg`, bytes });
  }
  const batchId = await scans().intake.openBatch({ testId: paper.testId, name: batchName, createdBy: paper.scannerId });
  return scans().intake.queueImages(batchId, images);
}

/** Every row recognition wrote for these students, counted. */
async function writtenFor(studentIds: number[]) {
  return database().run(async (db) => {
    const groups = (await db.select({ id: partitions.id }).from(partitions).where(eq(partitions.testId, paper.testId))).map((group) => group.id);
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      groups: groups.length,
      sheets: await count(db.select().from(answerSheets).where(and(eq(answerSheets.testId, paper.testId), inArray(answerSheets.studentId, studentIds)))),
      units: await count(db.select().from(markingUnits).where(and(inArray(markingUnits.partitionId, groups), inArray(markingUnits.studentId, studentIds)))),
      pieces: await count(db.select().from(scanPieces).where(and(inArray(scanPieces.partitionId, groups), inArray(scanPieces.studentId, studentIds)))),
      objective: await count(db.select().from(objectiveAnswers).where(and(eq(objectiveAnswers.testId, paper.testId), inArray(objectiveAnswers.studentId, studentIds)))),
    };
  });
}

async function expectEachOnce(studentIds: number[]) {
  const rects = paper.layout.pages.length > 0 ? (await database().run((db) => db.select({ rects: partitions.rectDivide }).from(partitions).where(eq(partitions.testId, paper.testId)))).reduce((n, group) => n + (group.rects?.length ?? 0), 0) : 0;
  const written = await writtenFor(studentIds);
  expect(written).toEqual({ groups: written.groups, sheets: studentIds.length, units: studentIds.length * written.groups, pieces: studentIds.length * rects, objective: studentIds.length * 3 });
}

let workersStarted = false;
/** Starts the server's recognition workers (once). */
async function serverWorkers(): Promise<void> {
  if (workersStarted) return;
  workersStarted = true;
  await scans().startWorkers();
}

const pagesOf = (ids: number[]) => database().run((db) => db.select().from(scanPages).where(inArray(scanPages.id, ids)));

/** Asks for the first page to be read again (重新识别) and runs the pages' jobs: every page ends recognised, each student written once. */
async function reocrBringsBack(pageIds: number[], students: { student_id: number }[]) {
  const again = await demo.call('reocrPage', { method: 'POST', url: '/v1/scan/reocr', token: demo.web.schooladmin, payload: { page_id: pageIds[0] } });
  expect(again.status, again.body.msg).toBe(200);
  for (const pageId of pageIds) await scans().jobs.run({ pageId, isLast: false });
  expect((await pagesOf(pageIds)).map((page) => page.state)).toEqual(pageIds.map(() => 'recognised'));
  await expectEachOnce(students.map((student) => student.student_id));
}

describe('a store that fails while pages are recognised', () => {
  it('retries the page while attempts remain, then keeps it as a storage-error exception that reocr brings back', async () => {
    const students = paper.roster.slice(5, 6);
    const pageIds = await queueSheets(students, '存储故障');
    storeFails = true;
    // no server worker runs yet: the jobs are run here, as a worker would run them
    await expect(scans().jobs.run({ pageId: pageIds[0], isLast: false })).rejects.toThrow('the store is unreachable');
    expect((await pagesOf([pageIds[0]]))[0]).toMatchObject({ state: 'recognising', attempts: 1 });
    await scans().jobs.run({ pageId: pageIds[0], isLast: true });
    expect((await pagesOf([pageIds[0]]))[0]).toMatchObject({ state: 'exception', exceptionType: ExceptionType.storageError, attempts: 2 });
    storeFails = false;
    await reocrBringsBack(pageIds, students);
  }, 240_000);
});

describe('a recognition thread that crashes on a page', () => {
  it('retries the page while attempts remain, then keeps it as a recognition error (13), not a storage error, that reocr brings back', async () => {
    const students = paper.roster.slice(6, 7);
    const pageIds = await queueSheets(students, '识别线程崩溃');
    // what the page-reading pool answers when the thread holding the page exits (a native decoder's crash)
    const crashing: PageReader = {
      read: () => Promise.reject(new Error('recognition thread exited (1): native decoder aborted')),
      close: async () => undefined,
    };
    const jobs = new RecognitionJobs(database(), createFolderStorage(scanDir), crashing);
    await expect(jobs.run({ pageId: pageIds[0], isLast: false })).rejects.toThrow('recognition thread exited');
    expect((await pagesOf([pageIds[0]]))[0]).toMatchObject({ state: 'recognising', attempts: 1 });
    await jobs.run({ pageId: pageIds[0], isLast: true });
    const [failed] = await pagesOf([pageIds[0]]);
    expect(failed).toMatchObject({ state: 'exception', exceptionType: ExceptionType.recognitionError, attempts: 2 });
    expect(failed.result).toMatchObject({ error: msg.recognition.everyAttemptFailed });
    const listed = await demo.call('listOcrExceptions', { url: `/v1/scan/ocr-exception?test_id=${paper.testId}&exception_type=${ExceptionType.recognitionError}`, token: demo.web.schooladmin });
    expect(listed.body.data.result.map((page: { page_id: number }) => page.page_id)).toContain(pageIds[0]);
    await reocrBringsBack(pageIds, students);
  }, 240_000);
});

describe('a recognition worker that dies mid-page', () => {
  it.runIf(testDriver === 'postgres')('kills an `npm run worker` process with SIGKILL while it recognises a page: the page is retried, not lost, not doubled', async () => {
    const students = paper.roster.slice(0, 3);
    const url = (database().pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/worker.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, SCAN_DIR: scanDir, S3_BUCKET: '', DB_POOL_SIZE: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    const pageIds = await queueSheets(students, '进程被杀');
    let killedOn: number | undefined;
    for (let round = 0; round < 6000 && killedOn === undefined; round++) {
      const inHand = (await pagesOf(pageIds)).find((page) => page.state === 'recognising');
      if (inHand) {
        child.kill('SIGKILL');
        killedOn = inHand.id;
      } else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(killedOn, log).toBeDefined();
    await new Promise((resolve) => child.once('exit', resolve));
    // the server's own workers take over the queue
    await serverWorkers();
    await pagesSettled(demo, paper.testId, () => scans().queue.supervise());
    const pages = await pagesOf(pageIds);
    expect(pages.map((page) => page.state)).toEqual(pageIds.map(() => 'recognised'));
    expect(pages.find((page) => page.id === killedOn)!.attempts).toBeGreaterThanOrEqual(2);
    await expectEachOnce(students.map((student) => student.student_id));
  }, 300_000);
  // the embedded database has no second process: a worker that took a job and never finished stands for one
  it.runIf(testDriver === 'pglite')('leaves a claimed, unfinished job to be handed out again and done once', async () => {
    const students = paper.roster.slice(3, 5);
    const pageIds = await queueSheets(students, '被遗弃的任务');
    // a worker takes the first job and dies with it: no heartbeat, no answer
    // (jobs of pages another test settled by hand come first; a worker taking them finds nothing to do)
    let abandoned = await scans().queue.claimWithoutRunning();
    while (abandoned && !pageIds.includes(abandoned.data.pageId)) abandoned = await scans().queue.claimWithoutRunning();
    expect(abandoned?.data.pageId).toBe(pageIds[0]);
    await serverWorkers();
    await pagesSettled(demo, paper.testId, () => scans().queue.supervise());
    const pages = await pagesOf(pageIds);
    expect(pages.every((page) => page.state === 'recognised')).toBe(true);
    await expectEachOnce(students.map((student) => student.student_id));
  }, 240_000);

});
