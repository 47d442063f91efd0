// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { cardFromPaper } from '../../domain/answer-card/from-paper.ts';
import { paperQuestion } from '../../domain/exam-setup/sample-questions.ts';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { PaperCardPage } from './PaperCardPage.tsx';

const CARD = cardFromPaper(
  [
    paperQuestion('1', { questionType: 'multiple_one', fullMark: 5, section: '一、选择题', options: ['A', 'B', 'C', 'D'], answer: ['A'] }),
    paperQuestion('2', { questionType: 'big_spaces', fullMark: 15, section: '二、解答题' }),
  ],
  '月考 数学答题卡',
);
const paper = (partitions: number) => ({ id: 31, subject_id: 1, subject_name: '数学', name: '数学', total_score: 20, correct_type: 1, question_count: 2, partition_count: partitions });
const exam = (partitions: number) => ({
  id: 7, school_id: 1, name: '高一月考', status: 0, examination_type: 1, grade_id: 10, start_date: '2026-11-20', class_teacher_marking: false, class_ids: [1], tests: [paper(partitions)],
});

let partitions = 0;
let design: object | null = null;
stubFetchPerTest((request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/examination-info/7') return jsonResponse({ code: 200, msg: '成功', data: exam(partitions) });
  if (path === '/v1/examination/answer-card-design/31') return jsonResponse({ code: 200, msg: '成功', data: design });
  return jsonResponse({ code: 404, msg: '考试不存在', data: null }, 404);
});

const root = freshRootPerTest();
const show = async (params: Record<string, string>) => {
  await root.renderScreen(<PaperCardPage params={params} />);
  await waitUntil(() => !root.container.querySelector('.load-spin'));
};
const text = () => root.container.textContent ?? '';

describe('a paper’s answer card in exam setup', () => {
  it('says the paper has no card yet and offers to design one', async () => {
    partitions = 0;
    design = null;
    await show({ examinationid: '7', testId: '31' });
    expect(text()).toContain('答题卡 · 高一月考 · 数学');
    expect(root.container.querySelector('[data-testid="paper-card-none"]')).not.toBeNull();
    expect(root.container.querySelector('[data-testid="paper-card-design"]')?.textContent).toContain('设计答题卡');
    expect(root.container.querySelector('[data-testid="paper-card-pdf"]')).toBeNull();
  });

  it('shows a saved card’s facts and pages, and warns while its template is not submitted', async () => {
    partitions = 0;
    design = { card: CARD, version: 3, updated_at: '2026-11-20T02:30:00Z', updated_by: '王老师' };
    await show({ examinationid: '7', testId: '31' });
    const facts = root.container.querySelector('[data-testid="paper-card-facts"]')?.textContent ?? '';
    expect(facts).toContain('月考 数学答题卡');
    expect(facts).toContain('第 3 版');
    expect(facts).toContain('王老师');
    expect(facts).toContain('未提交');
    expect(root.container.querySelector('[data-testid="paper-card-unsubmitted"]')).not.toBeNull();
    expect(root.container.querySelectorAll('[data-testid="paper-card-pages"] img').length).toBeGreaterThan(0);
    expect(root.container.querySelector('[data-testid="paper-card-design"]')?.textContent).toContain('修改答题卡');
  });

  it('names the groups a submitted template made', async () => {
    partitions = 2;
    design = { card: CARD, version: 4, updated_at: '2026-11-20T02:30:00Z', updated_by: '王老师' };
    await show({ examinationid: '7', testId: '31' });
    expect(root.container.querySelector('[data-testid="paper-card-facts"]')?.textContent).toContain('已提交，生成 2 个题组');
    expect(root.container.querySelector('[data-testid="paper-card-unsubmitted"]')).toBeNull();
  });

  it('refuses an address without valid ids and a paper of another exam', async () => {
    await show({ examinationid: 'abc', testId: '31' });
    expect(text()).toContain('地址中的考试或试卷编号无效');
    await show({ examinationid: '7', testId: '99' });
    expect(text()).toContain('该考试中没有这张试卷');
  });
});
