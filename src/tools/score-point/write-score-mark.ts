import { createShapeId, type Editor, type VecLike } from 'tldraw';
import { markText, scoreWithMark, type StepOutcome } from '../../domain/score-entry.ts';
import { blankIdOfBox, getBlankBox, markValuesByBlank, setActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { BLANK_BOX_TYPE, type BlankBoxShape } from '../../shapes/blank-box/blank-box-props.ts';
import { DEFAULT_MARK_FONT_SIZE, SCORE_MARK_TYPE, type ScoreMarkShape } from '../../shapes/score-mark/score-mark-props.ts';
import { getScoreMarks, scoreMarkOrigin } from '../../shapes/score-mark/score-marks.ts';
import { emitScoringEvent } from '../scoring-input.ts';

/** Marks written from the score column go down the right edge of the region, one line each. */
const COLUMN_MARK_INSET = { right: 42, top: 34, line: 34 } as const;

/**
 * Writes a score mark of `value` for a blank, centred on `centre` (page units) or, without one,
 * down the right edge of the blank's box. A mark that would take the blank below 0 or above its
 * full score is not written: the answer says why and the screen shows it.
 * Writing the first mark replaces a score set directly on the box.
 */
export function writeScoreMark(editor: Editor, blank: string, value: number, centre?: VecLike): StepOutcome {
  const box = getBlankBox(editor, blank);
  if (!box) return { ok: false, problem: { kind: 'below-zero' } };
  const values = markValuesByBlank(editor).get(blank) ?? [];
  const outcome = scoreWithMark(values, value, box.props.fullMark);
  if (!outcome.ok) {
    emitScoringEvent(editor, { type: 'problem', problem: outcome.problem });
    return outcome;
  }
  const score = markText(value);
  const at = centre ?? columnMarkCentre(editor, box, values.length);
  editor.markHistoryStoppingPoint('score mark');
  editor.run(
    () => {
      if (values.length === 0 && box.props.score !== null) {
        editor.updateShape<BlankBoxShape>({ id: box.id, type: BLANK_BOX_TYPE, props: { score: null } });
      }
      editor.createShape<ScoreMarkShape>({
        id: createShapeId(),
        type: SCORE_MARK_TYPE,
        ...scoreMarkOrigin(at, score, DEFAULT_MARK_FONT_SIZE),
        props: { score, fontSize: DEFAULT_MARK_FONT_SIZE, blank },
      });
    },
    { ignoreShapeLock: true },
  );
  setActiveBlank(editor, blankIdOfBox(box));
  emitScoringEvent(editor, { type: 'scored', blank });
  return outcome;
}

function columnMarkCentre(editor: Editor, box: BlankBoxShape, index: number): VecLike {
  const rows = Math.max(1, Math.floor((box.props.h - COLUMN_MARK_INSET.top / 2) / COLUMN_MARK_INSET.line));
  const local = {
    x: box.props.w - COLUMN_MARK_INSET.right - Math.floor(index / rows) * COLUMN_MARK_INSET.right * 1.6,
    y: COLUMN_MARK_INSET.top + (index % rows) * COLUMN_MARK_INSET.line,
  };
  return editor.getShapePageTransform(box).applyToPoint(local);
}

/** Removes a score mark; the blank's score is recomputed from the marks that remain. */
export function removeScoreMark(editor: Editor, mark: ScoreMarkShape): void {
  editor.markHistoryStoppingPoint('remove score mark');
  editor.deleteShapes([mark.id]);
  emitScoringEvent(editor, { type: 'scored', blank: mark.props.blank });
}

/** Removes every mark of a blank (the score type changed, or the marker starts the blank over). */
export function clearScoreMarks(editor: Editor, blank?: string): void {
  const marks = getScoreMarks(editor).filter((mark) => blank === undefined || mark.props.blank === blank);
  if (marks.length === 0) return;
  editor.markHistoryStoppingPoint('clear score marks');
  editor.deleteShapes(marks.map((mark) => mark.id));
}
