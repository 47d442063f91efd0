import { SVGContainer } from 'tldraw';
import { FixedBoxShapeUtil, type BoxSize } from '../fixed-box-shape.ts';
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
export class LayoutBlockShapeUtil extends FixedBoxShapeUtil<LayoutBlockShape> {
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

  boxSize(shape: LayoutBlockShape): BoxSize {
    return { w: shape.props.wMm * CANVAS_UNITS_PER_MM, h: shape.props.hMm * CANVAS_UNITS_PER_MM };
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
}
