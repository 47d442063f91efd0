// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMarks } from '../../domain/double-marking.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { BLANK_BLACK_RATE } from '../features/marking/blank-volume-repository.ts';
import { blackRate } from '../storage/black-rate.ts';
import { createFolderStorage, type ScanStorage } from '../storage/scan-storage.ts';
import { DEMO_PAPERS } from './papers.ts';
import { DemoAlreadySeededError, DEMO_PASSWORD, isDemoSeeded, seedDemoSchool, SYSTEM_FEEDBACK_TAGS, type DemoSummary } from './seed.ts';
import { verifyPassword } from '../features/auth/password.ts';

const STUDENTS = 12;
const SEED_TIMEOUT = 120_000;

interface Seeded {
  database: Database;
  storage: ScanStorage;
  folder: string;
  summary: DemoSummary;
  seededBefore: boolean;
}

async function seeded(): Promise<Seeded> {
  const database = await openDatabase({});
  const folder = mkdtempSync(path.join(tmpdir(), 'demo-scans-'));
  const storage = createFolderStorage(folder);
  const seededBefore = await isDemoSeeded(database);
  const summary = await seedDemoSchool(database, storage, { students: STUDENTS });
  return { database, storage, folder, summary, seededBefore };
}

const count = async (database: Database, sql: string) => Number((await database.query<{ n: string }>(sql))[0].n);

let first: Seeded;
let again: Seeded;

beforeAll(async () => {
  first = await seeded();
  again = await seeded();
}, SEED_TIMEOUT);

afterAll(async () => {
  for (const s of [first, again].filter(Boolean)) {
    await s.database.close();
    rmSync(s.folder, { recursive: true, force: true });
  }
});

const partitionsPerExam = DEMO_PAPERS.reduce((n, p) => n + p.partitions.length, 0);
const piecesPerStudentAndExam = DEMO_PAPERS.flatMap((p) => p.partitions).reduce((n, p) => n + p.pieces, 0);
const questionsPerExam = DEMO_PAPERS.reduce((n, p) => n + p.objective.length + p.partitions.flatMap((x) => x.questions).length, 0);

