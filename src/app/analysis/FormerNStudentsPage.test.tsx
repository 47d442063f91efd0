// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysisScreenPerTest, examStudent, laterAnalysisExam, SCHOOL_TARGET } from '../../test/analysis-screen.tsx';
import { waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { typeInto } from '../../test/test-root.tsx';
import { FormerNStudentsPage } from './FormerNStudentsPage.tsx';

const COUNTS = {
  has_data: true,
  target: SCHOOL_TARGET,
  n: 3,
  subject_id: 0,
  top_count: 3,
  line_score: 241.5,
  classes: [
    { class_id: 3, class_name: '高一(1)班', student_count: 8, top_count: 2, top_rate: 25, share: 66.67 },
    { class_id: 4, class_name: '高一(2)班', student_count: 8, top_count: 1, top_rate: 12.5, share: 33.33 },
  ],
};
const LIST = {
  has_data: true,
  target: SCHOOL_TARGET,
  n: 3,
  subject_id: 0,
  papers: [
    { test_id: 7, name: '数学', subject_id: 2 },
    { test_id: 8, name: '语文', subject_id: 1 },
  ],
  students: [
    { ...examStudent(21, '王小明', 3), rank: 1, score: 260, total_score: 260, scores: [{ test_id: 7, score: 135 }, { test_id: 8, score: 125 }] },
    { ...examStudent(22, '李华', 4), rank: 2, score: 250.5, total_score: 250.5, scores: [{ test_id: 7, score: 120 }, { test_id: 8, score: 130.5 }] },
    { ...examStudent(23, '张伟', 3), rank: 3, score: 241.5, total_score: 241.5, scores: [{ test_id: 7, score: 121.5 }, { test_id: 8, score: 120 }] },
  ],
};
const PREVIOUS = {
  has_data: true,
  target: SCHOOL_TARGET,
  n: 3,
  subject_id: 0,
  previous: { id: 4, name: '高一下学期3月月考', start_date: '2026-03-18' },
  stayed: [{ ...examStudent(21, '王小明', 3), rank: 1, previous_rank: 2 }],
  entered: [
    { ...examStudent(22, '李华', 4), rank: 2, previous_rank: 7 },
    { ...examStudent(23, '张伟', 3), rank: 3, previous_rank: null },
  ],
  left: [{ ...examStudent(25, '陈静', 4), rank: 9, previous_rank: 1 }],
};

let previousAnswer: typeof PREVIOUS | (Omit<typeof PREVIOUS, 'previous'> & { previous: null });
const screen = analysisScreenPerTest(<FormerNStudentsPage />, '/analysis/examination/formerNStudents?examinationid=9', laterAnalysisExam(), {
  '/v1/examanalysis/former-n-comparison': COUNTS,
  '/v1/examanalysis/target-former-n/9': LIST,
  '/v1/examanalysis/previous-former-n/9': () => previousAnswer,
});
const { root, asked, rows, open } = screen;

beforeEach(() => {
  previousAnswer = PREVIOUS;
});

describe('the top N screen', () => {
  it("asks the three calls with the exam's own N and shows the classes, the list and the changes", async () => {
    await open('陈静');
    expect(asked.map((a) => a.path).sort()).toEqual(['/v1/examanalysis/former-n-comparison', '/v1/examanalysis/previous-former-n/9', '/v1/examanalysis/target-former-n/9']);
    expect(asked.every((a) => !a.query.has('n') && a.query.get('subject_id') === '0')).toBe(true);
    expect(root.container.querySelector('[data-testid="former-n-line"]')?.textContent).toContain('前N名最低分 241.5，共 3 人');
    expect(rows('former-n-classes')).toEqual([
      ['高一(1)班', '8', '2', '25.00%', '66.67%'],
      ['高一(2)班', '8', '1', '12.50%', '33.33%'],
    ]);
    expect(rows('former-n-list')[1]).toEqual(['2', '李华', '2026022', '高一(2)班', '250.5', '250.5', '120', '130.5']);
    expect(root.container.querySelector('[data-testid="former-n-previous"]')?.textContent).toContain('保持 1 人，新进 2 人，退出 1 人');
    expect(rows('former-n-moves')).toEqual([
      ['保持', '王小明', '2026021', '高一(1)班', '1', '2'],
      ['新进', '李华', '2026022', '高一(2)班', '2', '7'],
      ['新进', '张伟', '2026023', '高一(1)班', '3', '—'],
      ['退出', '陈静', '2026025', '高一(2)班', '9', '1'],
    ]);
    expect(root.container.querySelector('[data-testid="former-n-chart"]')).not.toBeNull();
    expect(screen.input('former-n').value).toBe('3');
  });

  it('asks again with an N typed in', async () => {
    await open('陈静');
    await typeInto(screen.input('former-n'), '10');
    await waitUntil(() => asked.filter((a) => a.query.get('n') === '10').length === 3);
    expect(asked.filter((a) => a.query.get('n') === '10').map((a) => a.path).sort()).toEqual([
      '/v1/examanalysis/former-n-comparison',
      '/v1/examanalysis/previous-former-n/9',
      '/v1/examanalysis/target-former-n/9',
    ]);
  });

  it('says when there is no earlier exam, and exports the class counts to xlsx', async () => {
    previousAnswer = { ...PREVIOUS, has_data: false, previous: null, stayed: [], left: [] };
    await open('王小明');
    await waitUntil(() => root.container.querySelector('[data-testid="former-n-no-previous"]') !== null);
    expect(root.container.querySelector('[data-testid="former-n-no-previous"]')?.textContent).toContain('本年级没有更早的、已开放分析的考试');
    const sheet = await exportWorkbook(root, screen.saved, 'former-n-classes-export');
    expect(sheet.row(1)).toEqual(['班级', '统计人数', '前N名人数', '占本班比例', '占前N名比例']);
    expect(sheet.row(2)).toEqual(['高一(1)班', 8, 2, '25.00%', '66.67%']);
  });
});
