/**
 * The SQL of wrong-cause feedback (错因): the school's tags (system tags and the teachers' own
 * words) and a teacher's tags on one answer, which also stand on their marking record.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedbackTags, markingFeedback, markingLogs } from '../../db/schema.ts';

/** The tags a school's markers choose from: the system's and the school's own. */
export async function feedbackTagsFor(db: Db, schoolId: number) {
  return db
    .select({ id: feedbackTags.id, name: feedbackTags.name })
    .from(feedbackTags)
    .where(sql`${feedbackTags.system} OR ${feedbackTags.schoolId} = ${schoolId}`)
    .orderBy(asc(feedbackTags.id));
}

/** How many of these tags a marker of the school may choose (system tags or the school's own). */
export async function choosableTagCount(db: Db, tagIds: number[], schoolId: number): Promise<number> {
  const rows = await db
    .select({ id: feedbackTags.id })
    .from(feedbackTags)
    .where(and(inArray(feedbackTags.id, tagIds), sql`(${feedbackTags.system} OR ${feedbackTags.schoolId} = ${schoolId})`));
  return rows.length;
}

/** The school's tag of these words, made when it is new. */
export async function customTagId(db: Db, schoolId: number, name: string): Promise<number> {
  const existing = (await db.select({ id: feedbackTags.id }).from(feedbackTags).where(and(eq(feedbackTags.schoolId, schoolId), eq(feedbackTags.name, name))))[0];
  return existing?.id ?? (await db.insert(feedbackTags).values({ schoolId, name }).returning({ id: feedbackTags.id }))[0].id;
}

/** A teacher's tags on an answer replace their earlier ones, on the answer and on their marking record of it. */
export async function saveFeedback(db: Db, unitId: number, teacherId: number, tagIds: number[]): Promise<void> {
  await db
    .insert(markingFeedback)
    .values({ unitId, teacherId, tagIds })
    .onConflictDoUpdate({ target: [markingFeedback.unitId, markingFeedback.teacherId], set: { tagIds, updatedAt: new Date() } });
  await db.update(markingLogs).set({ feedbackIds: tagIds.join(',') }).where(and(eq(markingLogs.unitId, unitId), eq(markingLogs.teacherId, teacherId)));
}
