/**
 * SQL of the school's question bank (校本题库): the questions a caller may use (public bank, their
 * schools' own, other schools' opened to them by open scope), the filters of the bank screens,
 * and the writes of the bank calls. A question's transcript column is made from its readable
 * text (no markup, no pictures); a keyword is looked for in the transcripts (LIKE, which the
 * trigram index serves) and ranked by pg_trgm, as the similar-question search ranks.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { trigramTranscript } from '../../../domain/question-bank.ts';
import { OpenType } from '../../../domain/bank-question.ts';
import { plainText } from '../../../domain/question-split.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/query.ts';
import { campuses, questionBank, questionBankReports, schools, testVariants } from '../../db/schema.ts';

export type BankRow = typeof questionBank.$inferSelect;
export type NewBankRow = Omit<typeof questionBank.$inferInsert, 'searchText'>;
export type BankScope = 'all' | 'public' | 'school' | 'shared';

/** undefined: the super administrator, who sees every school's questions. */
export type Reader = { schoolIds: readonly number[] } | undefined;

function schoolsJson(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** Other schools' questions opened to these schools: to everyone, to one of them, or to one of their campuses. */
function openedTo(schoolIds: readonly number[]): SQL {
  const mine = schoolsJson(schoolIds);
  return sql`(${questionBank.openType} = ${OpenType.everyone}
    OR (${questionBank.openType} = ${OpenType.schools} AND EXISTS (SELECT 1 FROM jsonb_array_elements(${questionBank.openTargets}) AS target WHERE ${mine}::jsonb @> target))
    OR (${questionBank.openType} = ${OpenType.campuses} AND EXISTS (SELECT 1 FROM jsonb_array_elements(${questionBank.openTargets}) AS target
          JOIN ${campuses} ON ${campuses.id} = (target #>> '{}')::int WHERE ${mine}::jsonb @> to_jsonb(${campuses.schoolId}))))`;
}

function ownedBy(schoolIds: readonly number[]): SQL {
  return schoolIds.length === 0 ? sql`false` : inArray(questionBank.schoolId, [...schoolIds]);
}

function inScope(reader: Reader, scope: BankScope): SQL | undefined {
  if (scope === 'public') return isNull(questionBank.schoolId);
  if (!reader) return scope === 'all' ? undefined : sql`${questionBank.schoolId} IS NOT NULL`;
  const own = ownedBy(reader.schoolIds);
  const shared = and(sql`${questionBank.schoolId} IS NOT NULL`, sql`NOT ${own}`, openedTo(reader.schoolIds))!;
  if (scope === 'school') return own;
  if (scope === 'shared') return shared;
  return or(isNull(questionBank.schoolId), own, shared);
}

export interface BankFilter {
  reader: Reader;
  scope: BankScope;
  /** only this school's own questions */
  schoolId?: number;
  subjectId?: number;
  typeId?: number;
  difficulties?: readonly number[];
  tagIds?: readonly number[];
  gradeType?: number;
  keyword?: string;
  limit: number;
  offset: number;
}

export async function findBankQuestions(db: Db, f: BankFilter): Promise<{ total: number; rows: BankRow[] }> {
  const where = and(
    f.schoolId === undefined ? inScope(f.reader, f.scope) : eq(questionBank.schoolId, f.schoolId),
    f.subjectId ? eq(questionBank.subjectId, f.subjectId) : undefined,
    f.typeId ? eq(questionBank.typeId, f.typeId) : undefined,
    f.difficulties?.length ? inArray(questionBank.difficulty, [...f.difficulties]) : undefined,
    f.gradeType ? sql`(${questionBank.gradeType} & ${f.gradeType}) <> 0` : undefined,
    // one containment test per tag, which the GIN index on tags answers
    f.tagIds?.length ? or(...f.tagIds.map((id) => sql`${questionBank.tags} @> ${JSON.stringify([{ id }])}::jsonb`)) : undefined,
    f.keyword ? sql`${questionBank.searchText} LIKE ${`%${escapeLike(trigramTranscript(f.keyword))}%`}` : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(questionBank).where(where);
  const rows = await db
    .select()
    .from(questionBank)
    .where(where)
    .orderBy(...(f.keyword ? [sql`word_similarity(${trigramTranscript(f.keyword)}, ${questionBank.searchText}) DESC`] : []), desc(questionBank.id))
    .limit(f.limit)
    .offset(f.offset);
  return { total, rows };
}

/** The questions of these ids that the reader may use, by id. */
export async function usableQuestions(db: Db, reader: Reader, ids: readonly number[]): Promise<Map<number, BankRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questionBank)
    .where(and(inArray(questionBank.id, [...ids]), inScope(reader, 'all')));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function questionsByIds(db: Db, ids: readonly number[]): Promise<BankRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(questionBank).where(inArray(questionBank.id, [...ids])).for('update');
}

/** What pg_trgm reads of a question: its words and formulas, without markup or pictures. */
function transcriptOf(html: string): string {
  return trigramTranscript(plainText(html));
}

export async function insertQuestions(db: Db, rows: readonly NewBankRow[]): Promise<BankRow[]> {
  return db
    .insert(questionBank)
    .values(rows.map((row) => ({ ...row, searchText: transcriptOf(row.text) })))
    .returning();
}

export async function updateQuestion(db: Db, id: number, values: Partial<NewBankRow>): Promise<BankRow> {
  const [row] = await db
    .update(questionBank)
    .set({ ...values, ...(values.text === undefined ? {} : { searchText: transcriptOf(values.text) }), updatedAt: new Date() })
    .where(eq(questionBank.id, id))
    .returning();
  return row;
}

export async function updateQuestions(db: Db, ids: readonly number[], values: Partial<NewBankRow>): Promise<BankRow[]> {
  return db
    .update(questionBank)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(questionBank.id, [...ids]))
    .returning();
}

/** Removes the questions with the error reports made on them, which mean nothing without them. */
export async function deleteQuestions(db: Db, ids: readonly number[]): Promise<number> {
  await db.delete(questionBankReports).where(inArray(questionBankReports.questionId, [...ids]));
  const rows = await db.delete(questionBank).where(inArray(questionBank.id, [...ids])).returning({ id: questionBank.id });
  return rows.length;
}

/** The first of these questions set as a similar question of some paper, if any. */
export async function firstUsedAsVariant(db: Db, ids: readonly number[]): Promise<number | undefined> {
  const [row] = await db
    .select({ id: testVariants.questionId })
    .from(testVariants)
    .where(inArray(testVariants.questionId, [...ids]))
    .orderBy(testVariants.questionId)
    .limit(1);
  return row?.id;
}

export async function knownSchoolIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function knownCampusIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.select({ id: campuses.id }).from(campuses).where(inArray(campuses.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export interface SimilarRow {
  id: number;
  text: string;
  similarity: number;
}

/** The reader's questions of a subject most similar in text to `text` (pg_trgm), at least `floor` similar. */
export async function similarQuestions(db: Db, reader: Reader, subjectId: number, text: string, floor: number, limit: number): Promise<SimilarRow[]> {
  const transcript = transcriptOf(text);
  const similarity = sql<number>`similarity(${questionBank.searchText}, ${transcript})::float8`;
  const rows = await db
    .select({ id: questionBank.id, text: questionBank.text, similarity })
    .from(questionBank)
    .where(and(eq(questionBank.subjectId, subjectId), inScope(reader, 'all'), sql`${questionBank.searchText} % ${transcript}`, sql`${similarity} >= ${floor}`))
    .orderBy(sql`${similarity} DESC`, desc(questionBank.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
}
