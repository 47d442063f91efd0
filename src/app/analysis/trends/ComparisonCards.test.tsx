// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisScreenPerTest, laterAnalysisExam, SCHOOL_TARGET } from '../../../test/analysis-screen.tsx';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { ClassesPage } from '../ClassesPage.tsx';

const PREVIOUS = { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' };
const cell = (subjectId: number, average: number, rank: number, previousAverage: number | null, previousRank: number | null) => ({
  subject_id: subjectId,
  average,
  rank,
  previous_average: previousAverage,
  previous_rank: previousRank,
  average_change: previousAverage === null ? null : average - previousAverage,
  rank_change: previousRank === null ? null : previousRank - rank,
});

const AVERAGES = {
  has_data: true,
  target: SCHOOL_TARGET,
  previous: PREVIOUS,
  columns: [
    { subject_id: 0, name: '总分' },
    { subject_id: 2, name: '数学' },
  ],
  grade: [
    { subject_id: 0, average: 201.5, previous_average: 190 },
    { subject_id: 2, average: 101, previous_average: 95 },
  ],
  classes: [
    { class_id: 3, class_name: '高一(1)班', cells: [cell(0, 210, 1, 185, 2), cell(2, 100, 2, 96, 1)] },
    { class_id: 4, class_name: '高一(2)班', cells: [cell(0, 193, 2, 195, 1), cell(2, 102, 1, 94, null)] },
  ],
};

const RANKING = {
  has_data: true,
  target: SCHOOL_TARGET,
  subject_id: 0,
  previous: PREVIOUS,
  classes: [
    { class_id: 3, class_name: '高一(1)班', average: 210, rank: 1, previous_average: 185, previous_rank: 2, average_change: 25, rank_change: 1 },
    { class_id: 4, class_name: '高一(2)班', average: 193, rank: 2, previous_average: 195, previous_rank: 1, average_change: -2, rank_change: -1 },
  ],
  earlier_exams: [PREVIOUS],
};

const CONTRAST = {
  has_data: true,
  subject_id: 0,
  grade_average: 201.5,
  targets: [
    { target_id: 3, target_name: '高一(1)班', target_label: 'class', is_target: true, counted: 20, average: 210, z: 0.412, rank: 1, highest: 280, lowest: 150 },
    { target_id: 4, target_name: '高一(2)班', target_label: 'class', is_target: false, counted: 18, average: 193, z: -0.4, rank: 2, highest: 260, lowest: 120 },
  ],
};

const TREND = {
  has_data: true,
  type: 'class',
  id: 3,
  name: '高一(1)班',
  subject_id: 0,
  points: [
    { examination_id: 4, name: '高一下学期3月月考', start_date: '2026-03-18', has_subject: true, full_mark: 300, grade_average: 190, score: 185, rank: 2, rank_of: 2, z: -0.1, counted: 20 },
    { examination_id: 9, name: '高一下学期5月月考', start_date: '2026-05-20', has_subject: true, full_mark: 300, grade_average: 201.5, score: 210, rank: 1, rank_of: 2, z: 0.412, counted: 20 },
  ],
};

const screen = analysisScreenPerTest(<ClassesPage />, '/analysis/examination/classes?examinationid=9&testid=7&classid=3', laterAnalysisExam(), {
  '/v1/examanalysis/achievement-trend/3': TREND,
  '/v1/examanalysis/average-comparison': AVERAGES,
  '/v1/examanalysis/examination-ranking-comparison': RANKING,
  '/v1/examanalysis/target-ranking-contrast': CONTRAST,
});
const { root, asked, open, rows } = screen;

describe('the classes screen across exams', () => {
  it("shows the class's trend and exports it", async () => {
    await open('成绩趋势 · 高一(1)班');
    expect(screen.queryOf('/v1/examanalysis/achievement-trend/3')).toEqual({ examination_id: '9', type: 'class', subject_id: '0' });
    expect(rows('trend-table')[1]).toEqual(['高一下学期5月月考', '2026-05-20', '300', '210', '201.5', '1', '2', '0.412']);
    const sheet = await exportWorkbook(root, screen.saved, 'trend-table-export');
    expect(sheet.row(1)).toEqual(['考试', '日期', '满分', '班级均分', '年级均分', '名次', '参与排名', '标准分']);
    expect(sheet.row(3)).toEqual(['高一下学期5月月考', '2026-05-20', 300, 210, 201.5, 1, 2, 0.412]);
  });

  it("sets every class's averages and ranks against the previous exam, for the whole school", async () => {
    await open('均分对比');
    await waitUntil(() => rows('average-table').length === 2);
    expect(screen.queryOf('/v1/examanalysis/average-comparison').class_id).toBe('0');
    expect(root.container.querySelector('[data-testid="average-card"] [data-testid="compared-with"]')?.textContent).toBe('对比考试：高一下学期3月月考（2026-03-18）');
    expect(rows('average-table')).toEqual([
      ['高一(1)班', '210', '1', '185', '2', '↑1', '100', '2', '96', '1', '↓1'],
      ['高一(2)班', '193', '2', '195', '1', '↓1', '102', '1', '94', '—', '—'],
    ]);
    const sheet = await exportWorkbook(root, screen.saved, 'average-table-export');
    expect(sheet.row(1).slice(0, 6)).toEqual(['班级', '总分均分', '总分名次', '总分上次均分', '总分上次名次', '总分名次变化']);
    // the empty cells at the end of a row are not written
    expect(sheet.row(3)).toEqual(['高一(2)班', 193, 2, 195, 1, -1, 102, 1, 94]);
  });

  it('ranks the classes against the previous exam and the chosen class among its peers', async () => {
    await open('目标排名对比');
    await waitUntil(() => rows('target-ranking-table').length === 2 && rows('class-ranking-table').length === 2);
    expect(rows('class-ranking-table')[1]).toEqual(['高一(2)班', '193', '2', '195', '1', '↓1']);
    expect(asked.find((a) => a.path === '/v1/examanalysis/examination-ranking-comparison')!.query.get('compare_examination_id')).toBe('0');
    expect(rows('target-ranking-table')).toEqual([
      ['高一(1)班（当前）', '20', '210', '0.412', '1', '280', '150'],
      ['高一(2)班', '18', '193', '-0.4', '2', '260', '120'],
    ]);
  });
});
