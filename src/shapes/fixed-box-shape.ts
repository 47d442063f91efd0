import { Rectangle2d, ShapeUtil, type Geometry2d, type TLIndicatorPath, type TLShape } from 'tldraw';

/** A shape's box in canvas units. */
export interface BoxSize {
  w: number;
  h: number;
}

/**
 * What every custom shape of ours shares: it is a filled box whose place and size are decided
 * by the code that places it — a scan's size, the card layout, the blank's region, a click of
 * the score tool — never by the user's handles. So none of them is edited as text, resized,
 * rotated by handle, bound to, snapped to, or moved by tldraw's align/distribute/stack.
 *
 * A shape says how big its box is (`boxSize`); its outline and hit area follow from that.
 */
export abstract class FixedBoxShapeUtil<S extends TLShape> extends ShapeUtil<S> {
  /**
   * Whether keyboard Tab moves the selection onto this shape. The shapes of a student's paper
   * (the scan, its blanks and the score marks) turn it off; the designer's pages and blocks keep
   * tldraw's default.
   */
  protected readonly reachedByTab: boolean = true;

  abstract boxSize(shape: S): BoxSize;

  getGeometry(shape: S): Geometry2d {
    const { w, h } = this.boxSize(shape);
    return new Rectangle2d({ width: w, height: h, isFilled: true });
  }

  getIndicatorPath(shape: S): TLIndicatorPath {
    const { w, h } = this.boxSize(shape);
    const path = new Path2D();
    path.rect(0, 0, w, h);
    return path;
  }

  override canEdit() {
    return false;
  }
  override canResize() {
    return false;
  }
  override canBind() {
    return false;
  }
  override canSnap() {
    return false;
  }
  override canTabTo() {
    return this.reachedByTab;
  }
  override canBeLaidOut() {
    return false;
  }
  override hideRotateHandle() {
    return true;
  }
  override hideResizeHandles() {
    return true;
  }
}

/** A shape of a student's paper: the scan, its blanks and the score marks. Keyboard Tab passes them by. */
export abstract class PaperShapeUtil<S extends TLShape> extends FixedBoxShapeUtil<S> {
  protected override readonly reachedByTab = false;
}

/** A shape of the paper whose box is its own width and height (a scan piece, a blank box). */
export abstract class SizedPaperShapeUtil<S extends TLShape & { props: BoxSize }> extends PaperShapeUtil<S> {
  boxSize(shape: S): BoxSize {
    return { w: shape.props.w, h: shape.props.h };
  }
}
