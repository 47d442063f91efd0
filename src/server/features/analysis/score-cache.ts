/**
 * Kept statistics: each paper's score table (TestScores) is kept in this process and checked on
 * every use against the paper's analysis stamps, which every write that changes its scores raises
 * in its own transaction (0023_analysis_stamps.sql) — a mark given or edited in any server process
 * is seen by the next analysis answer. When only question groups' answers changed, only those
 * groups' answers are read again and their questions' columns rebuilt; anything else (objective
 * answers, questions, who sat the paper) reads the paper again. Concurrent callers of one paper at
 * one stamp wait for one read. Within a transaction nothing is kept (its writes may roll back).
 *
 * The stamps are read before the scores, so a table is never older than the stamps it is kept
 * under: at worst newer, and read again on the next use.
 */
import type { Db } from '../../db/database.ts';
import { cachePerDatabase, type VersionedCache } from '../../db/versioned-cache.ts';
import { analysisStampsOf, objectiveAnswersOfTest, participantsOfTest, questionsOfTest, unitsOfPartition, unitsOfTest } from './analysis-repository.ts';
import { applyUnits, buildTestScores, questionsByPartition, type TestScores } from './test-scores.ts';

/** Memory for kept tables per database, in MiB (ANALYSIS_CACHE_MB); the least recently used go first. */
const CACHE_BYTES = Number(process.env.ANALYSIS_CACHE_MB ?? 256) * 2 ** 20;

/** The part of the stamps that stands for who sat the paper and its questions. */
const ROSTER_PART = -1;
const OBJECTIVE_PART = 0;

interface KeptPaper {
  data: TestScores;
  /** part → stamp the table was read at */
  stamps: ReadonlyMap<number, number>;
  /** student id → position in data.students */
  position: ReadonlyMap<number, number>;
  /** per question group: its answers done and all */
  progress: ReadonlyMap<number, { done: number; total: number }>;
  /** question groups with a question that has objective answers too (read whole when they change) */
  mixed: ReadonlySet<number>;
}

/** Bytes a table takes, roughly: its score columns, choices and students. */
function bytesOf(kept: KeptPaper): number {
  const n = kept.data.students.length;
  const columns = kept.data.questions.reduce((sum, q) => sum + 2 + q.blanks.length, 0);
  return n * (columns * 8 + 200) + 4096;
}

const cacheOf = cachePerDatabase<number, KeptPaper>(CACHE_BYTES, bytesOf);

/** A paper's stamps as one string: equal strings, equal scores. */
export function versionOf(stamps: ReadonlyMap<number, number>): string {
  return [...stamps]
    .sort((a, b) => a[0] - b[0])
    .map(([part, stamp]) => `${part}:${stamp}`)
    .join(',');
}

async function readPaper(db: Db, testId: number, stamps: ReadonlyMap<number, number>): Promise<KeptPaper> {
  const questionRows = await questionsOfTest(db, testId);
  const students = await participantsOfTest(db, testId);
  const units = await unitsOfTest(db, testId);
  const objective = await objectiveAnswersOfTest(db, testId);
  const data = buildTestScores(questionRows, students, units, objective);
  const progress = new Map<number, { done: number; total: number }>();
  for (const unit of units) {
    const entry = progress.get(unit.partition_id) ?? { done: 0, total: 0 };
    entry.total++;
    if (unit.state === 'done') entry.done++;
    progress.set(unit.partition_id, entry);
  }
  const objectiveQuestions = new Set(objective.map((o) => o.questionId));
  const mixed = new Set(data.questions.filter((q) => q.row.partitionId !== null && objectiveQuestions.has(q.row.id)).map((q) => q.row.partitionId!));
  return { data, stamps, position: new Map(students.map((s, i) => [s.id, i])), progress, mixed };
}

/** The question groups whose answers alone changed, or undefined when the paper must be read whole. */
function changedGroups(before: KeptPaper, stamps: ReadonlyMap<number, number>): number[] | undefined {
  const same = (part: number) => before.stamps.get(part) === stamps.get(part);
  if (!same(ROSTER_PART) || !same(OBJECTIVE_PART)) return undefined;
  const changed = [...stamps.keys()].filter((part) => part > 0 && !same(part));
  if (changed.some((part) => before.mixed.has(part))) return undefined;
  // a stamp gone means rows were removed in a way the parts do not tell: read it whole
  if ([...before.stamps.keys()].some((part) => !stamps.has(part))) return undefined;
  return changed;
}

async function refreshGroups(db: Db, before: KeptPaper, groups: number[], stamps: ReadonlyMap<number, number>): Promise<KeptPaper> {
  const { data, position } = before;
  const n = data.students.length;
  const scores = data.scores.slice();
  const blankScores = data.blankScores.slice();
  const progress = new Map(before.progress);
  const byPartition = questionsByPartition(data.questions);
  for (const partitionId of groups) {
    const units = await unitsOfPartition(db, partitionId);
    const mine = byPartition.get(partitionId) ?? [];
    for (const qi of mine) {
      scores[qi] = new Float64Array(n).fill(NaN);
      blankScores[qi] = data.questions[qi].blanks.map(() => new Float64Array(n).fill(NaN));
    }
    const done = applyUnits(data.questions, position, scores, blankScores, units, new Map([[partitionId, mine]]));
    progress.set(partitionId, { done, total: units.length });
  }
  let done = 0;
  let total = 0;
  for (const counts of progress.values()) {
    done += counts.done;
    total += counts.total;
  }
  return { ...before, data: { ...data, scores, blankScores, progress: { done, total } }, stamps, progress };
}

async function keptPaper(db: Db, cache: VersionedCache<number, KeptPaper>, testId: number, stamps: ReadonlyMap<number, number>): Promise<TestScores> {
  const kept = await cache.get(testId, versionOf(stamps), async ({ previous }) => {
    const groups = previous && changedGroups(previous.value, stamps);
    return groups ? refreshGroups(db, previous.value, groups, stamps) : readPaper(db, testId, stamps);
  });
  return kept.data;
}

/**
 * Every final score of some papers, in their order, as of now: kept tables where their stamps
 * still hold, the rest read (once however many callers ask at once). `version` changes whenever
 * any of the tables may have.
 */
export async function papersScores(db: Db, testIds: readonly number[]): Promise<{ papers: TestScores[]; version: string }> {
  const stamps = await analysisStampsOf(db, testIds);
  const version = testIds.map((id) => `${id}[${versionOf(stamps.get(id)!)}]`).join(';');
  const cache = cacheOf(db);
  if (!cache) return { papers: await Promise.all(testIds.map(async (id) => (await readPaper(db, id, stamps.get(id)!)).data)), version };
  return { papers: await Promise.all(testIds.map((id) => keptPaper(db, cache, id, stamps.get(id)!))), version };
}

/** Every final score of one paper, as of now. */
export async function testScoresOf(db: Db, testId: number): Promise<TestScores> {
  return (await papersScores(db, [testId])).papers[0];
}

/** A cache of values derived from kept tables (a quarter of the budget), one per database; none within a transaction. */
export function derivedCache<K, V>(sizeOf: (value: V) => number): (db: Db) => VersionedCache<K, V> | undefined {
  return cachePerDatabase<K, V>(CACHE_BYTES / 4, sizeOf);
}
