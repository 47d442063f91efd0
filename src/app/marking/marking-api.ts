/**
 * The marking window's calls (spec 000 §7), all through the one client with the marking token.
 * Each answers the envelope's data or throws ApiError with a message ready to show.
 */
import { api, ApiError, call, markingApi } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';
import type { LoadQuery } from '../../domain/marking/queue.ts';
import type { MarkingMode } from '../../domain/marking/selection.ts';
import { EXAM_PAGE_SIZE } from '../../domain/marking/limits.ts';
import type { OutboxBody } from '../../domain/marking/outbox.ts';

type Schemas = components['schemas'];

/** Background calls (progress refresh, prefetch, release) do not show the loading overlay. */
const QUIET = { loading: false } as const;

// ── the marking token ──────────────────────────────────────────────────────────────────────

/** Issues a marking token with the ordinary session (the marking token is not there yet). */
export async function issueMarkingToken(): Promise<string> {
  const data = await call(api.POST('/v1/examination/marking-verify'));
  return data.token;
}

export async function checkMarkingToken(): Promise<void> {
  await call(markingApi.GET('/v1/examination/marking-verify'));
}

export async function renewMarkingToken(): Promise<void> {
  await call(markingApi.PUT('/v1/examination/marking-verify', QUIET));
}

// ── selection ──────────────────────────────────────────────────────────────────────────────

export function listExams(tab: 1 | 2, pageNo = 1) {
  return call(markingApi.GET('/v1/examination/mark-list', { params: { query: { marking_status: tab, page_no: pageNo, page_size: EXAM_PAGE_SIZE } } }));
}

export function listTests(examId: number, quiet = false) {
  return call(markingApi.GET('/v1/examination/mark-list/{id}', { params: { path: { id: examId } }, ...(quiet ? QUIET : {}) }));
}

/** Mode 0 ordinary, 1 the groups I adjudicate, 2 the blank-paper counts. */
export function listPartitions(testId: number, mode: MarkingMode, quiet = false) {
  return call(
    markingApi.GET('/v1/examination/mark-partition', {
      params: { query: { test_id: testId, judge: mode === 1 ? 1 : 0, blank_volume: mode === 2 ? 1 : 0 } },
      ...(quiet ? QUIET : {}),
    }),
  );
}

// ── marking ────────────────────────────────────────────────────────────────────────────────

export function loadMarking(query: LoadQuery, options: { quiet?: boolean } = {}) {
  return call(markingApi.GET('/v1/examination/marking', { params: { query: { ...query, get_progress: 1, get_question: 1, get_feedback: 1 } }, ...(options.quiet ? QUIET : {}) }));
}

/** The body of a mark as submitted: the outbox keeps exactly what the submit call sends. */
export type SubmitScore = OutboxBody;

export function submitScore(testId: number, body: SubmitScore) {
  return call(
    markingApi.POST('/v1/examination/marking/{id}', {
      params: { path: { id: testId } },
      // the idempotency key travels in the body only, where the contract documents it
      body,
      ...QUIET,
    }),
  );
}

/** Keeps the students I hold in a group while the screen is open (see actions/lease.ts). */
export function renewLease(testId: number, body: Schemas['MarkingLeaseBody']) {
  return call(markingApi.POST('/v1/examination/marking-lease/{id}', { params: { path: { id: testId } }, body, ...QUIET }));
}

export function releaseOccupied(testId: number, partitionIds: number[], judge: -1 | 0 | 1 = -1) {
  return call(
    markingApi.DELETE('/v1/examination/test-partition-occupy/{test_id}', {
      params: { path: { test_id: testId }, query: { partition_ids: partitionIds, judge } },
      ...QUIET,
    }),
  );
}

export interface RecordQuery {
  testId: number;
  partitionId: number;
  judge: 0 | 1;
  pageNo: number;
  pageSize: number;
  orderId: 1 | 2 | 3 | 4;
  /** a question's show order to filter on, or undefined for the group total */
  showOrder?: number;
  score?: number;
}

export function listRecords(query: RecordQuery) {
  const filter =
    query.score === undefined
      ? undefined
      : query.showOrder === undefined
        ? [{ total_score: query.score }]
        : [{ show_order: query.showOrder, score: query.score }];
  return call(
    markingApi.GET('/v1/examination/marking/{id}', {
      params: {
        path: { id: query.testId },
        query: {
          partition_id: query.partitionId,
          judge: query.judge,
          page_no: query.pageNo,
          page_size: query.pageSize,
          order_id: query.orderId,
          ...(query.showOrder !== undefined ? { operate_question_show_orders: [query.showOrder] } : {}),
          ...(filter ? { q_score_record: filter } : {}),
        },
      },
    }),
  );
}

export function recordScoreFilters(testId: number, partitionId: number, judge: 0 | 1) {
  return call(markingApi.GET('/v1/examination/marking-log-scores/{id}', { params: { path: { id: testId }, query: { partition_id: partitionId, judge } } }));
}

export function submitProblemPaper(testId: number, body: Schemas['ProblemBody']) {
  return call(markingApi.POST('/v1/examination/examination-problem/{id}', { params: { path: { id: testId } }, body }));
}

