// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { UseAsPaperDialog } from './UseAsPaperDialog.tsx';

const root = freshRootPerTest();
const bodies: unknown[] = [];
let refusal: string | null = null;

const paper = (id: number, subjectId: number, name: string, questionCount: number, partitionCount = 0) => ({
  id,
  subject_id: subjectId,
  subject_name: name,
  name,
  total_score: 20,
  correct_type: 1,
  question_count: questionCount,
  partition_count: partitionCount,
});
const EXAMS = [
  { id: 31, school_id: 1, name: '期末考试', status: 0, examination_type: 2, grade_id: 10, start_date: '', class_teacher_marking: false, class_ids: [1], tests: [paper(301, 1, '数学', 3), paper(302, 5, '语文', 0)] },
];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examination/examination-public-list') return json({ code: 200, msg: '', data: { result: EXAMS, total: 1 } });
  if (url.pathname === '/v1/examination/test-paper-binding') {
    bodies.push(await request.json());
    if (refusal) return json({ code: 400, msg: refusal, data: null }, 400);
    return json({ code: 200, msg: '试卷已绑定，试题已复制', data: { result: [{}, {}], total_score: 20, paper_name: '期末考试 数学' } });
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

const BASKET = { question_ids: [7, 8], scores: [5, 15], groups: ['一、选择题', '二、解答题'] };

async function open(scores = BASKET.scores) {
  await root.renderScreen(<UseAsPaperDialog open onClose={() => undefined} subjectId={1} basket={{ ...BASKET, scores }} />);
  await waitUntil(() => document.querySelector('[data-testid="use-as-paper-exam"]') !== null);
}

async function chooseExam(name: string) {
  await act(async () => {
    document.querySelector<HTMLElement>('[data-testid="use-as-paper-exam"] .ant-select-selector, [data-testid="use-as-paper-exam"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await waitUntil(() => document.querySelector(`.ant-select-item-option[title="${name}"]`) !== null);
  await act(async () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`)!.click());
}

const submit = () => document.querySelector<HTMLButtonElement>('[data-testid="use-as-paper-submit"]')!;

describe('用作考试试卷', () => {
  it("takes the exam's one paper of the basket's subject, warns that its questions are replaced, and sets the basket as its questions", async () => {
    bodies.length = 0;
    refusal = null;
    await open();
    expect(submit().disabled).toBe(true);
    await chooseExam('期末考试');
    expect(document.querySelector('[data-testid="use-as-paper-paper"]')!.textContent).toContain('数学（满分20分，已有3题）');
    expect(document.body.textContent).toContain('该试卷已有3道题，设置后将被试题篮中的题目替换');
    await act(async () => submit().click());
    await waitUntil(() => document.querySelector('[data-testid="use-as-paper-done"]') !== null);
    expect(bodies).toEqual([{ test_id: 301, ...BASKET }]);
    const done = document.querySelector('[data-testid="use-as-paper-done"]')!;
    expect(done.textContent).toContain('已设置2道题，共20分');
    expect(done.querySelector('a')!.getAttribute('href')).toBe('/answerCard/create/1/301');
  });

  it('says when the basket does not add up to the paper, and shows the refusal without closing', async () => {
    bodies.length = 0;
    refusal = '各题满分合计 18 分，与试卷满分 20 分不一致';
    await open([5, 13]);
    await chooseExam('期末考试');
    expect(document.body.textContent).toContain('试题篮总分18分，与试卷满分20分不一致，请先调整分值');
    await act(async () => submit().click());
    await waitUntil(() => (document.querySelector('.ant-message')?.textContent ?? '').includes('各题满分合计 18 分'));
    expect(document.querySelector('[data-testid="use-as-paper-done"]')).toBeNull();
    expect(submit()).not.toBeNull();
  });
});
