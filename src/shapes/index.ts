/**
 * Every custom shape, registered once. A screen never lists shapes itself: it picks a canvas mode
 * and PaperCanvas takes that mode's list from here. A new shape goes into the lists of the modes
 * that use it (tldraw's built-in shapes are always available besides these).
 */
import type { TLAnyShapeUtilConstructor } from 'tldraw';
import type { CanvasMode } from '../canvas/canvas-mode.ts';
import { ScanPieceShapeUtil } from './scan-piece/ScanPieceShapeUtil.tsx';

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

export const markingShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil];
/** the designer shows a scanned template when its regions are divided */
export const designerShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil];
/** the lesson board shows typical papers to draw over */
export const boardShapeUtils: readonly TLAnyShapeUtilConstructor[] = [ScanPieceShapeUtil];

export const shapeUtilsByMode: Readonly<Record<CanvasMode, readonly TLAnyShapeUtilConstructor[]>> = {
  marking: markingShapeUtils,
  designer: designerShapeUtils,
  board: boardShapeUtils,
};

/** Each custom shape once, for a store that has to read a canvas saved by any mode. */
export const allShapeUtils: readonly TLAnyShapeUtilConstructor[] = [
  ...new Set([...markingShapeUtils, ...designerShapeUtils, ...boardShapeUtils]),
];
