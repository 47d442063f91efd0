// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { useScanObjectUrl } from './use-scan-object-url.ts';

const root = freshRootPerTest();
const urls = recordObjectUrlsPerTest('scan');

function Shown({ url }: { url: string }) {
  const src = useScanObjectUrl(url);
  return <output>{src === undefined ? 'loading' : String(src)}</output>;
}

stubFetchPerTest((request) =>
  new URL(request.url).pathname === '/v1/files/scans/AAAA'
    ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })
    : jsonResponse({ code: 404, msg: '资源不存在', data: null }, 404),
);

const shown = async () => {
  await waitUntil(() => root.container.textContent !== 'loading');
  return root.container.textContent;
};

describe('a stored scan as an object URL', () => {
  it('shows a readable scan, nothing for one that cannot be read, and gives the URL back when it changes', async () => {
    await root.render(<Shown url="/v1/files/scans/AAAA" />);
    expect(await shown()).toBe('blob:scan-1');
    await root.render(<Shown url="/v1/files/scans/BBBB" />);
    expect(await shown()).toBe('null');
    expect(urls.made).toEqual(['blob:scan-1']);
    expect(urls.revoked).toEqual(['blob:scan-1']);
  });
});
