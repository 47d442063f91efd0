// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { clickAndSettle, freshRootPerTest, typeInto } from '../../test/test-root.tsx';
import { PaperLibraryPage } from './PaperLibraryPage.tsx';

const root = freshRootPerTest();
const asked: URLSearchParams[] = [];

const FILE = {
  id: 5,
  test_id: 31,
  name: '期中数学原卷.pdf',
  media_type: 'application/pdf',
  size: 2_300_000,
  uploaded_by: 2,
  uploader_name: '教务处',
  created_time: '2026-11-20T02:30:00Z',
  url: '/v1/examination/test-resource/5/file',
  examination_id: 7,
  examination_name: '高一期中考试',
  examination_date: '2026-11-12',
  grade_id: 10,
  test_name: '高一数学',
  subject_id: 1,
  subject_name: '数学',
};

stubFetchPerTest((request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/examination/test-resource-library') {
    asked.push(url.searchParams);
    const keyword = url.searchParams.get('keyword');
    return json({ code: 200, msg: '', data: keyword && !FILE.name.includes(keyword) ? { total: 0, result: [] } : { total: 1, result: [FILE] } });
  }
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

const show = async () => {
  await root.renderScreen(<PaperLibraryPage />);
  await waitUntil(() => (root.container.querySelector('[data-testid="paper-library"]')?.textContent ?? '').includes('期中数学原卷.pdf'));
};

describe('校本试卷', () => {
  it("lists the school's paper files with their exam, paper, date, kind and size", async () => {
    await show();
    const table = root.container.querySelector('[data-testid="paper-library"]')!.textContent ?? '';
    for (const shown of ['高一期中考试', '高一数学（数学）', '2026-11-12', 'PDF', '2.2 MB', '教务处']) expect(table).toContain(shown);
    expect(root.container.textContent).toContain('共 1 个文件');
    expect(asked[0].get('page_size')).toBe('20');
  });

  it('searches by file name and says when nothing is found', async () => {
    await show();
    await typeInto(root.container.querySelector<HTMLInputElement>('[data-testid="paper-library-filter"] input')!, '英语');
    await clickAndSettle(root, '[data-testid="paper-library-filter"] button[type="submit"]', 50);
    await waitUntil(() => (root.container.textContent ?? '').includes('暂无可查看的试卷附件'));
    expect(asked.at(-1)?.get('keyword')).toBe('英语');
  });
});
