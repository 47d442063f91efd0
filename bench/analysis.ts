/**
 * How long the per-question statistics of a large exam take: 50 000 students × 30 questions
 * from in-memory score arrays (one Float64Array per question), including the paper totals, the
 * 27 % extreme groups, every question's figures, discrimination and item-total correlation, and
 * Cronbach's α. Goal: under 300 ms. Run with `npm run bench:analysis`.
 */
import { performance } from 'node:perf_hooks';
import { analysePaper, type PaperItem } from '../src/domain/statistics/paper.ts';

const STUDENTS = 50_000;
const QUESTIONS = 30;
const GOAL_MS = 300;
const RUNS = 7;

/** A fixed-seed generator, so every run measures the same exam. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function buildExam(): PaperItem[] {
  const random = generator(20_240_601);
  const ability = new Float64Array(STUDENTS);
  for (let i = 0; i < STUDENTS; i++) ability[i] = random();
  const items: PaperItem[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    // twelve 3-point choices, then blanks and answers worth more
    const fullMark = q < 12 ? 3 : q < 22 ? 5 : 12;
    const scores = new Float64Array(STUDENTS);
    for (let i = 0; i < STUDENTS; i++) {
      const p = Math.min(1, Math.max(0, ability[i] + (random() - 0.5) * 0.6));
      scores[i] = q < 12 ? (p > 0.5 ? fullMark : 0) : Math.round(p * fullMark * 2) / 2;
    }
    items.push({ fullMark, scores });
  }
  return items;
}

const items = buildExam();
analysePaper(items, STUDENTS); // warm-up
const timings: number[] = [];
let alpha: number | null = null;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const paper = analysePaper(items, STUDENTS);
  timings.push(performance.now() - started);
  alpha = paper.reliability.alpha;
}
timings.sort((a, b) => a - b);
const median = timings[RUNS >> 1];
console.log(
  `per-question statistics, ${STUDENTS.toLocaleString('en')} students × ${QUESTIONS} questions: ` +
    `median ${median.toFixed(1)} ms, best ${timings[0].toFixed(1)} ms over ${RUNS} runs (goal < ${GOAL_MS} ms) — α ${alpha}`,
);
if (median >= GOAL_MS) process.exitCode = 1;
