import { StateNode, createShapeId, type TLShapeId, type VecLike } from 'tldraw';
import { QUESTION_CUT_TYPE } from '../../../shapes/question-cut/question-cut-props.ts';
import { questionCutTarget } from '../question-cut-target.ts';
import { boxBetween, type PressInfo } from '../../box-press.ts';

/** The new cut follows the pointer; released, its top and bottom settle into line gaps; Escape takes it away. */
export class Dragging extends StateNode {
  static override id = 'dragging';
  private start: VecLike = { x: 0, y: 0 };
  private shapeId: TLShapeId | null = null;

  override onEnter(info: PressInfo) {
    const target = questionCutTarget(this.editor);
    if (!target) return this.parent.transition('idle');
    this.start = info.start;
    this.shapeId = createShapeId();
    this.editor.markHistoryStoppingPoint('question-cut');
    const { x, y, w, h } = boxBetween(this.start, this.editor.inputs.getCurrentPagePoint());
    this.editor.createShape({ id: this.shapeId, type: QUESTION_CUT_TYPE, x, y, props: { w, h, questionId: target.questionId, label: target.label } });
  }

  override onPointerMove() {
    if (!this.shapeId) return;
    const { x, y, w, h } = boxBetween(this.start, this.editor.inputs.getCurrentPagePoint());
    this.editor.updateShape({ id: this.shapeId, type: QUESTION_CUT_TYPE, x, y, props: { w, h } });
  }

  override onPointerUp() {
    if (this.shapeId) {
      const snapY = questionCutTarget(this.editor)?.snapY;
      const { x, y, w, h } = boxBetween(this.start, this.editor.inputs.getCurrentPagePoint());
      if (snapY) {
        const top = snapY(y);
        const bottom = snapY(y + h);
        // an edge that would close the cut stays where it was released
        if (bottom - top >= 1) this.editor.updateShape({ id: this.shapeId, type: QUESTION_CUT_TYPE, x, y: top, props: { w, h: bottom - top } });
      }
      this.editor.select(this.shapeId);
    }
    this.parent.transition('idle');
  }

  override onCancel() {
    if (this.shapeId) this.editor.deleteShape(this.shapeId);
    this.parent.transition('idle');
  }

  override onInterrupt() {
    this.onCancel();
  }

  override onExit() {
    this.shapeId = null;
  }
}
