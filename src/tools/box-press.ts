import { StateNode, type VecLike } from 'tldraw';

/**
 * What the tools that draw a box by pressing and dragging share (division-draw, question-cut):
 * the pressing state, which becomes a drag once the pointer travels far enough, and the box
 * between the pressed corner and the pointer.
 */

/** How far (canvas units) the pointer must travel before a press becomes a box: a click draws nothing. */
const DRAW_START_DISTANCE = 4;

export interface PressInfo {
  /** where the page was pressed */
  start: VecLike;
}

/** The box from the pressed corner to the pointer, kept at least one unit wide and high. */
export function boxBetween(a: VecLike, b: VecLike) {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.max(1, Math.abs(a.x - b.x)), h: Math.max(1, Math.abs(a.y - b.y)) };
}

/** The page is pressed; it becomes the tool's drag state (`dragState`) once the pointer travels far enough. */
export abstract class BoxPressPointing extends StateNode {
  static override id = 'pointing';
  protected abstract readonly dragState: string;
  private press: PressInfo | undefined;

  override onEnter(info: PressInfo) {
    this.press = info;
  }

  override onPointerMove() {
    const point = this.editor.inputs.getCurrentPagePoint();
    if (!this.press || Math.hypot(point.x - this.press.start.x, point.y - this.press.start.y) < DRAW_START_DISTANCE) return;
    this.parent.transition(this.dragState, this.press);
  }

  override onPointerUp() {
    this.parent.transition('idle');
  }

  override onCancel() {
    this.parent.transition('idle');
  }
}
