// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { saveFileAs } from './save-file.ts';

const urls = recordObjectUrlsPerTest('file');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving a file the page holds', () => {
  it('clicks one download link under the file name, leaves no link behind, and gives the URL back a minute later', () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFileAs(new Blob(['%PDF-'], { type: 'application/pdf' }), '答题卡.pdf');
    expect(clicked).toEqual([{ href: 'blob:file-1', download: '答题卡.pdf' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    vi.advanceTimersByTime(59_999);
    expect(urls.revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(urls.revoked).toEqual(['blob:file-1']);
  });
});
