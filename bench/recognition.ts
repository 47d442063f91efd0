/**
 * Recognition speed and accuracy on synthetic scans (`npm run bench:recognition`, `-- --sheets N`
 * for more than the default 15 two-page sheets): the pages are generated first (not timed), then
 * each is decoded and recognised on its own: pages per second, p50/p99 ms per page by stage
 * (decode, recognition with the QR code) and by resolution, the peak resident memory, and the
 * accuracy figures of the ground truth (wrong definite bubble decisions, review share, exam
 * numbers right, flagged or wrong, exceptions found). Prints only; asserts nothing.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { duplicateExamNumbers } from '../src/domain/recognition/index.ts';
import { ExceptionType } from '../src/domain/enums.ts';
import { decodeScan } from '../src/server/recognition/decode.ts';
import { recogniseScanPage, type ScanReading } from '../src/server/recognition/recognise-scan.ts';
import { scoreReadings } from '../src/server/recognition/synthetic/evaluate.ts';
import { synthesiseScans } from '../src/server/recognition/synthetic/generate.ts';

const { values } = parseArgs({ options: { sheets: { type: 'string', default: '15' }, seed: { type: 'string', default: '2026' } } });
const sheets = Number(values.sheets);
const seed = Number(values.seed);

function percentile(timings: readonly number[], share: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const generationStarted = performance.now();
const set = await synthesiseScans({ seed, sheets });
console.log(`generated ${set.pages.length} pages in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s (not part of the figures below)`);

let peakRss = process.memoryUsage().rss;
const decodeTimes: number[] = [];
const recogniseTimes: number[] = [];
const totalByDpi = new Map<number, number[]>();
const readings: ScanReading[] = [];
const started = performance.now();
for (const page of set.pages) {
  const t0 = performance.now();
  const [scan] = await decodeScan(page.bytes);
  const t1 = performance.now();
  readings.push(await recogniseScanPage(scan, set.template));
  const t2 = performance.now();
  decodeTimes.push(t1 - t0);
  recogniseTimes.push(t2 - t1);
  totalByDpi.set(page.truth.dpi, [...(totalByDpi.get(page.truth.dpi) ?? []), t2 - t0]);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const elapsed = (performance.now() - started) / 1000;
// the batch's duplicate check, as recogniseBatch does it
const numbers = readings.map((reading) => (reading.recognition.examNumber?.status === 'ok' ? reading.recognition.examNumber.examNumber : null));
for (const index of duplicateExamNumbers(numbers)) {
  const { recognition } = readings[index];
  readings[index] = { ...readings[index], recognition: { ...recognition, exceptions: [...recognition.exceptions, ExceptionType.examNumberDuplicate] } };
}

console.log(`\n${set.pages.length} pages in ${elapsed.toFixed(1)} s: ${(set.pages.length / elapsed).toFixed(2)} pages/s on one thread`);
console.log(`decode     p50 ${ms(percentile(decodeTimes, 0.5))}  p99 ${ms(percentile(decodeTimes, 0.99))}`);
console.log(`recognise  p50 ${ms(percentile(recogniseTimes, 0.5))}  p99 ${ms(percentile(recogniseTimes, 0.99))}  (anchors, fit, turn, bubbles, QR code)`);
for (const [dpi, timings] of [...totalByDpi].sort(([a], [b]) => a - b)) {
  console.log(`${dpi} dpi    p50 ${ms(percentile(timings, 0.5))}  p99 ${ms(percentile(timings, 0.99))}  (${timings.length} pages, decode + recognise)`);
}
console.log(`peak resident memory ${mib(peakRss)}`);

const accuracy = scoreReadings(
  set.pages.map((page) => page.truth),
  readings,
);
console.log(`\nbubbles ${accuracy.bubbles}: wrong definite decisions ${accuracy.wrongDefinite.length}, in questions sent to review ${accuracy.reviewed} (${((100 * accuracy.reviewed) / accuracy.bubbles).toFixed(1)} %), light marks read blank ${accuracy.lightMissed.length}`);
console.log(`exam numbers: right ${accuracy.examNumbersRight}, flagged ${accuracy.examNumbersFlagged}, wrong ${accuracy.examNumbersWrong.length}`);
console.log(`exceptions expected ${accuracy.exceptionsExpected}: missed ${accuracy.exceptionsMissed.length}, unexpected ${accuracy.exceptionsUnexpected.length}; turned pages missed ${accuracy.turnedMissed.length}`);
for (const line of [...accuracy.wrongDefinite, ...accuracy.examNumbersWrong, ...accuracy.exceptionsMissed, ...accuracy.exceptionsUnexpected, ...accuracy.turnedMissed]) console.log(`  ${line}`);
