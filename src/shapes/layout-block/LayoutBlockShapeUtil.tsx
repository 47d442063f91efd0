import { Rectangle2d, ShapeUtil, SVGContainer, type Geometry2d, type TLIndicatorPath } from 'tldraw';
import { CANVAS_UNITS_PER_MM, CardElements } from './card-drawing.tsx';
import { layoutBlockMigrations } from './layout-block-migrations.ts';
import { LAYOUT_BLOCK_TYPE, layoutBlockProps, type LayoutBlockProps, type LayoutBlockShape } from './layout-block-props.ts';

const PLACEHOLDER_MM = 20;
const HIGHLIGHT = '#1677ff';

/**
 * One block of a laid-out answer card: a section (or the part of it that fits a column) with
 * its bubbles, lines, grids and titles. Its place comes from the layout; the teacher moves it
 * only by dragging it to another place in the print flow (the block-drag tool), never by resizing.
 */
export class LayoutBlockShapeUtil extends ShapeUtil<LayoutBlockShape> {
  static override type = LAYOUT_BLOCK_TYPE;
  static override props = layoutBlockProps;
  static override migrations = layoutBlockMigrations;

  getDefaultProps(): LayoutBlockProps {
    return {
      blockId: '',
      kind: 'shortAnswer',
      sectionPosition: 0,
      wMm: PLACEHOLDER_MM,
      hMm: PLACEHOLDER_MM,
      part: 0,
      border: 'solid',
      elements: [],
      highlighted: false,
    };
  }

  getGeometry(shape: LayoutBlockShape): Geometry2d {
    return new Rectangle2d({ width: shape.props.wMm * CANVAS_UNITS_PER_MM, height: shape.props.hMm * CANVAS_UNITS_PER_MM, isFilled: true });
  }

  component(shape: LayoutBlockShape) {
    const { wMm, hMm, border, elements, highlighted, blockId, sectionPosition } = shape.props;
    return (
      <SVGContainer data-block-id={blockId} data-section-position={sectionPosition} style={{ width: wMm * CANVAS_UNITS_PER_MM, height: hMm * CANVAS_UNITS_PER_MM }}>
        <svg viewBox={`0 0 ${wMm} ${hMm}`} width={wMm * CANVAS_UNITS_PER_MM} height={hMm * CANVAS_UNITS_PER_MM} style={{ overflow: 'visible' }}>
          <rect x={0} y={0} width={wMm} height={hMm} fill={highlighted ? 'rgba(22,119,255,0.06)' : 'white'} stroke="none" />
          {border !== 'none' && (
            <rect x={0} y={0} width={wMm} height={hMm} fill="none" stroke="#1f1f1f" strokeWidth={0.3} strokeDasharray={border === 'dashed' ? '1.5 1' : undefined} />
          )}
          <CardElements elements={elements} />
          {highlighted && <rect x={0} y={0} width={wMm} height={hMm} fill="none" stroke={HIGHLIGHT} strokeWidth={0.6} />}
        </svg>
      </SVGContainer>
    );
  }

  getIndicatorPath(shape: LayoutBlockShape): TLIndicatorPath {
    const path = new Path2D();
    path.rect(0, 0, shape.props.wMm * CANVAS_UNITS_PER_MM, shape.props.hMm * CANVAS_UNITS_PER_MM);
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
