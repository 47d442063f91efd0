// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, examStudent, tableRows } from '../../../test/analysis-screen.tsx';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { StudentsPage } from '../StudentsPage.tsx';

const point = (id: number, name: string, date: string, score: number | null, average: number, rank: number | null, of: number, z: number | null) => ({
  examination_id: id,
  name,
  start_date: date,
  has_subject: true,
  full_mark: 300,
  grade_average: average,
  score,
  rank,
  rank_of: of,
  z,
  counted: score === null ? 0 : 1,
});

const TREND = {
  has_data: true,
  type: 'student',
  id: 21,
  name: '王小明',
  subject_id: 0,
  points: [point(2, '高一上学期期末', '2026-01-15', null, 160, null, 10, null), point(4, '高一下学期3月月考', '2026-03-18', 180.5, 170, 5, 12, 0.512)],
};

const screen = analysisScreenPerTest(<StudentsPage />, '/analysis/examination/students?examinationid=4&testid=7', analysisExam(), {
  '/v1/examanalysis/student-list': { total: 1, result: [{ ...examStudent(21, '王小明'), total_score: 180.5, rank: 5, complete: true }] },
  '/v1/examanalysis/achievement-trend/21': TREND,
});

describe("a student's trend from the students screen", () => {
  it("opens the student's results over the grade's exams, a gap where they have none", async () => {
    await screen.open('王小明');
    await act(async () => [...screen.root.container.querySelectorAll<HTMLElement>('[data-testid="student-table"] button')].find((b) => b.textContent === '王小明')!.click());
    await waitUntil(() => document.querySelector('[data-testid="trend-table"] tbody tr.ant-table-row') !== null);
    expect(screen.queryOf('/v1/examanalysis/achievement-trend/21')).toEqual({ examination_id: '4', type: 'student', subject_id: '0' });
    expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('成绩趋势 · 王小明');
    expect(tableRows(document, 'trend-table')).toEqual([
      ['高一上学期期末', '2026-01-15', '300', '—', '160', '—', '10', '—'],
      ['高一下学期3月月考', '2026-03-18', '300', '180.5', '170', '5', '12', '0.512'],
    ]);
    expect(document.querySelector('[data-testid="trend-chart"]')).not.toBeNull();
  });
});
