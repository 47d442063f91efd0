// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { analysedExam, analysisScreenPerTest } from '../../test/analysis-screen.tsx';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { jsonResponse, waitUntil } from '../../test/fetch-stub.ts';
import { TestQuestionsPage } from './TestQuestionsPage.tsx';

const EXAM = analysedExam();

const FUNCTIONS = { id: 11, name: '函数' };
const SETS = { id: 12, name: '集合' };
const question = (id: number, label: string, type: string, extra: object) => ({
  question_id: id,
  show_order: id,
  label,
  section: '一、选择题',
  question_type: type,
  objective: type === 'multiple_one',
  full_mark_score: 5,
  text: `第${label}题的题干`,
  options: [],
  answer: [],
  jieda: '',
  tags: [],
  student_count: 16,
  score: 3.75,
  score_rate: 75,
  full_credit_rate: 75,
  scoreless_rate: 25,
  difficulty: 0.75,
  discrimination: 0.5,
  parent_score_rate: 70,
  mastery: 'passed',
  ...extra,
});

const LIST = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  full_mark_score: 10,
  questions: [
    question(1, '1', 'multiple_one', { options: [{ key: 'A', value: '1' }, { key: 'B', value: '2' }], answer: ['B'], jieda: '因为 1+1=2', tags: [FUNCTIONS] }),
    question(2, '2', 'big_spaces', { student_count: 0, score: null, score_rate: null, full_credit_rate: null, scoreless_rate: null, difficulty: null, discrimination: null, mastery: null }),
  ],
};

const TAGGING = { test_id: 7, subject_id: 2, may_edit: true, questions: [{ question_id: 1, label: '1', show_order: 1, tags: [FUNCTIONS] }, { question_id: 2, label: '2', show_order: 2, tags: [] }], tags: [FUNCTIONS, SETS] };
const RATES = {
  has_data: true,
  target: { target_id: 1, target_name: '示范中学', target_label: 'school' },
  untagged_count: 1,
  tags: [{ tag_id: 11, name: '函数', question_count: 1, labels: ['1'], full_mark_score: 5, score_rate: 75, parent_score_rate: 70, score_rate_trend: 'up', mastery: 'passed' }],
};

let posted: unknown[];

const screen = analysisScreenPerTest(<TestQuestionsPage />, '/analysis/examination/testQuestions?examinationid=4&testid=7', EXAM, {
  '/v1/examanalysis/test-question-list': LIST,
  '/v1/examanalysis/target-tag': RATES,
  '/v1/examanalysis/test-tag': async (request: Request) => {
    if (request.method !== 'POST') return TAGGING;
    posted.push(await request.json());
    return jsonResponse({ code: 200, msg: '知识点已保存', data: { saved: 2 } });
  },
});
const { root, rows, saved } = screen;
const open = () => screen.open(() => (root.container.textContent?.includes('单选题') ?? false) && (root.container.textContent?.includes('知识点分析') ?? false) && !!root.container.querySelector('[data-testid="tag-editor-open"]'));

beforeEach(() => {
  posted = [];
});

describe('the test questions screen', () => {
  it('lists the questions with answers, knowledge points and figures, and the score rate per knowledge point', async () => {
    await open();
    expect(rows('test-questions')).toEqual([
      ['1', '单选题', '5', 'B', '函数', '16', '3.75', '75.00%', '70.00%', '75.00%', '25.00%', '0.750', '0.500', '有待巩固'],
      ['2', '解答题', '5', '—', '—', '0', '—', '—', '70.00%', '—', '—', '—', '—', '—'],
    ]);
    expect(rows('knowledge-tags')).toEqual([['函数', '1', '1', '5', '75.00%', '70.00%', '有待巩固']]);
    expect(root.container.textContent).toContain('1 道题尚未设置知识点');
    expect(root.container.querySelector('[data-testid="knowledge-chart"]')).not.toBeNull();
  });

  it('opens a question to show its options, answer and explanation', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="test-questions"] .ant-table-row-expand-icon')!.click());
    await waitUntil(() => !!root.container.querySelector('[data-testid="question-content-1"]'));
    expect(root.container.querySelector('[data-testid="question-content-1"]')?.textContent).toContain('因为 1+1=2');
  });

  it('saves the tags chosen for every question', async () => {
    await open();
    await act(async () => root.container.querySelector<HTMLElement>('[data-testid="tag-editor-open"]')!.click());
    await waitUntil(() => !!document.querySelector('[data-testid="tag-editor-save"]'));
    await act(async () => document.querySelector<HTMLElement>('[data-testid="tag-editor-save"]')!.click());
    await waitUntil(() => posted.length > 0);
    expect(posted[0]).toEqual({ examination_id: 4, test_id: 7, questions: [{ question_id: 1, tag_ids: [11] }, { question_id: 2, tag_ids: [] }] });
  });

  it('exports the questions to xlsx as the screen shows them', async () => {
    await open();
    const sheet = await exportWorkbook(root, saved, 'test-questions-export');
    expect(sheet.row(1)).toEqual(['题号', '题型', '满分', '答案', '知识点', '统计人数', '平均分', '得分率', '全校得分率', '满分率', '零分率', '难度', '区分度', '掌握情况']);
    expect(sheet.row(2)).toEqual(['1', '单选题', 5, 'B', '函数', 16, 3.75, '75.00%', '70.00%', '75.00%', '25.00%', '0.750', '0.500', '有待巩固']);
  });
});
