import { T, type TLShape } from 'tldraw';
import type { PropsOf } from '../shape-props.ts';
import { layoutElementValidator } from './card-drawing.tsx';

/** The shape type of one positioned block of a laid-out answer card. */
export const LAYOUT_BLOCK_TYPE = 'layout-block';

/**
 * Props of a layout block. Sizes are paper millimetres; the shape is drawn at
 * CANVAS_UNITS_PER_MM canvas units per millimetre. The block belongs to the section at
 * `sectionPosition` in the card's print order (-1 for the card header).
 */
export const layoutBlockProps = {
  blockId: T.string,
  /** the section kind, or 'cardHeader' */
  kind: T.string,
  sectionPosition: T.integer,
  wMm: T.nonZeroNumber,
  hMm: T.nonZeroNumber,
  /** 0 for the first part of a section split across columns or pages */
  part: T.positiveInteger,
  border: T.literalEnum('solid', 'dashed', 'none'),
  /** drawn contents relative to the block's top-left corner (mm) */
  elements: T.arrayOf(layoutElementValidator),
  /** the selected section's blocks are outlined */
  highlighted: T.boolean,
};

export type LayoutBlockProps = PropsOf<typeof layoutBlockProps>;
export type LayoutBlockShape = TLShape<typeof LAYOUT_BLOCK_TYPE>;
