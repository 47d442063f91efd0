import { StateNode, type TLPointerEventInfo } from 'tldraw';
import { blockDragHandlers } from '../block-drag-handlers.ts';
import { resizableEdgeAt, sectionBlockAt } from '../block-hits.ts';
import type { PointingInfo } from './Pointing.ts';
import type { EdgeDragInfo } from './DraggingEdge.ts';

/** Nothing pressed: the cursor tells a growable bottom edge from the rest; a press picks what it is on. */
export class Idle extends StateNode {
  static override id = 'idle';

  override onEnter() {
    this.editor.setCursor({ type: 'default', rotation: 0 });
  }

  override onPointerMove() {
    const point = this.editor.inputs.getCurrentPagePoint();
    this.editor.setCursor({ type: resizableEdgeAt(this.editor, point) === null ? 'default' : 'ns-resize', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0) return;
    const { editor } = this;
    const point = editor.inputs.getCurrentPagePoint();
    const handlers = blockDragHandlers(editor);
    const edge = resizableEdgeAt(editor, point);
    if (edge !== null) {
      handlers?.select(edge);
      this.parent.transition('dragging_edge', { sectionPosition: edge, startY: point.y } satisfies EdgeDragInfo);
      return;
    }
    const block = sectionBlockAt(editor, point);
    handlers?.select(block ? block.props.sectionPosition : null);
    if (block) this.parent.transition('pointing', { block, start: { x: point.x, y: point.y } } satisfies PointingInfo);
  }
}
