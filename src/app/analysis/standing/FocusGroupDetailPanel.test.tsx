// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest, SCHOOL_TARGET, WHOLE_SCHOOL_QUERY } from '../../../test/analysis-screen.tsx';
import { aboveLineStudent, BELOW_LINE_STUDENT } from '../../../test/focus-group-students.ts';
import { waitUntil } from '../../../test/fetch-stub.ts';
import { exportWorkbook } from '../../../test/saved-workbook.ts';
import { PotentialStudentsPage } from '../PotentialStudentsPage.tsx';

const PAPERS = (below: [number, number], weak: [number, number]) => [
  { test_id: 7, name: '数学', subject_id: 2, full_mark_score: 150, line_score: 105, below_line_count: below[0], weak_count: weak[0] },
  { test_id: 8, name: '语文', subject_id: 1, full_mark_score: 150, line_score: 105, below_line_count: below[1], weak_count: weak[1] },
];

const TOTAL = { full_mark_score: 300, line_score: 210, low_score: 195, high_score: 225 };

/** The whole grade (the school as the target): 40 students, 8 of them critical. */
const GRADE = {
  has_data: true,
  target: SCHOOL_TARGET,
  line: 'good',
  line_percent: 70,
  margin: 5,
  total: { ...TOTAL, student_count: 40, critical_count: 8, below_count: 5, above_count: 3 },
  papers: PAPERS([4, 2], [3, 1]),
  classes: [
    { class_id: 3, class_name: '高一(1)班', student_count: 20, critical_count: 2, below_count: 1, above_count: 1 },
    { class_id: 4, class_name: '高一(2)班', student_count: 20, critical_count: 6, below_count: 4, above_count: 2 },
  ],
  students: [],
};

/** Class 高一(1)班 through its own call: 20 students, 2 critical. */
const CLASS_3 = {
  ...GRADE,
  target: { target_id: 3, target_name: '高一(1)班', target_label: 'class' },
  total: { ...TOTAL, student_count: 20, critical_count: 2, below_count: 1, above_count: 1 },
  papers: PAPERS([1, 0], [1, 0]),
  classes: [GRADE.classes[0]],
  students: [BELOW_LINE_STUDENT, aboveLineStudent()],
};

/** The custom group 讲评跟踪组 (5): 5 students, 1 critical. */
const GROUP_5 = {
  ...GRADE,
  target: { target_id: 5, target_name: '讲评跟踪组', target_label: 'special_group' },
  total: { ...TOTAL, student_count: 5, critical_count: 1, below_count: 1, above_count: 0 },
  papers: PAPERS([1, 0], [1, 0]),
  classes: [{ class_id: 3, class_name: '高一(1)班', student_count: 5, critical_count: 1, below_count: 1, above_count: 0 }],
  students: [BELOW_LINE_STUDENT],
};

const exam = analysisExam({
  classes: [
    { id: 3, name: '高一(1)班', campus_id: 1 },
    { id: 4, name: '高一(2)班', campus_id: 1 },
  ],
  special_groups: [{ id: 5, name: '讲评跟踪组' }],
});

const screen = analysisScreenPerTest(<PotentialStudentsPage />, '/analysis/examination/potentialStudents?examinationid=4', exam, {
  '/v1/examanalysis/focus-group': (request: Request) => (new URL(request.url).searchParams.get('special_group_id') === '5' ? GROUP_5 : GRADE),
  '/v1/examanalysis/focus-group/3': CLASS_3,
  '/v1/examanalysis/focus-group/4': { ...CLASS_3, target: { target_id: 4, target_name: '高一(2)班', target_label: 'class' } },
});
const { root, asked, rows } = screen;

const FOCUS_PATHS = ['/v1/examanalysis/focus-group', '/v1/examanalysis/focus-group/3'];
const detailCalls = () => asked.filter((a) => FOCUS_PATHS.includes(a.path));

async function openDetail(until: string) {
  await screen.open(() => root.container.querySelector('[data-testid="focus-detail"]')?.textContent?.includes(until) ?? false);
}

