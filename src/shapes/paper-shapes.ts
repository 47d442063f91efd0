import { createShapeId, type Editor, type TLCreateShapePartial, type TLShape, type TLShapeId } from 'tldraw';

/**
 * Puts shapes of a student's paper (scan pieces, blank boxes, score marks) on the canvas, one
 * for each item as `shapeOf` makes it with its new id, and answers the ids in the items' order.
 * The paper is kept out of the undo history: undoing a score never takes part of it away.
 */
export function createPaperShapes<S extends TLShape, I>(
  editor: Editor,
  items: readonly I[],
  shapeOf: (item: I, id: TLShapeId, index: number) => TLCreateShapePartial<S>,
): TLShapeId[] {
  const ids = items.map(() => createShapeId());
  if (items.length === 0) return ids;
  editor.run(() => editor.createShapes<S>(items.map((item, i) => shapeOf(item, ids[i], i))), { history: 'ignore' });
  return ids;
}

/** Takes shapes of a student's paper off the canvas, locked or not, out of the undo history. */
export function removePaperShapes(editor: Editor, shapes: readonly TLShape[]): void {
  if (shapes.length === 0) return;
  editor.run(() => editor.deleteShapes(shapes.map((shape) => shape.id)), { history: 'ignore', ignoreShapeLock: true });
}