describe('the demo school', () => {
  it('is recognised as seeded once it exists', async () => {
    expect(first.seededBefore).toBe(false);
    expect(await isDemoSeeded(first.database)).toBe(true);
  });

  it('has one school, two campuses, six classes and the asked number of students', async () => {
    const db = first.database;
    expect(await count(db, 'SELECT count(*) AS n FROM schools')).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM campuses')).toBe(2);
    expect(await count(db, 'SELECT count(*) AS n FROM classes')).toBe(6);
    expect(await count(db, 'SELECT count(*) AS n FROM students')).toBe(STUDENTS);
    expect(await count(db, 'SELECT count(DISTINCT exam_number) AS n FROM students')).toBe(STUDENTS);
    expect(first.summary.counts).toMatchObject({ campuses: 2, classes: 6, students: STUDENTS, exams: 3, tests: 6, partitions: 3 * partitionsPerExam });
  });

  it('has the demo accounts with one shared password and their positions', async () => {
    const rows = await first.database.query<{ username: string; password_hash: string; groups: number[]; schools: string }>(`
      SELECT u.username, u.password_hash, array_agg(DISTINCT g.group_id ORDER BY g.group_id) AS groups, count(DISTINCT s.school_id) AS schools
      FROM users u JOIN user_groups g ON g.user_id = u.id JOIN user_schools s ON s.user_id = u.id GROUP BY u.id ORDER BY u.username`);
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(Object.keys(byName)).toEqual(['admin', 'arbiter01', 'marker01', 'marker02', 'marker03', 'marker04', 'marker05', 'marker06', 'schooladmin', 'teacher01']);
    expect(byName.admin.groups).toEqual([1]);
    expect(byName.schooladmin.groups).toEqual([14]);
    expect(byName.marker01.groups).toEqual([11, 12]);
    expect(byName.marker02.groups).toEqual([11]);
    expect(byName.teacher01.groups).toEqual([11, 12]);
    expect(rows.every((r) => Number(r.schools) === 1)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, byName.marker03.password_hash)).toBe(true);
    expect(first.summary.accounts.map((a) => a.username)).toContain('arbiter01');
    // teachers know their classes: a class head has subject 0
    expect(await count(first.database, `SELECT count(*) AS n FROM teacher_classes t JOIN users u ON u.id = t.user_id WHERE u.username = 'teacher01' AND t.subject_id = 0`)).toBe(1);
  });

  it('has an exam in each state, every one sat by all six classes', async () => {
    const exams = await first.database.query<{ status: number; tests: string; classes: string }>(`
      SELECT e.status, (SELECT count(*) FROM tests t WHERE t.exam_id = e.id) AS tests, (SELECT count(*) FROM exam_classes c WHERE c.exam_id = e.id) AS classes
      FROM exams e ORDER BY e.status`);
    expect(exams.map((e) => e.status)).toEqual([0, 1, 3]);
    expect(exams.every((e) => Number(e.tests) === 2 && Number(e.classes) === 6)).toBe(true);
    expect(await count(first.database, 'SELECT count(*) AS n FROM questions')).toBe(3 * questionsPerExam);
    expect(await count(first.database, `SELECT count(*) AS n FROM questions WHERE question_type = 'multiple_one' AND partition_id IS NULL AND jsonb_array_length(options) = 4`)).toBe(
      3 * DEMO_PAPERS.reduce((n, p) => n + p.objective.length, 0),
    );
    expect(await count(first.database, 'SELECT count(*) AS n FROM feedback_tags WHERE system')).toBe(SYSTEM_FEEDBACK_TAGS.length);
  });

  it('gives every question group its markers, its block division and, when double-marked, an adjudicator', async () => {
    const groups = await first.database.query<{ id: number; policy: string; correct: number; rects: unknown[] | null; markers: string; judges: string; blanks_without_rect: string; quota: number }>(`
      SELECT p.id, p.marking_policy AS policy, p.test_correct_type AS correct, p.rect_divide AS rects,
        (SELECT count(*) FROM partition_teachers t WHERE t.partition_id = p.id AND t.role = 'marker') AS markers,
        (SELECT count(*) FROM partition_teachers t JOIN users u ON u.id = t.user_id WHERE t.partition_id = p.id AND t.role = 'judge' AND u.username = 'arbiter01') AS judges,
        (SELECT count(*) FROM blanks b JOIN questions q ON q.id = b.question_id WHERE q.partition_id = p.id AND (b.width IS NULL OR b.width <= 0 OR b.height <= 0)) AS blanks_without_rect,
        (SELECT min(mark_task) FROM partition_teachers t WHERE t.partition_id = p.id AND t.role = 'marker') AS quota
      FROM partitions p`);
    expect(groups).toHaveLength(3 * partitionsPerExam);
    for (const group of groups) {
      expect(Number(group.markers)).toBeGreaterThanOrEqual(3);
      expect(group.rects?.length).toBeGreaterThan(0);
      expect(Number(group.blanks_without_rect)).toBe(0);
      expect(Number(group.judges)).toBe(group.policy === '2+1' || group.policy === '2+1+1' ? 1 : 0);
      // the three markers' quotas cover every mark the group needs
      expect(group.quota * Number(group.markers)).toBeGreaterThanOrEqual(STUDENTS * (group.policy === 'single' ? 1 : 2));
    }
    expect(new Set(groups.map((g) => g.correct))).toEqual(new Set([1, 2]));
  });

  it('leaves the running exam open for marking, one unit per student and question group', async () => {
    const units = await first.database.query<{ state: string; marks_needed: number; policy: string; n: string }>(`
      SELECT u.state, u.marks_needed, p.marking_policy AS policy, count(*) AS n FROM marking_units u
      JOIN partitions p ON p.id = u.partition_id JOIN tests t ON t.id = p.test_id JOIN exams e ON e.id = t.exam_id
      WHERE e.status = 1 GROUP BY 1, 2, 3`);
    expect(units.reduce((n, u) => n + Number(u.n), 0)).toBe(STUDENTS * partitionsPerExam);
    for (const u of units) {
      expect(u.state).toBe('open');
      expect(u.marks_needed).toBe(u.policy === 'single' ? 1 : 2);
    }
    expect(await count(first.database, 'SELECT count(*) AS n FROM marking_units WHERE marks_done > 0 AND state = \'open\'')).toBe(0);
  });

  it('has the ended exam completely marked, its final scores following the double-marking rule', async () => {
    const units = await first.database.query<{ id: number; policy: '1+1' | 'single' | '2+1' | '2+1+1'; tolerance: number; final_score: number; state: string; marks_done: number }>(`
      SELECT u.id, p.marking_policy AS policy, p.tolerance, u.final_score, u.state, u.marks_done FROM marking_units u
      JOIN partitions p ON p.id = u.partition_id JOIN tests t ON t.id = p.test_id JOIN exams e ON e.id = t.exam_id WHERE e.status = 3`);
    expect(units).toHaveLength(STUDENTS * partitionsPerExam);
    const logs = await first.database.query<{ unit_id: number; round: number; judge: number; question_score: Record<string, Record<string, number>>; username: string; total_score: number }>(
      `SELECT l.unit_id, l.round, l.judge, l.question_score, l.total_score, u.username FROM marking_logs l JOIN users u ON u.id = l.teacher_id`,
    );
    const steps = await first.database.query<{ unit_id: number; show_order: number; key: string; step: number; full_mark: number }>(`
      SELECT u.id AS unit_id, q.show_order, b.key, b.step, b.full_mark FROM marking_units u JOIN questions q ON q.partition_id = u.partition_id JOIN blanks b ON b.question_id = q.id`);
    for (const unit of units) {
      expect(unit.state).toBe('done');
      const mine = logs.filter((l) => Number(l.unit_id) === Number(unit.id));
      const blanks = steps.filter((s) => Number(s.unit_id) === Number(unit.id)).map((s) => ({ showOrder: String(s.show_order), key: s.key, step: s.step }));
      const resolution = resolveMarks(unit.policy, unit.tolerance, mine.map((l) => ({ round: l.round, questionScore: l.question_score })), blanks);
      expect(resolution.kind).toBe('final');
      if (resolution.kind === 'final') expect(unit.final_score).toBe(resolution.total);
      expect(unit.marks_done).toBe(mine.filter((l) => l.judge === 0).length);
      // markers never mark the same answer twice, and only the adjudicator marks round 4
      expect(new Set(mine.map((l) => l.username)).size).toBe(mine.length);
      for (const log of mine) expect(log.round === 4).toBe(log.username === 'arbiter01');
    }
    // scores vary: not every student got the same mark
    expect(new Set(units.map((u) => u.final_score)).size).toBeGreaterThan(5);
  });

  it('stores two scan pieces for a two-piece question group, stacked', async () => {
    expect(first.summary.counts.scanPieces).toBe(2 * STUDENTS * piecesPerStudentAndExam);
    const stacked = await first.database.query<{ seq: number; y: number; height: number }>(`SELECT seq, y, height FROM scan_pieces WHERE seq = 1 LIMIT 1`);
    expect(stacked[0]).toEqual({ seq: 1, y: stacked[0].height, height: 220 });
    const stored = await first.storage.get((await first.database.query<{ storage_key: string }>('SELECT storage_key FROM scan_pieces LIMIT 1'))[0].storage_key);
    expect(stored?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('has blank answers nearly white, written ones clear of the blank rule, and exactly one unreadable scan', async () => {
    const answers = await first.database.query<{ fullest: number }>(`SELECT max(black_rate) AS fullest FROM scan_pieces GROUP BY partition_id, student_id`);
    const blank = answers.filter((a) => a.fullest < BLANK_BLACK_RATE);
    const written = answers.filter((a) => a.fullest >= BLANK_BLACK_RATE);
    expect(blank).toHaveLength(first.summary.counts.blankAnswers);
    expect(blank.length).toBeGreaterThan(0);
    expect(blank.length / answers.length).toBeLessThan(0.08);
    const unreadable = await first.database.query<{ storage_key: string; black_rate: number }>('SELECT storage_key, black_rate FROM scan_pieces WHERE black_rate > 30');
    expect(unreadable).toHaveLength(1);
    const blankest = Math.max(...blank.map((a) => a.fullest));
    const leastWritten = Math.min(...written.map((a) => a.fullest));
    const mostWritten = Math.max(...written.filter((a) => a.fullest <= 30).map((a) => a.fullest));
    expect(blankest).toBeLessThan(leastWritten);
    expect(mostWritten).toBeLessThan(unreadable[0].black_rate);
  });

  it('stores the black rate that reading the stored image gives', async () => {
    const pieces = await first.database.query<{ storage_key: string; black_rate: number }>(`
      (SELECT storage_key, black_rate FROM scan_pieces ORDER BY black_rate DESC LIMIT 3)
      UNION ALL (SELECT storage_key, black_rate FROM scan_pieces ORDER BY black_rate LIMIT 3)`);
    for (const piece of pieces) expect(await blackRate((await first.storage.get(piece.storage_key))!)).toBe(piece.black_rate);
  });

  it('is the same school, image for image, from the same seed', async () => {
    const names = (s: Seeded) => s.database.query<{ name: string; exam_number: string }>('SELECT name, exam_number FROM students ORDER BY id');
    expect(await names(again)).toEqual(await names(first));

    const imageHash = async (s: Seeded) => {
      const key = (await s.database.query<{ storage_key: string }>('SELECT storage_key FROM scan_pieces ORDER BY id DESC LIMIT 1'))[0].storage_key;
      return createHash('sha256').update((await s.storage.get(key))!).digest('hex');
    };
    expect(await imageHash(again)).toBe(await imageHash(first));
    const rates = (s: Seeded) => s.database.query<{ black_rate: number }>('SELECT black_rate FROM scan_pieces ORDER BY id');
    expect(await rates(again)).toEqual(await rates(first));

    const scores = (s: Seeded) => s.database.query<{ final_score: number }>('SELECT final_score FROM marking_units ORDER BY id');
    expect(await scores(again)).toEqual(await scores(first));
    expect(again.summary.counts).toEqual(first.summary.counts);
  });

  it('refuses to seed the same database twice and leaves it as it was', async () => {
    await expect(seedDemoSchool(first.database, first.storage, { students: 3 })).rejects.toBeInstanceOf(DemoAlreadySeededError);
    expect(await count(first.database, 'SELECT count(*) AS n FROM students')).toBe(STUDENTS);
  });

  it('scores the maths paper out of 150 and the Chinese paper out of 100, question by question', async () => {
    const totals = await first.database.query<{ name: string; total_score: number; questions: number; exam_total: number }>(`
      SELECT t.name, t.total_score, (SELECT sum(q.full_mark) FROM questions q WHERE q.test_id = t.id) AS questions, e.total_score AS exam_total
      FROM tests t JOIN exams e ON e.id = t.exam_id WHERE e.status = 1 ORDER BY t.subject_id`);
    expect(totals.map((t) => [t.name, t.total_score, Number(t.questions), t.exam_total])).toEqual([
      ['数学', 150, 150, 250],
      ['语文', 100, 100, 250],
    ]);
    const blankSums = await first.database.query<{ diff: number }>(`
      SELECT q.full_mark - sum(b.full_mark) AS diff FROM questions q JOIN blanks b ON b.question_id = q.id GROUP BY q.id HAVING q.full_mark <> sum(b.full_mark)`);
    expect(blankSums).toEqual([]);
  });
});
