// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { useScanObjectUrl } from './use-scan-object-url.ts';

const root = freshRootPerTest();
let made: string[];
let revoked: string[];

function Shown({ url }: { url: string }) {
  const src = useScanObjectUrl(url);
  return <output>{src === undefined ? 'loading' : String(src)}</output>;
}

beforeEach(() => {
  made = [];
  revoked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/v1/files/scans/AAAA'
        ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })
        : new Response(JSON.stringify({ code: 404, msg: '资源不存在', data: null }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made.push(`blob:scan-${made.length + 1}`);
    return made[made.length - 1];
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const shown = async () => {
  for (let i = 0; i < 50 && root.container.textContent === 'loading'; i++) await settle();
  return root.container.textContent;
};

describe('a stored scan as an object URL', () => {
  it('shows a readable scan, nothing for one that cannot be read, and gives the URL back when it changes', async () => {
    await root.render(<Shown url="/v1/files/scans/AAAA" />);
    expect(await shown()).toBe('blob:scan-1');
    await root.render(<Shown url="/v1/files/scans/BBBB" />);
    expect(await shown()).toBe('null');
    expect(made).toEqual(['blob:scan-1']);
    expect(revoked).toEqual(['blob:scan-1']);
  });
});
