import { StateNode, type TLShapeId, type VecLike } from 'tldraw';
import { DIVISION_RECT_TYPE, type DivisionRectShape } from '../../../shapes/division-rect/division-rect-props.ts';
import { divisionRectId, getDivisionRects } from '../../../shapes/division-rect/place-division.ts';
import { divisionDrawTarget } from '../division-draw-target.ts';
import { boxBetween, type PressInfo } from '../../box-press.ts';

/**
 * The box follows the pointer. A blank already placed is drawn again in place of its old box;
 * Escape puts that back (or takes a new box away).
 */
export class Drawing extends StateNode {
  static override id = 'drawing';
  private start: VecLike = { x: 0, y: 0 };
  private shapeId: TLShapeId | null = null;
  private before: DivisionRectShape | undefined;

  override onEnter(info: PressInfo) {
    const target = divisionDrawTarget(this.editor);
    if (!target) return this.parent.transition('idle');
    this.start = info.start;
    const slot = target.slot ?? String(getDivisionRects(this.editor).filter((r) => r.props.groupId === target.groupId && r.props.kind === 'region').length);
    const id = divisionRectId(target.groupId, target.kind, slot);
    this.shapeId = id;
    this.before = this.editor.getShape<DivisionRectShape>(id);
    this.editor.markHistoryStoppingPoint('division-draw');
    const point = this.editor.inputs.getCurrentPagePoint();
    const { x, y, w, h } = boxBetween(this.start, point);
    const props = { w, h, groupId: target.groupId, kind: target.kind, slot, label: target.label(slot), active: true };
    if (this.before) this.editor.updateShape({ id, type: DIVISION_RECT_TYPE, x, y, props });
    else this.editor.createShape({ id, type: DIVISION_RECT_TYPE, x, y, props });
  }

  override onPointerMove() {
    if (!this.shapeId) return;
    const { x, y, w, h } = boxBetween(this.start, this.editor.inputs.getCurrentPagePoint());
    this.editor.updateShape({ id: this.shapeId, type: DIVISION_RECT_TYPE, x, y, props: { w, h } });
  }

  override onPointerUp() {
    if (this.shapeId) this.editor.select(this.shapeId);
    this.parent.transition('idle');
  }

  override onCancel() {
    if (this.shapeId) {
      if (this.before) this.editor.updateShape(this.before);
      else this.editor.deleteShape(this.shapeId);
    }
    this.parent.transition('idle');
  }

  override onInterrupt() {
    this.onCancel();
  }

  override onExit() {
    this.shapeId = null;
    this.before = undefined;
  }
}
