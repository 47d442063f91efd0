// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisScreenPerTest } from '../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../test/saved-workbook.ts';
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

const screen = analysisScreenPerTest(<DataMiningPage />, '/analysis/examination/dataMining?examinationid=4', EXAM, { '/v1/examanalysis/data-mining': MINING });
const { root, rows, saved } = screen;
const open = () => screen.open('高一(2)班');

describe('the data mining screen', () => {
  it('shows the correlation matrix and pairs of the subjects, a dash where r cannot be computed', async () => {
    await open();
    expect(screen.queryOf()).toMatchObject({ examination_id: '4', test_id: '7' });
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
    const sheet = await exportWorkbook(root, saved, 'mining-mastery-export');
    expect(sheet.row(1)).toEqual(['班级', '人数', '函数', '数列']);
    expect(sheet.row(3)).toEqual(['高一(2)班', 8, '70.00%', '—']);
  });
});
