import { T, type RecordProps, type TLShape } from 'tldraw';
import type { LayoutElement } from '../../domain/answer-card/index.ts';
import { layoutElementValidator } from './card-drawing.tsx';

/** The shape type of one positioned block of a laid-out answer card. */
export const LAYOUT_BLOCK_TYPE = 'layout-block';

/**
 * Props of a layout block. Sizes are paper millimetres; the shape is drawn at
 * CANVAS_UNITS_PER_MM canvas units per millimetre. The block belongs to the section at
 * `sectionPosition` in the card's print order (-1 for the card header).
 */
export interface LayoutBlockProps {
  blockId: string;
  /** the section kind, or 'cardHeader' */
  kind: string;
  sectionPosition: number;
  wMm: number;
  hMm: number;
  /** 0 for the first part of a section split across columns or pages */
  part: number;
  border: 'solid' | 'dashed' | 'none';
  /** drawn contents relative to the block's top-left corner (mm) */
  elements: LayoutElement[];
  /** the selected section's blocks are outlined */
  highlighted: boolean;
}

declare module 'tldraw' {
  export interface TLGlobalShapePropsMap {
    [LAYOUT_BLOCK_TYPE]: LayoutBlockProps;
  }
}

export type LayoutBlockShape = TLShape<typeof LAYOUT_BLOCK_TYPE>;

export const layoutBlockProps: RecordProps<LayoutBlockShape> = {
  blockId: T.string,
  kind: T.string,
  sectionPosition: T.integer,
  wMm: T.nonZeroNumber,
  hMm: T.nonZeroNumber,
  part: T.positiveInteger,
  border: T.literalEnum('solid', 'dashed', 'none'),
  elements: T.arrayOf(layoutElementValidator),
  highlighted: T.boolean,
};
