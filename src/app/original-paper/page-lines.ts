/**
 * Where a cut's edge settles on the stacked pages: into the nearest white gap between the text
 * lines of the page it lies on (found by the page-lines worker). A page without known gaps (a
 * browser without a 2-D canvas, a page that cannot be decoded) leaves edges where they are released.
 */
import { snapToGap } from '../../domain/original-paper.ts';
import type { PageSlot } from '../../shapes/index.ts';

/**
 * How far (page pixels) an edge is pulled to a gap between lines: at the 200 dpi pages are
 * rendered at, a line of 12 pt text with its spacing is some 80 px, so an edge released anywhere
 * on a line finds the gap above or below it.
 */
const SNAP_REACH = 48;

/** The canvas height `y` settled into the nearest gap of the page it lies on, or left as it is. */
export function snapToLines(y: number, slots: readonly PageSlot[], gaps: readonly (readonly number[])[]): number {
  const index = slots.findIndex((slot) => y >= slot.top && y <= slot.top + slot.height);
  if (index < 0 || !gaps[index]?.length) return y;
  const top = slots[index].top;
  return top + snapToGap(y - top, gaps[index], SNAP_REACH);
}
