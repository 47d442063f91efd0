// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { OnlineOcrPanel } from './OnlineOcrPanel.tsx';

const root = freshRootPerTest();
const sent: { batch: string | null; name: string | null; type: string | null; bytes: number }[] = [];
let recognised = 0;

const PAGE = {
  page_id: 41,
  batch_id: 4,
  test_id: 9,
  file_name: 'front.jpg',
  file_page: 0,
  state: 'recognised',
  exception_type: 0,
  card_page: 0,
  student: { student_id: 5, name: '张三', exam_number: '202400005' },
  exam_number_read: '202400005',
  objective: [
    { q_num: 1, status: 'answered', marked: ['C'], marginal: [] },
    { q_num: 2, status: 'review', marked: ['A'], marginal: ['C'] },
  ],
  error: null,
  attempts: 1,
  image_url: '/v1/files/scans/AAAA',
  updated_at: '2026-11-25T01:00:00.000Z',
};

beforeEach(() => {
  sent.length = 0;
  recognised = 0;
});

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  if (url.pathname !== '/v1/scan/online-ocr-upload') return json({ code: 404, msg: '资源不存在', data: null }, 404);
  sent.push({ batch: url.searchParams.get('batch_id'), name: url.searchParams.get('file_name'), type: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength });
  const file = { batch_id: 4, file_id: 12, file_name: 'front.jpg', duplicate: false, state: 'split', error: null, page_count: 1, queued_pages: 1, duplicate_pages: 0 };
  return json({ code: 200, msg: '已识别 1 页', data: { file, pages: [PAGE] } });
});

async function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file] });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('online recognition on the scan screen', () => {
  it('sends a chosen page as raw bytes into the current batch and shows what it was read as', async () => {
    await root.renderScreen(<OnlineOcrPanel batchId={4} onRecognised={() => recognised++} />);
    await choose(root.container, new File(['jpeg bytes'], 'front.jpg', { type: 'image/jpeg' }));
    await waitUntil(() => root.container.querySelector('[data-testid="online-ocr-page"]') !== null);
    expect(sent).toEqual([{ batch: '4', name: 'front.jpg', type: 'application/octet-stream', bytes: 10 }]);
    const page = root.container.querySelector('[data-testid="online-ocr-page"]')!;
    expect(page.textContent).toContain('已识别');
    expect(page.querySelector('[data-testid="online-ocr-student"]')?.textContent).toBe('张三（202400005）');
    expect(page.textContent).toContain('答题卡第 1 页');
    expect(page.textContent).toContain('1：C；2：A(C)');
    expect(recognised).toBe(1);
  });

  it('sends nothing without a batch, and refuses a file over 6 MB in place', async () => {
    await root.renderScreen(<OnlineOcrPanel batchId={null} onRecognised={() => recognised++} />);
    expect(root.container.textContent).toContain('请先新建或选择一个扫描批次');
    expect((root.container.querySelector('[data-testid="online-ocr-choose"]') as HTMLButtonElement).disabled).toBe(true);

    await root.renderScreen(<OnlineOcrPanel batchId={4} onRecognised={() => recognised++} />);
    const big = new File([new Uint8Array(6 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await choose(root.container, big);
    await waitUntil(() => document.body.textContent?.includes('文件“big.pdf”超过 6 MB') ?? false);
    expect(sent).toEqual([]);
    expect(recognised).toBe(0);
  });
});
