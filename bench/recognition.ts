/**
 * Recognition speed and accuracy on synthetic scans (`npm run bench:recognition`): a set of
 * BENCH_PAGES pages (default 2 000, in batches of 102; `-- --seed N` for another set) generated
 * once and kept under the system's temporary folder (synthetic/cached-set.ts), then read through
 * the recognition threads the scan queue uses (page-reading-pool.ts: decode, anchors, fit, turn,
 * QR code, exam number, bubbles, the sheet laid on the grid and its pieces as JPEG), first with
 * one thread, then with two. Prints pages per second, p50/p99 ms per page (one page in flight per
 * thread, so no queueing is counted), the processor time per page of all threads together (what
 * "pages/s per core" means on a machine shared with other work), resident memory at the start and after the last page (and
 * the peak between), and the accuracy of the one-thread run against the ground truth: wrong
 * definite bubble decisions, the share of questions sent to review, exam numbers right, flagged
 * or wrong, and each exception type's recall. Prints only; asserts nothing.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { RecognitionTemplate } from '../src/domain/answer-card/index.ts';
import { ExceptionType, exceptionTypeName } from '../src/domain/enums.ts';
import { duplicateExamNumbers } from '../src/domain/recognition/index.ts';
import { createPageReadingPool } from '../src/server/features/scans/page-reading-pool.ts';
import { readScanPage, type PageReading } from '../src/server/features/scans/page-reading.ts';
import { cachedSyntheticSet, pagePaths, type CachedBatch } from '../src/server/recognition/synthetic/cached-set.ts';
import { scoreReadings, type ScoredReading } from '../src/server/recognition/synthetic/evaluate.ts';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '2026' } } });
const seed = Number(values.seed);
const wanted = Number(process.env.BENCH_PAGES ?? 2000);

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
function percentile(timings: readonly number[], share: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const generationStarted = performance.now();
const set = await cachedSyntheticSet({ seed, pages: wanted, onBatch: (done, of) => process.stdout.write(`\rsynthetic batches ${done}/${of}`) });
const pageCount = set.batches.reduce((sum, batch) => sum + batch.truths.length, 0);
console.log(`\n${pageCount} pages ${set.generated ? 'generated' : 'read'} in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s from ${set.folder} (not part of the figures below)`);

/** A recognition thread's answer in the shape the ground truth scores: the stopping exception and the noted ones. */
function scored(reading: PageReading): ScoredReading {
  const exceptions = [...(reading.exceptionType ? [reading.exceptionType as ExceptionType] : []), ...(reading.findings.noted as ExceptionType[])];
  const { turned, examNumber, objective } = reading.findings;
  return { pageKey: reading.cardPage, recognition: { exceptions, turned, examNumber, objective } };
}

/** The batch's duplicate check, as the scan queue makes it across a paper's first pages. */
function withDuplicates(readings: ScoredReading[]): ScoredReading[] {
  const numbers = readings.map((reading) => (reading.recognition.examNumber?.status === 'ok' ? reading.recognition.examNumber.examNumber : null));
  const result = [...readings];
  for (const index of duplicateExamNumbers(numbers)) {
    const { recognition } = result[index];
    result[index] = { ...result[index], recognition: { ...recognition, exceptions: [...recognition.exceptions, ExceptionType.examNumberDuplicate] } };
  }
  return result;
}

interface Run {
  seconds: number;
  /** processor time of the whole process (every thread, sharp's included) */
  cpuSeconds: number;
  perPage: number[];
  rssStart: number;
  rssEnd: number;
  rssPeak: number;
  readings: ScoredReading[][];
}

