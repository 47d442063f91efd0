import { getIndicesBelow, type Editor, type TLShape, type TLShapeId } from 'tldraw';
import { createPaperShapes, removePaperShapes } from '../paper-shapes.ts';
import { SCAN_PIECE_TYPE, type ScanPieceShape } from './scan-piece-props.ts';

/** Where one piece of a scanned answer sheet goes on the canvas, in page units. */
export interface ScanPiecePlacement {
  url: string;
  width: number;
  height: number;
  x: number;
  y: number;
  /** clockwise, in radians, as tldraw keeps a shape's rotation; 0 when absent */
  rotation?: number;
}

export function isScanPiece(shape: TLShape | undefined): shape is ScanPieceShape {
  return shape?.type === SCAN_PIECE_TYPE;
}

/** The scan pieces on the current page, in the order they were placed. */
export function getScanPieces(editor: Editor): ScanPieceShape[] {
  return editor
    .getCurrentPageShapes()
    .filter(isScanPiece)
    .sort((a, b) => a.props.pieceIndex - b.props.pieceIndex);
}

/**
 * Puts the pieces of one answer sheet on the current page as locked scan-piece shapes, below
 * everything already there, and returns their ids in the order given.
 *
 * The placement is kept out of the undo history: undoing a score must never take the scan away.
 */
export function placeScanPieces(editor: Editor, pieces: readonly ScanPiecePlacement[]): TLShapeId[] {
  if (pieces.length === 0) return [];
  const pageId = editor.getCurrentPageId();
  const [lowestId] = editor.getSortedChildIdsForParent(pageId);
  const indices = getIndicesBelow(lowestId ? editor.getShape(lowestId)?.index : undefined, pieces.length);
  return createPaperShapes<ScanPieceShape, ScanPiecePlacement>(editor, pieces, (piece, id, pieceIndex) => ({
    id,
    type: SCAN_PIECE_TYPE,
    parentId: pageId,
    index: indices[pieceIndex],
    x: piece.x,
    y: piece.y,
    rotation: piece.rotation ?? 0,
    isLocked: true,
    props: { url: piece.url, w: piece.width, h: piece.height, pieceIndex },
  }));
}

/** Takes every scan piece off the current page (the next student's sheet is about to go on). */
export function removeScanPieces(editor: Editor): void {
  removePaperShapes(editor, getScanPieces(editor));
}

/**
 * Keeps a locked scan piece exactly as it was placed: no unlocking (the lock shortcut, "unlock
 * all"), no move, no rotation, whatever asks for it. Only removing it remains possible.
 * Returns the function that lifts the rule.
 */
export function pinLockedScanPieces(editor: Editor): () => void {
  return editor.sideEffects.registerBeforeChangeHandler('shape', (prev, next) =>
    isScanPiece(prev) && prev.isLocked ? prev : next,
  );
}
