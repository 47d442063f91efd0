// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { analysisScreenPerTest, examStudent, laterAnalysisExam, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../../test/analysis-screen.tsx';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { RiseAndFallStudentsPage } from '../RiseAndFallStudentsPage.tsx';

const EXAMS = [
  { examination_id: 4, name: '3月月考', start_date: '2026-03-18' },
  { examination_id: 9, name: '5月月考', start_date: '2026-05-20' },
];
const STABILITY = {
  has_data: true,
  target: SCHOOL_TARGET,
  subject_id: 0,
  threshold: 0.5,
  exams: EXAMS,
  summary: { students: 3, assessed: 2, unstable: 1 },
  students: [
    { ...examStudent(21, '王小明'), ranks: [9, 1], z_scores: [-0.6, 1.2], exams_counted: 2, rank_mean: 5, rank_sd: 4, z_mean: 0.3, z_sd: 0.9, unstable: true },
    { ...examStudent(22, '李华', 4), ranks: [2, 2], z_scores: [1, 1.1], exams_counted: 2, rank_mean: 2, rank_sd: 0, z_mean: 1.05, z_sd: 0.05, unstable: false },
    { ...examStudent(24, '赵敏', 4), ranks: [null, 3], z_scores: [null, 0.8], exams_counted: 1, rank_mean: 3, rank_sd: null, z_mean: 0.8, z_sd: null, unstable: false },
  ],
};
const BANDS = {
  has_data: true,
  target: SCHOOL_TARGET,
  subject_id: 0,
  previous: { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
  ranked: 3,
  grade_ranked: 3,
  previous_ranked: 2,
  previous_grade_ranked: 12,
  bands: [
    { top: 10, count: 3, previous_count: 2, change: 1 },
    { top: 50, count: 3, previous_count: 2, change: 1 },
  ],
  earlier_exams: [
    { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
    { id: 2, name: '高一上学期期末', start_date: '2026-01-15' },
  ],
};

const screen = analysisScreenPerTest(<RiseAndFallStudentsPage />, '/analysis/examination/riseAndFallStudents?examinationid=9', laterAnalysisExam(), {
  '/v1/examanalysis/stability-analysis': STABILITY,
  '/v1/examanalysis/rank-comparison': BANDS,
  '/v1/examanalysis/rank-comparison/2': () => ({ ...BANDS, previous: BANDS.earlier_exams[1], bands: [{ top: 10, count: 3, previous_count: 1, change: 2 }] }),
});
const { root, asked, open, rows } = screen;

describe('stability and rank bands on the rise and fall screen', () => {
  it("lists each student's ranks over the exams and flags the unstable, and exports them", async () => {
    await open('共 3 人，2 人有两次以上成绩，不稳定 1 人');
    expect(screen.queryOf('/v1/examanalysis/stability-analysis')).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '9', subject_id: '0', exams: '5', threshold: '0.5' });
    expect(rows('stability-table')).toEqual([
      ['王小明', '2026021', '高一(1)班', '9', '1', '5', '4', '0.9', '不稳定'],
      ['李华', '2026022', '高一(2)班', '2', '2', '2', '0', '0.05', '稳定'],
      ['赵敏', '2026024', '高一(2)班', '—', '3', '3', '—', '—', '考试次数不足'],
    ]);
    const sheet = await exportWorkbook(root, screen.saved, 'stability-table-export');
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '3月月考名次', '5月月考名次', '平均名次', '名次标准差', '标准分标准差', '稳定性']);
    expect(sheet.row(2)).toEqual(['王小明', '2026021', '高一(1)班', 9, 1, 5, 4, 0.9, '不稳定']);
  });

  it('asks again with the threshold chosen', async () => {
    await open('不稳定阈值');
    await waitUntil(() => rows('stability-table').length === 3);
    const segment = [...root.container.querySelectorAll<HTMLElement>('[data-testid="stability-card"] .ant-segmented-item')].find((item) => item.textContent === '0.8')!;
    segment.click();
    await waitUntil(() => asked.some((a) => a.path === '/v1/examanalysis/stability-analysis' && a.query.get('threshold') === '0.8'));
  });

  it('counts the students in the top-N bands now and then', async () => {
    await open('前10名');
    expect(rows('bands-table')).toEqual([
      ['前10名', '3', '2', '1'],
      ['前50名', '3', '2', '1'],
    ]);
    expect(asked.find((a) => a.path === '/v1/examanalysis/rank-comparison')!.query.get('bands')).toBe('10,50,100,200,500');
    expect(root.container.querySelector('[data-testid="bands-chart"]')).not.toBeNull();
  });

  it('compares with an earlier exam chosen', async () => {
    await open('前10名');
    await act(async () => {
      root.container.querySelector<HTMLElement>('[data-testid="bands-compare"] .ant-select-selector, [data-testid="bands-compare"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitUntil(() => document.querySelector('.ant-select-item-option[title="高一上学期期末（2026-01-15）"]') !== null);
    await act(async () => document.querySelector<HTMLElement>('.ant-select-item-option[title="高一上学期期末（2026-01-15）"]')!.click());
    await waitUntil(() => rows('bands-table').length === 1);
    expect(rows('bands-table')).toEqual([['前10名', '3', '1', '2']]);
    expect(root.container.querySelector('[data-testid="bands-card"] [data-testid="compared-with"]')?.textContent).toBe('对比考试：高一上学期期末（2026-01-15）');
  });
});
