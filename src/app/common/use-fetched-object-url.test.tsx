// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { settle, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { useFetchedObjectUrl } from './use-fetched-object-url.ts';

const root = freshRootPerTest();
const urls = recordObjectUrlsPerTest('picture');
let fetched: string[];
beforeEach(() => {
  fetched = [];
});

/** The picture of a key: a readable blob for keys starting with "ok", a failure for any other. */
function fetchPicture(key: string): Promise<Blob> {
  fetched.push(key);
  return key.startsWith('ok') ? Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff])])) : Promise.reject(new Error('资源不存在'));
}

function Shown({ pictureKey }: { pictureKey: string | null }) {
  const src = useFetchedObjectUrl(pictureKey, () => fetchPicture(pictureKey ?? ''));
  return <output>{src === undefined ? 'loading' : String(src)}</output>;
}

async function show(pictureKey: string | null): Promise<string | null> {
  await root.render(<Shown pictureKey={pictureKey} />);
  await waitUntil(() => root.container.textContent !== 'loading');
  return root.container.textContent;
}

describe('a fetched picture as an object URL', () => {
  it('fetches nothing and shows null while no picture is wanted', async () => {
    expect(await show(null)).toBe('null');
    await settle();
    expect(fetched).toEqual([]);
  });

  it('fetches once per key and gives each URL back when it is no longer shown', async () => {
    expect(await show('ok-1')).toBe('blob:picture-1');
    expect(await show('ok-1')).toBe('blob:picture-1');
    expect(fetched).toEqual(['ok-1']);
    expect(await show('ok-2')).toBe('blob:picture-2');
    expect(urls.revoked).toEqual(['blob:picture-1']);
    expect(await show('missing')).toBe('null');
    expect(await show(null)).toBe('null');
    expect(fetched).toEqual(['ok-1', 'ok-2', 'missing']);
    expect(urls.made).toEqual(['blob:picture-1', 'blob:picture-2']);
    expect(urls.revoked).toEqual(['blob:picture-1', 'blob:picture-2']);
  });
});
