// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { PotentialStudentsPage } from './PotentialStudentsPage.tsx';

const EXAM = {
  id: 4,
  name: '高一下学期3月月考',
  status: 3,
  examination_type: 2,
  grade_id: 10,
  start_date: '2026-03-18',
  tests: [
    { id: 7, name: '数学', subject_id: 2 },
    { id: 8, name: '语文', subject_id: 1 },
  ],
  school: { id: 1, name: '示范中学' },
  campuses: [{ id: 1, name: '本部' }],
  classes: [{ id: 3, name: '高一(1)班', campus_id: 1 }],
  special_groups: [],
  own_class_ids: null,
};

const counts = (full: number, line: number, students: number, reached: number, potential: number) => ({
  full_mark_score: full,
  line_score: line,
  student_count: students,
  reached_count: reached,
  potential_count: potential,
});

const POTENTIAL = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  line: 'pass',
  line_percent: 60,
  margin: 5,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, ...counts(150, 90, 16, 9, 3) },
    { test_id: 8, name: '语文', subject_id: 1, ...counts(150, 90, 15, 10, 1) },
  ],
  total: counts(300, 180, 15, 8, 2),
  students: [
    {
      student_id: 21,
      real_name: '王小明',
      exam_number: '2026001',
      class_id: 3,
      class_name: '高一(1)班',
      total_score: 176,
      total_gap: 4,
      scores: [
        { test_id: 7, score: 87.5, gap: 2.5 },
        { test_id: 8, score: 88.5, gap: 1.5 },
      ],
    },
    {
      student_id: 22,
      real_name: '李华',
      exam_number: '2026002',
      class_id: 3,
      class_name: '高一(1)班',
      total_score: null,
      total_gap: null,
      scores: [
        { test_id: 7, score: 86, gap: 4 },
        { test_id: 8, score: null, gap: null },
      ],
    },
  ],
};

let asked: URLSearchParams[];

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/potential-students') {
    asked.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: POTENTIAL });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  window.history.pushState(null, '', '/analysis/examination/potentialStudents?examinationid=4&testid=7');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async () => {
  await root.render(
    <App>
      <PotentialStudentsPage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes('王小明') ?? false);
};

const rowsOf = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the potential students screen', () => {
  it('asks for the target across every paper and shows the counts per subject and who lacks how much', async () => {
    await open();
    expect(asked[0].get('examination_id')).toBe('4');
    // the calls across papers name no paper
    expect(asked[0].has('test_id')).toBe(false);
    expect(asked[0].get('line')).toBe('pass');
    expect(asked[0].has('margin')).toBe(false);
    expect(rowsOf('potential-summary')).toEqual([
      ['数学', '150', '90', '16', '9', '3'],
      ['语文', '150', '90', '15', '10', '1'],
      ['总分', '300', '180', '15', '8', '2'],
    ]);
    const students = rowsOf('potential-students');
    expect(students[0]).toEqual(['王小明', '2026001', '高一(1)班', '176差 4 分', '87.5差 2.5 分', '88.5差 1.5 分']);
    expect(students[1]).toEqual(['李华', '2026002', '高一(1)班', '—', '86差 4 分', '—']);
    expect(root.container.textContent).toContain('低于及格线不超过 5 分的学生');
    expect(root.container.querySelector('[data-testid="potential-chart"]')).not.toBeNull();
  });

  it('asks again for another line and margin', async () => {
    await open();
    await act(async () => {
      [...root.container.querySelectorAll<HTMLElement>('[data-testid="potential-line"] .ant-segmented-item')].find((item) => item.textContent === '优秀线')!.click();
    });
    await waitUntil(() => asked.length >= 2);
    expect(asked.at(-1)!.get('line')).toBe('excellent');
    const margin = root.container.querySelector<HTMLInputElement>('[data-testid="potential-margin"] input, input[data-testid="potential-margin"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(margin, '8');
      margin.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitUntil(() => asked.some((q) => q.get('margin') === '8'));
    expect(asked.at(-1)!.get('margin')).toBe('8');
    expect(asked.at(-1)!.get('line')).toBe('excellent');
  });

  it('exports the list of students to xlsx with the figures the table shows', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="potential-students-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    expect(saved).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const sheet = book.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['姓名', '考号', '班级', '总分', '总分距线分差', '数学', '数学距线分差', '语文', '语文距线分差']);
    expect(values(2)).toEqual(['王小明', '2026001', '高一(1)班', 176, 4, 87.5, 2.5, 88.5, 1.5]);
    // empty cells where there is no total or no paper total
    expect(values(3)).toEqual(['李华', '2026002', '高一(1)班', undefined, undefined, 86, 4]);
  });
});
