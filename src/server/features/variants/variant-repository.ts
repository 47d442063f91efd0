/**
 * SQL of the question bank and of the similar questions set for a paper's questions. Similarity
 * is pg_trgm's trigram similarity over the transcript column (see trigramTranscript), combined
 * with the question type and the shared knowledge tags by SIMILARITY_WEIGHTS.
 */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SIMILARITY_WEIGHTS, trigramTranscript } from '../../../domain/question-bank.ts';
import type { Db } from '../../db/database.ts';
import { questionBank, questionBankReports, questions, testVariants } from '../../db/schema.ts';
import { containsKeyword } from '../question-bank/bank-repository.ts';

export type BankRow = typeof questionBank.$inferSelect;
export type VariantRow = typeof testVariants.$inferSelect;

/** Which bank questions a user may use: the public bank and their schools' own; undefined = all. */
export type BankVisibility = { schoolIds: readonly number[] } | undefined;

function visibleTo(visibility: BankVisibility): SQL | undefined {
  if (!visibility) return undefined;
  if (visibility.schoolIds.length === 0) return isNull(questionBank.schoolId);
  return or(isNull(questionBank.schoolId), inArray(questionBank.schoolId, [...visibility.schoolIds]));
}

export async function bankQuestionById(db: Db, id: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(questionBank).where(eq(questionBank.id, id));
  return row;
}

