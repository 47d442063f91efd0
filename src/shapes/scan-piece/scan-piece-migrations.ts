import { createShapePropsMigrationIds, createShapePropsMigrationSequence } from 'tldraw';
import { SCAN_PIECE_TYPE } from './scan-piece-props.ts';

/**
 * Versions of the scan-piece props. Saved canvases (a lesson board, a designer draft) outlive a
 * release, so every change to the props adds a step here instead of editing an old one.
 */
export const scanPieceVersions = createShapePropsMigrationIds(SCAN_PIECE_TYPE, {
  /** the piece's order within the answer sheet became part of the shape */
  AddPieceIndex: 1,
});

export const scanPieceMigrations = createShapePropsMigrationSequence({
  sequence: [
    {
      id: scanPieceVersions.AddPieceIndex,
      // Pieces saved before the order was kept count as the first piece of their sheet.
      up: (props) => {
        props.pieceIndex = 0;
      },
      down: (props) => {
        delete props.pieceIndex;
      },
    },
  ],
});
