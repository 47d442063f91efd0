import type { Editor, TLShapeId } from 'tldraw';
import { createPaperShapes, removePaperShapes } from '../paper-shapes.ts';
import { DEFAULT_MARK_FONT_SIZE, SCORE_MARK_TYPE, type ScoreMarkShape } from './score-mark-props.ts';
import { getScoreMarks, scoreMarkOrigin } from './score-marks.ts';

/** A stored score mark: centred on x/y (page units), for a blank. */
export interface ScoreMarkPlacement {
  x: number;
  y: number;
  score: string;
  blank: string;
  fontSize?: number;
}

/** Puts stored marks back on the paper (an earlier record opened again); not undoable. */
export function placeScoreMarks(editor: Editor, marks: readonly ScoreMarkPlacement[]): TLShapeId[] {
  return createPaperShapes<ScoreMarkShape, ScoreMarkPlacement>(editor, marks, (mark, id) => {
    const fontSize = mark.fontSize ?? DEFAULT_MARK_FONT_SIZE;
    return { id, type: SCORE_MARK_TYPE, ...scoreMarkOrigin(mark, mark.score, fontSize), props: { score: mark.score, fontSize, blank: mark.blank } };
  });
}

export function removeScoreMarks(editor: Editor): void {
  removePaperShapes(editor, getScoreMarks(editor));
}
