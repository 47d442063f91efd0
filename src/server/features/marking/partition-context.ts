/**
 * A partition as the marking engine needs it: its test and exam, its questions and blanks.
 * Definitions change only when an admin edits the division, so they are kept briefly in
 * memory; every hot call (load, submit) would otherwise read the same rows again.
 */
import type { BlankStep, MarkingPolicy } from '../../../domain/double-marking.ts';
import type { Database, Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { TimedCache } from '../../db/timed-cache.ts';
import { partitionWithTest, questionsWithBlanks } from './partition-repository.ts';
import { msg } from '../../../i18n/server.ts';

const CACHE_MS = 10_000;

export interface ContextBlank {
  id: number;
  key: string;
  label: string;
  fullMark: number;
  step: number;
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
}

export interface ContextQuestion {
  id: number;
  showOrder: number;
  label: string;
  fullMark: number;
  questionType: string;
  answer: string[];
  jieda: string;
  blanks: ContextBlank[];
}

export interface PartitionContext {
  id: number;
  name: string;
  alias: string;
  testId: number;
  examId: number;
  schoolId: number;
  examStatus: number;
  testCorrectType: number;
  policy: MarkingPolicy;
  tolerance: number;
  quotaStrict: boolean;
  /** the most students a marker holds at once in this group; 0: as many as the window asks for */
  occupyCount: number;
  showStudent: boolean;
  scoringTimeLabel: string;
  divided: boolean;
  questions: ContextQuestion[];
  blankSteps: BlankStep[];
  fullMark: number;
}

export class PartitionContexts {
  private readonly contexts = new TimedCache<number, PartitionContext>(CACHE_MS);

  constructor(private readonly database: Database) {}

  get(partitionId: number): Promise<PartitionContext> {
    return this.contexts.get(partitionId, () => this.database.run((d) => loadContext(d, partitionId)));
  }

  forget(partitionId: number): void {
    this.contexts.forget(partitionId);
  }
}

async function loadContext(db: Db, partitionId: number): Promise<PartitionContext> {
  const row = await partitionWithTest(db, partitionId);
  if (!row) throw notFound(msg.exam.partitionNotFound);
  const questions = groupQuestions(await questionsWithBlanks(db, [partitionId]));
  return toContext(row, questions);
}

export function groupQuestions(rows: Awaited<ReturnType<typeof questionsWithBlanks>>): ContextQuestion[] {
  const byId = new Map<number, ContextQuestion>();
  for (const { question, blank } of rows) {
    let q = byId.get(question.id);
    if (!q) {
      q = {
        id: question.id,
        showOrder: question.showOrder,
        label: question.label,
        fullMark: question.fullMark,
        questionType: question.questionType,
        answer: question.answer ?? [],
        jieda: question.jieda,
        blanks: [],
      };
      byId.set(question.id, q);
    }
    if (blank) q.blanks.push({ id: blank.id, key: blank.key, label: blank.label, fullMark: blank.fullMark, step: blank.step, x: blank.x, y: blank.y, width: blank.width, height: blank.height });
  }
  return [...byId.values()].sort((a, b) => a.showOrder - b.showOrder);
}

/**
 * Block division is complete when the group has its region rectangle (by region) or every
 * blank has its own rectangle (by blank) — spec 000 §5.
 */
export function isDivided(testCorrectType: number, rectDivide: unknown[] | null, questions: ContextQuestion[]): boolean {
  if (testCorrectType === 1) return Array.isArray(rectDivide) && rectDivide.length > 0;
  const all = questions.flatMap((q) => q.blanks);
  return all.length > 0 && all.every((b) => b.width !== null && b.height !== null && b.width > 0 && b.height > 0);
}

export function toContext(row: NonNullable<Awaited<ReturnType<typeof partitionWithTest>>>, questions: ContextQuestion[]): PartitionContext {
  const { partition, test, exam } = row;
  return {
    id: partition.id,
    name: partition.name,
    alias: partition.alias,
    testId: test.id,
    examId: exam.id,
    schoolId: exam.schoolId,
    examStatus: exam.status,
    testCorrectType: partition.testCorrectType,
    policy: partition.markingPolicy,
    tolerance: partition.tolerance,
    quotaStrict: partition.quotaStrict,
    occupyCount: partition.occupyCount,
    showStudent: partition.markingShowStudent,
    scoringTimeLabel: partition.scoringTimeLabel,
    divided: test.isSubFinishDivide || isDivided(partition.testCorrectType, partition.rectDivide, questions),
    questions,
    blankSteps: questions.flatMap((q) => q.blanks.map((b) => ({ showOrder: String(q.showOrder), key: b.key, step: b.step }))),
    fullMark: questions.reduce((sum, q) => sum + q.blanks.reduce((s, b) => s + b.fullMark, 0), 0),
  };
}
