/**
 * The original's pages as object URLs the canvas can show (the images answer only to the
 * session's token), and the text-line gaps of each once the page-lines worker has read them. Undefined while they load; a
 * page that cannot be fetched gets an empty address (the canvas shows it as failed). The URLs
 * are given back when the pages change or the screen closes.
 */
import { useEffect, useState } from 'react';
import { fetchProtectedImage } from '../analysis/common/protected-image.ts';
import type { OriginalPaper } from './original-paper-calls.ts';
import { createPageLinesClient } from '../../workers/page-lines-client.ts';

export interface PageImages {
  urls: string[];
  /** per page, the middles of the gaps between its text lines (empty until read) */
  gaps: number[][];
}

export function usePageImages(pages: OriginalPaper['pages']): PageImages | undefined {
  const key = pages.map((page) => page.url).join(',');
  const [images, setImages] = useState<{ key: string; value: PageImages }>();
  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const made: string[] = [];
    const lines = createPageLinesClient();
    const addresses = key === '' ? [] : key.split(',');
    void Promise.all(addresses.map((url) => fetchProtectedImage(url, controller.signal).catch(() => null))).then(async (blobs) => {
      if (!live) return;
      const urls = blobs.map((blob) => {
        if (!blob) return '';
        const url = URL.createObjectURL(blob);
        made.push(url);
        return url;
      });
      setImages({ key, value: { urls, gaps: [] } });
      const gaps = await Promise.all(blobs.map((blob) => (blob ? lines.lineGaps(blob).catch(() => []) : Promise.resolve([]))));
      if (live) setImages({ key, value: { urls, gaps } });
    });
    return () => {
      live = false;
      lines.dispose();
      controller.abort();
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key]);
  return images?.key === key ? images.value : undefined;
}