async function pickGroup(label: string) {
  await act(async () => {
    root.container.querySelector('[data-testid="focus-detail-group"] .ant-select-selector, [data-testid="focus-detail-group"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await waitUntil(() => document.querySelector(`.ant-select-item-option[title="${label}"]`) !== null);
  await act(async () => (document.querySelector(`.ant-select-item-option[title="${label}"]`) as HTMLElement).click());
}

describe('the focus group detail panel of the potential students screen', () => {
  it('opens on the first class through its own call and sets its critical students against the grade', async () => {
    await openDetail('王小明');
    expect(screen.queryOf('/v1/examanalysis/focus-group/3')).toEqual({ examination_id: '4', line: 'good' });
    const grade = asked.filter((a) => a.path === '/v1/examanalysis/focus-group').map((a) => Object.fromEntries(a.query));
    expect(grade).toContainEqual({ ...WHOLE_SCHOOL_QUERY, examination_id: '4', line: 'good' });
    expect(root.container.querySelector('[data-testid="focus-detail-summary"]')?.textContent).toBe('高一(1)班：20 人中临界生 2 人，占 10.00%；全年级 40 人中 8 人，占 20.00%');
    expect(rows('focus-detail-compare')).toEqual([
      ['高一(1)班', '20', '2', '10.00%', '1', '1'],
      ['全年级', '40', '8', '20.00%', '5', '3'],
    ]);
    expect(rows('focus-detail-papers')).toEqual([
      ['数学', '105', '1', '50.00%', '4', '50.00%', '1', '3'],
      ['语文', '105', '0', '0.00%', '2', '25.00%', '0', '1'],
    ]);
    expect(rows('focus-detail-students')[0]).toEqual(['王小明', '2026021', '高一(1)班', '204.5', '线下 -5.5', '92.5', '-0.812', '112', '0.405', '数学', '数学']);
    expect(root.container.querySelector('[data-testid="focus-detail-chart"]')).not.toBeNull();
  });

  it('answers a custom group chosen with the group call for it, and a new line for both', async () => {
    await openDetail('王小明');
    await pickGroup('讲评跟踪组');
    await waitUntil(() => rows('focus-detail-compare')[0]?.[0] === '讲评跟踪组');
    expect(asked.find((a) => a.query.get('special_group_id') === '5')!.query.get('line')).toBe('good');
    expect(rows('focus-detail-compare')).toEqual([
      ['讲评跟踪组', '5', '1', '20.00%', '1', '0'],
      ['全年级', '40', '8', '20.00%', '5', '3'],
    ]);
    expect(rows('focus-detail-students').map((r) => r[0])).toEqual(['王小明']);

    const before = detailCalls().length;
    await screen.choose('focus-detail-line', '及格线');
    await waitUntil(() => detailCalls().length >= before + 2);
    const after = detailCalls().slice(before);
    expect(after.map((a) => [a.query.get('special_group_id'), a.query.get('line')]).sort()).toEqual([
      ['0', 'pass'],
      ['5', 'pass'],
    ]);
  });

  it('opens on the class the screen looks at', async () => {
    window.history.pushState(null, '', '/analysis/examination/potentialStudents?examinationid=4&classid=4');
    await openDetail('王小明');
    expect(asked.some((a) => a.path === '/v1/examanalysis/focus-group/4')).toBe(true);
    expect(asked.some((a) => a.path === '/v1/examanalysis/focus-group/3')).toBe(false);
    expect(root.container.querySelector('[data-testid="focus-detail"] .ant-card-head-title')?.textContent).toBe('关注群体详情 · 高一(2)班');
  });

  it('exports the group against the grade and its critical students to xlsx', async () => {
    await openDetail('王小明');
    const compare = await exportWorkbook(root, screen.saved, 'focus-detail-compare-export');
    expect(compare.row(1)).toEqual(['对象', '有总分人数', '临界生', '临界生占比', '线下', '线上']);
    expect(compare.row(3)).toEqual(['全年级', 40, 8, '20.00%', 5, 3]);
    const students = await exportWorkbook(root, screen.saved, 'focus-detail-students-export');
    expect(students.row(1)).toEqual(['姓名', '考号', '班级', '总分', '与线差', '数学', '数学标准分', '语文', '语文标准分', '拖后腿科目（未达线）', '拖后腿科目（弱势）']);
    expect(students.row(3)).toEqual(['李华', '2026022', '高一(1)班', 212, 2, 106, '0.100', 106, '0.100', '', '']);
  });
});
