// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { analysisExam, analysisScreenPerTest } from '../../test/analysis-screen.tsx';
import { waitUntil } from '../../test/fetch-stub.ts';
import { exportWorkbook } from '../../test/saved-workbook.ts';
import { CustomAnalysisPage } from './CustomAnalysisPage.tsx';

const SAVED = { id: 5, examination_id: 4, name: '一班数学', class_ids: [3], test_ids: [7], figures: ['student_count', 'average', 'pass_rate'], created_at: '2026-03-20T08:00:00.000Z' };
const OPENED = {
  has_data: true,
  analysis: SAVED,
  papers: [
    {
      test_id: 7,
      name: '数学',
      subject_id: 2,
      full_mark_score: 150,
      groups: [
        { group_id: 3, name: '高一(1)班', values: [8, 101.25, 62.5] },
        { group_id: 0, name: '所选班级合计', values: [8, 101.25, 62.5] },
      ],
    },
  ],
};

let list: (typeof SAVED)[] = [SAVED];
const screen = analysisScreenPerTest(<CustomAnalysisPage />, '/analysis/examination/customAnalysis?examinationid=4', analysisExam(), {
  '/v1/examanalysis/custom-analysis': () => ({ list, id: 5 }),
  '/v1/examanalysis/custom-analysis/5': () => {
    list = [];
    return OPENED;
  },
});
const { root, asked, rows, open } = screen;

const click = (testId: string) =>
  act(async () => {
    root.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!.click();
  });

describe('the custom analysis screen', () => {
  it('lists the saved analyses of the exam and opens one as a table per paper with its chart', async () => {
    list = [SAVED];
    await open('一班数学');
    expect(asked[0].query.get('examination_id')).toBe('4');
    await click('custom-open-5');
    await waitUntil(() => rows('custom-paper-7').length === 2);
    expect(rows('custom-paper-7')).toEqual([
      ['高一(1)班', '8', '101.25', '62.50%'],
      ['所选班级合计', '8', '101.25', '62.50%'],
    ]);
    expect(root.container.querySelector('[data-testid="custom-chart-7"]')).not.toBeNull();
    expect(root.container.textContent).toContain('满分 150');
  });

  it('exports a paper table to xlsx with the figures as shown', async () => {
    list = [SAVED];
    await open('一班数学');
    await click('custom-open-5');
    await waitUntil(() => rows('custom-paper-7').length === 2);
    const sheet = await exportWorkbook(root, screen.saved, 'custom-export-7');
    expect(sheet.row(1)).toEqual(['班级', '人数', '平均分', '及格率']);
    expect(sheet.row(2)).toEqual(['高一(1)班', 8, '101.25', '62.50%']);
  });

  it('saves the choice, lists again and opens what was saved', async () => {
    list = [];
    await open('还没有保存的分析');
    await click('custom-save');
    // the list again after the save, and the saved analysis opened
    await waitUntil(() => rows('custom-paper-7').length === 2);
    expect(asked.filter((a) => a.path === '/v1/examanalysis/custom-analysis').length).toBeGreaterThanOrEqual(3);
    expect(root.container.querySelector('[data-testid="custom-result"]')?.textContent).toContain('一班数学');
  });
});
