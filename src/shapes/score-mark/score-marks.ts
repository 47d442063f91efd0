import type { Editor, TLShape, VecLike } from 'tldraw';
import { SCORE_MARK_TYPE, scoreMarkSize, type ScoreMarkShape } from './score-mark-props.ts';

export function isScoreMark(shape: TLShape | undefined): shape is ScoreMarkShape {
  return shape?.type === SCORE_MARK_TYPE;
}

/** The score marks on the current page, oldest first. */
export function getScoreMarks(editor: Editor): ScoreMarkShape[] {
  return editor.getCurrentPageShapesSorted().filter(isScoreMark);
}

/** The topmost score mark under a page point. */
export function findScoreMarkAt(editor: Editor, point: VecLike): ScoreMarkShape | undefined {
  const marks = getScoreMarks(editor);
  for (let i = marks.length - 1; i >= 0; i--) {
    if (editor.isPointInShape(marks[i], point, { hitInside: true })) return marks[i];
  }
  return undefined;
}

/** Where a mark's text is centred, in page units (the point the marker clicked). */
export function scoreMarkCentre(mark: ScoreMarkShape): { x: number; y: number } {
  const { w, h } = scoreMarkSize(mark.props.score, mark.props.fontSize);
  return { x: mark.x + w / 2, y: mark.y + h / 2 };
}

/** The top-left corner that centres a mark's text on `centre`. */
export function scoreMarkOrigin(centre: VecLike, score: string, fontSize: number): { x: number; y: number } {
  const { w, h } = scoreMarkSize(score, fontSize);
  return { x: centre.x - w / 2, y: centre.y - h / 2 };
}
