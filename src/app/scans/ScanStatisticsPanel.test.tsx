// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ObjectiveStatisticTable, SubjectScanSummary } from './ScanStatisticsPanel.tsx';
import { SubjectiveAbnormalPanel } from './SubjectiveAbnormalPanel.tsx';

const root = freshRootPerTest();

const PAPER = {
  test_id: 9,
  subject_id: 1,
  name: '数学',
  sheets: 38,
  partial: 2,
  not_scanned: 4,
  absent_with_sheet: 1,
  pages: 90,
  waiting_pages: 3,
  recognised_pages: 80,
  exception_pages: 5,
  ignored_pages: 2,
  exceptions: [{ type: 3, count: 4 }, { type: 1, count: 1 }],
  batches: 2,
};
const option = (o: string, count: number, key = false) => ({ option: o, count, key });
const QUESTION = { question_id: 31, label: '1', question_type: 'multiple_one', answer: ['C'], read: 38, answered: 30, blank: 1, multiple: 3, marginal: 4, pending: 2, right: 25, options: [option('A', 2), option('B', 3), option('C', 27, true), option('D', 4)], suspect: ['review'] };
const FINE = { ...QUESTION, question_id: 32, label: '2', multiple: 0, marginal: 0, pending: 0, answered: 37, suspect: [] };
const INCOMPLETE = { student_id: 5, name: '张三', exam_number: '202400005', kind: 'sheet_incomplete', partition_id: null, group_name: null, question_label: null, blank_label: null, score: null, full_mark: null, step: null, pages_read: 1, pages_expected: 2 };
const ABOVE = { ...INCOMPLETE, student_id: 6, name: '李四', exam_number: '202400006', kind: 'above_full', partition_id: 4, group_name: '解答题', question_label: '17', score: 10, full_mark: 8, step: 1, pages_read: null, pages_expected: null };

stubFetchPerTest(async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/v1/scan/statistic-subject') return json({ code: 200, msg: '成功', data: { examination_id: 3, students: 45, absent: 1, result: [PAPER] } });
  if (pathname === '/v1/scan/statistic-object') return json({ code: 200, msg: '成功', data: { test_id: 9, sheets: 38, result: [QUESTION, FINE] } });
  if (pathname === '/v1/scan/subjective-score-abnormal') return json({ code: 200, msg: '成功', data: { test_id: 9, total: 2, kinds: [{ kind: 'sheet_incomplete', count: 1 }, { kind: 'above_full', count: 1 }], result: [INCOMPLETE, ABOVE] } });
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

describe('the scan figures of a paper', () => {
  it("shows the paper's students and pages with the open exceptions by type", async () => {
    await root.renderScreen(<SubjectScanSummary examId={3} testId={9} />);
    const summary = () => root.container.querySelector('[data-testid="scan-subject-statistic"]');
    await waitUntil(() => summary() !== null);
    const text = summary()!.textContent ?? '';
    for (const part of ['考生 45 人', '已识别答题卡 38 份', '答题卡不完整 2 人', '缺考 1 人', '未扫描 4 人', '缺考却有答题卡 1 人', '待识别 3 页', '待处理异常 5 页', '考号异常 4', '空白页 1', '已忽略 2 页']) {
      expect(text).toContain(part);
    }
  });

  it('marks an objective question read with many reviews as suspect, with its option distribution', async () => {
    await root.renderScreen(<ObjectiveStatisticTable testId={9} />);
    const rows = () => [...root.container.querySelectorAll('[data-testid="scan-object-statistic"] tbody tr')];
    await waitUntil(() => rows().length === 2);
    const [first, second] = rows();
    expect(first.className).toContain('scan-statistic-suspect');
    expect(first.querySelector('[data-testid="object-suspect"]')?.textContent).toBe('复核过多');
    expect(first.textContent).toContain('A 2  B 3  C 27  D 4');
    expect(second.className).not.toContain('scan-statistic-suspect');
    expect(second.querySelector('[data-testid="object-suspect"]')).toBeNull();
    expect(root.container.textContent).toContain('按已完整识别的 38 份答题卡统计');
  });

  it('lists a sheet whose written part never reached marking and a score above the full mark', async () => {
    await root.renderScreen(<SubjectiveAbnormalPanel testId={9} />);
    const details = () => [...root.container.querySelectorAll('[data-testid="subjective-detail"]')].map((cell) => cell.textContent);
    await waitUntil(() => details().length === 2);
    expect(details()).toEqual(['已识别 1 / 2 页，其余页未进入阅卷', '解答题 第 17 题：得分 10，满分 8，步长 1']);
    expect(root.container.textContent).toContain('张三（202400005）');
    expect(root.container.textContent).toContain('答题卡不完整');
    expect(root.container.textContent).toContain('超出满分');
  });
});
