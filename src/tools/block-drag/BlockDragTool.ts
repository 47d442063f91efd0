import { StateNode, type TLPointerEventInfo, type VecLike } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { getLayoutBlocks } from '../../shapes/layout-block/place-card-layout.ts';
import { LAYOUT_BLOCK_TYPE, type LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';
import { blockDragHandlers } from './block-drag-handlers.ts';
import { changesOrder, dropPosition, flowMarks, type FlowMark } from './drop-place.ts';

/** How far (canvas units) the pointer must travel before a press becomes a drag. */
const DRAG_START_DISTANCE = 4;
/** How close (mm) to a block's bottom edge a press grabs the edge instead of the block. */
const EDGE_GRAB_MM = 2.5;

interface EdgeDrag {
  sectionPosition: number;
  startY: number;
}

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
 * commits the move, Escape puts everything back. The bottom edge of a block whose section has
 * writing lines or rows is dragged to give it more or less room, line by line.
 */
export class BlockDragTool extends StateNode {
  static override id = 'block-drag';

  private drag: Drag | null = null;
  private edge: EdgeDrag | null = null;

  /** The resizable section whose last block's bottom edge is under the point, if any. */
  private edgeAt(point: VecLike): number | null {
    const { editor } = this;
    const handlers = blockDragHandlers(editor);
    if (!handlers?.resize || !handlers.resizable) return null;
    const blocks = getLayoutBlocks(editor).filter((block) => block.props.sectionPosition >= 0);
    for (const block of blocks) {
      const bottom = block.y + block.props.hMm * CANVAS_UNITS_PER_MM;
      const near = Math.abs(point.y - bottom) <= EDGE_GRAB_MM * CANVAS_UNITS_PER_MM;
      const over = point.x >= block.x && point.x <= block.x + block.props.wMm * CANVAS_UNITS_PER_MM;
      if (!near || !over) continue;
      const last = !blocks.some((other) => other.props.sectionPosition === block.props.sectionPosition && other.props.part > block.props.part);
      if (last && handlers.resizable(block.props.sectionPosition)) return block.props.sectionPosition;
    }
    return null;
  }

  override onEnter() {
    this.editor.setCursor({ type: 'default', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0) return;
    const { editor } = this;
    const point = editor.inputs.getCurrentPagePoint();
    const edge = this.edgeAt(point);
    if (edge !== null) {
      blockDragHandlers(editor)?.select(edge);
      this.edge = { sectionPosition: edge, startY: point.y };
      this.drag = null;
      return;
    }
    const block = blockAt(getLayoutBlocks(editor), point);
    blockDragHandlers(editor)?.select(block ? block.props.sectionPosition : null);
    this.drag = block ? { block, start: { x: point.x, y: point.y }, moved: false, marks: [], previewTo: null } : null;
  }

  override onPointerMove() {
    const { drag, edge, editor } = this;
    const point = editor.inputs.getCurrentPagePoint();
    if (edge) {
      blockDragHandlers(editor)?.resize?.(edge.sectionPosition, (point.y - edge.startY) / CANVAS_UNITS_PER_MM, false);
      return;
    }
    if (!drag) {
      // the bottom edge of a block that can grow says so
      editor.setCursor({ type: this.edgeAt(point) === null ? 'default' : 'ns-resize', rotation: 0 });
      return;
    }
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
    const { drag, edge, editor } = this;
    this.drag = null;
    this.edge = null;
    editor.setCursor({ type: 'default', rotation: 0 });
    if (edge) {
      const point = editor.inputs.getCurrentPagePoint();
      blockDragHandlers(editor)?.resize?.(edge.sectionPosition, (point.y - edge.startY) / CANVAS_UNITS_PER_MM, true);
      return;
    }
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
    const { drag, edge } = this;
    this.drag = null;
    this.edge = null;
    if (edge) blockDragHandlers(this.editor)?.resize?.(edge.sectionPosition, 0, false);
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
