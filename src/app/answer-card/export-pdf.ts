/**
 * The printable PDF of an answer card, at exact millimetres (1 mm = 72/25.4 pt): anchors, bands,
 * borders, bubbles, grids, lines, titles and numbers as vector drawing, Chinese text in the font
 * whose bytes the caller passes (the browser fetches it, Node reads it), subset so only the
 * glyphs used are embedded. Barcodes (Code128) and QR codes are drawn as rectangles.
 */
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  BORDER_MM,
  FONT_SIZE_MM,
  GLYPH_CENTRE_EM,
  layoutCard,
  mmToPt,
  pageElements,
  QR_QUIET_MODULES,
  RED_CARD_COLOR,
  SchoolNumberType,
  THIN_MM,
  type AnswerCard,
  type CardLayout,
  type CodeElement,
  type LayoutElement,
  type LayoutPage,
  type TextElement,
} from '../../domain/answer-card/index.ts';
import { barRuns, code128Modules, qrModules } from './codes.ts';
import { pdfFontkit } from './pdf-fontkit.ts';

export interface StudentCopy {
  /** the exam number; printed as a Code128 barcode when the card takes the number from a barcode */
  number: string;
  name?: string;
}

export interface ExportOptions {
  /** the bytes of a TrueType/OpenType font with Chinese glyphs */
  fontBytes: Uint8Array;
  /** print colour: black, or a red card (#FF0000) whose print drops out of the scan; anchors and codes stay black */
  color?: 'black' | 'red';
  /** one personalised copy of the card per student, in order; without it one blank card */
  students?: readonly StudentCopy[];
  /** a layout of the card already at hand */
  layout?: CardLayout;
  /** the document title in the PDF's properties */
  documentTitle?: string;
}

/** Code128 quiet zone on each side, in modules. */
export const BARCODE_QUIET_MODULES = 10;
/** The human-readable line under a barcode. */
const BARCODE_TEXT_HEIGHT_MM = 3;
/** Faux bold: the text drawn a second time this far to the right (the embedded font has one weight). */
const BOLD_OFFSET_MM = 0.12;
const DASH_PT = [3, 2];

const BLACK = rgb(0, 0, 0);

function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

interface Pen {
  page: PDFPage;
  font: PDFFont;
  /** the print colour of lines, boxes and text */
  ink: RGB;
  pageHeight: number;
}

/** Page x/y in mm (y downwards) to PDF points (y upwards). */
function px(mm: number): number {
  return mmToPt(mm);
}
function py(pen: Pen, mm: number): number {
  return mmToPt(pen.pageHeight - mm);
}

export async function exportCardPdf(card: AnswerCard, options: ExportOptions): Promise<Uint8Array> {
  const layout = options.layout ?? layoutCard(card);
  const document = await PDFDocument.create();
  document.registerFontkit(pdfFontkit);
  const font = await document.embedFont(options.fontBytes, { subset: true });
  document.setTitle(options.documentTitle ?? card.title);
  document.setCreator(card.title);
  const ink = options.color === 'red' ? hexColor(RED_CARD_COLOR) : BLACK;
  const copies: (StudentCopy | null)[] = options.students && options.students.length > 0 ? [...options.students] : [null];
  for (const student of copies) {
    for (const layoutPage of layout.pages) {
      const page = document.addPage([mmToPt(layoutPage.width), mmToPt(layoutPage.height)]);
      drawPage({ page, font, ink, pageHeight: layoutPage.height }, layoutPage, card, student);
    }
  }
  return document.save();
}

function drawPage(pen: Pen, layoutPage: LayoutPage, card: AnswerCard, student: StudentCopy | null): void {
  for (const element of pageElements(layoutPage)) drawElement(pen, element);
  if (!student || !layoutPage.header) return;
  const header = layoutPage.header;
  for (const element of header.elements) {
    if (element.type === 'region' && element.purpose === 'name' && student.name) {
      drawText(pen, {
        type: 'text',
        x: header.x + element.x,
        y: header.y + element.y,
        width: element.width,
        height: element.height - 1,
        text: student.name,
        fontSize: FONT_SIZE_MM.size4,
        align: 'center',
      });
    }
    if (element.type === 'barcode' && card.schNumType === SchoolNumberType.barcode) {
      drawBarcode(pen, { ...element, x: header.x + element.x, y: header.y + element.y, value: student.number });
    }
  }
}

