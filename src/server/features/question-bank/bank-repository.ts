/**
 * SQL of the school's question bank (校本题库): the questions a caller may use (public bank, their
 * schools' own, other schools' opened to them by open scope), the filters of the bank screens,
 * and the writes of the bank calls. A question's transcript column is made from its readable
 * text (no markup, no pictures); a keyword is looked for in the transcripts, through the trigram
 * index or by reading the newest questions as keyword-lookup.ts decides, and ranked by where it
 * stands in the text's words.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { keywordLookup, TranscriptSample, type KeywordLookup } from '../../../domain/keyword-lookup.ts';
import { TRANSCRIPT_VERSION, trigramTranscript } from '../../../domain/question-bank.ts';
import type { Transcribed } from '../../../domain/trigram-duplicates.ts';
import { OpenType } from '../../../domain/bank-question.ts';
import { plainText } from '../../../domain/question-split.ts';
import { keyOfDb, type Db } from '../../db/database.ts';
import { escapeLike, query } from '../../db/query.ts';
import { campuses, questionBank, questionBankReports, questionBankStamps, schools, testVariants } from '../../db/schema.ts';
import { cachePerDatabase, type VersionedCache } from '../../db/versioned-cache.ts';

export type BankRow = typeof questionBank.$inferSelect;
export type NewBankRow = Omit<typeof questionBank.$inferInsert, 'searchText' | 'searchVersion'>;
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

/**
 * With a keyword, how many of the newest questions containing it are ranked and paged: a common
 * word is in tens of thousands of questions, and ranking them all would read the whole bank.
 */
export const KEYWORD_RANKED = 200;
/** Without a keyword, above this many planned matches the total is the planner's estimate instead of a count. */
export const COUNTED_UP_TO = 1000;

export interface BankPage {
  total: number;
  /** false: with a keyword, more than KEYWORD_RANKED questions contain it (total is KEYWORD_RANKED); without, total is an estimate */
  exact: boolean;
  rows: BankRow[];
}

/**
 * The subject of a search: through its index when it is the narrowest filter; beside a keyword or
 * a knowledge tag (whose indexes find a few thousand questions at most, and a tag belongs to one
 * subject) it is checked on the questions they find, for the planner would otherwise intersect
 * them with every question of the subject read from its index (tens of thousands).
 */
function ofSubject(f: BankFilter, subjectId: number): SQL {
  return f.keyword || f.tagIds?.length ? sql`${questionBank.subjectId} + 0 = ${subjectId}` : eq(questionBank.subjectId, subjectId);
}

/** The keyword as the transcript column holds it, escaped for LIKE. */
function transcriptPattern(keyword: string): string {
  return escapeLike(trigramTranscript(keyword));
}

/** Questions whose text contains the keyword: a LIKE on the transcript, which the trigram index serves. */
export function containsKeyword(keyword: string): SQL {
  return sql`${questionBank.searchText} LIKE ${`%${transcriptPattern(keyword)}%`}`;
}

/**
 * Questions whose text contains the keyword, written for its lookup (keyword-lookup.ts): a test
 * that no index serves, so that the newest questions are read first; or a LIKE of the keyword's
 * rarest pieces, which the trigram index serves, and the whole keyword tested on what it finds.
 */
function keywordCondition(keyword: string, lookup: KeywordLookup | undefined): SQL {
  if (!lookup) return containsKeyword(keyword);
  const whole = sql`position(${trigramTranscript(keyword)} IN ${questionBank.searchText}) > 0`;
  if (lookup.by === 'newest') return whole;
  return sql`${questionBank.searchText} LIKE ${`%${lookup.pieces.map(escapeLike).join('%')}%`} AND ${whole}`;
}

/** How many transcripts a sample of the bank holds, and how long it is used before another is drawn. */
const SAMPLE_SIZE = 2000;
const SAMPLE_KEPT_MS = 10 * 60_000;
const samples = new WeakMap<Db, { at: number; sample: Promise<TranscriptSample> }>();

