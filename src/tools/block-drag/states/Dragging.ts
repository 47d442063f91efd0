import { LAYOUT_BLOCK_TYPE } from '../../../shapes/layout-block/layout-block-props.ts';
import { blockDragHandlers } from '../block-drag-handlers.ts';
import { changesOrder, dropPosition, flowMarks, type FlowMark } from '../drop-place.ts';
import { HeldState } from './held-state.ts';
import type { PointingInfo } from './Pointing.ts';

interface Drag extends PointingInfo {
  /** the other blocks' flow places when the drag began */
  marks: FlowMark[];
  /** the move the canvas previews now (null: none) */
  previewTo: number | null;
}

/**
 * A block follows the pointer and the other blocks reflow around the place it would go; the
 * drop commits the move, Escape (or a pinch taking over) puts everything back.
 */
export class Dragging extends HeldState<Drag> {
  static override id = 'dragging';

  override onEnter(info: PointingInfo) {
    super.onEnter({ ...info, marks: flowMarks(this.editor, info.block), previewTo: null });
    this.editor.setCursor({ type: 'grabbing', rotation: 0 });
    this.follow();
  }

  override onPointerMove() {
    this.follow();
  }

  override onPointerUp() {
    const { held: drag, editor } = this;
    if (drag) {
      const from = drag.block.props.sectionPosition;
      const to = dropPosition(editor, drag.block, editor.inputs.getCurrentPagePoint(), drag.marks);
      const handlers = blockDragHandlers(editor);
      this.putBack(drag);
      if (changesOrder(from, to)) handlers?.move(from, to);
      else if (drag.previewTo !== null) handlers?.preview?.(from, null);
    }
    this.parent.transition('idle');
  }

  override onCancel() {
    const drag = this.held;
    if (drag) {
      this.putBack(drag);
      if (drag.previewTo !== null) blockDragHandlers(this.editor)?.preview?.(drag.block.props.sectionPosition, null);
    }
    super.onCancel();
  }

  /** The block under the pointer, and the card previewed with the move the pointer points at. */
  private follow(): void {
    const { held: drag, editor } = this;
    if (!drag) return;
    const point = editor.inputs.getCurrentPagePoint();
    // live reflow: when the place the block would go changes, the others make room for it
    const from = drag.block.props.sectionPosition;
    const to = dropPosition(editor, drag.block, point, drag.marks);
    const previewTo = changesOrder(from, to) ? to : null;
    if (previewTo !== drag.previewTo) {
      drag.previewTo = previewTo;
      blockDragHandlers(editor)?.preview?.(from, previewTo);
    }
    const { block, start } = drag;
    if (editor.getShape(block.id)) {
      editor.run(
        () => editor.updateShape({ id: block.id, type: LAYOUT_BLOCK_TYPE, x: block.x + point.x - start.x, y: block.y + point.y - start.y, opacity: 0.7 }),
        { history: 'ignore' },
      );
    }
  }

  /** The dragged block back in its place; the next layout (if the order changed) places it anew. */
  private putBack({ block }: Drag): void {
    const { editor } = this;
    if (!editor.getShape(block.id)) return;
    editor.run(() => editor.updateShape({ id: block.id, type: LAYOUT_BLOCK_TYPE, x: block.x, y: block.y, opacity: 1 }), { history: 'ignore' });
  }
}
