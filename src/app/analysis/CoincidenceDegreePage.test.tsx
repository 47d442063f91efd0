// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, examStudent, onBothPapers, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { CoincidenceDegreePage } from './CoincidenceDegreePage.tsx';

const COINCIDENCE = {
  has_data: true,
  target: SCHOOL_TARGET,
  line: 'pass',
  line_percent: 60,
  total: { full_mark_score: 300, line_score: 180, student_count: 16, reached_count: 4 },
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, line_score: 90, reached_count: 5, both_count: 3, coincidence_rate: 75, hit_rate: 60 },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, line_score: 90, reached_count: 6, both_count: 4, coincidence_rate: 100, hit_rate: 66.67 },
  ],
  all_papers_count: 3,
  students: [
    {
      ...examStudent(21, '王小明'),
      total_score: 250,
      reached_papers: 2,
      scores: onBothPapers({ score: 130, reached: true }, { score: 120, reached: true }),
    },
    {
      ...examStudent(22, '李华'),
      total_score: 185.5,
      reached_papers: 1,
      scores: onBothPapers({ score: 85.5, reached: false }, { score: 100, reached: true }),
    },
  ],
};

const screen = analysisScreenPerTest(<CoincidenceDegreePage />, '/analysis/examination/coincidenceDegree?examinationid=4&classid=3', analysisExam(), { '/v1/examanalysis/coincidence-degree': COINCIDENCE });
const { root, rows, open } = screen;

describe('the coincidence degree screen', () => {
  it('asks for the target at the pass line and shows the rates per subject and who reached which line', async () => {
    await open('王小明');
    expect(screen.queryOf()).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4', class_id: '3', line: 'pass' });
    expect(root.container.querySelector('[data-testid="coincidence-summary"]')?.textContent).toBe('总分及格线 180 分：16 人中 4 人上线，其中 3 人各科都上线');
    expect(rows('coincidence-papers')).toEqual([
      ['数学', '150', '90', '5', '3', '75.00%', '60.00%'],
      ['语文', '150', '90', '6', '4', '100.00%', '66.67%'],
    ]);
    expect(rows('coincidence-students')[1]).toEqual(['李华', '2026022', '高一(1)班', '185.5', '1/2', '85.5未上线', '100上线']);
    expect(root.container.querySelector('[data-testid="coincidence-chart"]')).not.toBeNull();
  });

  it('asks again for another line', async () => {
    await open('王小明');
    const again = await screen.queryAfter(() => screen.choose('coincidence-line', '良好线'));
    expect(again.line).toBe('good');
  });

  it('exports the students with the lines they reached to xlsx', async () => {
    await open('王小明');
    const sheet = await exportWorkbook(root, screen.saved, 'coincidence-students-export');
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '总分', '上线科数', '数学', '语文', '数学上线', '语文上线']);
    expect(sheet.row(3)).toEqual(['李华', '2026022', '高一(1)班', 185.5, 1, 85.5, 100, '未上线', '上线']);
  });
});
