// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { AdvantageInferiorityPage } from './AdvantageInferiorityPage.tsx';

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

const STRENGTHS = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  threshold: 0.3,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, student_count: 16, average: 92.5, standard_deviation: 18.25 },
    { test_id: 8, name: '语文', subject_id: 1, student_count: 15, average: 101, standard_deviation: 12 },
  ],
  classes: [{ class_id: 3, class_name: '高一(1)班', student_count: 8, z: [0.412, -0.198], balance: 0.107, advantages: [], inferiorities: [] }],
  students: [
    {
      student_id: 21,
      real_name: '王小明',
      exam_number: '2026001',
      class_id: 3,
      class_name: '高一(1)班',
      scores: [
        { test_id: 7, score: 130, z: 2.055 },
        { test_id: 8, score: 100, z: -0.083 },
      ],
      balance: 0.986,
      advantages: [7],
      inferiorities: [8],
    },
    {
      student_id: 22,
      real_name: '李华',
      exam_number: '2026002',
      class_id: 3,
      class_name: '高一(1)班',
      scores: [
        { test_id: 7, score: 90, z: -0.137 },
        { test_id: 8, score: null, z: null },
      ],
      balance: -0.137,
      advantages: [],
      inferiorities: [],
    },
  ],
};

let asked: URLSearchParams[];

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/advantage-inferiority') {
    asked.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: STRENGTHS });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  window.history.pushState(null, '', '/analysis/examination/advantageInferiority?examinationid=4');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async () => {
  await root.render(
    <App>
      <AdvantageInferiorityPage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes('王小明') ?? false);
};

const rows = (testId: string) => [...root.container.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the strong and weak subjects screen', () => {
  it('shows the classes and students with their z-scores, the strong subject green and the weak one red', async () => {
    await open();
    expect(asked[0].get('examination_id')).toBe('4');
    expect(asked[0].has('threshold')).toBe(false);
    expect(root.container.querySelector('[data-testid="strength-papers"]')?.textContent).toBe('数学：平均分 92.5，标准差 18.25；语文：平均分 101，标准差 12');
    expect(rows('strength-classes')).toEqual([['高一(1)班', '8', '0.412', '-0.198', '0.107', '无', '无']]);
    const students = rows('strength-students');
    expect(students[0]).toEqual(['王小明', '2026001', '高一(1)班', '130', '2.055', '100', '-0.083', '0.986', '数学', '语文']);
    expect(students[1]).toEqual(['李华', '2026002', '高一(1)班', '90', '-0.137', '—', '—', '-0.137', '无', '无']);
    const tags = [...root.container.querySelectorAll('[data-testid="strength-students"] .ant-tag')].map((tag) => [tag.textContent, tag.className.includes('green') ? 'green' : 'red']);
    expect(tags).toEqual([
      ['2.055', 'green'],
      ['-0.083', 'red'],
    ]);
    expect(root.container.querySelector('[data-testid="strength-chart"]')).not.toBeNull();
  });

  it('asks again with another threshold', async () => {
    await open();
    const input = root.container.querySelector<HTMLInputElement>('[data-testid="strength-threshold"] input, input[data-testid="strength-threshold"]')!;
    expect(input.value).toBe('0.3');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '0.5');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitUntil(() => asked.some((q) => q.get('threshold') === '0.5'));
    expect(asked.at(-1)!.get('threshold')).toBe('0.5');
  });

  it('exports the students with their z-scores and subjects to xlsx', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="strength-students-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const values = (r: number) => (book.worksheets[0].getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['姓名', '考号', '班级', '数学', '数学标准分', '语文', '语文标准分', '平均标准分', '优势学科', '劣势学科']);
    expect(values(2)).toEqual(['王小明', '2026001', '高一(1)班', 130, 2.055, 100, -0.083, 0.986, '数学', '语文']);
  });
});
