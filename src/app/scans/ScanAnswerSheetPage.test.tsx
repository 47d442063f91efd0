// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket.ts';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ScanAnswerSheetPage } from './ScanAnswerSheetPage.tsx';

const root = freshRootPerTest();
let recognised: number;
let sockets: FakeSocket[];
const statisticReads: string[] = [];

const batch = () => ({
  id: 4,
  test_id: 9,
  class_id: null,
  class_name: null,
  name: '第一批',
  created_at: '2026-11-25T01:00:00.000Z',
  creator_name: '管理员',
  files: 1,
  refused_files: 0,
  pages: 4,
  states: { queued: 4 - 2 * recognised, recognising: 0, recognised: 2 * recognised, exception: 0, ignored: 0 },
  exceptions: [],
});
const paper = () => ({ test_id: 9, subject_id: 1, name: '数学', sheets: recognised, partial: 0, not_scanned: 10 - recognised, absent_with_sheet: 0, pages: 4, waiting_pages: 4 - 2 * recognised, recognised_pages: 2 * recognised, exception_pages: 0, ignored_pages: 0, exceptions: [], batches: 1 });

beforeEach(() => {
  recognised = 1;
  sockets = [];
  statisticReads.length = 0;
});

stubFetchPerTest(async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/v1/scan/scan-batch') return json({ code: 200, msg: '成功', data: { test_id: 9, result: [batch()] } });
  if (pathname === '/v1/scan/scan-class') return json({ code: 200, msg: '成功', data: { test_id: 9, result: [] } });
  if (pathname === '/v1/scan/statistic-subject') {
    statisticReads.push(pathname);
    return json({ code: 200, msg: '成功', data: { examination_id: 3, students: 10, absent: 0, result: [paper()] } });
  }
  if (pathname === '/v1/scan/statistic-object') {
    statisticReads.push(pathname);
    return json({ code: 200, msg: '成功', data: { test_id: 9, sheets: recognised, result: [] } });
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

beforeEach(() => {
  // after the fetch stub: the screen's live push gets a socket the test drives
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});

describe('the scan screen of a paper', () => {
  it('shows the scan figures, offers online recognition into the current batch, and reads the figures again when recognition moves', async () => {
    await root.renderScreen(<ScanAnswerSheetPage params={{ examinationid: '3', testId: '9' }} />);
    const summary = () => root.container.querySelector('[data-testid="scan-subject-statistic"]')?.textContent ?? '';
    await waitUntil(() => summary().includes('已识别答题卡 1 份'));
    expect(summary()).toContain('待识别 2 页');
    expect(root.container.querySelector('[data-testid="scan-object-statistic"]')).not.toBeNull();
    expect(root.container.textContent).toContain('按已完整识别的 1 份答题卡统计');
    expect((root.container.querySelector('[data-testid="online-ocr-choose"]') as HTMLButtonElement).disabled).toBe(false);

    await waitUntil(() => sockets.length > 0);
    recognised = 2;
    await act(async () => {
      sockets[0].emit('open');
      sockets[0].emit('message', { data: JSON.stringify({ type: 'scan-progress', batch_id: 4, test_id: 9 }) });
    });
    await waitUntil(() => summary().includes('已识别答题卡 2 份'));
    expect(summary()).toContain('待识别 0 页');
    expect(root.container.textContent).toContain('按已完整识别的 2 份答题卡统计');
    expect(statisticReads.filter((read) => read === '/v1/scan/statistic-subject')).toHaveLength(2);
  });
});
