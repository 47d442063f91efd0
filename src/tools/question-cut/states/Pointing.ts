import { StateNode, type VecLike } from 'tldraw';

/** How far (canvas units) the pointer must travel before a press becomes a cut: a click cuts nothing. */
const CUT_START_DISTANCE = 4;

export interface PressInfo {
  /** where the page was pressed */
  start: VecLike;
}

/** A page is pressed; it becomes a cut once the pointer travels far enough. */
export class Pointing extends StateNode {
  static override id = 'pointing';
  private press: PressInfo | undefined;

  override onEnter(info: PressInfo) {
    this.press = info;
  }

  override onPointerMove() {
    const point = this.editor.inputs.getCurrentPagePoint();
    if (!this.press || Math.hypot(point.x - this.press.start.x, point.y - this.press.start.y) < CUT_START_DISTANCE) return;
    this.parent.transition('dragging', this.press);
  }

  override onPointerUp() {
    this.parent.transition('idle');
  }

  override onCancel() {
    this.parent.transition('idle');
  }
}
