// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPopover, jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { stubXhrPerTest, type SentRequest } from '../../test/fake-xhr.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { UploadOriginPage } from './UploadOriginPage.tsx';

const test = { id: 31, subject_id: 1, subject_name: '数学', name: '数学', total_score: 20, correct_type: 1, question_count: 2, partition_count: 0 };
const exam = { id: 7, school_id: 1, name: '高一月考', status: 0, examination_type: 1, grade_id: 10, start_date: '2026-11-20', class_teacher_marking: false, class_ids: [1], tests: [test] };
const page = (id: number) => ({ id, width: 1653, height: 2339, url: `/v1/pymt/test-paper-images/${id}` });
const paperOf = (ids: number[], mayEdit = true) => ({ test_id: 31, may_edit: mayEdit, pages: ids.map(page), cuts: [], pictures: [] });

let pages: number[];
/** while set, an upload's answer waits for it */
let held: Promise<void> | undefined;
let mayEdit: boolean;
const sent: SentRequest[] = [];
const orders: number[][] = [];
const rotations: unknown[] = [];

beforeEach(() => {
  orders.length = 0;
  held = undefined;
});
recordObjectUrlsPerTest('page');

// the pages' images are fetched by address (a string), the calls as requests
stubFetchPerTest(async (input: Request | string) => {
  const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/examination-info/7') return json({ code: 200, msg: '成功', data: exam });
  if (path === '/v1/examination/test-paper-extend') return json({ code: 200, msg: '成功', data: paperOf(pages, mayEdit) });
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

// an upload goes as a multipart form by XMLHttpRequest: a PDF becomes two pages, an image one;
// a text file and an image over 8 MB are refused as the server refuses them
stubXhrPerTest(async (request) => {
  const file = (request.body as FormData).get('file') as File;
  if (held) await held;
  if (file.name.endsWith('.txt')) return { status: 400, body: { code: 400, msg: '只能上传 JPEG/PNG 图片或 PDF 文件', data: null } };
  if (file.size > 8 * 1024 * 1024) return { status: 413, body: { code: 413, msg: '上传的文件超过 8 MB，不能上传', data: null } };
  const next = Math.max(0, ...pages) + 1;
  pages = [...pages, ...(file.type === 'application/pdf' ? [next, next + 1] : [next])];
  return { status: 200, body: { code: 200, msg: '已上传', data: paperOf(pages) } };
}, sent);

const root = freshRootPerTest();
async function open(params = { examinationid: '7', testId: '31' }) {
  await root.renderScreen(<UploadOriginPage params={params} />);
  await waitUntil(() => !root.container.querySelector('.load-spin'));
  return root.container;
}
const pageTitles = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="original-page"] img')].map((img) => img.getAttribute('alt'));

async function choose(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('uploading the printed original of a paper', () => {
  it('sends a chosen PDF as a multipart form and lists the pages the server made of it, with thumbnails', async () => {
    pages = [];
    mayEdit = true;
    const container = await open();
    expect(container.textContent).toContain('上传原卷 · 高一月考 · 数学');
    expect(container.querySelector('[data-testid="original-no-pages"]')).not.toBeNull();
    expect(container.querySelector<HTMLButtonElement>('[data-testid="original-go-cut"]')?.disabled).toBe(true);

    const pdf = new File([new Uint8Array(120)], '数学原卷.pdf', { type: 'application/pdf' });
    await choose(container, pdf);
    await waitUntil(() => pageTitles(container).length === 2);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url).pathname).toBe('/v1/pymt/test-paper-images');
    expect(new URL(sent[0].url).searchParams.get('test_id')).toBe('31');
    // the browser writes the multipart type and its boundary for a FormData body: no type is set by hand
    expect(sent[0].headers['content-type']).toBeUndefined();
    const form = sent[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    const part = form.get('file') as File;
    expect([part.name, part.size, part.type]).toEqual(['数学原卷.pdf', 120, 'application/pdf']);
    expect(pageTitles(container)).toEqual(['原卷第 1 页', '原卷第 2 页']);
    expect(document.body.textContent).toContain('「数学原卷.pdf」已上传，原卷共 2 页');
    expect(container.querySelector('[data-testid="original-upload-file"]')?.textContent).toContain('已上传，原卷共 2 页');
    expect(container.querySelector<HTMLButtonElement>('[data-testid="original-go-cut"]')?.disabled).toBe(false);
  });

  it('sends several files one after another in the order chosen, each with its progress, and shows a refusal beside its file while the rest go up', async () => {
    pages = [];
    mayEdit = true;
    const container = await open();
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    const files = [
      new File([new Uint8Array(300)], '第1页.png', { type: 'image/png' }),
      new File(['说明'], '说明.txt', { type: 'text/plain' }),
      new File([new Uint8Array(500)], '第2-3页.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(8 * 1024 * 1024 + 1)], '大图.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(200)], '第4页.jpg', { type: 'image/jpeg' }),
    ];
    await choose(container, ...files);
    const rows = () => [...container.querySelectorAll<HTMLElement>('[data-testid="original-upload-file"]')];
    // the first file is sent whole and the server is still at it: the others wait their turn
    await waitUntil(() => rows()[0]?.textContent?.includes('已发送，正在处理…') ?? false);
    expect(rows().map((row) => row.dataset.state)).toEqual(['sending', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(rows()[0].querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
    expect(rows()[1].querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('0');
    expect(rows()[1].textContent).toContain('等待上传');
    expect(sent).toHaveLength(1);
    release();

    await waitUntil(() => rows().every((row) => row.dataset.state === 'done' || row.dataset.state === 'refused'));
    expect(sent.map((request) => ((request.body as FormData).get('file') as File).name)).toEqual(files.map((file) => file.name));
    expect(rows().map((row) => row.dataset.state)).toEqual(['done', 'refused', 'done', 'refused', 'done']);
    expect(rows()[1].querySelector('[data-testid="original-upload-reason"]')?.textContent).toBe('只能上传 JPEG/PNG 图片或 PDF 文件');
    expect(rows()[3].querySelector('[data-testid="original-upload-reason"]')?.textContent).toBe('上传的文件超过 8 MB，不能上传');
    expect(rows()[3].querySelector('.ant-progress-status-exception')).not.toBeNull();
    expect(rows()[0].querySelector('[data-testid="original-upload-reason"]')).toBeNull();
    expect(rows()[4].textContent).toContain('已上传，原卷共 4 页');
    await waitUntil(() => pageTitles(container).length === 4);
    expect(pageTitles(container)).toEqual(['原卷第 1 页', '原卷第 2 页', '原卷第 3 页', '原卷第 4 页']);
    expect(pages).toEqual([1, 2, 3, 4]);
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
