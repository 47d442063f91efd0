import { StateNode, type TLBaseBoxShape, type TLPointerEventInfo, type TLShapeId, type TLShapePartial, type VecLike } from 'tldraw';

/**
 * What the tools that draw a box by pressing and dragging share (division-draw, question-cut):
 * the idle state (a cross-hair while the screen chose something to draw), the pressing state,
 * which becomes a drag once the pointer travels far enough, the drawing state in which the box
 * follows the pointer, and the box between the pressed corner and the pointer.
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

/** Nothing pressed: a cross-hair while there is something to draw (`hasTarget`); a press starts a box. */
export abstract class BoxPressIdle extends StateNode {
  static override id = 'idle';
  protected abstract hasTarget(): boolean;

  override onEnter() {
    this.editor.setCursor({ type: this.hasTarget() ? 'cross' : 'default', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0 || !this.hasTarget()) return;
    const point = this.editor.inputs.getCurrentPagePoint();
    this.parent.transition('pointing', { start: { x: point.x, y: point.y } } satisfies PressInfo);
  }
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

/**
 * The box of shape type `boxType` follows the pointer from the pressed corner; releasing selects
 * it, Escape (or an interruption) takes it back with `takeBack`. A subclass starts the box in
 * onEnter (setting `start` and `shapeId`) and may settle it on release (`settle`).
 */
export abstract class BoxDrawing<S extends TLBaseBoxShape> extends StateNode {
  protected abstract readonly boxType: S['type'];
  protected start: VecLike = { x: 0, y: 0 };
  protected shapeId: TLShapeId | null = null;

  /** The box from the pressed corner to where the pointer is now. */
  protected currentBox() {
    return boxBetween(this.start, this.editor.inputs.getCurrentPagePoint());
  }

  /** Undoes the box drawn so far: by default it is deleted. */
  protected takeBack(id: TLShapeId) {
    this.editor.deleteShape(id);
  }

  /** What the released box becomes before it is selected: by default it stays as drawn. */
  protected settle(_id: TLShapeId) {}

  override onPointerMove() {
    if (!this.shapeId) return;
    const { x, y, w, h } = this.currentBox();
    this.editor.updateShape<S>({ id: this.shapeId, type: this.boxType, x, y, props: { w, h } } as TLShapePartial<S>);
  }

  override onPointerUp() {
    if (this.shapeId) {
      this.settle(this.shapeId);
      this.editor.select(this.shapeId);
    }
    this.parent.transition('idle');
  }

  override onCancel() {
    if (this.shapeId) this.takeBack(this.shapeId);
    this.parent.transition('idle');
  }

  override onInterrupt() {
    this.onCancel();
  }

  override onExit() {
    this.shapeId = null;
  }
}
