import type { Editor, VecLike } from 'tldraw';
import { nextInOrder, toggledBlankScore } from '../../domain/score-entry.ts';
import { blankIdOfBox, blankScores, findBlankBoxAt, getBlankBoxes, setActiveBlank, setBlankScore } from '../../shapes/blank-box/blank-scores.ts';
import { PaperClickTool } from '../paper-click-tool.ts';
import { emitScoringEvent, getScoringInput } from '../scoring-input.ts';

/**
 * Scoring by blank with the pointer (spec 000 §4): a click on a blank box gives it full score
 * or 0 — a scored box flips between them, an unscored one follows the scoring habit — and the
 * marker moves on to the next blank.
 */
export class BlankScoreTool extends PaperClickTool {
  static override id = 'blank-score';
  protected readonly cursor = 'pointer';

  protected onPaperClick(editor: Editor, point: VecLike) {
    const box = findBlankBoxAt(editor, point);
    if (!box) return;
    const id = blankIdOfBox(box);
    const score = toggledBlankScore(blankScores(editor).get(id), box.props.fullMark, getScoringInput(editor).habit);
    setBlankScore(editor, id, score);
    setActiveBlank(editor, nextInOrder(getBlankBoxes(editor).map(blankIdOfBox), id));
    emitScoringEvent(editor, { type: 'scored', blank: id });
  }
}
