/**
 * The Lesson board's eraser: while pressed it removes every stroke it passes over, within half
 * the eraser's width of the pointer. The width is the board's (twice the brush while erasing,
 * spec 001 §4), in screen pixels, so it erases the same on screen at any zoom.
 */
import { StateNode, type Editor, type TLShape } from 'tldraw';

export const BOARD_ERASER_TOOL_ID = 'board-eraser';

/** Width used before the board says otherwise: twice the default brush. */
const FALLBACK_WIDTH = 10;
const widths = new WeakMap<Editor, number>();

/** Sets the eraser width (screen px) of an editor's board. */
export function setBoardEraserWidth(editor: Editor, width: number): void {
  widths.set(editor, width);
}

export function boardEraserWidth(editor: Editor): number {
  return widths.get(editor) ?? FALLBACK_WIDTH;
}

/** What an eraser may remove: what was drawn on the board, never a locked paper under it. */
function isErasable(shape: TLShape): boolean {
  return shape.type === 'draw' && !shape.isLocked;
}

export class BoardEraserTool extends StateNode {
  static override id = BOARD_ERASER_TOOL_ID;

  private pressed = false;

  override onEnter() {
    this.editor.setCursor({ type: 'cross', rotation: 0 });
  }

  override onExit() {
    this.pressed = false;
  }

  override onPointerDown() {
    this.pressed = true;
    this.editor.markHistoryStoppingPoint('board-erase');
    this.eraseHere();
  }

  override onPointerMove() {
    if (this.pressed) this.eraseHere();
  }

  override onPointerUp() {
    this.pressed = false;
  }

  override onCancel() {
    this.pressed = false;
  }

  private eraseHere() {
    const editor = this.editor;
    const radius = boardEraserWidth(editor) / 2 / editor.getZoomLevel();
    const hits = editor.getShapesAtPoint(editor.inputs.getCurrentPagePoint(), { margin: radius, hitInside: false }).filter(isErasable);
    if (hits.length > 0) editor.deleteShapes(hits.map((shape) => shape.id));
  }
}
