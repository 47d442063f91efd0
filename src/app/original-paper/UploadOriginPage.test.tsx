// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPopover, jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { UploadOriginPage } from './UploadOriginPage.tsx';

const test = { id: 31, subject_id: 1, subject_name: '数学', name: '数学', total_score: 20, correct_type: 1, question_count: 2, partition_count: 0 };
const exam = { id: 7, school_id: 1, name: '高一月考', status: 0, examination_type: 1, grade_id: 10, start_date: '2026-11-20', class_teacher_marking: false, class_ids: [1], tests: [test] };
const page = (id: number) => ({ id, width: 1653, height: 2339, url: `/v1/pymt/test-paper-images/${id}` });
const paperOf = (ids: number[], mayEdit = true) => ({ test_id: 31, may_edit: mayEdit, pages: ids.map(page), cuts: [], pictures: [] });

let pages: number[];
let mayEdit: boolean;
const sent: { type: string | null; bytes: number }[] = [];
const orders: number[][] = [];
const rotations: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  orders.length = 0;
});
recordObjectUrlsPerTest('page');

// the pages' images are fetched by address (a string), the calls as requests
stubFetchPerTest(async (input: Request | string) => {
  const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/examination-info/7') return json({ code: 200, msg: '成功', data: exam });
  if (path === '/v1/examination/test-paper-extend') return json({ code: 200, msg: '成功', data: paperOf(pages, mayEdit) });
  if (path === '/v1/pymt/test-paper-images' && request.method === 'POST') {
    sent.push({ type: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength });
    if (sent.length > 1) return json({ code: 400, msg: '只能上传 JPEG/PNG 图片或 PDF 文件', data: null }, 400);
    pages = [...pages, 3, 4];
    return json({ code: 200, msg: '已上传 2 页原卷', data: paperOf(pages) });
  }
  if (path === '/v1/examination/test-paper-extend/31' && request.method === 'PATCH') {
    const body = (await request.json()) as { page_ids: number[] };
    orders.push(body.page_ids);
    pages = body.page_ids;
    return json({ code: 200, msg: '原卷页面已保存', data: paperOf(pages) });
  }
  if (path === '/v1/pymt/oss-image-process') {
    rotations.push(await request.json());
    return json({ code: 200, msg: '页面已旋转', data: { ...paperOf(pages), pages: paperOf(pages).pages.map((p) => (p.id === 1 ? { ...p, width: 2339, height: 1653 } : p)) } });
  }
  if (path.startsWith('/v1/pymt/test-paper-images/')) return new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

const root = freshRootPerTest();
async function open(params = { examinationid: '7', testId: '31' }) {
  await root.renderScreen(<UploadOriginPage params={params} />);
  await waitUntil(() => !root.container.querySelector('.load-spin'));
  return root.container;
}
const pageTitles = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="original-page"] img')].map((img) => img.getAttribute('alt'));

async function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('uploading the printed original of a paper', () => {
  it('sends a chosen PDF as raw bytes and lists the pages the server made of it, with thumbnails', async () => {
    pages = [];
    mayEdit = true;
    const container = await open();
    expect(container.textContent).toContain('上传原卷 · 高一月考 · 数学');
    expect(container.querySelector('[data-testid="original-no-pages"]')).not.toBeNull();
    expect(container.querySelector<HTMLButtonElement>('[data-testid="original-go-cut"]')?.disabled).toBe(true);

    await choose(container, new File([new Uint8Array(120)], '数学原卷.pdf', { type: 'application/pdf' }));
    await waitUntil(() => pageTitles(container).length === 2);
    expect(sent).toEqual([{ type: 'application/octet-stream', bytes: 120 }]);
    expect(pageTitles(container)).toEqual(['原卷第 1 页', '原卷第 2 页']);
    expect(document.body.textContent).toContain('「数学原卷.pdf」已上传，原卷共 2 页');
    expect(container.querySelector<HTMLButtonElement>('[data-testid="original-go-cut"]')?.disabled).toBe(false);

    await choose(container, new File(['text'], '说明.txt', { type: 'text/plain' }));
    await waitUntil(() => document.body.textContent?.includes('只能上传 JPEG/PNG 图片或 PDF 文件') ?? false);
    expect(document.body.textContent).toContain('只能上传 JPEG/PNG 图片或 PDF 文件');
    expect(pageTitles(container)).toHaveLength(2);
  });

  it('turns a page taken sideways after asking', async () => {
    pages = [1, 2];
    mayEdit = true;
    const container = await open();
    await waitUntil(() => pageTitles(container).length === 2);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="original-rotate"]')!.click());
    await confirmPopover();
    await waitUntil(() => rotations.length === 1);
    expect(rotations).toEqual([{ page_id: 1, rotate: 90 }]);
    await waitUntil(() => container.textContent?.includes('2339 × 1653') ?? false);
    expect(container.querySelector('[data-testid="original-page"]')?.textContent).toContain('2339 × 1653');
  });

  it('moves a page down and deletes a page after asking', async () => {
    pages = [1, 2, 3];
    mayEdit = true;
    const container = await open();
    await waitUntil(() => pageTitles(container).length === 3);
    const cards = () => [...container.querySelectorAll('[data-testid="original-page"]')];
    const button = (card: Element, text: string) => [...card.querySelectorAll('button')].find((b) => b.textContent?.includes(text))!;
    await act(async () => button(cards()[0], '下移').click());
    await waitUntil(() => orders.length === 1);
    expect(orders).toEqual([[2, 1, 3]]);

    await act(async () => button(cards()[2], '删除').click());
    await confirmPopover();
    await waitUntil(() => orders.length === 2);
    expect(orders[1]).toEqual([2, 1]);
    await waitUntil(() => cards().length === 2);
    expect(cards()).toHaveLength(2);
  });

  it('shows a reader without the right the pages only, and refuses a bad address', async () => {
    pages = [1];
    mayEdit = false;
    const container = await open();
    expect(container.textContent).toContain('只有学校管理员可以上传原卷和切题');
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('删除');

    await open({ examinationid: 'x', testId: '31' });
    expect(root.container.textContent).toContain('地址中缺少考试或试卷');
    await open({ examinationid: '7', testId: '99' });
    expect(root.container.textContent).toContain('该试卷不在这场考试中');
  });
});
