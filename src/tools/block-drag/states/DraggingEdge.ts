import { StateNode } from 'tldraw';
import { CANVAS_UNITS_PER_MM } from '../../../shapes/layout-block/card-drawing.tsx';
import { blockDragHandlers } from '../block-drag-handlers.ts';

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
export class DraggingEdge extends StateNode {
  static override id = 'dragging_edge';

  private edge: EdgeDragInfo | undefined;

  override onEnter(info: EdgeDragInfo) {
    this.edge = info;
  }

  override onExit() {
    this.edge = undefined;
  }

  override onPointerMove() {
    this.resize(false);
  }

  override onPointerUp() {
    this.resize(true);
    this.parent.transition('idle');
  }

  override onCancel() {
    if (this.edge) blockDragHandlers(this.editor)?.resize?.(this.edge.sectionPosition, 0, false);
    this.parent.transition('idle');
  }

  override onInterrupt() {
    this.onCancel();
  }

  private resize(commit: boolean): void {
    const { edge, editor } = this;
    if (!edge) return;
    const deltaMm = (editor.inputs.getCurrentPagePoint().y - edge.startY) / CANVAS_UNITS_PER_MM;
    blockDragHandlers(editor)?.resize?.(edge.sectionPosition, deltaMm, commit);
  }
}
