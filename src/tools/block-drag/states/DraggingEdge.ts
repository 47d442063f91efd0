import { CANVAS_UNITS_PER_MM } from '../../../shapes/layout-block/card-drawing.tsx';
import { blockDragHandlers } from '../block-drag-handlers.ts';
import { HeldState } from './held-state.ts';

export interface EdgeDragInfo {
  /** the print position of the section whose last block's bottom edge is dragged */
  sectionPosition: number;
  /** where the edge was pressed, page units */
  startY: number;
}

/**
 * The bottom edge of a section with writing lines or rows is dragged: the designer shows the
 * section with that much more (or less) room while dragging and applies it on release; Escape
 * shows the card as it was.
 */
export class DraggingEdge extends HeldState<EdgeDragInfo> {
  static override id = 'dragging_edge';

  override onPointerMove() {
    this.resize(false);
  }

  override onPointerUp() {
    this.resize(true);
    this.parent.transition('idle');
  }

  override onCancel() {
    if (this.held) blockDragHandlers(this.editor)?.resize?.(this.held.sectionPosition, 0, false);
    super.onCancel();
  }

  private resize(commit: boolean): void {
    const { held: edge, editor } = this;
    if (!edge) return;
    const deltaMm = (editor.inputs.getCurrentPagePoint().y - edge.startY) / CANVAS_UNITS_PER_MM;
    blockDragHandlers(editor)?.resize?.(edge.sectionPosition, deltaMm, commit);
  }
}
