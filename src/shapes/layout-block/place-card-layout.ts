import { createShapeId, type Editor, type TLShapeId } from 'tldraw';
import { pageElements, type CardLayout, type LayoutBlock, type LayoutPage } from '../../domain/answer-card/index.ts';
import { PAGE_FRAME_TYPE, type PageFrameShape } from '../page-frame/page-frame-props.ts';
import { CANVAS_UNITS_PER_MM, PAGE_GAP_MM } from './card-drawing.tsx';
import { LAYOUT_BLOCK_TYPE, type LayoutBlockShape } from './layout-block-props.ts';

/** Where page `pageIndex` starts on the canvas, in mm: pages sit side by side, left to right. */
export function pageOriginMm(layout: Pick<CardLayout, 'frame'>, pageIndex: number): number {
  return pageIndex * (layout.frame.pageWidth + PAGE_GAP_MM);
}

export function pageFrameId(pageIndex: number): TLShapeId {
  return createShapeId(`page-${pageIndex}`);
}

export function layoutBlockId(blockId: string): TLShapeId {
  return createShapeId(`block-${blockId}`);
}

/** The page's own print: anchors, bands, codes (the blocks are shapes of their own). */
function pageOwnElements(page: LayoutPage) {
  const own = pageElements({ ...page, header: null, questions: [] });
  return [...own, ...(page.qrCode ? [page.qrCode] : []), ...(page.pageCode ? [page.pageCode] : [])];
}

export function getLayoutBlocks(editor: Editor): LayoutBlockShape[] {
  return editor.getCurrentPageShapesSorted().filter((shape): shape is LayoutBlockShape => shape.type === LAYOUT_BLOCK_TYPE);
}

export function getPageFrames(editor: Editor): PageFrameShape[] {
  return editor.getCurrentPageShapesSorted().filter((shape): shape is PageFrameShape => shape.type === PAGE_FRAME_TYPE);
}

/**
 * Shows a card layout on the canvas: one locked page frame per page and one block shape per
 * laid-out block, at CANVAS_UNITS_PER_MM. Whatever showed the previous layout is replaced; the
 * blocks of the section at `highlightedPosition` are outlined. Not an undoable canvas change:
 * the designer's undo works on the card.
 */
export function showCardLayout(editor: Editor, layout: CardLayout, highlightedPosition: number | null = null): void {
  const s = CANVAS_UNITS_PER_MM;
  editor.run(
    () => {
      const old = [...getPageFrames(editor), ...getLayoutBlocks(editor)].map((shape) => shape.id);
      if (old.length > 0) editor.deleteShapes(old);
      editor.createShapes(
        layout.pages.map((page) => ({
          id: pageFrameId(page.pageIndex),
          type: PAGE_FRAME_TYPE,
          x: pageOriginMm(layout, page.pageIndex) * s,
          y: 0,
          isLocked: true,
          props: {
            pageIndex: page.pageIndex,
            wMm: page.width,
            hMm: page.height,
            content: layout.frame.content,
            columns: page.columns,
            pageHeader: { x: page.pageHeader.x, y: page.pageHeader.y, width: page.pageHeader.width, height: page.pageHeader.height },
            pageFooter: { x: page.pageFooter.x, y: page.pageFooter.y, width: page.pageFooter.width, height: page.pageFooter.height },
            secretStrip: page.secretStrip
              ? { x: page.secretStrip.x, y: page.secretStrip.y, width: page.secretStrip.width, height: page.secretStrip.height }
              : null,
            elements: pageOwnElements(page),
          },
        })),
      );
      editor.createShapes(layout.blocks.map((block) => blockShape(layout, block, highlightedPosition)));
    },
    { history: 'ignore', ignoreShapeLock: true },
  );
}

function blockShape(layout: CardLayout, block: LayoutBlock, highlightedPosition: number | null) {
  const s = CANVAS_UNITS_PER_MM;
  return {
    id: layoutBlockId(block.id),
    type: LAYOUT_BLOCK_TYPE,
    x: (pageOriginMm(layout, block.page) + block.x) * s,
    y: block.y * s,
    // the card header is not part of the section flow and stays where the layout puts it
    isLocked: block.sectionIndex < 0,
    props: {
      blockId: block.id,
      kind: block.kind,
      sectionPosition: block.sectionIndex,
      wMm: block.width,
      hMm: block.height,
      part: block.part,
      border: block.border ?? 'none',
      elements: block.elements,
      highlighted: highlightedPosition !== null && block.sectionIndex === highlightedPosition,
    },
  } as const;
}