export function submitFeedback(testId: number, body: Schemas['FeedbackBody']) {
  return call(markingApi.POST('/v1/examination/marking-feedback/{id}', { params: { path: { id: testId } }, body }));
}

export function occupiedDetail(testId: number) {
  return call(markingApi.GET('/v1/examination/test-occupied-detail', { params: { query: { test_id: testId } } }));
}

export function partitionProgress(testId: number, partitionId: number, pageNo: number, pageSize: number, quiet = false) {
  return call(
    markingApi.GET('/v1/examination/test-partition-progress/{id}', {
      params: { path: { id: testId }, query: { partition_id: partitionId, page_no: pageNo, page_size: pageSize } },
      ...(quiet ? QUIET : {}),
    }),
  );
}

export function division(testId: number) {
  return call(markingApi.GET('/v1/examination/divide-partition', { params: { query: { test_id: testId } } }));
}

export function listBlankVolumes(testId: number, partitionIds: number[], blackRate: [number, number], pageNo: number, pageSize: number) {
  return call(
    markingApi.GET('/v1/examination/test-blank-volume', {
      params: { query: { test_id: testId, partition_ids: partitionIds, black_rate: blackRate, page_no: pageNo, page_size: pageSize } },
    }),
  );
}

export function submitBlankVolumes(testId: number, ids: number[], partitionIds: number[]) {
  return call(markingApi.PATCH('/v1/examination/test-blank-volume/{id}', { params: { path: { id: testId } }, body: { ids, partition_ids: partitionIds } }));
}

export function ignoreBlankVolumes(testId: number, ids: number[], partitionIds: number[]) {
  return call(markingApi.DELETE('/v1/examination/test-blank-volume/{id}', { params: { path: { id: testId }, query: { ids, partition_ids: partitionIds } } }));
}

export function reRecogniseBlankVolumes(testId: number, partitionId: number) {
  return call(markingApi.POST('/v1/examination/test-blank-volume/{id}', { params: { path: { id: testId } }, body: { partition_id: partitionId } }));
}

export function reportQuestionError(body: Schemas['QuestionReportBody']) {
  return call(markingApi.POST('/v1/feedback/question', { body }));
}

// ── the user ───────────────────────────────────────────────────────────────────────────────

export function userInfo(uid: number) {
  return call(markingApi.GET('/v1/user/login/{id}', { params: { path: { id: uid } }, ...QUIET }));
}

export function lockScreen(uid: number) {
  return call(markingApi.POST('/v1/user/lock-screen/{id}', { params: { path: { id: uid } } }));
}

export function unlockScreen(uid: number, encryptedPassword: string) {
  return call(markingApi.PUT('/v1/user/lock-screen/{id}', { params: { path: { id: uid } }, body: { password: encryptedPassword } }));
}

// ── scan images ────────────────────────────────────────────────────────────────────────────

const SCAN_PATH = /^\/v1\/files\/scans\/([A-Za-z0-9_.-]{1,200})$/;

/** A scan picture as a blob, fetched with the marking token (spec 000 §7 "Partition images"). */
export async function fetchScan(url: string, signal?: AbortSignal): Promise<Blob> {
  const match = SCAN_PATH.exec(url);
  if (!match) {
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new ApiError({ kind: 'answer', status: response.status, code: response.status, msg: '' }, 'marking');
    return response.blob();
  }
  const { data, response } = await markingApi.GET('/v1/files/scans/{key}', {
    params: { path: { key: match[1] } },
    parseAs: 'blob',
    signal,
    ...QUIET,
  });
  if (!response.ok || !(data instanceof Blob)) {
    throw new ApiError({ kind: 'answer', status: response.status, code: response.status, msg: '' }, 'marking');
  }
  return data;
}

export type OriginalPaperLayout = Schemas['OriginalPaperLayout'];

/**
 * The current student's original paper as a layout on the template: the pieces of the test I may
 * see, placed by their groups' regions, and which sides have a whole-sheet scan to fetch.
 */
export function originalPaperLayout(q: { testId: number; partitionId: number; studentId: number }, signal?: AbortSignal): Promise<OriginalPaperLayout> {
  return call(
    markingApi.GET('/v1/examination/original-paper-layout', {
      params: { query: { test_id: q.testId, partition_id: q.partitionId, student_id: q.studentId } },
      signal,
      ...QUIET,
    }),
  );
}

/**
 * A side of the current student's answer sheet (blind marking: the name and exam number come
 * blacked out from the server), for a side the layout says was scanned. Fetched with the marking
 * token; null when it cannot be shown.
 */
export async function fetchOriginalPaper(q: { testId: number; partitionId: number; studentId: number; side: 1 | 2 }, signal?: AbortSignal): Promise<Blob | null> {
  const { data, response } = await markingApi.GET('/v1/examination/original-paper', {
    params: { query: { test_id: q.testId, partition_id: q.partitionId, student_id: q.studentId, side: q.side } },
    parseAs: 'blob',
    signal,
    ...QUIET,
  });
  return response.ok && data instanceof Blob ? data : null;
}
