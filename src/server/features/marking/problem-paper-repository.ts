/**
 * The SQL of problem papers (spec 000 §2 "problem papers"): an answer a marker cannot score
 * leaves the queue as a problem paper until a school administrator returns it to the queue or
 * scores it; the list pages through a test's problem papers.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partitions, problemPapers, students, users } from '../../db/schema.ts';

export type ProblemRow = typeof problemPapers.$inferSelect;
export type ProblemState = ProblemRow['state'];

/** A problem paper reported by a marker on a unit they hold. */
export async function insertProblem(db: Db, values: { unitId: number; partitionId: number; studentId: number; teacherId: number; comment: string }): Promise<number> {
  const [row] = await db.insert(problemPapers).values(values).returning({ id: problemPapers.id });
  return row.id;
}

/** The unit's problem paper that waits for an administrator, if there is one. */
export async function openProblemOfUnit(db: Db, unitId: number): Promise<ProblemRow | undefined> {
  const rows = await db.select().from(problemPapers).where(and(eq(problemPapers.unitId, unitId), eq(problemPapers.state, 'open')));
  return rows[0];
}

export async function problemById(db: Db, id: number): Promise<ProblemRow | undefined> {
  const rows = await db.select().from(problemPapers).where(eq(problemPapers.id, id));
  return rows[0];
}

/** The problem paper, locked until the transaction ends (one administrator resolves it). */
export async function problemForUpdate(db: Db, id: number): Promise<ProblemRow | undefined> {
  const rows = await db.select().from(problemPapers).where(eq(problemPapers.id, id)).for('update');
  return rows[0];
}

export async function markResolved(db: Db, id: number, state: Exclude<ProblemState, 'open'>, resolvedBy: number): Promise<void> {
  await db.update(problemPapers).set({ state, resolvedBy, resolvedAt: new Date() }).where(eq(problemPapers.id, id));
}

export interface ProblemListScope {
  testId: number;
  /** only these question groups (a marker's or adjudicator's own); undefined: every group of the test */
  partitionIds?: number[];
  /** one question group */
  partitionId?: number;
  state?: ProblemState;
}

/** A page of a test's problem papers, newest first, with their group, student and reporting teacher, and how many there are in all. */
export async function problemPage(db: Db, scope: ProblemListScope, page: { limit: number; offset: number }) {
  const where = and(
    sql`${problemPapers.partitionId} IN (SELECT id FROM partitions WHERE test_id = ${scope.testId})`,
    scope.partitionIds ? inArray(problemPapers.partitionId, scope.partitionIds) : undefined,
    scope.partitionId ? eq(problemPapers.partitionId, scope.partitionId) : undefined,
    scope.state ? eq(problemPapers.state, scope.state) : undefined,
  );
  const total = (await db.select({ n: count() }).from(problemPapers).where(where))[0].n;
  const rows = await db
    .select({ problem: problemPapers, partitionName: partitions.name, showsStudent: partitions.markingShowStudent, student: students, teacherName: users.realName, teacherUser: users.username })
    .from(problemPapers)
    .innerJoin(partitions, eq(partitions.id, problemPapers.partitionId))
    .innerJoin(students, eq(students.id, problemPapers.studentId))
    .innerJoin(users, eq(users.id, problemPapers.teacherId))
    .where(where)
    .orderBy(desc(problemPapers.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}