async function run(threads: number, batches: readonly CachedBatch[], template: RecognitionTemplate): Promise<Run> {
  const pool = createPageReadingPool(threads);
  const rssStart = process.memoryUsage().rss;
  let rssPeak = rssStart;
  const perPage: number[] = [];
  const readings: ScoredReading[][] = [];
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const batch of batches) {
    const paths = pagePaths(batch);
    const answers: ScoredReading[] = new Array<ScoredReading>(paths.length);
    let next = 0;
    const lane = async () => {
      while (next < paths.length) {
        const index = next++;
        const bytes = new Uint8Array(await readFile(paths[index]));
        const sent = performance.now();
        answers[index] = scored(await pool.read(bytes, template));
        perPage.push(performance.now() - sent);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
    };
    await Promise.all(Array.from({ length: threads }, lane));
    readings.push(withDuplicates(answers));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rssEnd = process.memoryUsage().rss;
  await pool.close();
  return { seconds, cpuSeconds, perPage, rssStart, rssEnd, rssPeak: Math.max(rssPeak, rssEnd), readings };
}

const runs = new Map<number, Run>();
for (const threads of [1, 2]) {
  const result = await run(threads, set.batches, set.template);
  runs.set(threads, result);
  console.log(
    `${threads} thread${threads > 1 ? 's' : ' '}: ${pageCount} pages in ${result.seconds.toFixed(1)} s = ${(pageCount / result.seconds).toFixed(2)} pages/s; ` +
      `processor ${((1000 * result.cpuSeconds) / pageCount).toFixed(0)} ms per page = ${(pageCount / result.cpuSeconds).toFixed(2)} pages per processor-second; ` +
      `per page p50 ${ms(percentile(result.perPage, 0.5))} p99 ${ms(percentile(result.perPage, 0.99))}; ` +
      `resident memory ${mib(result.rssStart)} at start, ${mib(result.rssEnd)} after the last page, peak ${mib(result.rssPeak)}`,
  );
}

// the first batch read again on this thread, page by page, for the processor time by resolution and file type
const byKind = new Map<string, number[]>();
const [firstBatch] = set.batches;
const firstPaths = pagePaths(firstBatch);
for (const [index, truth] of firstBatch.truths.entries()) {
  const bytes = new Uint8Array(await readFile(firstPaths[index]));
  const before = process.cpuUsage();
  await readScanPage(bytes, set.template);
  const used = process.cpuUsage(before);
  const kind = `${truth.dpi} dpi ${truth.distortion.format}`;
  byKind.set(kind, [...(byKind.get(kind) ?? []), (used.user + used.system) / 1000]);
}
console.log('\nprocessor time per page on one thread, by resolution and file type (first batch):');
for (const [kind, times] of [...byKind].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(`  ${kind.padEnd(14)} ${String(times.length).padStart(3)} pages: mean ${ms(mean)}, p50 ${ms(percentile(times, 0.5))} = ${(1000 / mean).toFixed(1)} pages per processor-second`);
}

const readings = runs.get(1)!.readings;
const accuracy = scoreReadings(
  set.batches.flatMap((batch) => batch.truths),
  readings.flat(),
);
const questions = set.batches.flatMap((batch) => batch.truths.flatMap((truth) => truth.questions)).length;
const reviewedQuestions = readings.flat().reduce((sum, reading) => sum + reading.recognition.objective.filter((question) => question.status === 'review').length, 0);
const byDpi = new Map<number, number>();
for (const truth of set.batches.flatMap((batch) => batch.truths)) byDpi.set(truth.dpi, (byDpi.get(truth.dpi) ?? 0) + 1);
console.log(`\npages by resolution: ${[...byDpi].map(([dpi, count]) => `${dpi} dpi ${count}`).join(', ')}`);
console.log(`bubbles ${accuracy.bubbles}: silent errors (wrong definite decisions) ${accuracy.wrongDefinite.length}; light marks read blank ${accuracy.lightMissed.length}`);
console.log(`questions ${questions}: sent to review ${reviewedQuestions} (${((100 * reviewedQuestions) / questions).toFixed(2)} %); bubbles in them ${accuracy.reviewed} (${((100 * accuracy.reviewed) / accuracy.bubbles).toFixed(2)} %)`);
console.log(`exam numbers: right ${accuracy.examNumbersRight}, flagged ${accuracy.examNumbersFlagged}, wrong ${accuracy.examNumbersWrong.length}`);
console.log(`exceptions expected ${accuracy.exceptionsExpected}: missed ${accuracy.exceptionsMissed.length}, unexpected ${accuracy.exceptionsUnexpected.length}; turned pages missed ${accuracy.turnedMissed.length}`);
for (const [type, recall] of [...accuracy.recall].sort(([a], [b]) => a - b)) {
  console.log(`  recall ${exceptionTypeName(type)} (${type}): ${recall.found}/${recall.expected} = ${((100 * recall.found) / recall.expected).toFixed(1)} %`);
}
const details = [...accuracy.wrongDefinite, ...accuracy.examNumbersWrong, ...accuracy.exceptionsMissed, ...accuracy.exceptionsUnexpected, ...accuracy.turnedMissed];
for (const line of details.slice(0, 40)) console.log(`  ${line}`);
if (details.length > 40) console.log(`  … and ${details.length - 40} more`);
