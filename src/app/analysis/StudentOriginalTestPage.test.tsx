// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysedExam, examStudent, SCHOOL_TARGET, tableRows } from '../../test/analysis-screen.tsx';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { StudentOriginalTestPage } from './StudentOriginalTestPage.tsx';

let EXAM = analysedExam();
const STUDENTS = [
  { ...examStudent(21, '张三'), exam_number: '2021001', total_score: 18, complete: true, rank: 1 },
  { ...examStudent(22, '李四', 4), exam_number: '2021002', total_score: 12, complete: true, rank: 2 },
];

const paperOf = (id: number, sides: { side: number; url: string }[]) => ({
  has_data: true,
  target: SCHOOL_TARGET,
  student: { student_id: id, real_name: id === 21 ? '张三' : '李四', exam_number: id === 21 ? '2021001' : '2021002', class_id: 3, class_name: '高一(3)班' },
  full_mark_score: 20,
  total_score: id === 21 ? 18 : 12,
  complete: true,
  rank: id === 21 ? 1 : 2,
  ranked_count: 2,
  questions: [
    { question_id: 1, label: '1', show_order: 1, question_type: 'multiple_one', objective: true, full_mark_score: 5, score: 5, chosen: 'C', blanks: [] },
    {
      question_id: 4,
      label: '4',
      show_order: 4,
      question_type: 'big_spaces',
      objective: false,
      full_mark_score: 15,
      score: id === 21 ? 13 : null,
      chosen: null,
      blanks: [
        { key: '1', label: '(1)', full_mark_score: 6, score: 6 },
        { key: '2', label: '(2)', full_mark_score: 9, score: id === 21 ? 7 : null },
      ],
    },
  ],
  sides,
});

let asked: number[];

// the API client sends a Request; a scan is fetched by its address alone
stubFetchPerTest((request: Request | string) => {
  const url = new URL(typeof request === 'string' ? request : request.url, 'http://localhost');
  if (url.pathname === '/v1/examanalysis/target-examination/4') return jsonResponse({ code: 200, msg: '成功', data: EXAM });
  if (url.pathname === '/v1/examanalysis/student-list') return jsonResponse({ code: 200, msg: '成功', data: { has_data: true, result: STUDENTS, total: 2 } });
  if (url.pathname === '/v1/examanalysis/student-original-test') {
    const id = Number(url.searchParams.get('student_id'));
    asked.push(id);
    return jsonResponse({ code: 200, msg: '成功', data: paperOf(id, id === 21 ? [{ side: 1, url: '/v1/files/scans/side-a' }] : []) });
  }
  if (url.pathname.startsWith('/v1/files/scans/')) return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
recordObjectUrlsPerTest('sheet');

beforeEach(() => {
  asked = [];
  EXAM = analysedExam();
  window.history.pushState(null, '', '/analysis/examination/studentOriginalTest?examinationid=4&testid=7');
});

const open = async () => {
  await root.renderScreen(<StudentOriginalTestPage />);
  await waitUntil(() => !!root.container.querySelector('[data-testid="original-scores"] .ant-table-row'));
};
const text = (testId: string) => root.container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
const click = (testId: string) => act(async () => root.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!.click());

describe('the student original paper screen', () => {
  it('shows the first student’s total, rank, sheet side and the score of every question and blank', async () => {
    await open();
    expect(asked).toEqual([21]);
    expect(text('original-student')).toContain('张三');
    expect(text('original-total')).toBe('18 / 20');
    expect(text('original-rank')).toBe('1 / 2');
    expect(tableRows(root.container, 'original-scores')).toEqual([
      ['1', '5', '5', '作答：C'],
      ['4', '15', '13', '(1)：6/6  (2)：7/9'],
    ]);
    expect(root.container.querySelector('[data-testid="original-sheets"]')).not.toBeNull();
    expect(root.container.textContent).toContain('A 面');
  });

  it('steps to the next student, who has no scanned sheet and an undecided question', async () => {
    await open();
    await click('original-next');
    await waitUntil(() => text('original-student').includes('李四'));
    expect(asked).toEqual([21, 22]);
    expect(root.container.querySelector('[data-testid="original-no-sheet"]')).not.toBeNull();
    expect(tableRows(root.container, 'original-scores')[1]).toEqual(['4', '15', '—', '(1)：6/6  (2)：—/9']);
    // past the last student the screen says so and stays
    await click('original-next');
    await waitUntil(() => document.body.textContent?.includes('已经是最后一位学生') ?? false);
    expect(text('original-student')).toContain('李四');
  });

  it('opens a side large in the picture viewer, which zooms and turns it, and opens afresh each time', async () => {
    await open();
    await click('original-enlarge-1');
    await waitUntil(() => !!document.querySelector('.picture-viewer'));
    expect(document.querySelector('.picture-viewer')?.textContent).toContain('张三 · A 面');
    await waitUntil(() => !!document.querySelector('[data-testid="viewer-image"]'));
    const image = document.querySelector<HTMLImageElement>('[data-testid="viewer-image"]')!;
    // an A3 sheet scanned landscape, 2 000 × 1 000 pixels
    Object.defineProperty(image, 'naturalWidth', { value: 2000 });
    Object.defineProperty(image, 'naturalHeight', { value: 1000 });
    await act(async () => image.dispatchEvent(new Event('load')));
    const frame = () => document.querySelector<HTMLElement>('[data-testid="viewer-frame"]')!;
    const fitted = { width: frame().style.width, height: frame().style.height };
    expect(fitted.width).toContain('70vw');
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="viewer-zoom-in"]')!.click());
    expect(frame().style.width).toContain('1.5');
    // turned a quarter, the frame that the stage centres and scrolls is the turned outline
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="viewer-rotate"]')!.click());
    expect(image.style.transform).toContain('rotate(90deg)');
    expect(frame().style.height).toBe(document.querySelector<HTMLElement>('[data-testid="viewer-image"]')!.style.width);
    await act(async () => document.querySelector<HTMLElement>('[data-testid="viewer-close"]')!.click());
    await click('original-enlarge-1');
    await waitUntil(() => !!document.querySelector('[data-testid="viewer-image"]'));
    expect(document.querySelector<HTMLButtonElement>('[data-testid="viewer-zoom-out"]')!.disabled).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-testid="viewer-image"]')!.style.transform).toContain('rotate(0deg)');
  });

  it('offers a teacher only the students of their own classes, whom the server lets them see', async () => {
    EXAM = analysedExam({ own_class_ids: [4] });
    await open();
    expect(asked).toEqual([22]);
    expect(text('original-student')).toContain('李四');
    await click('original-previous');
    await waitUntil(() => document.body.textContent?.includes('已经是第一位学生') ?? false);
    expect(asked).toEqual([22]);
  });
});
