/**
 * The deterministic demo school: what `npm start` creates in an empty database so that a
 * visitor can sign in and mark at once. Everything — names, answers, pen strokes, marks — comes
 * from one seed, so the same seed gives the same school. It is written in one transaction: a
 * database holds the whole demo school or none of it.
 */
import { eq, inArray } from 'drizzle-orm';
import { initialMarksNeeded } from '../../domain/double-marking.ts';
import { CorrectionMode } from '../../domain/enums.ts';
import type { Database, Db } from '../db/database.ts';
import { feedbackTags, markingFeedback, markingLogs, markingUnits, scanPieces, settings, users } from '../db/schema.ts';
import { hashPassword } from '../features/auth/password.ts';
import type { ScanStorage } from '../storage/scan-storage.ts';
import { answerPartition, BLANK_SHARE_RANGE, leftBlank, type StudentAnswer } from './answers.ts';
import { DEMO_EXAMS, insertExam, type DemoExamKey, type SeededExam } from './exams.ts';
import { seedQuestionBank } from './question-bank.ts';
import { seedObjectiveAnswers } from './objective-answers.ts';
import { MarkerPool, markUnit, scheduleLogs, type SimulatedUnit } from './marking-history.ts';
import { Random } from './random.ts';
import { penOf } from './scan-image.ts';
import { storeScans, type ScanJob, type ScanProgress } from './scans.ts';
import { DEMO_USERNAMES, insertAccounts, insertSchool, type DemoAccount, type DemoSchool } from './school.ts';

export const DEMO_PASSWORD = 'Demo@2026';
/** The seed of the school everybody sees; any other seed gives another, equally valid school. */
export const DEMO_SEED = 20260318;
export const DEFAULT_STUDENTS = 240;
/** The settings row that marks a database as holding the demo school. */
export const DEMO_SETTINGS_KEY = 'demo_school';

/** Wrong-cause tags every school has (系统标签). */
export const SYSTEM_FEEDBACK_TAGS = ['审题不清', '计算错误', '步骤不全', '书写潦草', '概念不清', '答非所问'] as const;

/** The ended exam was marked from the morning after it was sat, China time (08:00 = 00:00 UTC). */
const ENDED_MARKING_START = new Date('2026-03-19T00:00:00Z');

const CHUNK = 1000;

export interface SeedOptions {
  /** how many students (default 240); classes of about 40, at least six */
  students?: number;
  seed?: number;
  /** called as scan images are stored */
  onScanProgress?: ScanProgress;
}

export interface DemoCounts {
  campuses: number;
  classes: number;
  students: number;
  accounts: number;
  exams: number;
  tests: number;
  partitions: number;
  markingUnits: number;
  markingLogs: number;
  scanPieces: number;
  blankAnswers: number;
  scanBytes: number;
}

export interface DemoSummary {
  school: string;
  password: string;
  seed: number;
  accounts: DemoAccount[];
  counts: DemoCounts;
}

export class DemoAlreadySeededError extends Error {
  constructor() {
    super('该数据库中已有演示学校，不能重复创建。请换一个数据目录或一个空的数据库。');
  }
}

async function seededIn(db: Db): Promise<boolean> {
  const marker = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_SETTINGS_KEY));
  if (marker.length > 0) return true;
  const accounts = await db.select({ id: users.id }).from(users).where(inArray(users.username, [...DEMO_USERNAMES])).limit(1);
  return accounts.length > 0;
}

/**
 * Whether the database holds the demo school — or any of its account names, which a second
 * demo school could not take.
 */
export async function isDemoSeeded(database: Database): Promise<boolean> {
  return database.run(seededIn);
}

