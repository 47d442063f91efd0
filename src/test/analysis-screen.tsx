/**
 * What the component tests of the exam-analysis screens share: an ended exam as
 * target-examination/{id} answers it, the cells of a table as the reader sees them, and a screen as
 * its test sees it (each analysis call answered with the data the test gives and recorded with its
 * query, the screen rendered in a fresh root at its address).
 */
import type { ReactNode } from 'react';
import { act } from 'react';
import { beforeEach } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from './fetch-stub.ts';
import { savedFilesPerTest } from './saved-workbook.ts';
import { freshRootPerTest, type TestRoot } from './test-root.tsx';

/** Exam 4 of school 1 with one paper (test 7, maths) and one class (3); a test adds what its screen needs. */
export function analysedExam(extra: Record<string, unknown> = {}) {
  return {
    id: 4,
    name: 'Exam 4',
    status: 3,
    examination_type: 2,
    grade_id: 10,
    start_date: '2026-03-18',
    tests: [{ id: 7, name: 'Maths', subject_id: 2 }],
    school: { id: 1, name: 'School 1' },
    campuses: [{ id: 1, name: 'Campus 1' }],
    classes: [{ id: 3, name: 'Class 3', campus_id: 1 }],
    special_groups: [],
    own_class_ids: null,
    ...extra,
  };
}

/** Exam 4 as the screens name it, with 数学 (7) and 语文 (8) and class 高一(1)班 (3). */
export const analysisExam = (overrides: Record<string, unknown> = {}) =>
  analysedExam({
    name: '高一下学期3月月考',
    tests: [
      { id: 7, name: '数学', subject_id: 2 },
      { id: 8, name: '语文', subject_id: 1 },
    ],
    school: { id: 1, name: '示范中学' },
    campuses: [{ id: 1, name: '本部' }],
    classes: [{ id: 3, name: '高一(1)班', campus_id: 1 }],
    ...overrides,
  });

/** The May exam of the same grade, with classes 高一(1)班 (3) and 高一(2)班 (4). */
export const laterAnalysisExam = () =>
  analysisExam({
    id: 9,
    name: '高一下学期5月月考',
    examination_type: 4,
    start_date: '2026-05-20',
    classes: [
      { id: 3, name: '高一(1)班', campus_id: 1 },
      { id: 4, name: '高一(2)班', campus_id: 1 },
    ],
  });

/** The whole school as the target of an analysis call. */
export const SCHOOL_TARGET = { target_id: 1, target_name: '示范中学', target_label: 'school' };

/** The scope part of an analysis call's query when the screen's address names none: the whole school. */
export const WHOLE_SCHOOL_QUERY = { school_id: '0', campus_id: '0', class_id: '0', special_group_id: '0' };

/** A student of one of those classes as the analysis calls name them; the exam number is 20260 and the id. */
export const examStudent = (id: number, name: string, classId = 3) => ({
  student_id: id,
  real_name: name,
  exam_number: `20260${id}`,
  class_id: classId,
  class_name: classId === 3 ? '高一(1)班' : '高一(2)班',
});

/** A student's figures on the exam's two papers, 数学 (7) then 语文 (8). */
export const onBothPapers = <T extends object>(math: T, chinese: T) => [
  { test_id: 7, ...math },
  { test_id: 8, ...chinese },
];

/** The text of each cell of each row of the table `testId` (without the cell of an open-row button). */
export function tableRows(container: ParentNode, testId: string): (string | null)[][] {
  return [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td:not(.ant-table-row-expand-icon-cell)')].map((td) => td.textContent));
}

export interface AnalysisCall {
  path: string;
  query: URLSearchParams;
  method: string;
}

export interface AnalysisScreen {
  root: TestRoot;
  /** the analysis calls of the running test, in order (the exam's own call left out) */
  asked: AnalysisCall[];
  /** the files the running test saved */
  saved: Blob[];
  /** renders the screen and waits until the page shows `until` (a text, or a test of the page) */
  open(until: string | (() => boolean)): Promise<void>;
  /** the cells of each row of the table `testId` */
  rows(testId: string): (string | null)[][];
  /** clicks the option `label` of the segmented control `testId` */
  choose(testId: string, label: string): Promise<void>;
  /** the input of the antd number field `testId` */
  input(testId: string): HTMLInputElement;
  /** the query of the test's first call of `path` (its first call of all without one), as an object */
  queryOf(path?: string): Record<string, string>;
  /** does `action`, waits for the call it makes and answers that call's query, as an object */
  queryAfter(action: () => Promise<void>): Promise<Record<string, string>>;
}

/**
 * Serves `exam` and the analysis calls of `answers` (path → the data of its answer, or a function
 * of the request read at each call, which may answer with a whole Response) in every test of the
 * file; each test starts at `address` and may open `screen`.
 */
export function analysisScreenPerTest(screen: ReactNode, address: string, exam: { id: number }, answers: Record<string, unknown>): AnalysisScreen {
  const asked: AnalysisCall[] = [];
  stubFetchPerTest(async (request) => {
    const url = new URL(request.url);
    const ok = (data: unknown) => jsonResponse({ code: 200, msg: '成功', data });
    if (url.pathname === `/v1/examanalysis/target-examination/${exam.id}`) return ok(exam);
    if (!(url.pathname in answers)) return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
    asked.push({ path: url.pathname, query: url.searchParams, method: request.method });
    const answer = answers[url.pathname];
    const data = typeof answer === 'function' ? await (answer as (request: Request) => unknown)(request) : answer;
    return data instanceof Response ? data : ok(data);
  });
  const root = freshRootPerTest();
  const saved = savedFilesPerTest();
  beforeEach(() => {
    asked.length = 0;
    window.history.pushState(null, '', address);
  });
  return {
    root,
    asked,
    saved,
    async open(until) {
      await root.renderScreen(screen);
      await waitUntil(typeof until === 'string' ? () => root.container.textContent?.includes(until) ?? false : until);
    },
    rows: (testId) => tableRows(root.container, testId),
    async choose(testId, label) {
      await act(async () => {
        [...root.container.querySelectorAll<HTMLElement>(`[data-testid="${testId}"] .ant-segmented-item`)].find((item) => item.textContent === label)!.click();
      });
    },
    input: (testId) => root.container.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`)!,
    queryOf(path) {
      const call = path === undefined ? asked[0] : asked.find((a) => a.path === path);
      if (!call) throw new Error(`no call of ${path ?? 'any analysis path'} was made`);
      return Object.fromEntries(call.query);
    },
    async queryAfter(action) {
      const before = asked.length;
      await action();
      await waitUntil(() => asked.length > before);
      return Object.fromEntries(asked.at(-1)!.query);
    },
  };
}
