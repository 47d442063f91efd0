// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { DataMiningPage } from './DataMiningPage.tsx';

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
    { id: 9, name: '英语', subject_id: 3 },
  ],
  school: { id: 1, name: '示范中学' },
  campuses: [{ id: 1, name: '本部' }],
  classes: [
    { id: 3, name: '高一(1)班', campus_id: 1 },
    { id: 5, name: '高一(2)班', campus_id: 1 },
  ],
  special_groups: [],
  own_class_ids: null,
};

const MINING = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, student_count: 16 },
    { test_id: 8, name: '语文', subject_id: 1, student_count: 15 },
    { test_id: 9, name: '英语', subject_id: 3, student_count: 2 },
  ],
  correlations: [
    { first_test_id: 7, second_test_id: 8, r: 0.812, student_count: 15 },
    { first_test_id: 7, second_test_id: 9, r: null, student_count: 2 },
    { first_test_id: 8, second_test_id: 9, r: null, student_count: 2 },
  ],
  mastery: {
    test_id: 7,
    knowledge_points: [
      { tag_id: 501, name: '函数', question_count: 2, full_mark_score: 10 },
      { tag_id: 502, name: '数列', question_count: 1, full_mark_score: 12 },
    ],
    questions: [
      { question_id: 70, show_order: 1, label: '1', full_mark_score: 5, tag_ids: [501] },
      { question_id: 71, show_order: 2, label: '2', full_mark_score: 5, tag_ids: [501] },
      { question_id: 72, show_order: 3, label: '3', full_mark_score: 12, tag_ids: [502] },
    ],
    classes: [
      { class_id: 3, class_name: '高一(1)班', student_count: 8, rates: [85, 40.5] },
      { class_id: 5, class_name: '高一(2)班', student_count: 8, rates: [70, null] },
    ],
    target_rates: [77.5, 40.5],
  },
};

let asked: URLSearchParams[];

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/data-mining') {
    asked.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: MINING });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  window.history.pushState(null, '', '/analysis/examination/dataMining?examinationid=4');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async () => {
  await root.render(
    <App>
      <DataMiningPage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes('高一(2)班') ?? false);
};

const rows = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the data mining screen', () => {
  it('shows the correlation matrix and pairs of the subjects, a dash where r cannot be computed', async () => {
    await open();
    expect(asked[0].get('examination_id')).toBe('4');
    expect(asked[0].get('test_id')).toBe('7');
    expect(rows('mining-matrix')).toEqual([
      ['数学', '1.000', '0.812', '—'],
      ['语文', '0.812', '1.000', '—'],
      ['英语', '—', '—', '1.000'],
    ]);
    expect(rows('mining-pairs')[0]).toEqual(['数学', '语文', '0.812', '15', '强相关']);
    expect(rows('mining-pairs')[1]).toEqual(['数学', '英语', '—', '2', '']);
    expect(root.container.querySelector('[data-testid="mining-correlation-chart"]')).not.toBeNull();
  });

  it('shows each class mastery of each knowledge point and which question tests which point', async () => {
    await open();
    expect(rows('mining-mastery')).toEqual([
      ['高一(1)班', '8', '85.00%', '40.50%'],
      ['高一(2)班', '8', '70.00%', '—'],
      ['整体', '16', '77.50%', '40.50%'],
    ]);
    expect(root.container.querySelector('[data-testid="mining-mastery"] .mining-cell-poor')?.textContent).toBe('40.50%');
    expect(rows('mining-items')).toEqual([
      ['1', '5', '✓', ''],
      ['2', '5', '✓', ''],
      ['3', '12', '', '✓'],
    ]);
  });

  it('exports the mastery matrix to xlsx', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="mining-mastery-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const values = (r: number) => (book.worksheets[0].getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['班级', '人数', '函数', '数列']);
    expect(values(3)).toEqual(['高一(2)班', 8, '70.00%', '—']);
  });
});
