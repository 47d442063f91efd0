import { T } from 'tldraw';

/**
 * The props of a shape whose box is its own width and height on the canvas, in page units (a
 * scan piece, a blank box, a division rectangle, a question cut): the fixed boxes of
 * `SizedPaperShapeUtil` and the drawn boxes of `DrawnBoxShapeUtil` read their size from them.
 */
export const boxSizeProps = {
  w: T.nonZeroNumber,
  h: T.nonZeroNumber,
};
