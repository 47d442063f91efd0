import type { Editor, VecLike } from 'tldraw';
import { markValue } from '../../domain/score-entry.ts';
import { blankIdOfBox, findBlankBoxAt, getActiveBlank, getBlankBoxes, setActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { findScoreMarkAt } from '../../shapes/score-mark/score-marks.ts';
import { PaperClickTool } from '../paper-click-tool.ts';
import { getScoringInput } from '../scoring-input.ts';
import { removeScoreMark, writeScoreMark } from './write-score-mark.ts';

/**
 * Scoring by region with the pointer (spec 000 §4): a click on a score mark removes it; a click
 * on a region makes it the one being scored; with a bonus or reduce point value picked, the
 * click also writes "+v" or "−v" there. Right click submits — the screen handles that, since
 * tldraw turns a right click into a switch to its select tool before any tool sees it.
 */
export class ScorePointTool extends PaperClickTool {
  static override id = 'score-point';
  protected readonly cursor = 'cross';

  protected onPaperClick(editor: Editor, point: VecLike) {
    const mark = findScoreMarkAt(editor, point);
    if (mark) {
      removeScoreMark(editor, mark);
      return;
    }

    const box = findBlankBoxAt(editor, point);
    if (box) setActiveBlank(editor, blankIdOfBox(box));

    const { scoreType, picked } = getScoringInput(editor);
    if (scoreType === 'common' || picked === null) return;
    const activeId = getActiveBlank(editor);
    const target = box ?? getBlankBoxes(editor).find((b) => blankIdOfBox(b) === activeId) ?? getBlankBoxes(editor)[0];
    if (!target) return;
    writeScoreMark(editor, blankIdOfBox(target), markValue(scoreType, picked), point);
  }
}
