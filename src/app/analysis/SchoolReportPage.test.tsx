// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysedExam, analysisScreenPerTest } from '../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { waitUntil } from '../../test/fetch-stub.ts';
import { SchoolReportPage } from './SchoolReportPage.tsx';

const EXAM = analysedExam({
  tests: [
    { id: 7, name: '数学', subject_id: 2 },
    { id: 8, name: '语文', subject_id: 1 },
  ],
  classes: [
    { id: 3, name: '高一(1)班', campus_id: 1 },
    { id: 5, name: '高一(2)班', campus_id: 1 },
  ],
});

const figures = (n: number, average: number, rate: number) => ({ student_count: n, average, score_rate: rate, max_score: average + 20, min_score: average - 30, excellent_rate: 12.5, good_rate: 37.5, pass_rate: 75, low_rate: 6.25 });
const classOf = (id: number, name: string, average: number, gap: number, rank: number) => ({ class_id: id, class_name: name, ...figures(8, average, average / 3), average_gap: gap, average_rank: rank });

const REPORT = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  lines: { excellent: 85, good: 70, pass: 60, low: 40 },
  subjects: [
    { test_id: 0, name: '', subject_id: 0, full_mark_score: 300, grade: figures(16, 190.25, 63.42), target: figures(16, 190.25, 63.42), classes: [classOf(3, '高一(1)班', 200.5, 10.25, 1), classOf(5, '高一(2)班', 180, -10.25, 2)] },
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, grade: figures(16, 95, 63.33), target: figures(16, 95, 63.33), classes: [classOf(3, '高一(1)班', 101, 6, 1), classOf(5, '高一(2)班', 89, -6, 2)] },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, grade: figures(16, 95.25, 63.5), target: figures(16, 95.25, 63.5), classes: [classOf(3, '高一(1)班', 99.5, 4.25, 1), classOf(5, '高一(2)班', 91, -4.25, 2)] },
  ],
  strengths: [
    { class_id: 3, class_name: '高一(1)班', strongest: { test_id: 7, name: '数学', subject_id: 2, gap: 4 }, weakest: { test_id: 8, name: '语文', subject_id: 1, gap: 2.83 } },
    { class_id: 5, class_name: '高一(2)班', strongest: null, weakest: null },
  ],
  top_students: [{ student_id: 21, real_name: '王小明', exam_number: '2026001', class_id: 3, class_name: '高一(1)班', total_score: 260.5, grade_rank: 1, scores: [{ test_id: 7, score: 130 }, { test_id: 8, score: 130.5 }] }],
  bottom_students: [{ student_id: 30, real_name: '赵六', exam_number: '2026010', class_id: 5, class_name: '高一(2)班', total_score: 101, grade_rank: 16, scores: [{ test_id: 7, score: 41 }, { test_id: 8, score: 60 }] }],
};

const screen = analysisScreenPerTest(<SchoolReportPage />, '/analysis/examination/schoolReport?examinationid=4', EXAM, { '/v1/examanalysis/school-report': REPORT });
const { root, rows, saved } = screen;
const open = () => screen.open('王小明');

describe('the school report screen', () => {
  it('shows the exam total per class against the grade with the four rates, the strengths and the top and bottom students', async () => {
    await open();
    expect(screen.queryOf()).toMatchObject({ examination_id: '4', n: '10' });
    expect(root.container.querySelector('[data-testid="school-report-summary"]')?.textContent).toBe('示范中学：总分统计 16 人，平均分 190.25，得分率 63.42%');
    expect(rows('school-report-classes')).toEqual([
      ['高一(1)班', '8', '200.5', '10.25', '1', '66.83%', '220.5', '170.5', '12.50%', '37.50%', '75.00%', '6.25%'],
      ['高一(2)班', '8', '180', '-10.25', '2', '60.00%', '200', '150', '12.50%', '37.50%', '75.00%', '6.25%'],
      ['年级', '16', '190.25', '—', '—', '63.42%', '210.25', '160.25', '12.50%', '37.50%', '75.00%', '6.25%'],
    ]);
    expect(rows('school-report-strengths')).toEqual([
      ['高一(1)班', '数学（+4.00）', '语文（+2.83）'],
      ['高一(2)班', '—', '—'],
    ]);
    expect(rows('school-report-top')).toEqual([['1', '王小明', '2026001', '高一(1)班', '260.5', '130', '130.5']]);
    expect(rows('school-report-bottom')[0][1]).toBe('赵六');
    expect(root.container.querySelector('[data-testid="school-report-chart"]')).not.toBeNull();
  });

  it('switches the class table to a paper', async () => {
    await open();
    await screen.choose('school-report-subject', '数学');
    await waitUntil(() => rows('school-report-classes')[0][2] === '101');
    expect(rows('school-report-classes')[1].slice(0, 4)).toEqual(['高一(2)班', '8', '89', '-6']);
  });

  it('exports the class comparison to xlsx as the screen shows it', async () => {
    await open();
    const sheet = await exportWorkbook(root, saved, 'school-report-classes-export');
    expect(sheet.row(1)).toEqual(['班级', '统计人数', '平均分', '与年级均分差', '均分排名', '得分率', '最高分', '最低分', '优秀率', '良好率', '及格率', '低分率']);
    expect(sheet.row(2)).toEqual(['高一(1)班', 8, 200.5, 10.25, 1, '66.83%', 220.5, 170.5, '12.50%', '37.50%', '75.00%', '6.25%']);
  });
});