export async function questionById(db: Db, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

/** What a bank question is compared with: the original's text, bank type and knowledge tags. */
export interface Original {
  text: string;
  typeId: number;
  tagIds: readonly number[];
}

/** The weighted similarity of a bank row to the original, 0 … 1, as a SQL expression. */
function similarityTo(original: Original): SQL<number> {
  const transcript = trigramTranscript(original.text);
  const typeTerm = sql`CASE WHEN ${questionBank.typeId} = ${original.typeId} THEN 1.0 ELSE 0.0 END`;
  const tagTerm =
    original.tagIds.length === 0
      ? sql`0.0`
      : sql`(SELECT count(*) FROM jsonb_array_elements(${questionBank.tags}) AS tag WHERE ${JSON.stringify(original.tagIds)}::jsonb @> (tag -> 'id'))::float8 / ${original.tagIds.length}`;
  return sql<number>`(${SIMILARITY_WEIGHTS.type} * ${typeTerm} + ${SIMILARITY_WEIGHTS.tags} * ${tagTerm} + ${SIMILARITY_WEIGHTS.text} * similarity(${questionBank.searchText}, ${transcript}))::float8`;
}

export interface RankedRow {
  row: BankRow;
  similarity: number;
}

export interface RankQuery {
  subjectId: number;
  original: Original;
  visibility: BankVisibility;
  /** only questions of the original's bank type */
  sameTypeOnly?: boolean;
  /** only the public bank */
  publicOnly?: boolean;
  /** the text similarity (0 … 1) a question needs at least */
  minTextSimilarity?: number;
  /** only questions carrying this knowledge tag */
  tagId?: number;
  limit: number;
  offset: number;
}

function rankFilter(q: RankQuery): SQL {
  const transcript = trigramTranscript(q.original.text);
  return and(
    eq(questionBank.subjectId, q.subjectId),
    visibleTo(q.visibility),
    q.publicOnly ? isNull(questionBank.schoolId) : undefined,
    q.sameTypeOnly ? eq(questionBank.typeId, q.original.typeId) : undefined,
    q.minTextSimilarity !== undefined ? sql`similarity(${questionBank.searchText}, ${transcript}) >= ${q.minTextSimilarity}` : undefined,
    q.tagId ? sql`${questionBank.tags} @> ${JSON.stringify([{ id: q.tagId }])}::jsonb` : undefined,
    // the original itself (or a copy of it) is never its own similar question
    sql`${questionBank.searchText} <> ${transcript}`,
  )!;
}

/** Bank questions ranked by similarity to the original, most similar first, with the total. */
export async function rankedBankQuestions(db: Db, q: RankQuery): Promise<{ total: number; rows: RankedRow[] }> {
  const where = rankFilter(q);
  const similarity = similarityTo(q.original);
  const [{ total }] = await db.select({ total: count() }).from(questionBank).where(where);
  const rows = await db
    .select({ row: questionBank, similarity })
    .from(questionBank)
    .where(where)
    .orderBy(sql`${similarity} DESC`, asc(questionBank.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total, rows: rows.map((r) => ({ row: r.row, similarity: Number(r.similarity) })) };
}

export interface SearchQuery {
  subjectId: number;
  keyword: string;
  typeId: number;
  gradeType: number;
  /** only questions carrying one of these knowledge tags (empty: any) */
  tagIds: readonly number[];
  visibility: BankVisibility;
  limit: number;
  offset: number;
}

/** Whole-bank search: questions whose text contains the keyword, best trigram match first. */
export async function searchBank(db: Db, q: SearchQuery): Promise<{ total: number; rows: BankRow[] }> {
  const where = and(
    eq(questionBank.subjectId, q.subjectId),
    visibleTo(q.visibility),
    q.typeId ? eq(questionBank.typeId, q.typeId) : undefined,
    q.gradeType ? sql`(${questionBank.gradeType} & ${q.gradeType}) <> 0` : undefined,
    q.tagIds.length > 0
      ? sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${questionBank.tags}) AS tag WHERE ${JSON.stringify(q.tagIds)}::jsonb @> (tag -> 'id'))`
      : undefined,
    // the keyword as the bank search reads it
    containsKeyword(q.keyword),
  );
  const [{ total }] = await db.select({ total: count() }).from(questionBank).where(where);
  const rows = await db
    .select()
    .from(questionBank)
    .where(where)
    .orderBy(sql`word_similarity(${trigramTranscript(q.keyword)}, ${questionBank.searchText}) DESC`, sql`${questionBank.id} DESC`)
    .limit(q.limit)
    .offset(q.offset);
  return { total, rows };
}

/** The bank types of a subject's visible questions for a grade mask (0 = every grade). */
export async function bankTypes(db: Db, subjectId: number, gradeType: number, visibility: BankVisibility) {
  return db
    .selectDistinct({ id: questionBank.typeId, name: questionBank.typeName })
    .from(questionBank)
    .where(and(eq(questionBank.subjectId, subjectId), visibleTo(visibility), gradeType ? sql`(${questionBank.gradeType} & ${gradeType}) <> 0` : undefined))
    .orderBy(asc(questionBank.typeId));
}

// ── Similar questions set for a paper's question ───────────────────────────────────────────

export interface VariantWithQuestion {
  variant: VariantRow;
  question: BankRow;
}

/** A class sees its own similar questions and the paper's; the paper (class 0) only its own. */
function levelOf(classId: number): SQL {
  return classId > 0 ? or(eq(testVariants.classId, 0), eq(testVariants.classId, classId))! : eq(testVariants.classId, 0);
}

export async function variantsOf(db: Db, testId: number, originalId: number, classId: number, limit: number, offset: number) {
  const where = and(eq(testVariants.testId, testId), eq(testVariants.originalQuestionId, originalId), levelOf(classId));
  const [{ total }] = await db.select({ total: count() }).from(testVariants).where(where);
  const rows = await db
    .select({ variant: testVariants, question: questionBank })
    .from(testVariants)
    .innerJoin(questionBank, eq(questionBank.id, testVariants.questionId))
    .where(where)
    // a class's own similar questions first, then the paper's, each in the order they were set
    .orderBy(sql`CASE WHEN ${testVariants.classId} = 0 THEN 1 ELSE 0 END`, asc(testVariants.id))
    .limit(limit)
    .offset(offset);
  return { total, rows };
}

export async function variantById(db: Db, id: number): Promise<VariantWithQuestion | undefined> {
  const [row] = await db
    .select({ variant: testVariants, question: questionBank })
    .from(testVariants)
    .innerJoin(questionBank, eq(questionBank.id, testVariants.questionId))
    .where(eq(testVariants.id, id));
  return row;
}

export async function findVariant(db: Db, testId: number, originalId: number, classId: number, questionId: number): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(testVariants)
    .where(and(eq(testVariants.testId, testId), eq(testVariants.originalQuestionId, originalId), eq(testVariants.classId, classId), eq(testVariants.questionId, questionId)));
  return row;
}

export async function insertVariant(db: Db, values: typeof testVariants.$inferInsert): Promise<number> {
  const [row] = await db.insert(testVariants).values(values).returning({ id: testVariants.id });
  return row.id;
}

export async function updateVariant(db: Db, id: number, values: { questionId?: number; classId?: number }): Promise<void> {
  await db.update(testVariants).set(values).where(eq(testVariants.id, id));
}

export async function deleteVariant(db: Db, id: number): Promise<void> {
  await db.delete(testVariants).where(eq(testVariants.id, id));
}

export async function deleteVariantsOf(db: Db, testId: number, originalId: number, classId: number): Promise<number> {
  const rows = await db
    .delete(testVariants)
    .where(and(eq(testVariants.testId, testId), eq(testVariants.originalQuestionId, originalId), eq(testVariants.classId, classId)))
    .returning({ id: testVariants.id });
  return rows.length;
}

/** The similar questions among `questionIds` set at exactly this level (class or paper). */
export async function variantsAmong(db: Db, testId: number, originalId: number, classId: number, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({ id: testVariants.id, questionId: testVariants.questionId })
    .from(testVariants)
    .where(
      and(
        eq(testVariants.testId, testId),
        eq(testVariants.originalQuestionId, originalId),
        eq(testVariants.classId, classId),
        inArray(testVariants.questionId, [...questionIds]),
      ),
    );
}

export async function variantCounts(db: Db, testId: number, originalIds: readonly number[], classId: number): Promise<Map<number, number>> {
  if (originalIds.length === 0) return new Map();
  const rows = await db
    .select({ originalId: testVariants.originalQuestionId, num: count() })
    .from(testVariants)
    .where(and(eq(testVariants.testId, testId), inArray(testVariants.originalQuestionId, [...originalIds]), levelOf(classId)))
    .groupBy(testVariants.originalQuestionId);
  return new Map(rows.map((r) => [r.originalId, r.num]));
}

export async function insertBankReport(db: Db, userId: number, questionId: number, message: string): Promise<void> {
  await db.insert(questionBankReports).values({ userId, questionId, message });
}
