import { StateNode, type TLPointerEventInfo } from 'tldraw';
import { divisionDrawTarget } from '../division-draw-target.ts';
import type { PressInfo } from '../../box-press.ts';

/** Nothing pressed: a cross-hair while there is something to draw; a press starts a box. */
export class Idle extends StateNode {
  static override id = 'idle';

  override onEnter() {
    this.editor.setCursor({ type: divisionDrawTarget(this.editor) ? 'cross' : 'default', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0 || !divisionDrawTarget(this.editor)) return;
    const point = this.editor.inputs.getCurrentPagePoint();
    this.parent.transition('pointing', { start: { x: point.x, y: point.y } } satisfies PressInfo);
  }
}
