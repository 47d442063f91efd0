import type { TLShapeId } from 'tldraw';
import { DIVISION_RECT_TYPE, type DivisionRectShape } from '../../../shapes/division-rect/division-rect-props.ts';
import { divisionRectId, getDivisionRects } from '../../../shapes/division-rect/place-division.ts';
import { divisionDrawTarget } from '../division-draw-target.ts';
import { BoxDrawing, type PressInfo } from '../../box-press.ts';

/**
 * The box follows the pointer. A blank already placed is drawn again in place of its old box;
 * Escape puts that back (or takes a new box away).
 */
export class Drawing extends BoxDrawing<DivisionRectShape> {
  static override id = 'drawing';
  protected readonly boxType = DIVISION_RECT_TYPE;
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
    const { x, y, w, h } = this.currentBox();
    const props = { w, h, groupId: target.groupId, kind: target.kind, slot, label: target.label(slot), active: true };
    if (this.before) this.editor.updateShape({ id, type: DIVISION_RECT_TYPE, x, y, props });
    else this.editor.createShape({ id, type: DIVISION_RECT_TYPE, x, y, props });
  }

  protected override takeBack(id: TLShapeId) {
    if (this.before) this.editor.updateShape(this.before);
    else super.takeBack(id);
  }

  override onExit() {
    super.onExit();
    this.before = undefined;
  }
}
