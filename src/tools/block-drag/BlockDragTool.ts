import { StateNode, type TLPointerEventInfo, type VecLike } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { getLayoutBlocks } from '../../shapes/layout-block/place-card-layout.ts';
import { LAYOUT_BLOCK_TYPE, type LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';
import { blockDragHandlers } from './block-drag-handlers.ts';
import { dropPosition } from './drop-place.ts';

/** How far (canvas units) the pointer must travel before a press becomes a drag. */
const DRAG_START_DISTANCE = 4;

interface Drag {
  block: LayoutBlockShape;
  start: VecLike;
  moved: boolean;
}

function blockAt(blocks: readonly LayoutBlockShape[], point: VecLike): LayoutBlockShape | undefined {
  // the topmost block first
  return [...blocks]
    .reverse()
    .find(
      (block) =>
        block.props.sectionPosition >= 0 &&
        point.x >= block.x &&
        point.x <= block.x + block.props.wMm * CANVAS_UNITS_PER_MM &&
        point.y >= block.y &&
        point.y <= block.y + block.props.hMm * CANVAS_UNITS_PER_MM,
    );
}

/**
 * The designer's pointer (spec 002 §2): a click on a block selects its section; dragging a block
 * and dropping it moves its section to that place in the print flow, and the card reflows. While
 * dragging, the block follows the pointer; the other blocks reflow on the drop.
 */
export class BlockDragTool extends StateNode {
  static override id = 'block-drag';

  private drag: Drag | null = null;

  override onEnter() {
    this.editor.setCursor({ type: 'default', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0) return;
    const { editor } = this;
    const point = editor.inputs.getCurrentPagePoint();
    const block = blockAt(getLayoutBlocks(editor), point);
    blockDragHandlers(editor)?.select(block ? block.props.sectionPosition : null);
    this.drag = block ? { block, start: { x: point.x, y: point.y }, moved: false } : null;
  }

  override onPointerMove() {
    const { drag, editor } = this;
    if (!drag) return;
    const point = editor.inputs.getCurrentPagePoint();
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_START_DISTANCE) return;
    drag.moved = true;
    editor.setCursor({ type: 'grabbing', rotation: 0 });
    editor.run(
      () => editor.updateShape({ id: drag.block.id, type: LAYOUT_BLOCK_TYPE, x: drag.block.x + dx, y: drag.block.y + dy, opacity: 0.7 }),
      { history: 'ignore' },
    );
  }

  override onPointerUp() {
    const { drag, editor } = this;
    this.drag = null;
    editor.setCursor({ type: 'default', rotation: 0 });
    if (!drag?.moved) return;
    const point = editor.inputs.getCurrentPagePoint();
    const to = dropPosition(editor, drag.block, point);
    const handlers = blockDragHandlers(editor);
    // put the block back; the new layout (if the order changed) places it anew
    editor.run(() => editor.updateShape({ id: drag.block.id, type: LAYOUT_BLOCK_TYPE, x: drag.block.x, y: drag.block.y, opacity: 1 }), {
      history: 'ignore',
    });
    if (to !== null && to !== drag.block.props.sectionPosition && to !== drag.block.props.sectionPosition + 1) {
      handlers?.move(drag.block.props.sectionPosition, to);
    }
  }

  override onCancel() {
    const { drag, editor } = this;
    this.drag = null;
    if (drag) editor.run(() => editor.updateShape({ id: drag.block.id, type: LAYOUT_BLOCK_TYPE, x: drag.block.x, y: drag.block.y, opacity: 1 }), { history: 'ignore' });
  }
}
