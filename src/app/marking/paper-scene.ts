/**
 * The marking canvas for one student: the scan pieces, the blank boxes over them and the score
 * marks, placed through the current view (layout and rotation); and what the paper says when
 * it is submitted. Scores are read from the shapes each time — nothing here keeps them.
 */
import type { Editor } from 'tldraw';
import { markTextValue, questionScoreOf, scoreFromMarks, startingScore, type ScoreBlank, type ScoreType } from '../../domain/score-entry.ts';
import type { QuestionScore } from '../../domain/scoring.ts';
import type { BlankBoxVariant } from '../../shapes/blank-box/blank-box-props.ts';
import { settleScores } from '../../domain/marking/submit.ts';
import type { BlankBoxShape } from '../../shapes/blank-box/blank-box-props.ts';
import { blankIdOfBox, blankScores, getActiveBlank, getBlankBoxes, scoresOfShapes, setActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { placeBlankBoxes, removeBlankBoxes } from '../../shapes/blank-box/place-blank-boxes.ts';
import { placeScanPieces, removeScanPieces } from '../../shapes/scan-piece/place-scan-pieces.ts';
import { placeScoreMarks, removeScoreMarks } from '../../shapes/score-mark/place-score-marks.ts';
import type { ScoreMarkShape } from '../../shapes/score-mark/score-mark-props.ts';
import { getScoreMarks, scoreMarkCentre } from '../../shapes/score-mark/score-marks.ts';
import { viewTransform, type PaperLayout, type PaperRotation, type PictureRect, type ViewTransform } from './paper-layout.ts';

/** A blank with its rectangle in the group's picture. */
export interface PaperBlank extends ScoreBlank {
  rect: PictureRect;
}

export interface PaperPiece extends PictureRect {
  /** where the picture is shown from: an object URL of the downloaded scan */
  url: string;
}

/** A score mark in picture coordinates, centred on x/y, as the submission stores it. */
export interface StoredMark {
  x: number;
  y: number;
  score: string;
  fontSize?: number;
}

export interface PaperContent {
  pieces: PaperPiece[];
  blanks: PaperBlank[];
  variant: BlankBoxVariant;
  /** scores given before (an earlier record opened again); empty for a fresh student */
  questionScore: QuestionScore;
  scoreMarks: StoredMark[];
}

export function transformFor(pieces: readonly PictureRect[], layout: PaperLayout, rotation: PaperRotation): ViewTransform {
  return viewTransform(pieces, layout, rotation);
}

function blankAt(blanks: readonly PaperBlank[], point: { x: number; y: number }): PaperBlank | undefined {
  return blanks.find((b) => point.x >= b.rect.x && point.x <= b.rect.x + b.rect.width && point.y >= b.rect.y && point.y <= b.rect.y + b.rect.height);
}

/**
 * Which blank each stored mark belongs to. A blank whose marks do not add up to its stored
 * score keeps its stored score; its marks are then shown without counting.
 */
function assignMarks(content: PaperContent): { marks: (StoredMark & { blank: string })[]; fromMarks: Set<string> } {
  const withBlank = content.scoreMarks
    .filter((mark) => !Number.isNaN(markTextValue(mark.score)))
    .map((mark) => ({ ...mark, blank: (blankAt(content.blanks, mark) ?? content.blanks[0])?.id ?? '' }));
  const fromMarks = new Set<string>();
  for (const blank of content.blanks) {
    const values = withBlank.filter((mark) => mark.blank === blank.id).map((mark) => markTextValue(mark.score));
    const stored = content.questionScore[blank.showOrder]?.[blank.key];
    if (values.length > 0 && (stored === undefined || scoreFromMarks(values, blank.fullMark) === stored)) fromMarks.add(blank.id);
  }
  return { marks: withBlank.map((mark) => (fromMarks.has(mark.blank) ? mark : { ...mark, blank: '' })), fromMarks };
}

/** Takes the previous student's paper off the canvas. */
export function clearPaper(editor: Editor): void {
  editor.run(
    () => {
      removeScoreMarks(editor);
      removeBlankBoxes(editor);
      removeScanPieces(editor);
    },
    { history: 'ignore', ignoreShapeLock: true },
  );
}

/**
 * Puts a student's paper on the canvas in the given view, with the first unscored blank (or
 * the first blank) chosen, and starts a fresh undo history: Ctrl+Z never reaches back into the
 * previous student.
 */
export function showPaper(editor: Editor, content: PaperContent, view: ViewTransform): void {
  const { marks, fromMarks } = assignMarks(content);
  editor.run(
    () => {
      removeScoreMarks(editor);
      removeBlankBoxes(editor);
      removeScanPieces(editor);
      placeScanPieces(
        editor,
        content.pieces.map((piece) => ({ url: piece.url, width: piece.width, height: piece.height, ...view.placeRect(piece) })),
      );
      placeBlankBoxes(
        editor,
        content.blanks.map((blank) => ({
          ...view.placeRect(blank.rect),
          w: Math.max(1, blank.rect.width),
          h: Math.max(1, blank.rect.height),
          showOrder: blank.showOrder,
          key: blank.key,
          label: blank.label,
          fullMark: blank.fullMark,
          step: blank.step,
          variant: content.variant,
          score: fromMarks.has(blank.id) ? null : (content.questionScore[blank.showOrder]?.[blank.key] ?? null),
        })),
      );
      placeScoreMarks(editor, marks.map((mark) => ({ ...mark, ...view.toPage(mark) })));
    },
    { history: 'ignore' },
  );
  editor.clearHistory();
  const scores = blankScores(editor);
  const firstOpen = content.blanks.find((blank) => scores.get(blank.id) === undefined) ?? content.blanks[0];
  setActiveBlank(editor, firstOpen?.id);
}

/** What is on the paper now, in picture coordinates, to show it again in another view. */
export function capturePaper(editor: Editor, view: ViewTransform): Pick<PaperContent, 'questionScore' | 'scoreMarks'> & { active?: string } {
  const questionScore: QuestionScore = {};
  for (const box of getBlankBoxes(editor)) {
    if (box.props.score !== null) (questionScore[box.props.showOrder] ??= {})[box.props.key] = box.props.score;
  }
  const scoreMarks = getScoreMarks(editor).map((mark) => ({ ...view.toPicture(scoreMarkCentre(mark)), score: mark.props.score, fontSize: mark.props.fontSize }));
  return { questionScore, scoreMarks, active: getActiveBlank(editor) };
}

/**
 * Every blank's running score: what its shapes say, or — for a blank without a score in reduce
 * marking — the full score it starts from.
 */
export function runningScores(editor: Editor, scoreType: ScoreType): Map<string, number | undefined> {
  return runningScoresOf(getBlankBoxes(editor), getScoreMarks(editor), scoreType);
}

function runningScoresOf(boxes: readonly BlankBoxShape[], marks: readonly ScoreMarkShape[], scoreType: ScoreType): Map<string, number | undefined> {
  const scores = scoresOfShapes(boxes, marks);
  if (scoreType !== 'reduce_points') return scores;
  for (const box of boxes) {
    const id = blankIdOfBox(box);
    if (scores.get(id) === undefined) scores.set(id, startingScore(scoreType, box.props.fullMark));
  }
  return scores;
}

export interface PaperSubmission {
  questionScore: QuestionScore;
  scoreMarks: { x: number; y: number; score: string; fontSize: number }[];
  /** the total of the same scores as questionScore */
  total: number;
}

/**
 * What a submit sends, from one reading of the paper's shapes: every blank's running score,
 * settled (see settleScores: unscored blanks count 0 when `zeroUnscored`), the question scores
 * and the total worked out from those same scores, and the marks in picture coordinates.
 * Undefined when a blank is unscored and unscored blanks do not count 0.
 */
export function readSubmission(
  editor: Editor,
  blanks: readonly ScoreBlank[],
  view: ViewTransform,
  scoring: { scoreType: ScoreType; zeroUnscored: boolean },
): PaperSubmission | undefined {
  const boxes = getBlankBoxes(editor);
  const marks = getScoreMarks(editor);
  const settled = settleScores(boxes.map(blankIdOfBox), runningScoresOf(boxes, marks, scoring.scoreType), scoring.zeroUnscored);
  if (!settled) return undefined;
  return {
    questionScore: questionScoreOf(blanks, settled.scores),
    total: settled.total,
    scoreMarks: marks.map((mark) => {
      const at = view.toPicture(scoreMarkCentre(mark));
      return { x: Math.round(at.x), y: Math.round(at.y), score: mark.props.score, fontSize: mark.props.fontSize };
    }),
  };
}

/** The blank boxes' ids in question order. */
export function blankOrder(editor: Editor): string[] {
  return getBlankBoxes(editor).map(blankIdOfBox);
}
