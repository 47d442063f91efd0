/**
 * The drawing vocabulary of a laid-out card: what the PDF export prints, the canvas shows and
 * the recognition template reads. Coordinates are mm with y downwards; inside a block they are
 * relative to the block's top-left corner, on a page band they are page coordinates.
 */
import { roundMm } from './geometry.ts';

export type TextAlign = 'left' | 'center' | 'right';

export interface TextElement {
  type: 'text';
  /** the box the text sits in; it is vertically centred in it */
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** character height in mm (see FONT_SIZE_MM) */
  fontSize: number;
  align: TextAlign;
  bold?: boolean;
  /** read bottom to top, as on the sealing strip */
  vertical?: boolean;
}

export type RectRole = 'box' | 'cell' | 'writeBox' | 'anchor';

export interface RectElement {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  role: RectRole;
  filled?: boolean;
  dashed?: boolean;
}

export interface LineElement {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  dashed?: boolean;
}

/** What a bubble answers: an objective question, a digit of the exam number, the A/B paper type, an optional-question choice. */
export type BubblePurpose = 'objective' | 'examNumber' | 'paperType' | 'optional';

export interface BubbleElement {
  type: 'bubble';
  x: number;
  y: number;
  width: number;
  height: number;
  purpose: BubblePurpose;
  /** the question number, the digit position, or the section index */
  key: string;
  /** the option letter or digit printed in the bubble */
  option: string;
}

/** A barcode or QR code; `value` null is the empty area a sticker or a student's number fills at print time. */
export interface CodeElement {
  type: 'barcode' | 'qrcode';
  x: number;
  y: number;
  width: number;
  height: number;
  value: string | null;
}

/**
 * A region the recognition template needs that prints nothing itself: where the name is
 * written, the exam number area, one blank of a fill-in question, the score box.
 */
export type RegionPurpose = 'name' | 'examNumber' | 'barcode' | 'blank' | 'scoreBox';

export interface RegionElement {
  type: 'region';
  x: number;
  y: number;
  width: number;
  height: number;
  purpose: RegionPurpose;
  key: string;
}

export type LayoutElement = TextElement | RectElement | LineElement | BubbleElement | CodeElement | RegionElement;

// Builders round to the layout precision, so equal inputs give equal numbers.

function roundedBox(x: number, y: number, width: number, height: number): { x: number; y: number; width: number; height: number } {
  return { x: roundMm(x), y: roundMm(y), width: roundMm(width), height: roundMm(height) };
}

export function text(x: number, y: number, width: number, height: number, content: string, fontSize: number, align: TextAlign = 'left', options: { bold?: boolean; vertical?: boolean } = {}): TextElement {
  return {
    type: 'text',
    ...roundedBox(x, y, width, height),
    text: content,
    fontSize,
    align,
    ...(options.bold && { bold: true }),
    ...(options.vertical && { vertical: true }),
  };
}

export function rect(x: number, y: number, width: number, height: number, role: RectRole = 'box', options: { filled?: boolean; dashed?: boolean } = {}): RectElement {
  return {
    type: 'rect',
    ...roundedBox(x, y, width, height),
    role,
    ...(options.filled && { filled: true }),
    ...(options.dashed && { dashed: true }),
  };
}

export function line(x1: number, y1: number, x2: number, y2: number, dashed = false): LineElement {
  return { type: 'line', x1: roundMm(x1), y1: roundMm(y1), x2: roundMm(x2), y2: roundMm(y2), ...(dashed && { dashed: true }) };
}

export function bubble(x: number, y: number, width: number, height: number, purpose: BubblePurpose, key: string, option: string): BubbleElement {
  return { type: 'bubble', ...roundedBox(x, y, width, height), purpose, key, option };
}

export function code(type: 'barcode' | 'qrcode', x: number, y: number, width: number, height: number, value: string | null): CodeElement {
  return { type, ...roundedBox(x, y, width, height), value };
}

export function region(x: number, y: number, width: number, height: number, purpose: RegionPurpose, key: string): RegionElement {
  return { type: 'region', ...roundedBox(x, y, width, height), purpose, key };
}

/** The element moved down by `dy` (segments stacked into a block). */
export function shiftElement(element: LayoutElement, dy: number): LayoutElement {
  if (dy === 0) return element;
  if (element.type === 'line') return { ...element, y1: roundMm(element.y1 + dy), y2: roundMm(element.y2 + dy) };
  return { ...element, y: roundMm(element.y + dy) };
}

/** The element in page coordinates, given the top-left corner of its block. */
export function placeElement(element: LayoutElement, originX: number, originY: number): LayoutElement {
  if (element.type === 'line') {
    return {
      ...element,
      x1: roundMm(element.x1 + originX),
      y1: roundMm(element.y1 + originY),
      x2: roundMm(element.x2 + originX),
      y2: roundMm(element.y2 + originY),
    };
  }
  return { ...element, x: roundMm(element.x + originX), y: roundMm(element.y + originY) };
}
