import { T, type TLShape } from 'tldraw';
import { boxSizeProps } from '../box-size-props.ts';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of one rectangle of a question group's division on the division canvas. */
export const DIVISION_RECT_TYPE = 'division-rect';

/** A region of the group (cut from the sheet for its markers) or one blank's rectangle in it. */
export const DIVISION_RECT_KINDS = ['region', 'blank'] as const;
export type DivisionRectKind = (typeof DIVISION_RECT_KINDS)[number];

/**
 * Props of a division rectangle. Its place and size on the canvas are the admin's to draw, move
 * and resize; what they mean in template pixels is read by the division screen
 * (src/domain/division-geometry.ts).
 */
export const divisionRectProps = {
  ...boxSizeProps,
  /** the question group (partition) it belongs to */
  groupId: T.positiveInteger,
  kind: T.literalEnum(...DIVISION_RECT_KINDS),
  /** which of the group's rectangles: a region's index from 0, or a blank's `show_order:key` */
  slot: T.string,
  /** what the rectangle shows as its name, e.g. "17 区域 1" */
  label: T.string,
  /** whether it belongs to the group being edited: only those move and resize */
  active: T.boolean,
};

export type DivisionRectProps = PropsOf<typeof divisionRectProps>;
export type DivisionRectShape = TLShape<typeof DIVISION_RECT_TYPE>;
