import type { Editor, VecLike } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { getLayoutBlocks } from '../../shapes/layout-block/place-card-layout.ts';
import type { LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';
import { blockDragHandlers } from './block-drag-handlers.ts';

/** How close (mm) to a block's bottom edge a press grabs the edge instead of the block. */
const EDGE_GRAB_MM = 2.5;

function isOverBlockColumn(block: LayoutBlockShape, point: VecLike): boolean {
  return point.x >= block.x && point.x <= block.x + block.props.wMm * CANVAS_UNITS_PER_MM;
}

/** The section block under a page point, the topmost first; the card header is never grabbed. */
export function sectionBlockAt(editor: Editor, point: VecLike): LayoutBlockShape | undefined {
  return [...getLayoutBlocks(editor)]
    .reverse()
    .find(
      (block) =>
        block.props.sectionPosition >= 0 &&
        isOverBlockColumn(block, point) &&
        point.y >= block.y &&
        point.y <= block.y + block.props.hMm * CANVAS_UNITS_PER_MM,
    );
}

/**
 * The print position of the section whose last block's bottom edge is under a page point, when
 * the designer lets that section grow or shrink (writing lines, rows); null otherwise.
 */
export function resizableEdgeAt(editor: Editor, point: VecLike): number | null {
  const handlers = blockDragHandlers(editor);
  if (!handlers?.resize || !handlers.resizable) return null;
  const blocks = getLayoutBlocks(editor).filter((block) => block.props.sectionPosition >= 0);
  for (const block of blocks) {
    const bottom = block.y + block.props.hMm * CANVAS_UNITS_PER_MM;
    const near = Math.abs(point.y - bottom) <= EDGE_GRAB_MM * CANVAS_UNITS_PER_MM;
    if (!near || !isOverBlockColumn(block, point)) continue;
    const last = !blocks.some((other) => other.props.sectionPosition === block.props.sectionPosition && other.props.part > block.props.part);
    if (last && handlers.resizable(block.props.sectionPosition)) return block.props.sectionPosition;
  }
  return null;
}