/** About SAMPLE_SIZE transcripts drawn at random (whole table pages), and the bank's size as the statistics have it. */
async function drawSample(db: Db): Promise<TranscriptSample> {
  const [{ size }] = await query<{ size: number }>(db, sql`SELECT reltuples AS size FROM pg_class WHERE oid = ${'question_bank'}::regclass`);
  const bankSize = size >= 0 ? Number(size) : Number((await db.select({ n: count() }).from(questionBank))[0].n);
  const percent = bankSize <= SAMPLE_SIZE ? 100 : (100 * SAMPLE_SIZE) / bankSize;
  const rows = await query<{ text: string }>(db, sql`SELECT ${questionBank.searchText} AS text FROM ${questionBank} TABLESAMPLE SYSTEM (${percent})`);
  return new TranscriptSample(
    rows.map((r) => r.text),
    Math.max(bankSize, rows.length),
  );
}

/**
 * The kept sample of this database's bank, drawn again when older than SAMPLE_KEPT_MS (once,
 * however many searches ask meanwhile; a failed draw is not kept); none within a transaction.
 */
async function transcriptSample(db: Db): Promise<TranscriptSample | undefined> {
  if (db instanceof PgTransaction) return undefined;
  const key = keyOfDb(db);
  const kept = samples.get(key);
  if (kept && Date.now() - kept.at < SAMPLE_KEPT_MS) return kept.sample;
  const drawn = { at: Date.now(), sample: drawSample(db) };
  samples.set(key, drawn);
  drawn.sample.catch(() => {
    if (samples.get(key) === drawn) samples.delete(key);
  });
  return drawn.sample;
}

/** How this keyword is looked up among the bank's KEYWORD_RANKED newest matches; undefined within a transaction (one LIKE of the whole). */
export async function lookupOf(db: Db, keyword: string): Promise<KeywordLookup | undefined> {
  const sample = await transcriptSample(db);
  return sample && keywordLookup(trigramTranscript(keyword), sample, KEYWORD_RANKED);
}

function bankWhere(f: BankFilter, lookup?: KeywordLookup): SQL | undefined {
  return and(
    f.schoolId === undefined ? inScope(f.reader, f.scope) : eq(questionBank.schoolId, f.schoolId),
    f.subjectId ? ofSubject(f, f.subjectId) : undefined,
    f.typeId ? eq(questionBank.typeId, f.typeId) : undefined,
    f.difficulties?.length ? inArray(questionBank.difficulty, [...f.difficulties]) : undefined,
    f.gradeType ? sql`(${questionBank.gradeType} & ${f.gradeType}) <> 0` : undefined,
    // one containment test per tag, which the GIN index on tags answers
    f.tagIds?.length ? or(...f.tagIds.map((id) => sql`${questionBank.tags} @> ${JSON.stringify([{ id }])}::jsonb`)) : undefined,
    f.keyword ? keywordCondition(f.keyword, lookup) : undefined,
  );
}

type Plan = { Plan: { 'Plan Rows': number } }[];

