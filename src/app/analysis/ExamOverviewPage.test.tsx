// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ExamOverviewPage } from './ExamOverviewPage.tsx';

const root = freshRootPerTest();

const exam = (id: number, name: string, startDate: string) => ({ id, name, status: 3, examination_type: 6, grade_id: 1, start_date: startDate, tests: [{ id: id * 10, name: '数学', subject_id: 2, total_score: 150 }] });

stubFetchPerTest((request) => {
  if (new URL(request.url).pathname !== '/v1/examanalysis/target-examination') return jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404);
  return jsonResponse({ code: 200, msg: '成功', data: { total: 2, result: [exam(1, '三月月考', '2026-03-20'), exam(2, '随堂测验', '')] } });
});

describe('the exams whose analysis is open', () => {
  it('shows each exam with its date, and 未设置 for an exam set up without one', async () => {
    await root.renderScreen(<ExamOverviewPage />);
    await waitUntil(() => root.container.querySelector('[data-testid="analysis-exam-2"]') !== null);
    const rows = [...root.container.querySelectorAll('.analysis-exam-row')].map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('考试日期：2026-03-20');
    expect(rows[1]).toContain('考试日期：未设置');
    expect(rows[0]).toContain('年级：');
    expect(rows[0]).toContain('考试类型：');
  });

  it('opens the overview of the exam with a paper chosen when the paper is clicked', async () => {
    await root.renderScreen(<ExamOverviewPage />);
    await waitUntil(() => root.container.querySelector('[data-testid="analysis-exam-1"]') !== null);
    const paper = root.container.querySelector<HTMLElement>('[data-testid="analysis-exam-1"] .analysis-exam-paper');
    await act(async () => paper!.click());
    expect(window.location.search).toContain('examinationid=1');
    expect(window.location.search).toContain('testid=10');
  });
});