async function systemFeedbackTags(db: Db): Promise<number[]> {
  const existing = await db.select({ id: feedbackTags.id }).from(feedbackTags).where(eq(feedbackTags.system, true));
  if (existing.length > 0) return existing.map((t) => t.id).sort((a, b) => a - b);
  const rows = await db
    .insert(feedbackTags)
    .values(SYSTEM_FEEDBACK_TAGS.map((name) => ({ name, system: true })))
    .returning({ id: feedbackTags.id });
  return rows.map((t) => t.id);
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** One student's answer to one partition of an exam that was sat. */
interface DemoUnit {
  exam: SeededExam;
  testId: number;
  partition: SeededExam['tests'][number]['partitions'][number];
  paperIndex: number;
  studentIndex: number;
  answer: StudentAnswer;
  marked?: SimulatedUnit;
}

/** Every student's answers to every partition of a sat exam, with a few left blank. */
function answersOf(exam: SeededExam, school: DemoSchool, random: Random): DemoUnit[] {
  const units: DemoUnit[] = [];
  for (const test of exam.tests) {
    for (const partition of test.partitions) {
      for (const student of school.students) {
        // ability in this subject: the student's overall level, give or take
        const ability = random.fork('ability', student.index).normal() + random.fork('ability', student.index, test.paper.subjectId).normal(0, 0.45);
        const answer = answerPartition(partition.def, ability, random.fork('answer', exam.spec.key, test.paperIndex, partition.index, student.index));
        units.push({ exam, testId: test.id, partition, paperIndex: test.paperIndex, studentIndex: student.index, answer });
      }
    }
  }
  const blankRandom = random.fork('blank', exam.spec.key);
  const blankCount = Math.max(1, Math.round(units.length * blankRandom.float(...BLANK_SHARE_RANGE)));
  for (const index of blankRandom.sample(Array.from(units, (_, i) => i), blankCount)) units[index].answer = leftBlank(units[index].answer);
  return units;
}

/** Exactly one scan in the running exam is unreadable: an answer to the first question group. */
function spoilOneScan(units: DemoUnit[], random: Random): void {
  const first = units.filter((u) => u.paperIndex === 0 && u.partition.index === 0 && u.answer.plan.state === 'written');
  const pick = random.pick(first.slice(0, Math.min(first.length, 20)));
  pick.answer = { ...pick.answer, plan: { ...pick.answer.plan, state: 'unreadable' } };
}

function markEndedExam(units: DemoUnit[], tagIds: number[], random: Random): void {
  const pools = new Map<number, MarkerPool>();
  for (const unit of units) {
    const { partition } = unit;
    let pool = pools.get(partition.id);
    if (!pool) pools.set(partition.id, (pool = new MarkerPool(partition.markers, random.fork('markers', unit.paperIndex, partition.index))));
    const byRegion = unit.exam.tests[unit.paperIndex].paper.correctType === CorrectionMode.byRegion;
    const setup = { partition: partition.def, byRegion, pool, judgeId: partition.judgeId, feedbackTagIds: tagIds };
    unit.marked = markUnit(setup, unit.answer, random.fork('mark', unit.paperIndex, partition.index, unit.studentIndex));
  }
  scheduleLogs(
    units.map((u) => u.marked!),
    ENDED_MARKING_START,
    random.fork('schedule'),
  );
}

async function insertUnits(db: Db, units: DemoUnit[], school: DemoSchool): Promise<{ logs: number }> {
  const studentId = (u: DemoUnit) => school.students[u.studentIndex].id;
  const ids = new Map<string, number>();
  await insertChunked(units, async (chunk) => {
    const rows = await db
      .insert(markingUnits)
      .values(
        chunk.map((u) =>
          u.marked
            ? {
                partitionId: u.partition.id,
                studentId: studentId(u),
                state: 'done' as const,
                marksNeeded: u.marked.marksNeeded,
                marksDone: u.marked.marksDone,
                finalScore: u.marked.finalScore,
                finalQuestionScore: u.marked.finalQuestionScore,
                version: u.marked.logs.length,
              }
            : { partitionId: u.partition.id, studentId: studentId(u), state: 'open' as const, marksNeeded: initialMarksNeeded(u.partition.def.policy) },
        ),
      )
      .returning({ id: markingUnits.id, partitionId: markingUnits.partitionId, studentId: markingUnits.studentId });
    for (const row of rows) ids.set(`${row.partitionId}:${row.studentId}`, row.id);
  });
  const logRows: (typeof markingLogs.$inferInsert)[] = [];
  const feedbackRows: (typeof markingFeedback.$inferInsert)[] = [];
  for (const unit of units) {
    if (!unit.marked) continue;
    const unitId = ids.get(`${unit.partition.id}:${studentId(unit)}`)!;
    for (const log of unit.marked.logs) {
      logRows.push({
        unitId,
        partitionId: unit.partition.id,
        studentId: studentId(unit),
        teacherId: log.teacherId,
        judge: log.judge,
        round: log.round,
        totalScore: log.totalScore,
        questionScore: log.questionScore,
        scoreMarks: log.scoreMarks,
        spendTime: log.spendTime,
        feedbackIds: log.feedbackTagIds.join(','),
        finishedTime: log.finishedTime,
      });
      if (log.feedbackTagIds.length > 0) feedbackRows.push({ unitId, teacherId: log.teacherId, tagIds: log.feedbackTagIds, updatedAt: log.finishedTime });
    }
  }
  await insertChunked(logRows, (chunk) => db.insert(markingLogs).values(chunk));
  await insertChunked(feedbackRows, (chunk) => db.insert(markingFeedback).values(chunk));
  return { logs: logRows.length };
}

export async function seedDemoSchool(database: Database, storage: ScanStorage, options: SeedOptions = {}): Promise<DemoSummary> {
  const studentCount = options.students ?? DEFAULT_STUDENTS;
  if (!Number.isInteger(studentCount) || studentCount < 1) throw new Error(`students must be a positive whole number, not ${studentCount}`);
  const seed = options.seed ?? DEMO_SEED;
  const random = new Random(seed);
  // scrypt is slow on purpose: one hash serves every demo account
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return database.tx(async (db) => {
    if (await seededIn(db)) throw new DemoAlreadySeededError();
    const tagIds = await systemFeedbackTags(db);
    const school = await insertSchool(db, random.fork('school'), studentCount);
    const accounts = await insertAccounts(db, school, passwordHash, random.fork('accounts'));
    const exams: Record<DemoExamKey, SeededExam> = {} as Record<DemoExamKey, SeededExam>;
    for (const spec of DEMO_EXAMS) exams[spec.key] = await insertExam(db, spec, school, accounts);
    await seedQuestionBank(db, school);
    for (const key of ['ended', 'running'] as const) await seedObjectiveAnswers(db, exams[key], school, random);

    const ended = answersOf(exams.ended, school, random);
    const running = answersOf(exams.running, school, random);
    spoilOneScan(running, random.fork('unreadable'));
    markEndedExam(ended, tagIds, random);
    const { logs } = await insertUnits(db, [...ended, ...running], school);

    const pens = school.students.map((s) => penOf(random.fork('pen', s.index)));
    const jobs: ScanJob[] = [...ended, ...running].map((u) => ({
      testId: u.testId,
      partitionId: u.partition.id,
      studentId: school.students[u.studentIndex].id,
      partition: u.partition.def,
      plan: u.answer.plan,
      pen: pens[u.studentIndex],
      random: random.fork('scan', u.exam.spec.key, u.paperIndex, u.partition.index, u.studentIndex),
    }));
    const scans = await storeScans(jobs, storage, options.onScanProgress);
    await insertChunked(scans.rows, (chunk) => db.insert(scanPieces).values(chunk));

    await db.insert(settings).values({ key: DEMO_SETTINGS_KEY, value: { seed, students: studentCount, schoolId: school.id } });
    const sat = [...ended, ...running];
    return {
      school: school.name,
      password: DEMO_PASSWORD,
      seed,
      accounts: accounts.list,
      counts: {
        campuses: school.campusIds.length,
        classes: school.classes.length,
        students: school.students.length,
        accounts: accounts.list.length,
        exams: DEMO_EXAMS.length,
        tests: Object.values(exams).reduce((n, e) => n + e.tests.length, 0),
        partitions: Object.values(exams).reduce((n, e) => n + e.tests.reduce((m, t) => m + t.partitions.length, 0), 0),
        markingUnits: sat.length,
        markingLogs: logs,
        scanPieces: scans.rows.length,
        blankAnswers: sat.filter((u) => u.answer.plan.state === 'blank').length,
        scanBytes: scans.bytes,
      },
    };
  });
}
