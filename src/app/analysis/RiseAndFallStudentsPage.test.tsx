// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { RiseAndFallStudentsPage } from './RiseAndFallStudentsPage.tsx';

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

const student = (id: number, name: string, classId: number, rank: number, previousRank: number | null, score: number, previousScore: number | null) => {
  const change = previousRank === null ? null : previousRank - rank;
  return {
    student_id: id,
    real_name: name,
    exam_number: `20260${id}`,
    class_id: classId,
    class_name: classId === 3 ? '高一(1)班' : '高一(2)班',
    score,
    rank,
    previous_score: previousScore,
    previous_rank: previousRank,
    change,
    trend: change === null ? null : change > 0 ? 'rise' : change < 0 ? 'fall' : 'same',
  };
};

const COMPARED = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  subject_id: 0,
  previous: { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
  summary: { ranked: 4, compared: 3, rose: 1, fell: 1, same: 1 },
  students: [student(21, '王小明', 3, 1, 5, 250, 180.5), student(22, '李华', 4, 2, 2, 240, 200), student(23, '张伟', 3, 4, 1, 200, 230), student(24, '赵敏', 4, 3, null, 210, null)],
};

let asked: URLSearchParams[];
let answer: typeof COMPARED | (Omit<typeof COMPARED, 'previous'> & { previous: null });

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examanalysis/target-examination/9') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/student-previous-rank-comparison') {
    asked.push(url.searchParams);
    return jsonResponse({ code: 200, msg: '成功', data: answer });
  }
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
let saved: Blob[];

beforeEach(() => {
  asked = [];
  saved = [];
  answer = COMPARED;
  window.history.pushState(null, '', '/analysis/examination/riseAndFallStudents?examinationid=9');
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
});

const open = async (until: string) => {
  await root.render(
    <App>
      <RiseAndFallStudentsPage />
    </App>,
  );
  await waitUntil(() => root.container.textContent?.includes(until) ?? false);
};

const rows = () => [...root.container.querySelectorAll('[data-testid="rank-table"] tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the rise and fall screen', () => {
  it('names the exam compared with and shows each change as a rise or a fall', async () => {
    await open('王小明');
    expect(asked[0].get('examination_id')).toBe('9');
    expect(asked[0].get('subject_id')).toBe('0');
    expect(root.container.querySelector('[data-testid="rank-previous"]')?.textContent).toContain('对比考试：高一下学期3月月考（2026-03-18）');
    expect(rows()).toEqual([
      ['王小明', '2026021', '高一(1)班', '250', '1', '180.5', '5', '↑4'],
      ['李华', '2026022', '高一(2)班', '240', '2', '200', '2', '0'],
      ['张伟', '2026023', '高一(1)班', '200', '4', '230', '1', '↓3'],
      ['赵敏', '2026024', '高一(2)班', '210', '3', '—', '—', '无上次名次'],
    ]);
    expect(root.container.querySelector('[data-testid="rank-chart"]')).not.toBeNull();
  });

  it('shows the risers alone, and asks for a subject chosen', async () => {
    await open('王小明');
    await act(async () => {
      [...root.container.querySelectorAll<HTMLElement>('[data-testid="rank-shown"] .ant-segmented-item')].find((item) => item.textContent === '进步')!.click();
    });
    expect(rows().map((r) => r[0])).toEqual(['王小明']);
    await act(async () => {
      root.container.querySelector<HTMLElement>('[data-testid="rank-subject"] .ant-select-selector, [data-testid="rank-subject"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitUntil(() => document.querySelector('.ant-select-item-option[title="语文"]') !== null);
    await act(async () => document.querySelector<HTMLElement>('.ant-select-item-option[title="语文"]')!.click());
    await waitUntil(() => asked.length >= 2);
    expect(asked.at(-1)!.get('subject_id')).toBe('1');
  });

  it('says when there is no earlier exam to compare with', async () => {
    answer = { ...COMPARED, has_data: false, previous: null, summary: { ranked: 1, compared: 0, rose: 0, fell: 0, same: 0 }, students: [student(24, '赵敏', 4, 1, null, 210, null)] };
    await open('赵敏');
    expect(root.container.querySelector('[data-testid="rank-no-previous"]')?.textContent).toContain('本年级没有更早的、已开放分析的考试，无法比较名次');
    expect(root.container.querySelector('[data-testid="rank-chart"]')).toBeNull();
  });

  it('exports the changes to xlsx', async () => {
    await open('王小明');
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="rank-export"]')!.click());
    await waitUntil(() => saved.length > 0, 100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0].arrayBuffer());
    const values = (r: number) => (book.worksheets[0].getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['姓名', '考号', '班级', '本次成绩', '本次名次', '上次成绩', '上次名次', '名次变化']);
    expect(values(2)).toEqual(['王小明', '2026021', '高一(1)班', 250, 1, 180.5, 5, 4]);
    expect(values(4)).toEqual(['张伟', '2026023', '高一(1)班', 200, 4, 230, 1, -3]);
  });
});