function drawElement(pen: Pen, element: LayoutElement): void {
  switch (element.type) {
    case 'text':
      drawText(pen, element);
      break;
    case 'rect': {
      const anchor = element.role === 'anchor';
      pen.page.drawRectangle({
        x: px(element.x),
        y: py(pen, element.y + element.height),
        width: px(element.width),
        height: px(element.height),
        ...(element.filled
          ? { color: anchor ? BLACK : pen.ink }
          : {
              borderColor: pen.ink,
              borderWidth: px(element.role === 'box' ? BORDER_MM : THIN_MM),
              ...(element.dashed && { borderDashArray: DASH_PT }),
            }),
      });
      break;
    }
    case 'line':
      pen.page.drawLine({
        start: { x: px(element.x1), y: py(pen, element.y1) },
        end: { x: px(element.x2), y: py(pen, element.y2) },
        thickness: px(THIN_MM),
        color: pen.ink,
        ...(element.dashed && { dashArray: DASH_PT }),
      });
      break;
    case 'bubble':
      pen.page.drawRectangle({
        x: px(element.x),
        y: py(pen, element.y + element.height),
        width: px(element.width),
        height: px(element.height),
        borderColor: pen.ink,
        borderWidth: px(THIN_MM),
      });
      drawText(pen, {
        type: 'text',
        x: element.x,
        y: element.y,
        width: element.width,
        height: element.height,
        text: element.option,
        fontSize: Math.min(FONT_SIZE_MM.size7, element.height * 0.8),
        align: 'center',
      });
      break;
    case 'barcode':
      if (element.value) drawBarcode(pen, { ...element, value: element.value });
      break;
    case 'qrcode':
      if (element.value) drawQrCode(pen, { ...element, value: element.value });
      break;
    case 'region':
      break;
  }
}

function drawText(pen: Pen, element: TextElement): void {
  if (element.text === '') return;
  const size = mmToPt(element.fontSize);
  const length = pen.font.widthOfTextAtSize(element.text, size) / mmToPt(1);
  const draw = (offset: number) => {
    if (element.vertical) {
      // reads bottom to top: the run is centred along the box's height, glyphs to the left of the baseline
      const start = element.y + element.height - (element.height - length) / 2;
      const baseline = element.x + element.width / 2 + GLYPH_CENTRE_EM * element.fontSize;
      pen.page.drawText(element.text, { x: px(baseline), y: py(pen, start - offset), size, font: pen.font, color: pen.ink, rotate: degrees(90) });
      return;
    }
    const left =
      element.align === 'center'
        ? element.x + (element.width - length) / 2
        : element.align === 'right'
          ? element.x + element.width - length
          : element.x;
    const baseline = element.y + element.height / 2 + GLYPH_CENTRE_EM * element.fontSize;
    pen.page.drawText(element.text, { x: px(left + offset), y: py(pen, baseline), size, font: pen.font, color: pen.ink });
  };
  draw(0);
  if (element.bold) draw(BOLD_OFFSET_MM);
}

/** Code128 bars filling the element's width (quiet zones included), the value in small type beneath. */
function drawBarcode(pen: Pen, element: CodeElement & { value: string }): void {
  const modules = code128Modules(element.value);
  const module = element.width / (modules.length + 2 * BARCODE_QUIET_MODULES);
  const left = element.x + BARCODE_QUIET_MODULES * module;
  const barHeight = element.height - BARCODE_TEXT_HEIGHT_MM;
  for (const [start, width] of barRuns(modules)) {
    pen.page.drawRectangle({
      x: px(left + start * module),
      y: py(pen, element.y + barHeight),
      width: px(width * module),
      height: px(barHeight),
      color: BLACK,
    });
  }
  drawText(pen, {
    type: 'text',
    x: element.x,
    y: element.y + barHeight,
    width: element.width,
    height: BARCODE_TEXT_HEIGHT_MM,
    text: element.value,
    fontSize: FONT_SIZE_MM.size7,
    align: 'center',
  });
}

/** A QR code as dark squares, horizontal runs of one row merged into one rectangle. */
function drawQrCode(pen: Pen, element: CodeElement & { value: string }): void {
  const { size, dark } = qrModules(element.value);
  const module = element.width / (size + 2 * QR_QUIET_MODULES);
  const origin = { x: element.x + QR_QUIET_MODULES * module, y: element.y + QR_QUIET_MODULES * module };
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!dark(row, column)) continue;
      const start = column;
      while (column + 1 < size && dark(row, column + 1)) column++;
      pen.page.drawRectangle({
        x: px(origin.x + start * module),
        y: py(pen, origin.y + (row + 1) * module),
        width: px((column - start + 1) * module),
        height: px(module),
        color: BLACK,
      });
    }
  }
}
