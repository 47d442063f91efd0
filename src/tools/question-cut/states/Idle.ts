import { StateNode, type TLPointerEventInfo } from 'tldraw';
import { questionCutTarget } from '../question-cut-target.ts';
import type { PressInfo } from '../../box-press.ts';

/** Nothing pressed: a cross-hair while a question is chosen; a press starts a cut. */
export class Idle extends StateNode {
  static override id = 'idle';

  override onEnter() {
    this.editor.setCursor({ type: questionCutTarget(this.editor) ? 'cross' : 'default', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0 || !questionCutTarget(this.editor)) return;
    const point = this.editor.inputs.getCurrentPagePoint();
    this.parent.transition('pointing', { start: { x: point.x, y: point.y } } satisfies PressInfo);
  }
}
