// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, examStudent, onBothPapers, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../test/analysis-screen.tsx';
import { waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { typeInto } from '../../test/test-root.tsx';
import { AdvantageInferiorityPage } from './AdvantageInferiorityPage.tsx';

const STRENGTHS = {
  has_data: true,
  target: SCHOOL_TARGET,
  threshold: 0.3,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2, student_count: 16, average: 92.5, standard_deviation: 18.25 },
    { test_id: 8, name: '语文', subject_id: 1, student_count: 15, average: 101, standard_deviation: 12 },
  ],
  classes: [{ class_id: 3, class_name: '高一(1)班', student_count: 8, z: [0.412, -0.198], balance: 0.107, advantages: [], inferiorities: [] }],
  students: [
    {
      ...examStudent(21, '王小明'),
      scores: onBothPapers({ score: 130, z: 2.055 }, { score: 100, z: -0.083 }),
      balance: 0.986,
      advantages: [7],
      inferiorities: [8],
    },
    {
      ...examStudent(22, '李华'),
      scores: onBothPapers({ score: 90, z: -0.137 }, { score: null, z: null }),
      balance: -0.137,
      advantages: [],
      inferiorities: [],
    },
  ],
};

const screen = analysisScreenPerTest(<AdvantageInferiorityPage />, '/analysis/examination/advantageInferiority?examinationid=4', analysisExam(), { '/v1/examanalysis/advantage-inferiority': STRENGTHS });
const { root, asked, rows, open } = screen;

describe('the strong and weak subjects screen', () => {
  it('shows the classes and students with their z-scores, the strong subject green and the weak one red', async () => {
    await open('王小明');
    // no threshold named: the server's own
    expect(screen.queryOf()).toEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4' });
    expect(root.container.querySelector('[data-testid="strength-papers"]')?.textContent).toBe('数学：平均分 92.5，标准差 18.25；语文：平均分 101，标准差 12');
    expect(rows('strength-classes')).toEqual([['高一(1)班', '8', '0.412', '-0.198', '0.107', '无', '无']]);
    const students = rows('strength-students');
    expect(students[0]).toEqual(['王小明', '2026021', '高一(1)班', '130', '2.055', '100', '-0.083', '0.986', '数学', '语文']);
    expect(students[1]).toEqual(['李华', '2026022', '高一(1)班', '90', '-0.137', '—', '—', '-0.137', '无', '无']);
    const tags = [...root.container.querySelectorAll('[data-testid="strength-students"] .ant-tag')].map((tag) => [tag.textContent, tag.className.includes('green') ? 'green' : 'red']);
    expect(tags).toEqual([
      ['2.055', 'green'],
      ['-0.083', 'red'],
    ]);
    expect(root.container.querySelector('[data-testid="strength-chart"]')).not.toBeNull();
  });

  it('asks again with another threshold', async () => {
    await open('王小明');
    expect(screen.input('strength-threshold').value).toBe('0.3');
    await typeInto(screen.input('strength-threshold'), '0.5');
    await waitUntil(() => asked.some((call) => call.query.get('threshold') === '0.5'));
    expect(asked.at(-1)!.query.get('threshold')).toBe('0.5');
  });

  it('exports the students with their z-scores and subjects to xlsx', async () => {
    await open('王小明');
    const sheet = await exportWorkbook(root, screen.saved, 'strength-students-export');
    expect(sheet.row(1)).toEqual(['姓名', '考号', '班级', '数学', '数学标准分', '语文', '语文标准分', '平均标准分', '优势学科', '劣势学科']);
    expect(sheet.row(2)).toEqual(['王小明', '2026021', '高一(1)班', 130, 2.055, 100, -0.083, 0.986, '数学', '语文']);
  });
});
