/**
 * Where things go on every page of a card: the content box inside the margins, the sealing
 * strip, the page header and footer bands, the columns between them and the four anchors.
 * Every page of a card has the same frame, so a section measured for one column fits any.
 */
import {
  ANCHOR_GAP_MM,
  ANCHOR_SIZE_MM,
  COLUMN_GAP_A3_MM,
  COLUMN_GAP_OTHER_MM,
  PAGE_FOOTER_HEIGHT_MM,
  PAGE_HEADER_HEIGHT_MM,
  PAGE_MARGIN_X_MM,
  PAGE_MARGIN_Y_MM,
  PAGE_SIZES_MM,
  SECRET_WIDTH_MM,
  roundMm,
} from './geometry.ts';
import type { PageConfig } from './model.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageFrame {
  pageWidth: number;
  pageHeight: number;
  /** the box inside the page margins */
  content: Rect;
  /** the sealing strip at the left of the content box, when the card is secret */
  secretStrip: Rect | null;
  pageHeader: Rect;
  pageFooter: Rect;
  columnCount: number;
  columnGap: number;
  columnWidth: number;
  /** left edge of each column */
  columnXs: number[];
  columnTop: number;
  columnBottom: number;
  /** filled squares at the content corners: top-left, top-right, bottom-left, bottom-right */
  anchors: Rect[];
}

export function pageFrame(config: Pick<PageConfig, 'pageSize' | 'blockCount' | 'isSecret'>): PageFrame {
  const size = PAGE_SIZES_MM[config.pageSize];
  const content: Rect = {
    x: PAGE_MARGIN_X_MM,
    y: PAGE_MARGIN_Y_MM,
    width: size.width - 2 * PAGE_MARGIN_X_MM,
    height: size.height - 2 * PAGE_MARGIN_Y_MM,
  };
  const secretStrip = config.isSecret ? { x: content.x, y: content.y, width: SECRET_WIDTH_MM, height: content.height } : null;
  const left = content.x + (secretStrip ? SECRET_WIDTH_MM : 0);
  const right = content.x + content.width;
  const columnGap = config.pageSize === 'A3' ? COLUMN_GAP_A3_MM : COLUMN_GAP_OTHER_MM;
  const columnCount = config.blockCount;
  const columnWidth = (right - left - (columnCount - 1) * columnGap) / columnCount;
  const columnXs = Array.from({ length: columnCount }, (_, i) => roundMm(left + i * (columnWidth + columnGap)));
  const bottom = content.y + content.height;
  const columnTop = content.y + PAGE_HEADER_HEIGHT_MM;
  const columnBottom = bottom - PAGE_FOOTER_HEIGHT_MM;
  const outset = ANCHOR_SIZE_MM + ANCHOR_GAP_MM;
  const anchorAt = (x: number, y: number): Rect => ({ x, y, width: ANCHOR_SIZE_MM, height: ANCHOR_SIZE_MM });
  return {
    pageWidth: size.width,
    pageHeight: size.height,
    content,
    secretStrip,
    pageHeader: { x: left, y: content.y, width: right - left, height: PAGE_HEADER_HEIGHT_MM },
    pageFooter: { x: left, y: columnBottom, width: right - left, height: PAGE_FOOTER_HEIGHT_MM },
    columnCount,
    columnGap,
    columnWidth: roundMm(columnWidth),
    columnXs,
    columnTop,
    columnBottom,
    anchors: [
      anchorAt(content.x - outset, content.y - outset),
      anchorAt(right + ANCHOR_GAP_MM, content.y - outset),
      anchorAt(content.x - outset, bottom + ANCHOR_GAP_MM),
      anchorAt(right + ANCHOR_GAP_MM, bottom + ANCHOR_GAP_MM),
    ],
  };
}
