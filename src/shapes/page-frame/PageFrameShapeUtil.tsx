import { SVGContainer } from 'tldraw';
import { FixedBoxShapeUtil, type BoxSize } from '../fixed-box-shape.ts';
import { PAGE_SIZES_MM } from '../../domain/answer-card/index.ts';
import { CANVAS_UNITS_PER_MM, CardElements, type MmRect } from '../layout-block/card-drawing.tsx';
import { pageFrameMigrations } from './page-frame-migrations.ts';
import { PAGE_FRAME_TYPE, pageFrameProps, type PageFrameProps, type PageFrameShape } from './page-frame-props.ts';

const GUIDE = '#bfbfbf';
const GUIDE_DASH = '2 1.5';

function Guide({ rect }: { rect: MmRect }) {
  return <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill="none" stroke={GUIDE} strokeWidth={0.25} strokeDasharray={GUIDE_DASH} />;
}

/**
 * One sheet of the answer card at paper scale: the white page, dashed guides for the margins,
 * columns and page header and footer, and what the page itself prints (anchors, page number,
 * the sealing strip of a secret card). The blocks are layout-block shapes above it.
 */
export class PageFrameShapeUtil extends FixedBoxShapeUtil<PageFrameShape> {
  static override type = PAGE_FRAME_TYPE;
  static override props = pageFrameProps;
  static override migrations = pageFrameMigrations;

  getDefaultProps(): PageFrameProps {
    const { width, height } = PAGE_SIZES_MM.A4;
    const whole = { x: 0, y: 0, width, height };
    return { pageIndex: 0, wMm: width, hMm: height, content: whole, columns: [whole], pageHeader: whole, pageFooter: whole, secretStrip: null, elements: [] };
  }

  boxSize(shape: PageFrameShape): BoxSize {
    return { w: shape.props.wMm * CANVAS_UNITS_PER_MM, h: shape.props.hMm * CANVAS_UNITS_PER_MM };
  }

  component(shape: PageFrameShape) {
    const { wMm, hMm, content, columns, pageHeader, pageFooter, secretStrip, elements, pageIndex } = shape.props;
    return (
      <SVGContainer data-page-index={pageIndex} style={{ width: wMm * CANVAS_UNITS_PER_MM, height: hMm * CANVAS_UNITS_PER_MM }}>
        <svg viewBox={`0 0 ${wMm} ${hMm}`} width={wMm * CANVAS_UNITS_PER_MM} height={hMm * CANVAS_UNITS_PER_MM}>
          <rect x={0} y={0} width={wMm} height={hMm} fill="white" stroke="#8c8c8c" strokeWidth={0.4} />
          <Guide rect={content} />
          <Guide rect={pageHeader} />
          <Guide rect={pageFooter} />
          {secretStrip && <Guide rect={secretStrip} />}
          {columns.map((column, i) => (
            <Guide key={i} rect={column} />
          ))}
          <CardElements elements={elements} />
        </svg>
      </SVGContainer>
    );
  }
}