/** How many questions the planner expects to match (its statistics; nothing is read). */
async function plannedMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await query<{ 'QUERY PLAN': Plan | string }>(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${questionBank} WHERE ${where ?? sql`true`}`);
  const plan = row['QUERY PLAN'];
  return Math.round((typeof plan === 'string' ? (JSON.parse(plan) as Plan) : plan)[0].Plan['Plan Rows']);
}

/** The matches counted when few are expected, else the planner's estimate (exact: false). */
async function matchCount(db: Db, where: SQL | undefined): Promise<MatchCount> {
  const planned = await plannedMatches(db, where);
  if (planned > COUNTED_UP_TO) return { total: planned, exact: false };
  const [{ found }] = await db.select({ found: count() }).from(questionBank).where(where);
  return { total: found, exact: true };
}

interface MatchCount {
  total: number;
  exact: boolean;
}

/** A keyword's ranked questions: the ids of the KEYWORD_RANKED newest containing it, best match first, and how many contain it (up to one more). */
interface RankedMatches {
  ids: number[];
  found: number;
}

/**
 * Memory the kept searches of one database may hold, in MiB (BANK_SEARCH_CACHE_MB, default 8; a
 * ranked keyword holds at most KEYWORD_RANKED ids). 0 keeps none: every search is made afresh.
 */
const KEPT_SEARCH_BYTES = Number(process.env.BANK_SEARCH_CACHE_MB ?? 8) * 2 ** 20;
const keptSearches: (db: Db) => VersionedCache<string, RankedMatches | MatchCount> | undefined =
  KEPT_SEARCH_BYTES > 0 ? cachePerDatabase(KEPT_SEARCH_BYTES, (kept) => 256 + ('ids' in kept ? kept.ids.length * 8 : 0)) : () => undefined;
const dialect = new PgDialect();

/** The key of a kept search: what it is (ranked matches or a count) and its filter's statement with the values bound. */
function searchKey(kind: 'ranked' | 'count', where: SQL | undefined): string {
  const { sql: text, params } = dialect.sqlToQuery(where ?? sql`true`);
  return `${kind}|${text}|${JSON.stringify(params)}`;
}

/** The bank's stamp (0031_question_bank_stamps.sql): it changes with every committed write to what a search reads. */
async function bankStamp(db: Db): Promise<string> {
  const [row] = await query<{ stamp: number | string }>(db, sql`SELECT coalesce(sum(${questionBankStamps.stamp}), 0) AS stamp FROM ${questionBankStamps}`);
  return String(row.stamp);
}

/**
 * A search's result kept in memory under the bank's stamp, made again when a write has raised it
 * since (the stamp is read before the search, so a result is never older than the stamp it is
 * kept under); within a transaction, always made.
 */
async function keptSearch<V extends RankedMatches | MatchCount>(db: Db, key: string, make: () => Promise<V>): Promise<V> {
  const cache = keptSearches(db);
  if (!cache) return make();
  return (await cache.get(key, await bankStamp(db), make)) as V;
}

/**
 * How well a text that contains the keyword matches it: 3 when the keyword stands as whole words
 * in it (a word break, or the text's end, on both sides), 2 when it starts a word, 1 when it ends
 * one, 0 inside a word. Every ranked text contains the keyword's transcript, so this is what
 * pg_trgm's word similarity weighs too (a word's first letters count twice as its last), read from
 * the transcript's word breaks with three LIKE tests instead of comparing trigram sets, which
 * cost most of a search's time on the embedded database.
 */
function wordFit(keyword: string, text: SQL): SQL {
  const k = transcriptPattern(keyword);
  return sql`CASE WHEN (' ' || ${text} || ' ') LIKE ${`% ${k} %`} THEN 3 WHEN (' ' || ${text}) LIKE ${`% ${k}%`} THEN 2
                  WHEN (${text} || ' ') LIKE ${`%${k} %`} THEN 1 ELSE 0 END`;
}

/**
 * The keyword's matches ranked, in one statement: found once, counted no further than one past
 * KEYWORD_RANKED, only the newest ranked. Found as its lookup says (keyword-lookup.ts): a lookup
 * through the index orders by an expression, so that the planner cannot read the newest
 * questions one by one instead, which it may take to be cheaper for the keyword's pieces alone.
 */
async function rankedMatches(db: Db, f: BankFilter & { keyword: string }): Promise<RankedMatches> {
  const lookup = await lookupOf(db, f.keyword);
  const newest = lookup?.by === 'index' ? sql`${questionBank.id} + 0 DESC` : sql`${questionBank.id} DESC`;
  const rank = wordFit(f.keyword, sql`candidates.search_text`);
  const [row] = await query<{ found: number | string; ids: number[] }>(
    db,
    sql`
    WITH pool AS (SELECT ${questionBank.id} AS id, ${questionBank.searchText} AS search_text FROM ${questionBank} WHERE ${bankWhere(f, lookup)}
                  ORDER BY ${newest} LIMIT ${KEYWORD_RANKED + 1})
    SELECT (SELECT count(*) FROM pool) AS found,
           (SELECT coalesce(json_agg(id ORDER BY ${rank} DESC, id DESC), '[]'::json)
              FROM (SELECT id, search_text FROM pool ORDER BY id DESC LIMIT ${KEYWORD_RANKED}) AS candidates) AS ids`,
  );
  return { ids: row.ids.map(Number), found: Number(row.found) };
}

async function rowsInOrder(db: Db, ids: readonly number[]): Promise<BankRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await db.select().from(questionBank).where(inArray(questionBank.id, [...ids]))).map((r) => [r.id, r]));
  // a question removed since the ranking was kept is left out (the stamp read before has changed by then)
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the bank, newest first. With a keyword: of the KEYWORD_RANKED newest questions
 * containing it (all of them when fewer do), the best text matches first (wordFit: whole words
 * first, newer first among equals); the newest are found through the trigram index or the
 * primary key, as the keyword's lookup says, and only they are ranked.
 *
 * The ranked ids of a keyword and the count of a filter are kept in memory under the bank's stamp
 * (keptSearch): the next page of a search, or the same search again, reads only its page's rows
 * until a write changes the bank.
 */
export async function findBankQuestions(db: Db, f: BankFilter): Promise<BankPage> {
  const where = bankWhere(f);
  if (!f.keyword) {
    const rows = await db.select().from(questionBank).where(where).orderBy(desc(questionBank.id)).limit(f.limit).offset(f.offset);
    // a short page that is not past the end is the last one: the total is known without counting
    if (rows.length < f.limit && (rows.length > 0 || f.offset === 0)) return { total: f.offset + rows.length, exact: true, rows };
    return { ...(await keptSearch(db, searchKey('count', where), () => matchCount(db, where))), rows };
  }
  const search = { ...f, keyword: f.keyword };
  const { ids, found } = await keptSearch(db, searchKey('ranked', where), () => rankedMatches(db, search));
  return { total: Math.min(found, KEYWORD_RANKED), exact: found <= KEYWORD_RANKED, rows: await rowsInOrder(db, ids.slice(f.offset, f.offset + f.limit)) };
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
export function transcriptOf(html: string): string {
  return trigramTranscript(plainText(html));
}

export async function insertQuestions(db: Db, rows: readonly NewBankRow[]): Promise<BankRow[]> {
  return db
    .insert(questionBank)
    .values(rows.map((row) => ({ ...row, searchText: transcriptOf(row.text), searchVersion: TRANSCRIPT_VERSION })))
    .returning();
}

export async function updateQuestion(db: Db, id: number, values: Partial<NewBankRow>): Promise<BankRow> {
  const [row] = await db
    .update(questionBank)
    .set({ ...values, ...(values.text === undefined ? {} : { searchText: transcriptOf(values.text), searchVersion: TRANSCRIPT_VERSION }), updatedAt: new Date() })
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

/** The transcripts of the reader's questions of a subject, for the duplicate check of a Word import. */
export async function subjectTranscripts(db: Db, reader: Reader, subjectId: number): Promise<Transcribed[]> {
  return db
    .select({ id: questionBank.id, transcript: questionBank.searchText })
    .from(questionBank)
    .where(and(eq(questionBank.subjectId, subjectId), inScope(reader, 'all')));
}

export async function questionTexts(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: questionBank.id, text: questionBank.text }).from(questionBank).where(inArray(questionBank.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.text]));
}

/** The next questions (by id, after `after`) whose transcript was written by an older TRANSCRIPT_VERSION. */
export async function staleTranscripts(db: Db, after: number, limit: number): Promise<{ id: number; text: string }[]> {
  return db
    .select({ id: questionBank.id, text: questionBank.text })
    .from(questionBank)
    .where(and(sql`${questionBank.id} > ${after}`, sql`${questionBank.searchVersion} < ${TRANSCRIPT_VERSION}`))
    .orderBy(questionBank.id)
    .limit(limit);
}

/**
 * Writes these transcripts of the current TRANSCRIPT_VERSION in one statement. A question whose
 * transcript was written meanwhile by a save of the current version (its text may have changed
 * since it was read) is left as that save wrote it.
 */
export async function writeTranscripts(db: Db, rows: readonly { id: number; transcript: string }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await query<{ id: number }>(
    db,
    sql`UPDATE ${questionBank} SET search_text = fresh.transcript, search_version = ${TRANSCRIPT_VERSION}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS fresh(id int, transcript text)
        WHERE ${questionBank.id} = fresh.id AND ${questionBank.searchVersion} < ${TRANSCRIPT_VERSION}
        RETURNING ${questionBank.id}`,
  );
  return written.length;
}

/** Drops the dead rows of rewritten transcripts (and their trigram-index entries) and renews the statistics. */
export async function vacuumBank(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) ${questionBank}`);
}
