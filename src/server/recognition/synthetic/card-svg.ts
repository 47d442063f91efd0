/**
 * A printed page of an answer card as SVG, drawn straight from the layout model (the elements
 * the PDF export draws: src/domain/answer-card pageElements), with a student's pencil marks on
 * top. Drawing from the model rather than rasterising the exported PDF keeps the synthetic scans
 * free of a PDF renderer (pdfjs-dist needs a canvas binding): sharp, already a dependency,
 * rasterises the SVG through librsvg, and the geometry is the very one the PDF prints. Codes:
 * the page QR code is drawn module by module as the export does; Code128 bars are left out,
 * as the cards scanned here take the exam number from the bubble grid.
 */
import QRCode from 'qrcode';
import { BORDER_MM, GLYPH_CENTRE_EM, pageElements, QR_QUIET_MODULES, THIN_MM, type LayoutElement, type LayoutPage } from '../../../domain/answer-card/index.ts';

/**
 * The grain of pencil pressed lightly: graphite caught on the paper's fibres as dark specks
 * (circles in mm, on a square tile of `tile` mm repeated over the mark) with the paper between
 * them only tinted. A black-and-white scanner's threshold keeps the specks and drops the tint.
 */
export interface PencilGrain {
  tile: number;
  grey: number;
  specks: { x: number; y: number; r: number }[];
}

/** A pencil mark in page millimetres: a filled ellipse (a bubble's fill, an erasure's smudge) or a stroke. */
export type PencilMark =
  | { kind: 'fill'; x: number; y: number; width: number; height: number; grey: number; opacity: number; grain?: PencilGrain }
  | { kind: 'stroke'; x1: number; y1: number; x2: number; y2: number; grey: number; width: number };

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textSvg(x: number, y: number, width: number, height: number, content: string, fontSize: number, align: string): string {
  if (content === '') return '';
  const anchor = align === 'center' ? 'middle' : align === 'right' ? 'end' : 'start';
  const left = align === 'center' ? x + width / 2 : align === 'right' ? x + width : x;
  const baseline = y + height / 2 + GLYPH_CENTRE_EM * fontSize;
  return `<text x="${left}" y="${baseline}" font-size="${fontSize}" text-anchor="${anchor}">${escape(content)}</text>`;
}

function qrSvg(x: number, y: number, size: number, value: string): string {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const unit = size / (modules.size + 2 * QR_QUIET_MODULES);
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      const left = x + (QR_QUIET_MODULES + start) * unit;
      const top = y + (QR_QUIET_MODULES + row) * unit;
      parts.push(`<rect x="${left}" y="${top}" width="${(column - start + 1) * unit}" height="${unit}" fill="#000"/>`);
    }
  }
  return parts.join('');
}

function elementSvg(element: LayoutElement): string {
  switch (element.type) {
    case 'text':
      return element.vertical ? '' : textSvg(element.x, element.y, element.width, element.height, element.text, element.fontSize, element.align);
    case 'rect':
      if (element.filled) return `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="#000"/>`;
      return `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="none" stroke="#000" stroke-width="${element.role === 'box' ? BORDER_MM : THIN_MM}"${element.dashed ? ' stroke-dasharray="1.06 0.71"' : ''}/>`;
    case 'line':
      return `<line x1="${element.x1}" y1="${element.y1}" x2="${element.x2}" y2="${element.y2}" stroke="#000" stroke-width="${THIN_MM}"${element.dashed ? ' stroke-dasharray="1.06 0.71"' : ''}/>`;
    case 'bubble':
      return (
        `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="none" stroke="#000" stroke-width="${THIN_MM}"/>` +
        textSvg(element.x, element.y, element.width, element.height, element.option, Math.min(1.94, element.height * 0.8), 'center')
      );
    case 'qrcode':
      return element.value ? qrSvg(element.x, element.y, element.width, element.value) : '';
    case 'barcode':
    case 'region':
      return '';
  }
}

function greyColour(value: number): string {
  const grey = Math.round(value);
  return `rgb(${grey},${grey},${grey})`;
}

function grainPattern(id: string, tint: string, grain: PencilGrain): string {
  const specks = grain.specks.map((speck) => `<circle cx="${speck.x}" cy="${speck.y}" r="${speck.r}"/>`).join('');
  return (
    `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" width="${grain.tile}" height="${grain.tile}">` +
    `<rect width="${grain.tile}" height="${grain.tile}" fill="${tint}"/><g fill="${greyColour(grain.grey)}">${specks}</g></pattern></defs>`
  );
}

function markSvg(mark: PencilMark, index: number): string {
  const colour = greyColour(mark.grey);
  if (mark.kind === 'stroke') {
    return `<line x1="${mark.x1}" y1="${mark.y1}" x2="${mark.x2}" y2="${mark.y2}" stroke="${colour}" stroke-width="${mark.width}" stroke-linecap="round"/>`;
  }
  const id = `grain-${index}`;
  const pattern = mark.grain ? grainPattern(id, colour, mark.grain) : '';
  const fill = mark.grain ? `url(#${id})` : colour;
  return `${pattern}<ellipse cx="${mark.x + mark.width / 2}" cy="${mark.y + mark.height / 2}" rx="${mark.width / 2}" ry="${mark.height / 2}" fill="${fill}" fill-opacity="${mark.opacity}"/>`;
}

/**
 * The page as SVG drawn in millimetres (the viewBox is the sheet) on a canvas of the scan's pixel
 * size at `dpi`, so the rasteriser needs no unit conversion of its own: white paper, the marks,
 * then the print over them — pencil darkens the paper but never hides the black print beneath
 * it (a bubble's letter stays as dark under a light fill as without it).
 */
export function cardPageSvg(page: LayoutPage, marks: readonly PencilMark[], dpi: number): string {
  const body = pageElements(page).map(elementSvg).join('');
  const width = Math.round((page.width * dpi) / 25.4);
  const height = Math.round((page.height * dpi) / 25.4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${page.width} ${page.height}" preserveAspectRatio="none">` +
    `<rect width="${page.width}" height="${page.height}" fill="#fff"/>` +
    marks.map(markSvg).join('') +
    `<g font-family="sans-serif" fill="#000">${body}</g>` +
    '</svg>'
  );
}
