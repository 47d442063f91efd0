// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysisScreenPerTest, examStudent, laterAnalysisExam, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../test/analysis-screen.tsx';
import { waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { RiseAndFallStudentsPage } from './RiseAndFallStudentsPage.tsx';

const student = (id: number, name: string, classId: number, rank: number, previousRank: number | null, score: number, previousScore: number | null) => {
  const change = previousRank === null ? null : previousRank - rank;
  return {
    ...examStudent(id, name, classId),
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
  target: SCHOOL_TARGET,
  subject_id: 0,
  previous: { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
  summary: { ranked: 4, compared: 3, rose: 1, fell: 1, same: 1 },
  students: [student(21, '王小明', 3, 1, 5, 250, 180.5), student(22, '李华', 4, 2, 2, 240, 200), student(23, '张伟', 3, 4, 1, 200, 230), student(24, '赵敏', 4, 3, null, 210, null)],
};

let answer: typeof COMPARED | (Omit<typeof COMPARED, 'previous'> & { previous: null });
const screen = analysisScreenPerTest(<RiseAndFallStudentsPage />, '/analysis/examination/riseAndFallStudents?examinationid=9', laterAnalysisExam(), {
  '/v1/examanalysis/student-previous-rank-comparison': () => answer,
});
const { root, asked, open } = screen;
const rows = () => screen.rows('rank-table');

beforeEach(() => {
  answer = COMPARED;
});

describe('the rise and fall screen', () => {
  it('names the exam compared with and shows each change as a rise or a fall', async () => {
    await open('王小明');
    expect(screen.queryOf()).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '9', subject_id: '0' });
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
    await screen.choose('rank-shown', '进步');
    expect(rows().map((r) => r[0])).toEqual(['王小明']);
    await act(async () => {
      root.container.querySelector<HTMLElement>('[data-testid="rank-subject"] .ant-select-selector, [data-testid="rank-subject"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitUntil(() => document.querySelector('.ant-select-item-option[title="语文"]') !== null);
    await act(async () => document.querySelector<HTMLElement>('.ant-select-item-option[title="语文"]')!.click());
    await waitUntil(() => asked.length >= 2);
    expect(asked.at(-1)!.query.get('subject_id')).toBe('1');
  });

  it('says when there is no earlier exam to compare with', async () => {
    answer = { ...COMPARED, has_data: false, previous: null, summary: { ranked: 1, compared: 0, rose: 0, fell: 0, same: 0 }, students: [student(24, '赵敏', 4, 1, null, 210, null)] };
    await open('赵敏');
    expect(root.container.querySelector('[data-testid="rank-no-previous"]')?.textContent).toContain('本年级没有更早的、已开放分析的考试，无法比较名次');
    expect(root.container.querySelector('[data-testid="rank-chart"]')).toBeNull();
  });

  it('exports the changes to xlsx', async () => {
    await open('王小明');
    const sheet = await exportWorkbook(root, screen.saved, 'rank-export');
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '本次成绩', '本次名次', '上次成绩', '上次名次', '名次变化']);
    expect(sheet.row(2)).toEqual(['王小明', '2026021', '高一(1)班', 250, 1, 180.5, 5, 4]);
    expect(sheet.row(4)).toEqual(['张伟', '2026023', '高一(1)班', 200, 4, 230, 1, -3]);
  });
});
