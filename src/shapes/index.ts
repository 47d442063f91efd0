/**
 * Every custom shape, registered once. A screen never lists shapes itself: it picks a canvas mode
 * and the canvas (src/canvas/canvas-modes.ts) takes that mode's list from here. A new shape goes
 * into the lists of the modes that use it (tldraw's built-in shapes are always available besides
 * these). The canvas imports this registry, never the other way round.
 */
import type { TLAnyShapeUtilConstructor } from 'tldraw';
import { BlankBoxShapeUtil } from './blank-box/BlankBoxShapeUtil.tsx';
import { DivisionRectShapeUtil } from './division-rect/DivisionRectShapeUtil.tsx';
import { LayoutBlockShapeUtil } from './layout-block/LayoutBlockShapeUtil.tsx';
import { PageFrameShapeUtil } from './page-frame/PageFrameShapeUtil.tsx';
import { QuestionCutShapeUtil } from './question-cut/QuestionCutShapeUtil.tsx';
import { ScanPieceShapeUtil } from './scan-piece/ScanPieceShapeUtil.tsx';
import { ScoreMarkShapeUtil } from './score-mark/ScoreMarkShapeUtil.tsx';

export { ScanPieceShapeUtil } from './scan-piece/ScanPieceShapeUtil.tsx';
export { SCAN_PIECE_TYPE, type ScanPieceProps, type ScanPieceShape } from './scan-piece/scan-piece-props.ts';
export {
  getScanPieces,
  isScanPiece,
  pinLockedScanPieces,
  placeScanPieces,
  removeScanPieces,
  type ScanPiecePlacement,
} from './scan-piece/place-scan-pieces.ts';

export { BlankBoxShapeUtil } from './blank-box/BlankBoxShapeUtil.tsx';
export { BLANK_BOX_TYPE, type BlankBoxProps, type BlankBoxShape } from './blank-box/blank-box-props.ts';
export { ScoreMarkShapeUtil } from './score-mark/ScoreMarkShapeUtil.tsx';
export { SCORE_MARK_TYPE, type ScoreMarkProps, type ScoreMarkShape } from './score-mark/score-mark-props.ts';

export { LayoutBlockShapeUtil } from './layout-block/LayoutBlockShapeUtil.tsx';
export { LAYOUT_BLOCK_TYPE, type LayoutBlockProps, type LayoutBlockShape } from './layout-block/layout-block-props.ts';
export { PageFrameShapeUtil } from './page-frame/PageFrameShapeUtil.tsx';
export { PAGE_FRAME_TYPE, type PageFrameProps, type PageFrameShape } from './page-frame/page-frame-props.ts';
export { DivisionRectShapeUtil } from './division-rect/DivisionRectShapeUtil.tsx';
export { DIVISION_RECT_TYPE, type DivisionRectKind, type DivisionRectProps, type DivisionRectShape } from './division-rect/division-rect-props.ts';
export {
  divisionFrameOfLayout,
  divisionRectId,
  getDivisionRects,
  lockCardLayout,
  plainDivisionFrame,
  showDivisionRects,
  showPlainPages,
  watchDivisionEdits,
  type DivisionEdit,
  type DivisionRectPlacement,
} from './division-rect/place-division.ts';
export { QuestionCutShapeUtil, questionCutColour } from './question-cut/QuestionCutShapeUtil.tsx';
export { QUESTION_CUT_TYPE, type QuestionCutProps, type QuestionCutShape } from './question-cut/question-cut-props.ts';
export {
  assignSelectedCuts,
  getQuestionCuts,
  pageSlots,
  placeOriginalPages,
  readQuestionCuts,
  showQuestionCuts,
  ORIGINAL_PAGE_GAP,
  type OriginalPage,
  type PageCut,
  type PageSlot,
} from './question-cut/place-question-cuts.ts';
export { CANVAS_UNITS_PER_MM, CardElements, PAGE_GAP_MM } from './layout-block/card-drawing.tsx';
export { getLayoutBlocks, getPageFrames, layoutBlockId, pageFrameId, pageOriginMm, showCardLayout } from './layout-block/place-card-layout.ts';

/** the marking view: the scan, the blanks (or regions) over it and the marker's score marks */
export const markingShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil, BlankBoxShapeUtil, ScoreMarkShapeUtil];
/** the designer shows the card's pages and blocks, and — on the division screen — a group's rectangles over them */
export const designerShapeUtils: readonly TLAnyShapeUtilConstructor[] = [PageFrameShapeUtil, LayoutBlockShapeUtil, ScanPieceShapeUtil, DivisionRectShapeUtil];
/** the lesson board shows typical papers to draw over */
export const boardShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil];
/** cutting a printed question paper: its pages and the question cuts over them */
export const cuttingShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil, QuestionCutShapeUtil];

/** Each custom shape once, for a store that has to read a canvas saved by any mode. */
export const allShapeUtils: readonly TLAnyShapeUtilConstructor[] = [
  ...new Set([...markingShapeUtils, ...designerShapeUtils, ...boardShapeUtils, ...cuttingShapeUtils]),
];
