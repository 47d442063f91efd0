import { and, count, desc, eq, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tasks, users } from '../../db/schema.ts';

export interface TaskFilter {
  userId?: number;
  examinationId?: number;
  typeIds?: number[];
  state?: number;
  userState?: number;
  name?: string;
}

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

export async function listTasks(db: Db, filter: TaskFilter, pageNo: number, pageSize: number) {
  return db
    .select({ task: tasks, userName: users.username, realName: users.realName })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(and(...conditions(filter)))
    .orderBy(desc(tasks.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
}

/** How many queued tasks were created before this one: its real place in the queue. */
export async function queuedAhead(db: Db, taskId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(tasks).where(and(eq(tasks.state, 0), lt(tasks.id, taskId)));
  return rows[0].n;
}
