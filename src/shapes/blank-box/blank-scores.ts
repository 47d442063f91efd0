/**
 * The scores on a paper, read from its shapes: a blank's score is the score set on its box, or
 * what the score marks written for it add up to. Nothing else keeps a score, so the paper, the
 * score column and the submission can never disagree.
 */
import type { Editor, TLShape, VecLike } from 'tldraw';
import { blankId, markTextValue, scoreFromMarks } from '../../domain/score-entry.ts';
import { getScoreMarks } from '../score-mark/score-marks.ts';
import type { ScoreMarkShape } from '../score-mark/score-mark-props.ts';
import { BLANK_BOX_TYPE, type BlankBoxShape } from './blank-box-props.ts';

/** The instance meta field naming the blank the marker is on. */
const ACTIVE_BLANK_META = 'activeBlank';

export function isBlankBox(shape: TLShape | undefined): shape is BlankBoxShape {
  return shape?.type === BLANK_BOX_TYPE;
}

export function blankIdOfBox(box: BlankBoxShape): string {
  return blankId(box.props.showOrder, box.props.key);
}

function numeric(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/** The blank boxes of the page in question order (show order, then blank key). */
export function getBlankBoxes(editor: Editor): BlankBoxShape[] {
  return editor
    .getCurrentPageShapes()
    .filter(isBlankBox)
    .sort(
      (a, b) =>
        numeric(a.props.showOrder) - numeric(b.props.showOrder) ||
        numeric(a.props.key) - numeric(b.props.key) ||
        a.props.key.localeCompare(b.props.key),
    );
}

export function getBlankBox(editor: Editor, id: string): BlankBoxShape | undefined {
  return getBlankBoxes(editor).find((box) => blankIdOfBox(box) === id);
}

/** The blank box under a page point, the smallest when boxes overlap. */
export function findBlankBoxAt(editor: Editor, point: VecLike): BlankBoxShape | undefined {
  let found: BlankBoxShape | undefined;
  for (const box of getBlankBoxes(editor)) {
    if (!editor.isPointInShape(box, point, { hitInside: true })) continue;
    if (!found || box.props.w * box.props.h < found.props.w * found.props.h) found = box;
  }
  return found;
}

/** The signed values of the marks written for each blank. */
export function markValuesByBlank(editor: Editor): Map<string, number[]> {
  return markValuesOf(getScoreMarks(editor));
}

function markValuesOf(marks: readonly ScoreMarkShape[]): Map<string, number[]> {
  const byBlank = new Map<string, number[]>();
  for (const mark of marks) {
    const value = markTextValue(mark.props.score);
    if (Number.isNaN(value)) continue;
    const values = byBlank.get(mark.props.blank) ?? [];
    values.push(value);
    byBlank.set(mark.props.blank, values);
  }
  return byBlank;
}

/** Every blank's score (undefined while unscored), in question order. */
export function blankScores(editor: Editor): Map<string, number | undefined> {
  return scoresOfShapes(getBlankBoxes(editor), getScoreMarks(editor));
}

/**
 * Every blank's score from shapes already read (the boxes in question order and the marks), for
 * a caller that reads the page once and works several things out of the same shapes.
 */
export function scoresOfShapes(boxes: readonly BlankBoxShape[], scoreMarks: readonly ScoreMarkShape[]): Map<string, number | undefined> {
  const marks = markValuesOf(scoreMarks);
  const scores = new Map<string, number | undefined>();
  for (const box of boxes) {
    const id = blankIdOfBox(box);
    scores.set(id, scoreFromMarks(marks.get(id) ?? [], box.props.fullMark) ?? box.props.score ?? undefined);
  }
  return scores;
}

export function getActiveBlank(editor: Editor): string | undefined {
  const value = editor.getInstanceState().meta[ACTIVE_BLANK_META];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Moves the marker to a blank; not an edit of the paper, so it stays out of the undo history. */
export function setActiveBlank(editor: Editor, id: string | undefined): void {
  const meta = editor.getInstanceState().meta;
  if ((meta[ACTIVE_BLANK_META] ?? '') === (id ?? '')) return;
  editor.updateInstanceState({ meta: { ...meta, [ACTIVE_BLANK_META]: id ?? '' } }, { history: 'ignore' });
}

/**
 * Sets a blank's score directly; the blank's marks go, since a set score replaces what they
 * added up to. One undo step.
 */
export function setBlankScore(editor: Editor, id: string, score: number | null): void {
  const box = getBlankBox(editor, id);
  if (!box) return;
  const marks = getScoreMarks(editor).filter((mark) => mark.props.blank === id);
  editor.markHistoryStoppingPoint('set blank score');
  editor.run(
    () => {
      if (marks.length > 0) editor.deleteShapes(marks.map((mark) => mark.id));
      editor.updateShape<BlankBoxShape>({ id: box.id, type: BLANK_BOX_TYPE, props: { score } });
    },
    { ignoreShapeLock: true },
  );
}
