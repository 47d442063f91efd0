/** The calls of the exception screens: open exception pages, the roster search, matching, ignoring, absence, the choice between a student's two sheets and objective review (spec 002 §7). */
import { api, call } from '../../api/client.ts';
import type { operations } from '../../contract/schema.d.ts';

type Data<K extends keyof operations> = operations[K] extends { responses: { 200: { content: { 'application/json': { data?: infer D } } } } } ? NonNullable<D> : never;

export type OcrException = Data<'listOcrExceptions'>['result'][number];
export type RosterMatch = Data<'searchScanStudents'>['result'][number];
export type ObjectiveInReview = Data<'listObjectAbnormal'>['result'][number];

export type OcrExceptionQuery = NonNullable<operations['listOcrExceptions']['parameters']['query']>;

export const listOcrExceptions = (query: OcrExceptionQuery) =>
  call(api.GET('/v1/scan/ocr-exception', { params: { query } }));

export const searchScanStudents = (testId: number, keyword: string) => call(api.GET('/v1/scan/match-student', { params: { query: { test_id: testId, keyword } } }));

export const matchScanStudent = (pageId: number, studentId: number) => call(api.POST('/v1/scan/match-student', { body: { page_id: pageId, student_id: studentId } }));

export const ignoreOcrResult = (pageId: number) => call(api.POST('/v1/scan/ignore-ocr-result', { body: { page_id: pageId } }));

/** Which of a student's two sheets counts: `pageId` is the duplicate page (exception 5). */
export const resolveRepeatStudentSheet = (pageId: number, keep: 'current' | 'duplicate') =>
  call(api.PATCH('/v1/examination/repeat-student-question/{id}', { params: { path: { id: pageId } }, body: { keep } }));

export const markScanAbsent = (testId: number, studentId: number, pageId: number | null) =>
  call(api.POST('/v1/scan/absent', { body: { test_id: testId, student_id: studentId, page_id: pageId } }));

export const listObjectAbnormal = (testId: number, state: 'pending' | 'all') => call(api.GET('/v1/scan/object-abnormal', { params: { query: { test_id: testId, state } } }));

export const decideObjectAbnormal = (body: { test_id: number; student_id: number; question_id: number; chosen: string[] }) => call(api.PUT('/v1/scan/object-abnormal', { body }));
