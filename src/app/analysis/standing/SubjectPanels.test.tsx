// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { ExamTotalsPage } from '../ExamTotalsPage.tsx';

const figures = (student_count: number, average: number, score_rate: number, standard_deviation: number, difficulty: number) => ({ student_count, average, score_rate, standard_deviation, difficulty });

const COMPARISON = {
  has_data: true,
  target: SCHOOL_TARGET,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, target: figures(16, 96, 64, 18.5, 0.64), grade: figures(16, 96, 64, 18.5, 0.64), rate_difference: 0, z: 0, rank: 2 },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, target: figures(16, 105.75, 70.5, 12.25, 0.705), grade: figures(16, 105.75, 70.5, 12.25, 0.705), rate_difference: 0, z: 0, rank: 1 },
  ],
};

const subject = (test_id: number, average: number, difference: number, z: number, contribution_rate: number) => ({ test_id, student_count: 8, average, difference, z, contribution_rate });

const CONTRIBUTION = {
  has_data: true,
  target: SCHOOL_TARGET,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, grade_student_count: 16, grade_average: 96, grade_standard_deviation: 18.5 },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, grade_student_count: 16, grade_average: 105.75, grade_standard_deviation: 12.25 },
  ],
  total: { full_mark_score: 300, grade_student_count: 16, grade_average: 201.75, grade_standard_deviation: 25 },
  groups: [
    { group_id: 1, name: '示范中学', level: 'school', student_count: 16, total: { average: 201.75, difference: 0, z: 0 }, subjects: [subject(7, 96, 0, 0, 0), subject(8, 105.75, 0, 0, 0)] },
    { group_id: 3, name: '高一(1)班', level: 'class', student_count: 8, total: { average: 206, difference: 4.25, z: 0.17 }, subjects: [subject(7, 103.4, 7.4, 0.4, 80), subject(8, 104.53, -1.22, -0.1, -20)] },
  ],
};

const screen = analysisScreenPerTest(<ExamTotalsPage />, '/analysis/examination/exam?examinationid=4&testid=7', analysisExam(), {
  // the paper's own figures stand above the panels; this test reads only the panels
  '/v1/examanalysis/basic-info': { has_data: false, target: SCHOOL_TARGET, summary: {} },
  '/v1/exam-analysis-upgrade/children-test-comparison': COMPARISON,
  '/v1/examanalysis/child-contribution-rate': CONTRIBUTION,
});
const { root, rows, open } = screen;

describe('the subject panels of the exam screen', () => {
  it('compares the papers of the exam for the target, asking without a paper', async () => {
    await open('学科排名');
    expect(screen.queryOf('/v1/exam-analysis-upgrade/children-test-comparison')).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4' });
    expect(rows('subject-comparison-papers')).toEqual([
      ['数学', '150', '16', '96', '64.00%', '18.5', '0.640', '96', '64.00%', '18.5', '0.640', '0.00', '0.000', '2'],
      ['语文', '150', '16', '105.75', '70.50%', '12.25', '0.705', '105.75', '70.50%', '12.25', '0.705', '0.00', '0.000', '1'],
    ]);
    expect(root.container.querySelector('[data-testid="subject-comparison-chart"]')).not.toBeNull();
  });

  it('shows what each subject contributes for the school and its classes, signed', async () => {
    await open('语文贡献率');
    expect(rows('subject-contribution-groups')[1]).toEqual(['高一(1)班', '8', '206', '4.25', '0.170', '103.4', '0.400', '80.00%', '104.53', '-0.100', '-20.00%']);
    expect(root.container.querySelector('[data-testid="subject-contribution-grade"]')?.textContent).toBe('数学 年级平均分 96；语文 年级平均分 105.75');
  });

  it('exports both tables to xlsx', async () => {
    await open('语文贡献率');
    const comparison = await exportWorkbook(root, screen.saved, 'subject-comparison-papers-export');
    expect(comparison.row(2)).toEqual(['数学', 150, 16, 96, '64.00%', 18.5, '0.640', 96, '64.00%', 18.5, '0.640', '0.00', '0.000', 2]);
    const contribution = await exportWorkbook(root, screen.saved, 'subject-contribution-groups-export');
    expect(contribution.row(1)).toEqual(['对象', '统计人数', '总分平均分', '总分与年级差', '总分标准分', '数学平均分', '数学标准分', '数学贡献率', '语文平均分', '语文标准分', '语文贡献率']);
    expect(contribution.row(3)).toEqual(['高一(1)班', 8, 206, 4.25, '0.170', 103.4, '0.400', '80.00%', 104.53, '-0.100', '-20.00%']);
  });
});
