import { T, type TLShape } from 'tldraw';
import { layoutElementValidator, mmRectValidator } from '../layout-block/card-drawing.tsx';
import type { PropsOf } from '../shape-props.ts';

/** The shape type of one page of the answer card in design. */
export const PAGE_FRAME_TYPE = 'page-frame';

/**
 * Props of a page frame, all in paper millimetres (drawn at CANVAS_UNITS_PER_MM): the page
 * size, the box inside the margins, the columns, the page header and footer bands and the
 * sealing strip of a secret card, with what those bands print.
 */
export const pageFrameProps = {
  pageIndex: T.positiveInteger,
  wMm: T.nonZeroNumber,
  hMm: T.nonZeroNumber,
  content: mmRectValidator,
  columns: T.arrayOf(mmRectValidator),
  pageHeader: mmRectValidator,
  pageFooter: mmRectValidator,
  secretStrip: mmRectValidator.nullable(),
  /** anchors, band texts and codes in page coordinates */
  elements: T.arrayOf(layoutElementValidator),
};

export type PageFrameProps = PropsOf<typeof pageFrameProps>;
export type PageFrameShape = TLShape<typeof PAGE_FRAME_TYPE>;
