import { createShapeId, type Editor, type TLShapeId } from 'tldraw';
import { BLANK_BOX_TYPE, type BlankBoxProps, type BlankBoxShape } from './blank-box-props.ts';
import { getBlankBoxes } from './blank-scores.ts';

/** Where one blank goes on the canvas, in page units, and what it is. */
export interface BlankBoxPlacement extends Omit<BlankBoxProps, 'score'> {
  x: number;
  y: number;
  /** clockwise, in radians; 0 when absent */
  rotation?: number;
  score?: number | null;
}

/**
 * Puts the blanks of a student's paper on the page, locked (they are part of the paper, not
 * something to move) and above what is there. Like the scan, they stay out of the undo history.
 */
export function placeBlankBoxes(editor: Editor, boxes: readonly BlankBoxPlacement[]): TLShapeId[] {
  const ids = boxes.map(() => createShapeId());
  if (boxes.length === 0) return ids;
  editor.run(
    () => {
      editor.createShapes<BlankBoxShape>(
        boxes.map(({ x, y, rotation, score, ...props }, i) => ({
          id: ids[i],
          type: BLANK_BOX_TYPE,
          x,
          y,
          rotation: rotation ?? 0,
          isLocked: true,
          props: { ...props, score: score ?? null },
        })),
      );
    },
    { history: 'ignore' },
  );
  return ids;
}

export function removeBlankBoxes(editor: Editor): void {
  const ids = getBlankBoxes(editor).map((box) => box.id);
  if (ids.length === 0) return;
  editor.run(() => editor.deleteShapes(ids), { history: 'ignore', ignoreShapeLock: true });
}
