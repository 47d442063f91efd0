// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { clickAndSettle, freshRootPerTest, typeInto } from '../../test/test-root.tsx';
import { AiScanPage } from './AiScanPage.tsx';

const root = freshRootPerTest();
const created: unknown[] = [];

const batch = (id: number, testId: number, pages: number, recognised: number, exception: number) => ({
  id,
  test_id: testId,
  class_id: null,
  class_name: null,
  name: '第一摞',
  created_at: '2026-11-20T02:30:00Z',
  creator_name: '教务处',
  files: id === 41 ? 2 : 0,
  refused_files: 0,
  pages,
  states: { queued: pages - recognised - exception, recognising: 0, recognised, exception, ignored: 0 },
  exceptions: exception > 0 ? [{ type: 12, count: exception }] : [],
});
const UPLOAD = {
  id: 41,
  name: '第一摞',
  created_at: '2026-11-20T02:30:00Z',
  creator_name: '教务处',
  files: 2,
  refused_files: 0,
  pages: 7,
  papers: [
    { test_id: 301, test_name: '高一数学', batch: batch(41, 301, 4, 2, 1) },
    { test_id: 302, test_name: '高一物理', batch: batch(42, 302, 3, 3, 0) },
  ],
};
const EXAMS = [{ id: 31, school_id: 1, name: '期末考试', status: 1, examination_type: 2, grade_id: 10, start_date: '', class_teacher_marking: false, class_ids: [1], tests: [] }];

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examination/examination-public-list') return json({ code: 200, msg: '', data: { result: EXAMS, total: 1 } });
  if (url.pathname === '/v1/scan/mixed-batch' && request.method === 'POST') {
    const body = (await request.json()) as { name: string };
    created.push(body);
    return json({ code: 200, msg: '扫描批次已创建', data: { ...UPLOAD, id: 43, name: body.name, files: 0, pages: 0, papers: [UPLOAD.papers[0]] } });
  }
  if (url.pathname === '/v1/scan/mixed-batch') {
    return json({
      code: 200,
      msg: '',
      data: {
        examination_id: 31,
        papers: [
          { test_id: 301, test_name: '高一数学', has_template: true },
          { test_id: 302, test_name: '高一物理', has_template: true },
          { test_id: 303, test_name: '高一化学', has_template: false },
        ],
        result: [UPLOAD],
      },
    });
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

async function chooseExam(name: string) {
  await act(async () => {
    document.querySelector<HTMLElement>('[data-testid="ai-scan-exam"] .ant-select-selector, [data-testid="ai-scan-exam"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await waitUntil(() => document.querySelector(`.ant-select-item-option[title="${name}"]`) !== null);
  await act(async () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`)!.click());
  await waitUntil(() => root.container.querySelector('[data-testid="mixed-batch-papers"]') !== null);
}

describe('AI答题卡扫描', () => {
  it('asks for an exam first, then shows each upload with the papers its pages went to', async () => {
    await root.renderScreen(<AiScanPage />);
    expect(root.container.textContent).toContain('请先选择考试');
    await chooseExam('期末考试');
    await waitUntil(() => root.container.querySelector('[data-testid="mixed-batch-papers"]')?.textContent?.includes('试卷不匹配 1') ?? false);
    const text = root.container.textContent ?? '';
    // the exam's papers, the one without a submitted card marked so
    expect(root.container.querySelector('[data-testid="ai-scan-papers"]')?.textContent).toContain('高一化学（未提交模板，页面无法识别）');
    expect(text).toContain('高一数学 4 页，高一物理 3 页');
    expect(root.container.querySelector('[data-testid="mixed-batch-pages"]')?.textContent).toBe('7');
    const papers = root.container.querySelector('[data-testid="mixed-batch-papers"]')!;
    // the way on to each paper's own screens; exceptions only where there are some
    const links = [...papers.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/divided/progress/scanAnswerSheet/31/301', '/divided/progress/scanAnswerSheet/exception/31/301', '/divided/progress/scanAnswerSheet/31/302']);
    // uploads go into the newest upload
    expect(text).toContain('上传到：第一摞');
  });

  it('opens a new mixed batch of the exam under the name given and uploads into it', async () => {
    created.length = 0;
    await root.renderScreen(<AiScanPage />);
    await chooseExam('期末考试');
    await typeInto(root.container.querySelector<HTMLInputElement>('[data-testid="new-mixed-batch"] input')!, '第二摞');
    await clickAndSettle(root, '[data-testid="new-mixed-batch"] button[type="submit"]', 50);
    await waitUntil(() => created.length === 1);
    expect(created).toEqual([{ examination_id: 31, name: '第二摞' }]);
  });
});
