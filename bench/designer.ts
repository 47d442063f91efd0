/**
 * Answer-sheet designer speed: the median relayout of a 100-question card after a one-section
 * edit (goal < 8 ms), the same from scratch, the same through the layout client (on the main
 * thread here: Node has no Web Worker), and the export of a 4-page A3 PDF with the Chinese font
 * (goal < 1 s). Run with `npm run bench:designer`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { exportCardPdf } from '../src/app/answer-card/export-pdf.ts';
import { editSection, layoutCard, type AnswerCard, type AnswerSection, type CardLayout } from '../src/domain/answer-card/index.ts';
import { cardOfQuestions } from '../src/domain/answer-card/sample-cards.ts';
import { createLayoutClient } from '../src/workers/layout-client.ts';

const RELAYOUT_GOAL_MS = 8;
const EXPORT_GOAL_MS = 1000;
const RUNS = 41;
const EXPORT_RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

async function time(runs: number, work: (run: number) => unknown): Promise<number> {
  await work(-1); // warm-up
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    timings.push(performance.now() - started);
  }
  return median(timings);
}

function edited(card: AnswerCard, run: number): AnswerCard {
  const section = card.sections[Math.floor(card.sections.length / 2)] as AnswerSection;
  const result = editSection<AnswerSection>(card, section.index, { lines: 2 + (run & 3) });
  if (!result.ok) throw new Error(result.error.message);
  return result.card;
}

const card = cardOfQuestions(100);
let previous: CardLayout = layoutCard(card);
const relayout = await time(RUNS, (run) => {
  previous = layoutCard(edited(card, run), previous);
});
const scratch = await time(RUNS, () => layoutCard(card));
const client = createLayoutClient();
const throughClient = await time(RUNS, (run) => client.layout(edited(card, run)));
client.dispose();

// the smallest card of this shape that fills four A3 pages
let exportCard = card;
for (let questions = 40; questions <= 200 && layoutCard(exportCard).pages.length !== 4; questions += 2) exportCard = cardOfQuestions(questions);
const pages = layoutCard(exportCard).pages.length;
const require = createRequire(import.meta.url);
const fontBytes = new Uint8Array(readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));
let size = 0;
const exported = await time(EXPORT_RUNS, async () => {
  size = (await exportCardPdf(exportCard, { fontBytes })).length;
});

console.log(`relayout of a 100-question card after one edit: median ${relayout.toFixed(2)} ms (goal < ${RELAYOUT_GOAL_MS} ms)`);
console.log(`layout of the same card from scratch: median ${scratch.toFixed(2)} ms`);
console.log(`relayout through the layout client (${client.inWorker ? 'worker' : 'main thread'}): median ${throughClient.toFixed(2)} ms`);
console.log(
  `PDF export, ${pages} A3 pages, Chinese font subset: median ${exported.toFixed(0)} ms, ${(size / 1024).toFixed(0)} KiB (goal < ${EXPORT_GOAL_MS} ms)`,
);
if (relayout >= RELAYOUT_GOAL_MS || exported >= EXPORT_GOAL_MS || pages !== 4) process.exitCode = 1;
