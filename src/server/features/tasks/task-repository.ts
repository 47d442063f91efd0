/** The only code of the task feature that reads the database: the tasks table, and the exams, papers, classes and students a task names. */
import { and, asc, count, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { TaskState, TaskUserState } from '../../../domain/tasks.ts';
import type { Db } from '../../db/database.ts';
import { classes, exams, students, tasks, tests, users } from '../../db/schema.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type TestRow = typeof tests.$inferSelect;

export interface TaskFilter {
  userId?: number;
  examinationId?: number;
  typeIds?: number[];
  state?: number;
  userState?: number;
  name?: string;
}

const OPEN_STATES = [TaskState.queued, TaskState.generating];

function conditions(filter: TaskFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(tasks.userId, filter.userId));
  if (filter.examinationId) where.push(eq(tasks.examinationId, filter.examinationId));
  if (filter.typeIds && filter.typeIds.length > 0) where.push(inArray(tasks.typeId, filter.typeIds));
  if (filter.state !== undefined) where.push(eq(tasks.state, filter.state));
  if (filter.userState !== undefined) where.push(eq(tasks.userState, filter.userState));
  if (filter.name) where.push(ilike(tasks.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return where;
}

export async function countTasks(db: Db, filter: TaskFilter): Promise<number> {
  const rows = await db.select({ n: count() }).from(tasks).where(and(...conditions(filter)));
  return rows[0].n;
}

/** How many queued tasks were created before the row's task, in the same statement: its real place in the queue. */
const queuedBefore = sql<number>`(SELECT count(*) FROM tasks q WHERE q.state = ${TaskState.queued} AND q.id < ${tasks.id})::int`;

/** One page of the tasks, newest first, with who created each and its place in the queue. */
export async function listTasks(db: Db, filter: TaskFilter, pageNo: number, pageSize: number) {
  return db
    .select({ task: tasks, userName: users.username, realName: users.realName, waitingNumber: queuedBefore })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(and(...conditions(filter)))
    .orderBy(desc(tasks.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}

/** How many queued tasks were created before this one: its real place in the queue. */
export async function queuedAhead(db: Db, taskId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(tasks).where(and(eq(tasks.state, TaskState.queued), lt(tasks.id, taskId)));
  return rows[0].n;
}

export async function taskById(db: Db, id: number): Promise<TaskRow | undefined> {
  return (await db.select().from(tasks).where(eq(tasks.id, id)))[0];
}

export async function creatorOf(db: Db, userId: number): Promise<{ userName: string; realName: string }> {
  const row = (await db.select({ userName: users.username, realName: users.realName }).from(users).where(eq(users.id, userId)))[0];
  return row ?? { userName: '', realName: '' };
}

export async function insertTask(db: Db, values: { userId: number; examinationId: number; name: string; typeId: number; param: Record<string, unknown> }): Promise<TaskRow> {
  return (await db.insert(tasks).values(values).returning())[0];
}

export async function setJobId(db: Db, id: number, jobId: string): Promise<void> {
  await db.update(tasks).set({ jobId }).where(eq(tasks.id, id));
}

/** Closes a queued or running task of its owner; answers the row when it was open. */
export async function closeTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const rows = await db
    .update(tasks)
    .set({ state: TaskState.cancelled, userState: TaskUserState.read })
    .where(and(eq(tasks.id, id), inArray(tasks.state, OPEN_STATES)))
    .returning();
  return rows[0];
}

/** Marks the user's tasks read; answers how many changed. */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(tasks)
    .set({ userState: TaskUserState.read })
    .where(and(eq(tasks.userId, userId), inArray(tasks.id, ids), eq(tasks.userState, TaskUserState.notActedOn)))
    .returning({ id: tasks.id });
  return rows.length;
}

/** The user's queued and running tasks (or those of `ids`), oldest first. */
export async function openTasksOf(db: Db, userId: number, ids?: number[]) {
  return db
    .select({ id: tasks.id, state: tasks.state, progress: tasks.progress, waitingNumber: queuedBefore })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), inArray(tasks.state, OPEN_STATES), ids && ids.length > 0 ? inArray(tasks.id, ids) : undefined))
    .orderBy(asc(tasks.id));
}

// ── What a task names: its exam, papers, classes and students ─────────────────────────────────

export async function examIdOfTest(db: Db, testId: number): Promise<number | undefined> {
  return (await db.select({ examId: tests.examId }).from(tests).where(eq(tests.id, testId)))[0]?.examId;
}

export async function examById(db: Db, id: number): Promise<ExamRow | undefined> {
  return (await db.select().from(exams).where(eq(exams.id, id)))[0];
}

/** The papers of an exam, by subject. */
export async function testsOfExam(db: Db, examId: number): Promise<TestRow[]> {
  return db.select().from(tests).where(eq(tests.examId, examId)).orderBy(asc(tests.subjectId), asc(tests.id));
}

/** Classes by id, with their school. */
export async function classesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: classes.id, name: classes.name, schoolId: classes.schoolId }).from(classes).where(inArray(classes.id, ids)).orderBy(asc(classes.id));
}

/** Students by id, with their school and class. */
export async function studentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: students.id, schoolId: students.schoolId, classId: students.classId }).from(students).where(inArray(students.id, ids));
}

// ── What the workers write ──────────────────────────────────────────────────────────────────
/** A worker takes the task: queued (or running, after a worker stopped) → generating. */
export async function beginAttempt(db: Db, id: number): Promise<TaskRow | undefined> {
  const rows = await db
    .update(tasks)
    .set({ state: TaskState.generating, progress: 0, message: null })
    .where(and(eq(tasks.id, id), inArray(tasks.state, OPEN_STATES)))
    .returning();
  return rows[0];
}

/** Answers false when the task is no longer being generated (it was closed). */
export async function setProgress(db: Db, id: number, progress: number): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ progress })
    .where(and(eq(tasks.id, id), eq(tasks.state, TaskState.generating)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Answers false when the task was closed while it was generated. */
export async function finishTask(db: Db, id: number, result: { resultKey: string | null; param: Record<string, unknown> }): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ state: TaskState.done, progress: 100, resultKey: result.resultKey, param: result.param, finishedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.state, TaskState.generating)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** A failed attempt with attempts left: back in the queue. */
export async function requeueTask(db: Db, id: number, message: string): Promise<void> {
  await db.update(tasks).set({ state: TaskState.queued, progress: 0, message }).where(and(eq(tasks.id, id), eq(tasks.state, TaskState.generating)));
}

/** No attempt left: the task failed. */
export async function failTask(db: Db, id: number, message: string): Promise<void> {
  await db
    .update(tasks)
    .set({ state: TaskState.failed, message, finishedAt: new Date() })
    .where(and(eq(tasks.id, id), inArray(tasks.state, OPEN_STATES)));
}
