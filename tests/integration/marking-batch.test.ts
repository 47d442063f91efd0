/**
 * Several new marks of one group in one statement (writeSubmits): each row is written only when
 * it could have been written alone — its unit unchanged since the decision, its claim still
 * there, its idempotency key free — and the rows that were written are dealt their next
 * students from one pool of free units, never a unit a teacher of the batch holds or marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { claimStudents, readForSubmit, type SubmitWrite } from '../../src/server/features/marking/hot-statements-repository.ts';
import { writeSubmits } from '../../src/server/features/marking/submit-batch-repository.ts';
import { buildMarkingFixture, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { createTestDatabase } from './helpers.ts';

let database: Database;
let fx: MarkingFixture;
const expiresAt = () => new Date(Date.now() + 10 * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  fx = await buildMarkingFixture(database, { students: 60, markers: 6, partitions: [{ policy: '2+1', tolerance: 2, blanks: [{ fullMark: 10, step: 0.5 }] }], prefix: 'batch' });
});

afterAll(async () => {
  await database?.close();
});

const partitionId = () => fx.partitionIds[0];
const claim = (teacher: number) => database.statements((run) => claimStudents(run, partitionId(), fx.markers[teacher].id, 0, 5, expiresAt()));

/** A first mark of `total` on a student, decided on the unit as it is now. */
async function firstMark(teacher: number, studentId: number, total: number, extra: Partial<SubmitWrite> = {}): Promise<SubmitWrite> {
  const unit = (await database.statements((run) => readForSubmit(run, partitionId(), studentId, fx.markers[teacher].id, 0, null)))!;
  return {
    unitId: unit.unitId,
    version: unit.version,
    partitionId: partitionId(),
    studentId,
    teacherId: fx.markers[teacher].id,
    judge: 0,
    state: 'open',
    marksNeeded: 2,
    finalScore: null,
    finalQuestionScore: null,
    round: 1,
    totalScore: total,
    questionScore: { [fx.layout[0].showOrder]: { [fx.layout[0].blanks[0].key]: total } },
    scoreMarks: [],
    spendTime: 3,
    idempotencyKey: null,
    want: 5,
    stopAt: 0,
    expiresAt: expiresAt(),
    known: [],
    ...extra,
  };
}

/** What must hold of the group whatever was written. */
async function expectConsistent() {
  const broken = await database.query(
    `SELECT u.id, u.holders, u.marks_done, u.marks_needed,
       (SELECT count(*) FROM marking_claims c WHERE c.unit_id = u.id)::int AS claims,
       (SELECT count(*) FROM marking_logs l WHERE l.unit_id = u.id AND l.judge = 0)::int AS marks
     FROM marking_units u WHERE u.partition_id = $1`,
    [partitionId()],
  );
  for (const unit of broken as { holders: number; claims: number; marks_done: number; marks: number; marks_needed: number }[]) {
    expect(unit.holders).toBe(unit.claims);
    expect(unit.marks_done).toBe(unit.marks);
    expect(unit.holders + unit.marks_done).toBeLessThanOrEqual(unit.marks_needed);
  }
  const doubled = await database.query(`SELECT 1 FROM marking_claims c JOIN marking_logs l ON l.unit_id = c.unit_id AND l.teacher_id = c.teacher_id`);
  expect(doubled).toEqual([]);
}

const studentsOf = async (teacher: number) => (await claim(teacher)).units.map((u) => u.studentId);

