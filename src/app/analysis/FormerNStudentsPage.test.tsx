// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { FormerNStudentsPage } from './FormerNStudentsPage.tsx';

const EXAM = {
  id: 9,
  name: '高一下学期5月月考',
  status: 3,
  examination_type: 4,
  grade_id: 10,
  start_date: '2026-05-20',
  tests: [
    { id: 7, name: '数学', subject_id: 2 },
    { id: 8, name: '语文', subject_id: 1 },
  ],
  school: { id: 1, name: '示范中学' },
  campuses: [{ id: 1, name: '本部' }],
  classes: [
    { id: 3, name: '高一(1)班', campus_id: 1 },
    { id: 4, name: '高一(2)班', campus_id: 1 },
  ],
  special_groups: [],
  own_class_ids: null,
};

const target = { target_id: 1, target_name: '示范中学', target_label: 'school' };
const COUNTS = {
  has_data: true,
  target,
  n: 3,
  subject_id: 0,
  top_count: 3,
  line_score: 241.5,
  classes: [
    { class_id: 3, class_name: '高一(1)班', student_count: 8, top_count: 2, top_rate: 25, share: 66.67 },
    { class_id: 4, class_name: '高一(2)班', student_count: 8, top_count: 1, top_rate: 12.5, share: 33.33 },
  ],
};
const person = (id: number, name: string, classId: number) => ({ student_id: id, real_name: name, exam_number: `20260${id}`, class_id: classId, class_name: classId === 3 ? '高一(1)班' : '高一(2)班' });
const LIST = {
  has_data: true,
  target,
  n: 3,
  subject_id: 0,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2 },
    { test_id: 8, name: '语文', subject_id: 1 },
  ],
  students: [
    { ...person(21, '王小明', 3), rank: 1, score: 260, total_score: 260, scores: [{ test_id: 7, score: 135 }, { test_id: 8, score: 125 }] },
    { ...person(22, '李华', 4), rank: 2, score: 250.5, total_score: 250.5, scores: [{ test_id: 7, score: 120 }, { test_id: 8, score: 130.5 }] },
    { ...person(23, '张伟', 3), rank: 3, score: 241.5, total_score: 241.5, scores: [{ test_id: 7, score: 121.5 }, { test_id: 8, score: 120 }] },
  ],
};
const PREVIOUS = {
  has_data: true,
  target,
  n: 3,
  subject_id: 0,
  previous: { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
  stayed: [{ ...person(21, '王小明', 3), rank: 1, previous_rank: 2 }],
  entered: [
    { ...person(22, '李华', 4), rank: 2, previous_rank: 7 },
    { ...person(23, '张伟', 3), rank: 3, previous_rank: null },
  ],
  left: [{ ...person(25, '陈静', 4), rank: 9, previous_rank: 1 }],
};

let asked: { path: string; query: URLSearchParams }[];
let previousAnswer: typeof PREVIOUS | (Omit<typeof PREVIOUS, 'previous'> & { previous: null });

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  const ok = (data: unknown) => jsonResponse({ code: 200, msg: '成功', data });
  if (url.pathname === '/v1/examanalysis/target-examination/9') return ok(EXAM);
  asked.push({ path: url.pathname, query: url.searchParams });
  if (url.pathname === '/v1/examanalysis/former-n-comparison') return ok(COUNTS);
  if (url.pathname === '/v1/examanalysis/target-former-n/9') return ok(LIST);
  if (url.pathname === '/v1/examanalysis/previous-former-n/9') return ok(previousAnswer);
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  previousAnswer = PREVIOUS;
  window.history.pushState(null, '', '/analysis/examination/formerNStudents?examinationid=9');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async (until: string) => {
  await root.render(
    <App>
      <FormerNStudentsPage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes(until) ?? false);
};

const rows = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the top N screen', () => {
  it("asks the three calls with the exam's own N and shows the classes, the list and the changes", async () => {
    await open('陈静');
    expect(asked.map((a) => a.path).sort()).toEqual(['/v1/examanalysis/former-n-comparison', '/v1/examanalysis/previous-former-n/9', '/v1/examanalysis/target-former-n/9']);
    expect(asked.every((a) => !a.query.has('n') && a.query.get('subject_id') === '0')).toBe(true);
    expect(root.container.querySelector('[data-testid="former-n-line"]')?.textContent).toContain('前N名最低分 241.5，共 3 人');
    expect(rows('former-n-classes')).toEqual([
      ['高一(1)班', '8', '2', '25.00%', '66.67%'],
      ['高一(2)班', '8', '1', '12.50%', '33.33%'],
    ]);
    expect(rows('former-n-list')[1]).toEqual(['2', '李华', '2026022', '高一(2)班', '250.5', '250.5', '120', '130.5']);
    expect(root.container.querySelector('[data-testid="former-n-previous"]')?.textContent).toContain('保持 1 人，新进 2 人，退出 1 人');
    expect(rows('former-n-moves')).toEqual([
      ['保持', '王小明', '2026021', '高一(1)班', '1', '2'],
      ['新进', '李华', '2026022', '高一(2)班', '2', '7'],
      ['新进', '张伟', '2026023', '高一(1)班', '3', '—'],
      ['退出', '陈静', '2026025', '高一(2)班', '9', '1'],
    ]);
    expect(root.container.querySelector('[data-testid="former-n-chart"]')).not.toBeNull();
    expect(root.container.querySelector<HTMLInputElement>('[data-testid="former-n"] input, input[data-testid="former-n"]')!.value).toBe('3');
  });

  it('asks again with an N typed in', async () => {
    await open('陈静');
    const input = root.container.querySelector<HTMLInputElement>('[data-testid="former-n"] input, input[data-testid="former-n"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '10');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitUntil(() => asked.filter((a) => a.query.get('n') === '10').length === 3);
    expect(asked.filter((a) => a.query.get('n') === '10').map((a) => a.path).sort()).toEqual([
      '/v1/examanalysis/former-n-comparison',
      '/v1/examanalysis/previous-former-n/9',
      '/v1/examanalysis/target-former-n/9',
    ]);
  });

  it('says when there is no earlier exam, and exports the class counts to xlsx', async () => {
    previousAnswer = { ...PREVIOUS, has_data: false, previous: null, stayed: [], left: [] };
    await open('王小明');
    await waitUntil(() => root.container.querySelector('[data-testid="former-n-no-previous"]') !== null);
    expect(root.container.querySelector('[data-testid="former-n-no-previous"]')?.textContent).toContain('本年级没有更早的、已开放分析的考试');
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="former-n-classes-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const values = (r: number) => (book.worksheets[0].getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['班级', '统计人数', '前N名人数', '占本班比例', '占前N名比例']);
    expect(values(2)).toEqual(['高一(1)班', 8, 2, '25.00%', '66.67%']);
  });
});
