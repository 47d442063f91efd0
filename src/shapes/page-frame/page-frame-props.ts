import { T, type RecordProps, type TLShape } from 'tldraw';
import type { LayoutElement } from '../../domain/answer-card/index.ts';
import { layoutElementValidator, mmRectValidator, type MmRect } from '../layout-block/card-drawing.tsx';

/** The shape type of one page of the answer card in design. */
export const PAGE_FRAME_TYPE = 'page-frame';

/**
 * Props of a page frame, all in paper millimetres (drawn at CANVAS_UNITS_PER_MM): the page
 * size, the box inside the margins, the columns, the page header and footer bands and the
 * sealing strip of a secret card, with what those bands print.
 */
export interface PageFrameProps {
  pageIndex: number;
  wMm: number;
  hMm: number;
  content: MmRect;
  columns: MmRect[];
  pageHeader: MmRect;
  pageFooter: MmRect;
  secretStrip: MmRect | null;
  /** anchors, band texts and codes in page coordinates */
  elements: LayoutElement[];
}

declare module 'tldraw' {
  export interface TLGlobalShapePropsMap {
    [PAGE_FRAME_TYPE]: PageFrameProps;
  }
}

export type PageFrameShape = TLShape<typeof PAGE_FRAME_TYPE>;

export const pageFrameProps: RecordProps<PageFrameShape> = {
  pageIndex: T.positiveInteger,
  wMm: T.nonZeroNumber,
  hMm: T.nonZeroNumber,
  content: mmRectValidator,
  columns: T.arrayOf(mmRectValidator),
  pageHeader: mmRectValidator,
  pageFooter: mmRectValidator,
  secretStrip: mmRectValidator.nullable(),
  elements: T.arrayOf(layoutElementValidator),
};
