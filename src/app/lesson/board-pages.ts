/**
 * Moving the board's drawing with the question: what is on the board is filed under the
 * question left (in the lesson store) and the drawing of the question arrived at is put back,
 * shape for shape. Neither step is an undoable edit: undo never brings back another question's
 * strokes.
 */
import type { Editor, TLShape } from 'tldraw';
import { boardOf, saveBoard } from '../../state/lesson.ts';

/** The board's shapes as plain records, safe to keep after the editor is gone. */
export function captureBoard(editor: Editor): TLShape[] {
  return structuredClone(editor.getCurrentPageShapes()) as TLShape[];
}

/** Replaces what is on the board with `shapes`. */
export function showOnBoard(editor: Editor, shapes: readonly TLShape[]): void {
  editor.run(
    () => {
      const current = editor.getCurrentPageShapeIds();
      if (current.size > 0) editor.deleteShapes([...current]);
      if (shapes.length > 0) editor.store.put(structuredClone([...shapes]));
    },
    { history: 'ignore' },
  );
  editor.clearHistory();
}

/** Files the drawing of `from` and shows the drawing of `to`. */
export function switchBoardQuestion(editor: Editor, from: string | null, to: string): void {
  if (from !== null) saveBoard(from, captureBoard(editor));
  showOnBoard(editor, boardOf(to));
}
