// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { CuttingPage } from './CuttingPage.tsx';

const test = { id: 31, subject_id: 1, subject_name: '数学', name: '数学', total_score: 20, correct_type: 1, question_count: 2, partition_count: 0 };
const exam = { id: 7, school_id: 1, name: '高一月考', status: 0, examination_type: 1, grade_id: 10, start_date: '2026-11-20', class_teacher_marking: false, class_ids: [1], tests: [test] };
const question = (id: number, label: string) => ({
  id, partition_id: null, label, section: '一、解答题', question_type: 'big_spaces', full_mark: 10, step: 1, options: [], answer: [], partial_score: null, optional_group: null, optional_pick: null,
});
const CUTS = [
  { question_id: 51, page_id: 3, x: 100, y: 200, width: 700, height: 300 },
  { question_id: 51, page_id: 4, x: 100, y: 50, width: 700, height: 120 },
];
const paper = (pages: number[], mayEdit = true) => ({
  test_id: 31, may_edit: mayEdit, pages: pages.map((id) => ({ id, width: 1653, height: 2339, url: `/v1/pymt/test-paper-images/${id}` })), cuts: pages.length ? CUTS : [], pictures: [],
});

let pages: number[];
const saved: unknown[] = [];
beforeEach(() => {
  saved.length = 0;
  // under jsdom the canvas library renders an element with an empty href (never in a browser)
  const print = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('An empty string ("") was passed to the')) return;
    print(...args);
  });
});
recordObjectUrlsPerTest('page');

stubFetchPerTest(async (input: Request | string) => {
  const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/examination-info/7') return json({ code: 200, msg: '成功', data: exam });
  if (path === '/v1/examination/test-paper-extend') return json({ code: 200, msg: '成功', data: paper(pages) });
  if (path === '/v1/examination/test-question') return json({ code: 200, msg: '成功', data: { result: [question(51, '1'), question(52, '2')], total_score: 20, paper_name: '高一月考 数学' } });
  if (path === '/v1/examination/test-paper-extend/31' && request.method === 'PUT') {
    saved.push(await request.json());
    return json({ code: 200, msg: '已保存 1 道题的切图', data: { ...paper(pages), pictures: [{ question_id: 51, width: 700, height: 432, url: '/v1/pymt/test-paper-images/9' }] } });
  }
  if (path.startsWith('/v1/pymt/test-paper-images/')) return new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
async function open() {
  await root.renderScreen(<CuttingPage params={{ examinationid: '7', testId: '31' }} />);
  await waitUntil(() => !root.container.querySelector('.load-spin'));
  await waitUntil(() => root.container.querySelector('[data-canvas-mode="cutting"] .tl-container') !== null);
  return root.container;
}
const questionButtons = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>('[data-testid="cutting-question"]')];

describe('cutting the printed original into questions', () => {
  it("lists the paper's questions with their saved cuts over the pages, and saves the cuts in page pixels", async () => {
    pages = [3, 4];
    const container = await open();
    expect(container.textContent).toContain('原卷切题 · 高一月考 · 数学');
    await waitUntil(() => container.querySelectorAll('[data-question-cut]').length === 2);
    expect(container.querySelectorAll('[data-question-cut="51"]')).toHaveLength(2);
    const [first, second] = questionButtons(container);
    expect(first.textContent).toBe('第 1 题2 块');
    expect(second.textContent).toBe('第 2 题');
    expect(first.className).toContain('ant-btn-primary');

    await act(async () => second.click());
    expect(questionButtons(container)[1].className).toContain('ant-btn-primary');

    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="cutting-save"]')!.click());
    await waitUntil(() => saved.length === 1);
    expect(saved).toEqual([{ cuts: CUTS }]);
    await waitUntil(() => document.body.textContent?.includes('已保存切图，共 1 道题') ?? false);
    expect(document.body.textContent).toContain('已保存切图，共 1 道题');
  });

  it('asks for pages first when none were uploaded', async () => {
    pages = [];
    await root.renderScreen(<CuttingPage params={{ examinationid: '7', testId: '31' }} />);
    await waitUntil(() => root.container.textContent?.includes('尚未上传原卷') ?? false);
    expect(root.container.textContent).toContain('尚未上传原卷');
    expect(root.container.querySelector('[data-testid="cutting-go-upload"]')).not.toBeNull();
  });
});
