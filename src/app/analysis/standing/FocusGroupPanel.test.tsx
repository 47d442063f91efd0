// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../../test/analysis-screen.tsx';
import { aboveLineStudent, BELOW_LINE_STUDENT } from '../../../test/focus-group-students.ts';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { PotentialStudentsPage } from '../PotentialStudentsPage.tsx';

const FOCUS = {
  has_data: true,
  target: SCHOOL_TARGET,
  line: 'good',
  line_percent: 70,
  margin: 5,
  total: { full_mark_score: 300, line_score: 210, low_score: 195, high_score: 225, student_count: 16, critical_count: 2, below_count: 1, above_count: 1 },
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, line_score: 105, below_line_count: 1, weak_count: 1 },
    { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, line_score: 105, below_line_count: 0, weak_count: 0 },
  ],
  classes: [
    { class_id: 3, class_name: '高一(1)班', student_count: 8, critical_count: 1, below_count: 1, above_count: 0 },
    { class_id: 4, class_name: '高一(2)班', student_count: 8, critical_count: 1, below_count: 0, above_count: 1 },
  ],
  students: [BELOW_LINE_STUDENT, aboveLineStudent(4)],
};

const screen = analysisScreenPerTest(<PotentialStudentsPage />, '/analysis/examination/potentialStudents?examinationid=4', analysisExam(), { '/v1/examanalysis/focus-group': FOCUS });
const { root, asked, rows, open } = screen;

describe('the focus group panel of the potential students screen', () => {
  it('asks at the good line and lists the critical students per class with the subjects that pull them down', async () => {
    await open('王小明');
    expect(screen.queryOf('/v1/examanalysis/focus-group')).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4', line: 'good' });
    expect(root.container.querySelector('[data-testid="focus-summary"]')?.textContent).toBe('16 人中临界生 2 人：线下 1 人，线上 1 人');
    expect(rows('focus-classes')).toEqual([
      ['高一(1)班', '8', '1', '1', '0'],
      ['高一(2)班', '8', '1', '0', '1'],
    ]);
    expect(rows('focus-students')[0]).toEqual(['王小明', '2026021', '高一(1)班', '204.5', '线下 -5.5', '92.5', '112', '数学', '数学']);
    expect(root.container.querySelector('[data-testid="focus-chart"]')).not.toBeNull();
  });

  it('asks again for another line', async () => {
    await open('王小明');
    // the detail panel below asks the same call for the grade, at its own line
    const focusCalls = () => asked.filter((a) => a.path === '/v1/examanalysis/focus-group');
    const before = focusCalls().length;
    await screen.choose('focus-line', '及格线');
    await waitUntil(() => focusCalls().length > before);
    expect(focusCalls().slice(before).map((a) => a.query.get('line'))).toEqual(['pass']);
  });

  it('exports the critical students to xlsx', async () => {
    await open('王小明');
    const sheet = await exportWorkbook(root, screen.saved, 'focus-students-export');
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '总分', '与线差', '数学', '语文', '拖后腿科目（未达线）', '拖后腿科目（弱势）']);
    expect(sheet.row(3)).toEqual(['李华', '2026022', '高一(2)班', 212, 2, 106, 106, '', '']);
  });
});
