/**
 * Each teacher's number of marks and sum of totals per partition (marking_teacher_counts) is
 * kept by a trigger on marking_logs: whoever writes marks — a submit, a history edit, the demo
 * school, an administrator — the counts equal what the marks themselves add up to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { buildMarkingFixture, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { createTestDatabase } from './helpers.ts';

interface Count {
  partition_id: number;
  teacher_id: number;
  judge: number;
  marks: number;
  score_sum: number;
}

const kept = (database: Database) =>
  database.query<Count>('SELECT partition_id, teacher_id, judge, marks, score_sum FROM marking_teacher_counts WHERE marks <> 0 ORDER BY 1, 2, 3');
const addedUp = (database: Database) =>
  database.query<Count>(
    'SELECT partition_id, teacher_id, judge, count(*)::int AS marks, sum(total_score) AS score_sum FROM marking_logs GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
  );
const normalised = (rows: Count[]) => rows.map((r) => ({ ...r, marks: Number(r.marks), score_sum: Number(r.score_sum) }));

describe('teacher counts', () => {
  let database: Database;
  let fx: MarkingFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await buildMarkingFixture(database, { students: 40, markers: 3, partitions: [{ policy: '2+1', tolerance: 2 }, { policy: 'single' }] });
  });

  afterAll(async () => {
    await database?.close();
  });

  const insertMarks = (partitionId: number, teacherId: number, judge: number, students: number, total: number) =>
    database.query(
      `INSERT INTO marking_logs (unit_id, partition_id, student_id, teacher_id, judge, round, total_score, question_score)
       SELECT u.id, u.partition_id, u.student_id, $2, $3, CASE WHEN $3 = 1 THEN 4 ELSE 1 END, $5, '{}'::jsonb
       FROM marking_units u WHERE u.partition_id = $1 ORDER BY u.id LIMIT $4`,
      [partitionId, teacherId, judge, students, total],
    );

  it('counts new marks per partition, teacher and kind', async () => {
    const [a, b] = fx.partitionIds;
    const [t1, t2] = fx.markers;
    await insertMarks(a, t1.id, 0, 10, 4.5);
    await insertMarks(b, t1.id, 0, 3, 2);
    await insertMarks(a, t2.id, 0, 5, 6);
    await insertMarks(a, fx.judge.id, 1, 2, 5.5);
    expect(normalised(await kept(database))).toEqual(normalised(await addedUp(database)));
    expect(normalised(await kept(database)).find((c) => c.partition_id === a && c.teacher_id === t1.id)).toMatchObject({ judge: 0, marks: 10, score_sum: 45 });
  });

  it('follows a changed total, and ignores changes that do not touch it', async () => {
    await database.query(`UPDATE marking_logs SET total_score = total_score + 1.5 WHERE teacher_id = $1 AND id IN (SELECT id FROM marking_logs WHERE teacher_id = $1 ORDER BY id LIMIT 4)`, [fx.markers[0].id]);
    await database.query(`UPDATE marking_logs SET feedback_ids = '1,2' WHERE teacher_id = $1`, [fx.markers[1].id]);
    expect(normalised(await kept(database))).toEqual(normalised(await addedUp(database)));
  });

  it('follows deleted marks', async () => {
    await database.query('DELETE FROM marking_logs WHERE teacher_id = $1 AND judge = 0 AND partition_id = $2', [fx.markers[1].id, fx.partitionIds[0]]);
    expect(normalised(await kept(database))).toEqual(normalised(await addedUp(database)));
  });
});
