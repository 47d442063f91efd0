// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, examStudent, onBothPapers, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../test/analysis-screen.tsx';
import { waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { typeInto } from '../../test/test-root.tsx';
import { PotentialStudentsPage } from './PotentialStudentsPage.tsx';

const counts = (full: number, line: number, students: number, reached: number, potential: number) => ({
  full_mark_score: full,
  line_score: line,
  student_count: students,
  reached_count: reached,
  potential_count: potential,
});

const POTENTIAL = {
  has_data: true,
  target: SCHOOL_TARGET,
  line: 'pass',
  line_percent: 60,
  margin: 5,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, ...counts(150, 90, 16, 9, 3) },
    { test_id: 8, name: '语文', subject_id: 1, ...counts(150, 90, 15, 10, 1) },
  ],
  total: counts(300, 180, 15, 8, 2),
  students: [
    {
      ...examStudent(21, '王小明'),
      total_score: 176,
      total_gap: 4,
      scores: onBothPapers({ score: 87.5, gap: 2.5 }, { score: 88.5, gap: 1.5 }),
    },
    {
      ...examStudent(22, '李华'),
      total_score: null,
      total_gap: null,
      scores: onBothPapers({ score: 86, gap: 4 }, { score: null, gap: null }),
    },
  ],
};

const screen = analysisScreenPerTest(<PotentialStudentsPage />, '/analysis/examination/potentialStudents?examinationid=4&testid=7', analysisExam(), { '/v1/examanalysis/potential-students': POTENTIAL });
const { root, asked, rows, open } = screen;

describe('the potential students screen', () => {
  it('asks for the target across every paper and shows the counts per subject and who lacks how much', async () => {
    await open('王小明');
    // the calls across papers name no paper, and no margin asks for the exam's own
    expect(screen.queryOf()).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4', line: 'pass' });
    expect(rows('potential-summary')).toEqual([
      ['数学', '150', '90', '16', '9', '3'],
      ['语文', '150', '90', '15', '10', '1'],
      ['总分', '300', '180', '15', '8', '2'],
    ]);
    const students = rows('potential-students');
    expect(students[0]).toEqual(['王小明', '2026021', '高一(1)班', '176差 4 分', '87.5差 2.5 分', '88.5差 1.5 分']);
    expect(students[1]).toEqual(['李华', '2026022', '高一(1)班', '—', '86差 4 分', '—']);
    expect(root.container.textContent).toContain('低于及格线不超过 5 分的学生');
    expect(root.container.querySelector('[data-testid="potential-chart"]')).not.toBeNull();
  });

  it('asks again for another line and margin', async () => {
    await open('王小明');
    const again = await screen.queryAfter(() => screen.choose('potential-line', '优秀线'));
    expect(again.line).toBe('excellent');
    await typeInto(screen.input('potential-margin'), '8');
    await waitUntil(() => asked.some((call) => call.query.get('margin') === '8'));
    expect(asked.at(-1)!.query.get('margin')).toBe('8');
    expect(asked.at(-1)!.query.get('line')).toBe('excellent');
  });

  it('exports the list of students to xlsx with the figures the table shows', async () => {
    await open('王小明');
    const sheet = await exportWorkbook(root, screen.saved, 'potential-students-export');
    expect(screen.saved).toHaveLength(1);
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '总分', '总分距线分差', '数学', '数学距线分差', '语文', '语文距线分差']);
    expect(sheet.row(2)).toEqual(['王小明', '2026021', '高一(1)班', 176, 4, 87.5, 2.5, 88.5, 1.5]);
    // empty cells where there is no total or no paper total
    expect(sheet.row(3)).toEqual(['李华', '2026022', '高一(1)班', undefined, undefined, 86, 4]);
  });
});
