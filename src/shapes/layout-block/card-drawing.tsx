/**
 * Draws laid-out card elements (mm, y downwards) as SVG: the one picture of a card shared by the
 * designer's shapes and the preview's page images, so what the teacher arranges is what prints.
 */
import { T } from 'tldraw';
import type { LayoutElement } from '../../domain/answer-card/index.ts';

/** Canvas units per millimetre of paper: the designer canvas shows the card at this fixed scale. */
export const CANVAS_UNITS_PER_MM = 4;
/** Space between two pages laid side by side on the canvas (mm). */
export const PAGE_GAP_MM = 20;

const STROKE_MM = 0.25;
const INK = '#1f1f1f';
const DASH = '1.5 1';

const ELEMENT_TYPES = new Set(['text', 'rect', 'line', 'bubble', 'barcode', 'qrcode', 'region']);

/** Accepts any drawn element of the layout engine (see elements.ts); refuses anything else. */
export const layoutElementValidator = new T.Validator<LayoutElement>((value) => {
  if (typeof value !== 'object' || value === null || !ELEMENT_TYPES.has(String((value as { type?: unknown }).type))) {
    throw new T.ValidationError('Expected a layout element');
  }
  return value as LayoutElement;
});

export const mmRectValidator = T.object({ x: T.number, y: T.number, width: T.number, height: T.number });
export type MmRect = { x: number; y: number; width: number; height: number };

function Element({ element }: { element: LayoutElement }) {
  switch (element.type) {
    case 'text': {
      const anchor = element.align === 'center' ? 'middle' : element.align === 'right' ? 'end' : 'start';
      const x = element.align === 'center' ? element.x + element.width / 2 : element.align === 'right' ? element.x + element.width : element.x;
      const y = element.y + element.height / 2;
      return (
        <text
          x={x}
          y={y}
          fontSize={element.fontSize}
          textAnchor={anchor}
          dominantBaseline="central"
          fontWeight={element.bold ? 700 : 400}
          fill={INK}
          transform={element.vertical ? `rotate(-90 ${x} ${y})` : undefined}
        >
          {element.text}
        </text>
      );
    }
    case 'rect':
      return (
        <rect
          x={element.x}
          y={element.y}
          width={element.width}
          height={element.height}
          fill={element.filled ? INK : 'none'}
          stroke={INK}
          strokeWidth={STROKE_MM}
          strokeDasharray={element.dashed ? DASH : undefined}
        />
      );
    case 'line':
      return (
        <line x1={element.x1} y1={element.y1} x2={element.x2} y2={element.y2} stroke={INK} strokeWidth={STROKE_MM} strokeDasharray={element.dashed ? DASH : undefined} />
      );
    case 'bubble':
      return (
        <g>
          <rect x={element.x} y={element.y} width={element.width} height={element.height} rx={0.6} fill="none" stroke={INK} strokeWidth={STROKE_MM} />
          <text x={element.x + element.width / 2} y={element.y + element.height / 2} fontSize={element.height * 0.75} textAnchor="middle" dominantBaseline="central" fill={INK}>
            {element.option}
          </text>
        </g>
      );
    case 'barcode':
    case 'qrcode':
      return (
        <rect x={element.x} y={element.y} width={element.width} height={element.height} fill="#f0f0f0" stroke={INK} strokeWidth={STROKE_MM} strokeDasharray={DASH} />
      );
    case 'region':
      // a recognition region prints nothing
      return null;
  }
}

/** The elements as SVG children, in mm. */
export function CardElements({ elements }: { elements: readonly LayoutElement[] }) {
  return (
    <>
      {elements.map((element, i) => (
        <Element key={i} element={element} />
      ))}
    </>
  );
}
