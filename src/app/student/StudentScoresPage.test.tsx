// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveUserInfo } from '../../state/session.ts';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { teacherUserInfo } from '../../test/user-info.ts';
import { StudentScoresPage } from './StudentScoresPage.tsx';

const STUDENT = { id: 55, exam_number: '20260301', name: '林小雨', class_id: 3, class_name: '高一(3)班', school_id: 1, school_name: '阳光中学' };

const EXAMS = [
  { examination_id: 9, name: '期中考试', status: 1, examination_type: 2, start_date: '2026-04-28', added: false, absent: false, subjects: [{ test_id: 90, subject_id: 1, subject_name: '语文' }] },
  {
    examination_id: 8,
    name: '三月月考',
    status: 3,
    examination_type: 1,
    start_date: '2026-03-18',
    added: false,
    absent: false,
    subjects: [
      { test_id: 81, subject_id: 2, subject_name: '数学' },
      { test_id: 82, subject_id: 3, subject_name: '英语' },
    ],
  },
];

const paper = (testId: number, total: number, complete: boolean) => ({
  test_id: testId,
  student_id: 55,
  name: '林小雨',
  exam_number: '20260301',
  absent: false,
  full_mark: 20,
  total_score: total,
  complete,
  questions: [
    { question_id: testId * 10 + 1, label: '1', full_mark: 5, objective: true, score: 5, chosen: 'B', blanks: [] },
    { question_id: testId * 10 + 2, label: '13', full_mark: 15, objective: false, score: complete ? total - 5 : null, chosen: null, blanks: [] },
  ],
});

const root = freshRootPerTest();
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  saveUserInfo(teacherUserInfo({ username: `20260301@1`, real_name: '林小雨', role: 2, group_id: 2, groups: [{ group_id: 2, group_name: '学生' }], schools: [], student: STUDENT }));
});
afterEach(() => clearSession());

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  calls.push(`${url.pathname}?${url.searchParams.toString()}`);
  if (url.pathname === '/v1/student/examination-list') return json({ code: 200, msg: '成功', data: { student_id: 55, result: EXAMS } });
  if (url.pathname === '/v1/examination/student-test-question') {
    const testId = Number(url.searchParams.get('test_id'));
    return json({ code: 200, msg: '成功', data: testId === 81 ? paper(81, 17, true) : paper(82, 5, false) });
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

describe("the student's own screen", () => {
  it('lists their exams, and shows their scores of the exam whose results are open, paper by paper', async () => {
    await root.renderScreen(<StudentScoresPage />);
    await waitUntil(() => root.container.textContent?.includes('三月月考') ?? false);
    const text = root.container.textContent!;
    expect(text).toContain('林小雨 · 高一(3)班 · 考号 20260301');
    expect(text).toContain('考试尚未结束');
    expect(calls).toEqual(['/v1/student/examination-list?student_id=55']);

    // only the exam whose results are open unfolds
    const expanders = root.container.querySelectorAll<HTMLElement>('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expanders).toHaveLength(1);
    await act(async () => expanders[0].click());
    await waitUntil(() => root.container.querySelector('[data-testid="paper-total-82"]') !== null);
    expect(root.container.querySelector('[data-testid="paper-total-81"]')!.textContent).toBe('17 / 20 分');
    expect(root.container.querySelector('[data-testid="paper-total-82"]')!.textContent).toBe('5 / 20 分（部分题目未阅完）');
    expect(root.container.textContent).toContain('未阅');
    expect(calls.slice(1).sort()).toEqual(['/v1/examination/student-test-question?test_id=81&student_id=55', '/v1/examination/student-test-question?test_id=82&student_id=55']);
  });
});
