import { createShapeId, type Editor, type TLShapeId } from 'tldraw';
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
  const ids = marks.map(() => createShapeId());
  if (marks.length === 0) return ids;
  editor.run(
    () => {
      editor.createShapes<ScoreMarkShape>(
        marks.map((mark, i) => {
          const fontSize = mark.fontSize ?? DEFAULT_MARK_FONT_SIZE;
          return { id: ids[i], type: SCORE_MARK_TYPE, ...scoreMarkOrigin(mark, mark.score, fontSize), props: { score: mark.score, fontSize, blank: mark.blank } };
        }),
      );
    },
    { history: 'ignore' },
  );
  return ids;
}

export function removeScoreMarks(editor: Editor): void {
  const ids = getScoreMarks(editor).map((mark) => mark.id);
  if (ids.length === 0) return;
  editor.run(() => editor.deleteShapes(ids), { history: 'ignore' });
}
