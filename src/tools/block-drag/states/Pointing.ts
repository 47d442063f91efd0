import type { VecLike } from 'tldraw';
import type { LayoutBlockShape } from '../../../shapes/layout-block/layout-block-props.ts';
import { HeldState } from './held-state.ts';

/** How far (canvas units) the pointer must travel before a press becomes a drag. */
const DRAG_START_DISTANCE = 4;

export interface PointingInfo {
  /** the pressed block as it was when pressed */
  block: LayoutBlockShape;
  /** where it was pressed, on the page */
  start: VecLike;
}

/** A block is pressed and its section selected; it becomes a drag once the pointer travels far enough. */
export class Pointing extends HeldState<PointingInfo> {
  static override id = 'pointing';

  override onPointerMove() {
    const pressed = this.held;
    if (!pressed) return;
    const point = this.editor.inputs.getCurrentPagePoint();
    if (Math.hypot(point.x - pressed.start.x, point.y - pressed.start.y) < DRAG_START_DISTANCE) return;
    this.parent.transition('dragging', pressed);
  }

  override onPointerUp() {
    this.parent.transition('idle');
  }
}
