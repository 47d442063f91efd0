// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveUserInfo } from '../../state/session.ts';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { teacherUserInfo } from '../../test/user-info.ts';
import { StudentAnswerLogPage } from './StudentAnswerLogPage.tsx';

const CLASSES = [
  { id: 3, name: '高一(3)班', students: [{ id: 55, name: '林小雨', exam_number: '20260301' }, { id: 56, name: '王小明', exam_number: '20260302' }] },
  { id: 4, name: '高一(4)班', students: [{ id: 60, name: '赵一', exam_number: '20260401' }] },
];

const PIECE = { url: '/v1/files/scans/piece-1', width: 300, height: 120, x: 0, y: 0 };
const LOG = {
  has_data: true,
  student: { id: 56, name: '王小明', exam_number: '20260302', class_id: 3, class_name: '高一(3)班' },
  exams: [
    {
      examination_id: 9,
      name: '五月月考',
      start_date: '2026-05-20',
      papers: [
        {
          test_id: 90,
          name: '数学',
          subject_id: 1,
          subject_name: '数学',
          total_score: 16,
          full_mark: 20,
          complete: true,
          class_average: 12.5,
          questions: [
            { question_id: 1, label: '1', full_mark: 5, score: 5, class_score_rate: 60, objective: true, chosen: 'C', answer_key: 'C', pieces: [] },
            { question_id: 4, label: '4', full_mark: 15, score: 11, class_score_rate: 55.56, objective: false, chosen: null, answer_key: null, pieces: [PIECE] },
          ],
        },
      ],
    },
    { examination_id: 8, name: '三月月考', start_date: '2026-03-18', papers: [] },
  ],
};

const root = freshRootPerTest();
const asked: string[] = [];
recordObjectUrlsPerTest('answer-log');

beforeEach(() => {
  asked.length = 0;
  saveUserInfo(teacherUserInfo({}));
});
afterEach(() => clearSession());

// the API client sends a Request; a scan picture is fetched by its address alone
stubFetchPerTest((request: Request | string) => {
  const url = new URL(typeof request === 'string' ? request : request.url, 'http://localhost');
  asked.push(`${url.pathname}?${url.searchParams.toString()}`);
  if (url.pathname === '/v1/examanalysis/student-answer-log/classes') return json({ code: 200, msg: '成功', data: { result: CLASSES } });
  if (url.pathname === '/v1/examanalysis/student-answer-log') return json({ code: 200, msg: '成功', data: LOG });
  if (url.pathname === PIECE.url) return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

async function choose(testId: string, option: string) {
  await act(async () => {
    root.container.querySelector<HTMLElement>(`[data-testid="${testId}"] .ant-select-selector, [data-testid="${testId}"]`)!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await waitUntil(() => document.querySelector(`.ant-select-item-option[title="${option}"]`) !== null);
  await act(async () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`)!.click());
}

describe('the student answer log', () => {
  it('shows the picked student’s exams as a timeline that unfolds into scores, class rates, the key and the answer piece', async () => {
    await root.renderScreen(<StudentAnswerLogPage />);
    await waitUntil(() => asked.length > 0);
    expect(root.container.textContent).toContain('请先选择班级和学生');
    await choose('answer-log-class', '高一(3)班');
    await choose('answer-log-student-select', '王小明（20260302）');
    await waitUntil(() => root.container.querySelector('[data-testid="answer-log-student"]') !== null);
    expect(asked.at(-1)).toBe('/v1/examanalysis/student-answer-log?student_id=56&subject_id=0');
    expect(root.container.querySelector('[data-testid="answer-log-student"]')!.textContent).toBe('王小明 · 高一(3)班 · 考号 20260302');
    const text = root.container.textContent!;
    expect(text.indexOf('五月月考')).toBeLessThan(text.indexOf('三月月考'));

    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="log-exam-9"] .ant-collapse-header')!.click());
    await waitUntil(() => root.container.querySelector('[data-testid="log-paper-90"]') !== null);
    expect(root.container.querySelector('[data-testid="log-paper-90"]')!.textContent).toBe('得分 16 / 20 分 · 班级平均 12.5 分');
    const rows = [...root.container.querySelectorAll('[data-testid="log-exam-9"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows[0].slice(0, 5)).toEqual(['1', '5', '5', '60.00%', '选 C · 答案 C']);
    expect(rows[1].slice(0, 4)).toEqual(['4', '11', '15', '55.56%']);
    await waitUntil(() => root.container.querySelector('[data-testid="log-exam-9"] img.image-box-img') !== null);
    expect(asked).toContain('/v1/files/scans/piece-1?');

    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="log-exam-9"] img.image-box-img')!.click());
    await waitUntil(() => document.querySelector('[data-testid="viewer-image"]') !== null);
    expect(document.querySelector('[data-testid="viewer-image"]')!.getAttribute('alt')).toBe('第 4 题答题图片 1');
  });

  it('asks for one subject when a subject is chosen', async () => {
    await root.renderScreen(<StudentAnswerLogPage />);
    await waitUntil(() => asked.length > 0);
    await choose('answer-log-class', '高一(3)班');
    await choose('answer-log-student-select', '王小明（20260302）');
    await waitUntil(() => asked.length >= 2);
    await choose('answer-log-subject', '语文');
    await waitUntil(() => asked.at(-1) === '/v1/examanalysis/student-answer-log?student_id=56&subject_id=5');
  });
});
