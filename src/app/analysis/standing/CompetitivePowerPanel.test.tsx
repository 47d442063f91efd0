// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest } from '../../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { ClassesPage } from '../ClassesPage.tsx';

const band = (grade_count: number, count: number, rate: number, share: number, power: number | null) => ({ grade_count, count, rate, share, power });

const POWER = {
  has_data: true,
  target: { target_id: 3, target_name: '高一(1)班', target_label: 'class' },
  bands: [
    { key: 'top10', kind: 'top', percent: 10 },
    { key: 'top30', kind: 'top', percent: 30 },
    { key: 'top50', kind: 'top', percent: 50 },
    { key: 'excellent', kind: 'line', percent: 85 },
    { key: 'good', kind: 'line', percent: 70 },
    { key: 'pass', kind: 'line', percent: 60 },
  ],
  subjects: [
    {
      test_id: 7,
      name: '数学',
      subject_id: 2,
      full_mark_score: 150,
      student_count: 20,
      grade_student_count: 80,
      average: 101,
      grade_average: 96.5,
      rank: 1,
      class_count: 4,
      bands: [band(8, 4, 20, 50, 2), band(24, 9, 45, 37.5, 1.5), band(40, 12, 60, 30, 1.2), band(10, 3, 15, 30, 1.2), band(30, 8, 40, 26.67, 1.067), band(56, 15, 75, 26.79, 1.071)],
    },
    {
      test_id: 0,
      name: '',
      subject_id: 0,
      full_mark_score: 300,
      student_count: 19,
      grade_student_count: 78,
      average: 190.5,
      grade_average: 185,
      rank: 2,
      class_count: 4,
      bands: [band(8, 2, 10.53, 25, 1.026), band(24, 7, 36.84, 29.17, 1.197), band(39, 10, 52.63, 25.64, 1.053), band(0, 0, 0, 0, null), band(20, 5, 26.32, 25, 1.026), band(50, 13, 68.42, 26, 1.067)],
    },
  ],
};

const screen = analysisScreenPerTest(<ClassesPage />, '/analysis/examination/classes?examinationid=4&testid=7&classid=3', analysisExam(), { '/v1/examanalysis/competitive-power/3': POWER });
const { root, rows, open } = screen;

describe('the competitive power panel of the classes screen', () => {
  it('asks for the class of the screen and shows its bands per subject and the total', async () => {
    await open('前10%竞争力');
    expect(screen.queryOf('/v1/examanalysis/competitive-power/3')).toEqual({ examination_id: '4' });
    const [maths, total] = rows('power-subjects');
    expect(maths.slice(0, 8)).toEqual(['数学', '20', '101', '96.5', '1/4', '4', '50.00%', '2.000']);
    expect(total.slice(0, 5)).toEqual(['总分', '19', '190.5', '185', '2/4']);
    // no student of the grade reached the excellent line on the total: no power to speak of
    expect(total.slice(14, 17)).toEqual(['0', '0.00%', '—']);
    expect(root.container.querySelector('[data-testid="power-chart"]')).not.toBeNull();
  });

  it('exports the subjects with every band to xlsx', async () => {
    await open('前10%竞争力');
    const sheet = await exportWorkbook(root, screen.saved, 'power-subjects-export');
    expect(sheet.row(1).slice(0, 8)).toEqual(['科目', '统计人数', '平均分', '年级平均分', '班级排名', '前10%人数', '前10%占比', '前10%竞争力']);
    expect(sheet.row(1)).toHaveLength(5 + 6 * 3);
    expect(sheet.row(3).slice(0, 8)).toEqual(['总分', 19, 190.5, 185, '2/4', 2, '25.00%', '1.026']);
  });
});
