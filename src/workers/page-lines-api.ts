/**
 * What the page-lines worker offers: the white gaps between the text lines of an original page
 * (src/domain/original-paper.ts), read from the page image's grey levels. Decoding a 200 dpi page
 * and reading its four million pixels takes tens of milliseconds; a paper of forty pages would
 * hold the cutting screen for seconds on the main thread.
 */
import { lineGaps } from '../domain/original-paper.ts';

export interface PageLinesApi {
  /** the middles of the gaps between the page's text lines, in its pixel rows; empty when it cannot be read */
  lineGaps(image: Blob): Promise<number[]>;
}

type Context2d = Pick<CanvasRenderingContext2D, 'drawImage' | 'getImageData'>;

/** A 2-D context of the image's size: an OffscreenCanvas where there is one (workers), else a canvas element. */
function contextOf(width: number, height: number): Context2d | null {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true });
}

export function createPageLinesApi(): PageLinesApi {
  return {
    async lineGaps(image) {
      if (typeof createImageBitmap !== 'function') return [];
      const bitmap = await createImageBitmap(image);
      const { width, height } = bitmap;
      const context = contextOf(width, height);
      if (!context) return [];
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      const { data } = context.getImageData(0, 0, width, height);
      const grey = new Uint8Array(width * height);
      for (let i = 0; i < grey.length; i++) grey[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
      return lineGaps(grey, width, height);
    },
  };
}
