// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { PaperResources } from './PaperResources.tsx';

const PDF = {
  id: 5,
  test_id: 9,
  name: '数学试卷.pdf',
  media_type: 'application/pdf',
  size: 3 * 1024 * 1024,
  uploaded_by: 2,
  uploader_name: '李老师',
  created_time: '2026-11-25T01:00:00.000Z',
  url: '/v1/examination/test-resource/5/file',
};

const root = freshRootPerTest();
let mayUpload: boolean;
const uploads: { name: string | null; type: string | null; bytes: number }[] = [];

beforeEach(() => {
  uploads.length = 0;
});

stubFetchPerTest(async (request) => {
  const url = new URL(request.url);
  if (url.pathname !== '/v1/examination/test-resource') return json({ code: 404, msg: '资源不存在', data: null }, 404);
  if (request.method === 'GET') return json({ code: 200, msg: '成功', data: { test_id: 9, may_upload: mayUpload, result: [PDF] } });
  uploads.push({ name: url.searchParams.get('name'), type: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength });
  return json({ code: 400, msg: '文件「答案.txt」不是支持的类型（PDF、Word、PNG/JPEG 图片、MP3/WAV 音频）', data: null }, 400);
});

async function open() {
  await root.renderScreen(<PaperResources testId={9} />);
  const container = root.container;
  await waitUntil(() => container.textContent?.includes('数学试卷.pdf') ?? false);
  return container;
}

describe("a paper's attached files on the question editor", () => {
  it('lists a file with its type, size and uploader, and sends a chosen file as raw bytes, showing the refusal by name', async () => {
    mayUpload = true;
    const container = await open();
    expect(container.textContent).toContain('PDF');
    expect(container.textContent).toContain('3.0 MB');
    expect(container.textContent).toContain('李老师');
    expect(container.textContent).toContain('删除');

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['plain text'], '答案.txt', { type: 'text/plain' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitUntil(() => document.body.textContent?.includes('不是支持的类型') ?? false);
    expect(uploads).toEqual([{ name: '答案.txt', type: 'application/octet-stream', bytes: 10 }]);
    expect(document.body.textContent).toContain('文件「答案.txt」不是支持的类型');
  });

  it('offers a reader who may not attach files neither upload nor removal', async () => {
    mayUpload = false;
    const container = await open();
    expect(container.textContent).toContain('下载');
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(container.textContent).not.toContain('删除');
  });
});
