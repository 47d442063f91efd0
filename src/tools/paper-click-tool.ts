import { StateNode, type Editor, type TLCursorType, type TLPointerEventInfo, type VecLike } from 'tldraw';

/**
 * A scoring tool of the student's paper: it shows its own cursor and acts on a click of the
 * primary button at the point of the page clicked. Other buttons are left to the screen (a right
 * click submits, spec 000 §4).
 */
export abstract class PaperClickTool extends StateNode {
  protected abstract readonly cursor: TLCursorType;

  /** What a primary click at `point` (page coordinates) does to the paper in `editor`. */
  protected abstract onPaperClick(editor: Editor, point: VecLike): void;

  override onEnter() {
    this.editor.setCursor({ type: this.cursor, rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0) return;
    this.onPaperClick(this.editor, this.editor.inputs.getCurrentPagePoint());
  }
}
