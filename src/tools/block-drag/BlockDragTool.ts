import { StateNode, type TLPointerEventInfo, type VecLike } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { getLayoutBlocks } from '../../shapes/layout-block/place-card-layout.ts';
import { LAYOUT_BLOCK_TYPE, type LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';
import { blockDragHandlers } from './block-drag-handlers.ts';
import { changesOrder, dropPosition, flowMarks, type FlowMark } from './drop-place.ts';

/** How far (canvas units) the pointer must travel before a press becomes a drag. */
const DRAG_START_DISTANCE = 4;

interface Drag {
  block: LayoutBlockShape;
  start: VecLike;
  moved: boolean;
  /** the other blocks' flow places when the drag began */
  marks: FlowMark[];
  /** the move the canvas previews now (null: none) */
  previewTo: number | null;
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
 * and dropping it moves its section to that place in the print flow. While dragging, the block
 * follows the pointer and the other blocks reflow around the place it would go; the drop
 * commits the move, Escape puts everything back.
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
    this.drag = block ? { block, start: { x: point.x, y: point.y }, moved: false, marks: [], previewTo: null } : null;
  }

  override onPointerMove() {
    const { drag, editor } = this;
    if (!drag) return;
    const point = editor.inputs.getCurrentPagePoint();
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_START_DISTANCE) return;
    if (!drag.moved) drag.marks = flowMarks(editor, drag.block);
    drag.moved = true;
    editor.setCursor({ type: 'grabbing', rotation: 0 });
    // live reflow: when the place the block would go changes, the others make room for it
    const from = drag.block.props.sectionPosition;
    const to = dropPosition(editor, drag.block, point, drag.marks);
    const previewTo = changesOrder(from, to) ? to : null;
    if (previewTo !== drag.previewTo) {
      drag.previewTo = previewTo;
      blockDragHandlers(editor)?.preview?.(from, previewTo);
    }
    if (editor.getShape(drag.block.id)) {
      editor.run(
        () => editor.updateShape({ id: drag.block.id, type: LAYOUT_BLOCK_TYPE, x: drag.block.x + dx, y: drag.block.y + dy, opacity: 0.7 }),
        { history: 'ignore' },
      );
    }
  }

  override onPointerUp() {
    const { drag, editor } = this;
    this.drag = null;
    editor.setCursor({ type: 'default', rotation: 0 });
    if (!drag?.moved) return;
    const point = editor.inputs.getCurrentPagePoint();
    const from = drag.block.props.sectionPosition;
    const to = dropPosition(editor, drag.block, point, drag.marks);
    const handlers = blockDragHandlers(editor);
    this.putBack(drag);
    if (changesOrder(from, to)) handlers?.move(from, to);
    else if (drag.previewTo !== null) handlers?.preview?.(from, null);
  }

  override onCancel() {
    const { drag } = this;
    this.drag = null;
    if (!drag) return;
    this.putBack(drag);
    if (drag.previewTo !== null) blockDragHandlers(this.editor)?.preview?.(drag.block.props.sectionPosition, null);
  }

  /** The dragged block back in its place; the next layout (if the order changed) places it anew. */
  private putBack(drag: Drag): void {
    const { editor } = this;
    if (!editor.getShape(drag.block.id)) return;
    editor.run(() => editor.updateShape({ id: drag.block.id, type: LAYOUT_BLOCK_TYPE, x: drag.block.x, y: drag.block.y, opacity: 1 }), {
      history: 'ignore',
    });
  }
}
