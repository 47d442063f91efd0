/**
 * Kept analysis answers (issue 18, "every analysis answer p99 < 100 ms with 50 teachers"): the
 * serialised answer of a call is kept per (call, path and query parameters, the caller's view of
 * the school) and answered again while the stamps it stands on are unchanged. Every request still
 * asks src/server/access whether the caller may open the exam, and reads the stamps once
 * (analysis-repository answerStampsOf: the scores of the exam's papers — or of the grade's
 * exams up to it, for the calls that compare with earlier exams — and the settings stamp of
 * 0028_analysis_settings_stamp.sql); the database triggers raise them in the transaction of any
 * write that changes what the answer shows, so no server process sharing the database answers a
 * figure older than a committed mark. The stamps are read before the answer is made, so an
 * answer is never older than the version it is kept under.
 *
 * The key holds the classes the caller may open one by one (their view), so that a class head's
 * answer is never handed to anyone who sees other classes, even where today's answers depend on
 * the query alone. Concurrent requests for one key at one version wait for one answer; the answers
 * are bounded in bytes, least recently used first out (score-cache.ts derivedCache).
 */
import type { Viewer } from '../../access/analysis-viewer.ts';
import type { Database } from '../../db/database.ts';
import type { VersionedCache } from '../../db/versioned-cache.ts';
import { ok } from '../../http/envelope.ts';
import type { Handler, OperationId, OperationRequest } from '../../http/handlers.ts';
import type { DoneMessage } from '../../http/signed-in.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { answerStampsOf } from './analysis-repository.ts';
import { openExam } from './exam-scores.ts';
import { derivedCache } from './score-cache.ts';

/** Which papers' scores an answer reads: its exam's, or those of its grade's exams up to it (comparisons, trends). */
export type AnswerReach = 'exam' | 'earlier';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Bytes a kept answer costs beyond its body: key, version and bookkeeping, roughly. */
const ENTRY_OVERHEAD = 512;

const answersOf = derivedCache<string, Buffer>((body) => body.length + ENTRY_OVERHEAD);

/** A value as JSON with its object keys in order, so that equal parameters give equal keys. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(',')}}`;
}

/** The key of an answer: the call, its parameters and the caller's view (every class, or which ones). */
export function answerKey(call: string, viewer: Viewer, parameters: { params?: unknown; query?: unknown }): string {
  const view = viewer.classIds ? [...viewer.classIds].sort((a, b) => a - b).join(',') : '*';
  return `${call}|${view}|${canonical(parameters.params ?? {})}|${canonical(parameters.query ?? {})}`;
}

/**
 * The body of an answer kept under `key` at `version`, else made by `make` (once for concurrent
 * callers) and kept; without a cache, made every time.
 */
export function keptBody(cache: VersionedCache<string, Buffer> | undefined, key: string, version: string, make: () => Promise<unknown>): Promise<Buffer> {
  const body = async () => Buffer.from(JSON.stringify(await make()));
  return cache ? cache.get(key, version, body) : body();
}

/**
 * A contract operation of the exam analysis whose answer is kept: like signedIn, but the answer
 * is made by `call` only when no answer of the same key is kept at the current stamps. The
 * request's query names the exam (examination_id).
 */
export function keptAnswer<K extends OperationId, T>(
  database: Database,
  reach: AnswerReach,
  call: (caller: AuthContext, request: OperationRequest<K>) => Promise<T>,
  done?: DoneMessage<K, T>,
): Handler<K> {
  return async (request, reply) => {
    const caller = requireAuth(request);
    const examId = Number((request.query as { examination_id?: unknown } | undefined)?.examination_id);
    const answer = async () => {
      const result = await call(caller, request);
      const text = typeof done === 'function' ? done(result, request) : done;
      return ok(result ?? null, text);
    };
    // a call that names no exam is answered as it is, never kept
    if (!Number.isInteger(examId)) return answer();
    const { cache, version, viewer } = await database.read(async (db) => {
      const { exam, viewer } = await openExam(db, caller, examId);
      return { cache: answersOf(db), version: await answerStampsOf(db, exam, reach === 'earlier'), viewer };
    });
    const key = answerKey(`${request.method} ${request.routeOptions.url}`, viewer, request);
    const body = await keptBody(cache, key, version, answer);
    reply.type(JSON_TYPE);
    return body;
  };
}
