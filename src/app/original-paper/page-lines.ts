/**
 * Where the text lines of an original page are, for the cut tool to settle a cut's edges into
 * the white gaps between them: the page image is drawn on a canvas and its rows read as grey
 * levels (src/domain/original-paper.ts finds the gaps). A browser without a 2-D canvas (or a
 * page that cannot be decoded) gives no gaps, and cuts then stay where they are released.
 */
import { lineGaps, snapToGap } from '../../domain/original-paper.ts';
import type { PageSlot } from '../../shapes/index.ts';

/**
 * How far (page pixels) an edge is pulled to a gap between lines: at the 200 dpi pages are
 * rendered at, a line of 12 pt text with its spacing is some 80 px, so an edge released anywhere
 * on a line finds the gap above or below it.
 */
const SNAP_REACH = 48;

export async function pageLineGaps(blob: Blob): Promise<number[]> {
  if (typeof createImageBitmap !== 'function') return [];
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const grey = new Uint8Array(bitmap.width * bitmap.height);
  for (let i = 0; i < grey.length; i++) grey[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
  bitmap.close();
  return lineGaps(grey, canvas.width, canvas.height);
}

/** The canvas height `y` settled into the nearest gap of the page it lies on, or left as it is. */
export function snapToLines(y: number, slots: readonly PageSlot[], gaps: readonly (readonly number[])[]): number {
  const index = slots.findIndex((slot) => y >= slot.top && y <= slot.top + slot.height);
  if (index < 0 || !gaps[index]?.length) return y;
  const top = slots[index].top;
  return top + snapToGap(y - top, gaps[index], SNAP_REACH);
}