describe('a batch of new marks', () => {
  it('writes the rows that could be written, leaves the others, and deals the written ones their next students', async () => {
    // markers 0 and 1 hold the same five students (each needs two marks), 2 and 3 the next five
    const [held0, held1, held2, held3] = [await studentsOf(0), await studentsOf(1), await studentsOf(2), await studentsOf(3)];
    expect(held1).toEqual(held0);
    expect(held3).toEqual(held2);
    const stale = await firstMark(2, held2[0], 4);
    const rows = [
      await firstMark(0, held0[0], 6),
      { ...stale, version: stale.version - 1 },
      await firstMark(3, held0[1], 5), // marker 3 does not hold this student
      await firstMark(1, held0[2], 7),
    ];
    const written = await database.statements((run) => writeSubmits(run, rows));
    expect(written.map((w) => Boolean(w))).toEqual([true, false, false, true]);
    const [first, , , fourth] = written;
    expect(first!.log.totalScore).toBe(6);
    expect(first!.before).toEqual({ count: 0, sum: 0 });
    // four students still held and one new, never one a marker of the batch holds or marked
    expect(first!.held).toEqual((await database.query<{ unit_id: number }>('SELECT c.unit_id FROM marking_claims c WHERE c.teacher_id = $1 AND c.unit_id <> ALL ($2::bigint[]) ORDER BY c.claimed_at, c.unit_id', [fx.markers[0].id, first!.claimed])).map((r) => Number(r.unit_id)));
    expect(first!.held).toHaveLength(4);
    expect(first!.claimed).toHaveLength(1);
    expect(fourth!.claimed).toHaveLength(1);
    expect(first!.claimed[0]).not.toBe(fourth!.claimed[0]);
    const batchTeachers = [0, 1, 2, 3].map((i) => fx.markers[i].id);
    for (const [row, unitId] of [[0, first!.claimed[0]], [3, fourth!.claimed[0]]] as const) {
      const others = batchTeachers.filter((t) => t !== rows[row].teacherId);
      expect(await database.query('SELECT 1 FROM marking_claims WHERE unit_id = $1 AND teacher_id = ANY ($2::int[])', [unitId, others])).toEqual([]);
      expect(await database.query('SELECT 1 FROM marking_logs WHERE unit_id = $1 AND teacher_id = ANY ($2::int[])', [unitId, batchTeachers])).toEqual([]);
    }
    // every unit handed out is described with its student, pieces and marks
    expect(first!.units.map((u) => u.unitId).sort()).toEqual([...first!.held, ...first!.claimed].sort());
    expect(first!.units[0]).toMatchObject({ partitionId: partitionId(), state: 'open', marksNeeded: 2 });
    await expectConsistent();
  });

  it('writes one of two rows on the same student, and none whose idempotency key is taken', async () => {
    const [a, b] = [await studentsOf(4), await studentsOf(5)];
    const [shared, onlyA, onlyB] = [a[0], a[1], b[2]];
    expect(b).toContain(shared);
    const write = (rows: SubmitWrite[]) => database.statements((run) => writeSubmits(run, rows));
    const [keyed] = await write([await firstMark(4, onlyA, 3, { idempotencyKey: 'batch-key-0001' })]);
    expect(keyed).toBeDefined();
    const both = await write([await firstMark(4, shared, 8), await firstMark(5, shared, 9)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const [reused] = await write([await firstMark(5, onlyB, 2, { idempotencyKey: 'batch-key-0001' })]);
    expect(reused).toBeUndefined();
    expect(await database.query('SELECT student_id FROM marking_logs WHERE idempotency_key = $1', ['batch-key-0001'])).toEqual([{ student_id: onlyA }]);
    await expectConsistent();
  });

  it('deals no students to a row that wants none or has met a strict quota', async () => {
    const held = await studentsOf(2);
    const rows = [await firstMark(2, held[1], 5, { want: 0 })];
    const [written] = await database.statements((run) => writeSubmits(run, rows));
    expect(written!.claimed).toEqual([]);
    expect(written!.units).toEqual([]);
    const again = await studentsOf(3);
    const quota = await firstMark(3, again[2], 5, { stopAt: 1 });
    const [stopped] = await database.statements((run) => writeSubmits(run, [quota]));
    expect(stopped!.before.count).toBe(0);
    expect(stopped!.claimed).toEqual([]);
    await expectConsistent();
  });
});
