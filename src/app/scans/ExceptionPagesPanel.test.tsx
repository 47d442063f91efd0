// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPopover, jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ExceptionPagesPanel } from './ExceptionPagesPanel.tsx';

type Listed = Omit<typeof PAGE, 'duplicate_of'> & { duplicate_of: { student_id: number; name: string; exam_number: string; page_id: number; image_url: string } | null };

const PAGE = {
  page_id: 31,
  batch_id: 4,
  batch_name: '第一批',
  file_name: 'page-3.jpg',
  file_page: 0,
  exception_type: 3,
  card_page: 0,
  exam_number_read: '202400123',
  duplicate_of: null,
  error: null,
  matchable: true,
  image_url: '/v1/files/scans/AAAA',
  updated_at: '2026-11-25T01:00:00.000Z',
};

const root = freshRootPerTest();
let listed: Listed[];
const bodies: unknown[] = [];
const calls: string[] = [];

beforeEach(() => {
  listed = [PAGE];
  calls.length = 0;
  bodies.length = 0;
});

stubFetchPerTest(async (request) => {
  const { pathname } = new URL(request.url);
  calls.push(`${request.method} ${pathname}`);
  if (pathname === '/v1/scan/ocr-exception') {
    return json({ code: 200, msg: '成功', data: { test_id: 9, total: listed.length, types: listed.length ? [{ type: 3, count: 1 }] : [], result: listed } });
  }
  if (pathname === '/v1/scan/scan-batch') return json({ code: 200, msg: '成功', data: { test_id: 9, result: [] } });
  if (pathname === '/v1/examination/repeat-student-question/31') {
    bodies.push(await request.json());
    listed = [];
    const data = { page_id: 31, kept_page_id: 31, ignored_page_ids: [11, 12], student_id: 5, sheet_complete: true, resolved_by: '管理员', resolved_at: '2026-11-25T02:00:00.000Z' };
    return json({ code: 200, msg: '已选定计分的答题卡', data });
  }
  if (pathname === '/v1/scan/ignore-ocr-result') {
    // someone else matched the page meanwhile
    listed = [];
    return json({ code: 409, msg: '该页已被他人处理（已匹配学生或已忽略），请刷新列表', data: null }, 409);
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

/** Shows the panel of paper 9 and waits for the action `ready` of its first page. */
async function openPanel(ready: string): Promise<HTMLElement> {
  await root.renderScreen(<ExceptionPagesPanel testId={9} />);
  await waitUntil(() => root.container.querySelector(`[data-testid="${ready}"]`) !== null);
  return root.container;
}

const bodyHas = (text: string) => () => document.body.textContent?.includes(text) ?? false;

describe('the exception pages of a paper', () => {
  it('lists a page with what was read, and after a refused ignore shows the server message and reads the list again', async () => {
    const container = await openPanel('exception-ignore');
    expect(container.textContent).toContain('page-3.jpg 第 1 页');
    expect(container.textContent).toContain('识别考号：202400123');
    expect(container.querySelector('[data-testid="exception-match"]')).not.toBeNull();

    await act(async () => (container.querySelector('[data-testid="exception-ignore"]') as HTMLElement).click());
    await confirmPopover();
    await waitUntil(bodyHas('已被他人处理'));
    expect(document.body.textContent).toContain('该页已被他人处理');
    await waitUntil(() => container.querySelector('[data-testid="exception-ignore"]') === null);
    expect(container.querySelector('[data-testid="exception-ignore"]')).toBeNull();
    expect(calls.filter((call) => call === 'GET /v1/scan/ocr-exception').length).toBeGreaterThanOrEqual(2);
  });

  it('offers a page with a folded corner only to be marked checked, not ignored or marked absent', async () => {
    listed = [{ ...PAGE, exception_type: 10, matchable: false }];
    const container = await openPanel('exception-check');
    expect(container.querySelector('[data-testid="exception-check"]')?.textContent).toContain('已检查');
    expect(container.querySelector('[data-testid="exception-ignore"]')).toBeNull();
    expect(container.querySelector('[data-testid="exception-absent"]')).toBeNull();
    expect(container.querySelector('[data-testid="exception-match"]')).toBeNull();
  });

  it('offers a second sheet of a student the choice of the sheet that counts, and sends this page as the one kept', async () => {
    listed = [{ ...PAGE, exception_type: 5, duplicate_of: { student_id: 5, name: '张三', exam_number: '202400123', page_id: 11, image_url: '/v1/files/scans/BBBB' } }];
    const container = await openPanel('exception-keep-duplicate');
    expect(container.textContent).toContain('与 张三（202400123）的答题卡重复');
    // the current sheet's first page is shown beside, to compare both
    expect(container.querySelector('[aria-label="原答题卡首页"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="exception-keep-duplicate"]')?.textContent).toContain('以此页为准');
    expect(container.querySelector('[data-testid="exception-keep-current"]')?.textContent).toContain('保留原页');
    expect(container.querySelector('[data-testid="exception-ignore"]')).toBeNull();
    expect(container.querySelector('[data-testid="exception-match"]')).not.toBeNull();

    await act(async () => (container.querySelector('[data-testid="exception-keep-duplicate"]') as HTMLElement).click());
    await confirmPopover();
    await waitUntil(bodyHas('已以此页为准'));
    expect(calls).toContain('PATCH /v1/examination/repeat-student-question/31');
    expect(bodies).toEqual([{ keep: 'duplicate' }]);
    expect(document.body.textContent).toContain('已以此页为准，答题卡已进入阅卷');
    await waitUntil(() => container.querySelector('[data-testid="exception-keep-duplicate"]') === null);
    expect(container.querySelector('[data-testid="exception-keep-duplicate"]')).toBeNull();
  });
});
