import type { Editor, TLShapeId } from 'tldraw';
import { createPaperShapes, removePaperShapes } from '../paper-shapes.ts';
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
  return createPaperShapes<BlankBoxShape, BlankBoxPlacement>(editor, boxes, ({ x, y, rotation, score, ...props }, id) => ({
    id,
    type: BLANK_BOX_TYPE,
    x,
    y,
    rotation: rotation ?? 0,
    isLocked: true,
    props: { ...props, score: score ?? null },
  }));
}

export function removeBlankBoxes(editor: Editor): void {
  removePaperShapes(editor, getBlankBoxes(editor));
}
