import { createShapeId, type TLShapeId } from 'tldraw';
import { QUESTION_CUT_TYPE, type QuestionCutShape } from '../../../shapes/question-cut/question-cut-props.ts';
import { questionCutTarget } from '../question-cut-target.ts';
import { BoxDrawing, type PressInfo } from '../../box-press.ts';

/** The new cut follows the pointer; released, its top and bottom settle into line gaps; Escape takes it away. */
export class Dragging extends BoxDrawing<QuestionCutShape> {
  static override id = 'dragging';
  protected readonly boxType = QUESTION_CUT_TYPE;

  override onEnter(info: PressInfo) {
    const target = questionCutTarget(this.editor);
    if (!target) return this.parent.transition('idle');
    this.start = info.start;
    this.shapeId = createShapeId();
    this.editor.markHistoryStoppingPoint('question-cut');
    const { x, y, w, h } = this.currentBox();
    this.editor.createShape({ id: this.shapeId, type: QUESTION_CUT_TYPE, x, y, props: { w, h, questionId: target.questionId, label: target.label } });
  }

  protected override settle(id: TLShapeId) {
    const snapY = questionCutTarget(this.editor)?.snapY;
    if (!snapY) return;
    const { x, y, w, h } = this.currentBox();
    const top = snapY(y);
    const bottom = snapY(y + h);
    // an edge that would close the cut stays where it was released
    if (bottom - top >= 1) this.editor.updateShape({ id, type: QUESTION_CUT_TYPE, x, y: top, props: { w, h: bottom - top } });
  }
}
