import { BaseBoxShapeUtil, type TLBaseBoxShape, type TLIndicatorPath } from 'tldraw';

/**
 * What the shapes the user draws, moves and resizes with tldraw's own handles share (a division
 * rectangle, a question cut): unlike the fixed boxes (fixed-box-shape.ts) they are resized, but
 * none is edited as text, bound to, rotated, or moved by tldraw's align/distribute/stack, and
 * the outline shown when selected is the box itself.
 */
export abstract class DrawnBoxShapeUtil<S extends TLBaseBoxShape> extends BaseBoxShapeUtil<S> {
  override canEdit() {
    return false;
  }
  override canBind() {
    return false;
  }
  override hideRotateHandle() {
    return true;
  }
  override canBeLaidOut() {
    return false;
  }

  getIndicatorPath(shape: S): TLIndicatorPath {
    const path = new Path2D();
    path.rect(0, 0, shape.props.w, shape.props.h);
    return path;
  }
}
