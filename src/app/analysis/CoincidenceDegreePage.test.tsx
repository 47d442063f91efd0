// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { CoincidenceDegreePage } from './CoincidenceDegreePage.tsx';

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

const COINCIDENCE = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  line: 'pass',
  line_percent: 60,
  total: { full_mark_score: 300, line_score: 180, student_count: 16, reached_count: 4 },
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, line_score: 90, reached_count: 5, both_count: 3, coincidence_rate: 75, hit_rate: 60 },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, line_score: 90, reached_count: 6, both_count: 4, coincidence_rate: 100, hit_rate: 66.67 },
  ],
  all_papers_count: 3,
  students: [
    {
      student_id: 21,
      real_name: '王小明',
      exam_number: '2026001',
      class_id: 3,
      class_name: '高一(1)班',
      total_score: 250,
      reached_papers: 2,
      scores: [
        { test_id: 7, score: 130, reached: true },
        { test_id: 8, score: 120, reached: true },
      ],
    },
    {
      student_id: 22,
      real_name: '李华',
      exam_number: '2026002',
      class_id: 3,
      class_name: '高一(1)班',
      total_score: 185.5,
      reached_papers: 1,
      scores: [
        { test_id: 7, score: 85.5, reached: false },
        { test_id: 8, score: 100, reached: true },
      ],
    },
  ],
};

let asked: URLSearchParams[];

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/coincidence-degree') {
    asked.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: COINCIDENCE });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  window.history.pushState(null, '', '/analysis/examination/coincidenceDegree?examinationid=4&classid=3');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async () => {
  await root.render(
    <App>
      <CoincidenceDegreePage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes('王小明') ?? false);
};

const rows = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the coincidence degree screen', () => {
  it('asks for the target at the pass line and shows the rates per subject and who reached which line', async () => {
    await open();
    expect(asked[0].get('examination_id')).toBe('4');
    expect(asked[0].get('class_id')).toBe('3');
    expect(asked[0].get('line')).toBe('pass');
    expect(root.container.querySelector('[data-testid="coincidence-summary"]')?.textContent).toBe('总分及格线 180 分：16 人中 4 人上线，其中 3 人各科都上线');
    expect(rows('coincidence-papers')).toEqual([
      ['数学', '150', '90', '5', '3', '75.00%', '60.00%'],
      ['语文', '150', '90', '6', '4', '100.00%', '66.67%'],
    ]);
    expect(rows('coincidence-students')[1]).toEqual(['李华', '2026002', '高一(1)班', '185.5', '1/2', '85.5未上线', '100上线']);
    expect(root.container.querySelector('[data-testid="coincidence-chart"]')).not.toBeNull();
  });

  it('asks again for another line', async () => {
    await open();
    await act(async () => {
      [...root.container.querySelectorAll<HTMLElement>('[data-testid="coincidence-line"] .ant-segmented-item')].find((item) => item.textContent === '良好线')!.click();
    });
    await waitUntil(() => asked.length >= 2);
    expect(asked.at(-1)!.get('line')).toBe('good');
  });

  it('exports the students with the lines they reached to xlsx', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="coincidence-students-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const values = (r: number) => (book.worksheets[0].getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['姓名', '考号', '班级', '总分', '上线科数', '数学', '语文', '数学上线', '语文上线']);
    expect(values(3)).toEqual(['李华', '2026002', '高一(1)班', 185.5, 1, 85.5, 100, '未上线', '上线']);
  });
});
