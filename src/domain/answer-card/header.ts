/**
 * The card header block at the top of the first column of page 1: optional custom line, the
 * title, the A/B paper type, the student-information lines, then the notice box on the left
 * and the exam-number area (bubble grid, handwritten boxes or barcode label) on the right.
 */
import { bubble, code, line, rect, region, text, type LayoutElement } from './elements.ts';
import {
  BARCODE_AREA_HEIGHT_MM,
  BARCODE_AREA_WIDTH_MM,
  BLOCK_PADDING_MM,
  BUBBLE_HEIGHT_MM,
  BUBBLE_PITCH_MM,
  BUBBLE_WIDTH_MM,
  EXAM_NUMBER_CELL_WIDTH_MM,
  EXAM_NUMBER_LABEL_HEIGHT_MM,
  EXAM_NUMBER_ROW_MAX_PITCH_MM,
  EXAM_NUMBER_WRITE_ROW_HEIGHT_MM,
  FONT_SIZE_MM,
  FONT_SIZES_DESCENDING,
  HANDWRITE_CELL_WIDTH_MM,
  HANDWRITTEN_BOX_HEIGHT_MM,
  HEADER_HEIGHT_MM,
  HEADER_HEIGHT_TALL_MM,
  LINE_HEIGHT_MM,
  STUDENT_INFO_MIN_WIDTH_MM,
} from './geometry.ts';
import { SchoolNumberType, STUDENT_INFO_LABELS, StudentInfoKind, type AnswerCard } from './model.ts';
import { lineHeightOf, textWidthMm, wrapText } from './text-measure.ts';
import { BARCODE_AREA_LABEL, EXAM_NUMBER_LABEL, NOTICE_HEADING, PAPER_TYPE_LABEL } from '../../i18n/zh-CN/domain/answer-card.ts';

/** The header fields the header block depends on (its memo key is built from these). */
export type HeaderFields = Pick<
  AnswerCard,
  | 'title'
  | 'schNumCount'
  | 'schNumType'
  | 'isAbPaper'
  | 'isCustomHeader'
  | 'customHeader'
  | 'headerTitle'
  | 'studentInfos'
  | 'isPaperKaohao'
  | 'startX'
  | 'titleHeight'
>;

/** "Header height 76 or 90": 90 when the header carries an extra row (custom header line or A/B paper type). */
export function headerHeight(card: Pick<AnswerCard, 'isCustomHeader' | 'isAbPaper'>): number {
  return card.isCustomHeader || card.isAbPaper ? HEADER_HEIGHT_TALL_MM : HEADER_HEIGHT_MM;
}

const NOTICE_GAP_MM = 2;
const NOTICE_HEADING_HEIGHT_MM = 6;
const NOTICE_INSET_MM = 1.5;
/** the notice starts at 小五 and shrinks down the table until every line fits */
const NOTICE_LARGEST_FONT = FONT_SIZE_MM.size5Small;
const UNDERLINE_OFFSET_MM = 7;
const EXAM_NUMBER_BUBBLE_WIDTH_MM = 4;

/** The header block's elements for a column `width` wide; its height is {@link headerHeight}. */
export function headerElements(card: HeaderFields, width: number): LayoutElement[] {
  const height = headerHeight(card);
  const pad = BLOCK_PADDING_MM;
  const inner = width - 2 * pad;
  const elements: LayoutElement[] = [];
  let y = pad;

  if (card.isCustomHeader) {
    elements.push(text(pad, y, inner, LINE_HEIGHT_MM, card.customHeader, FONT_SIZE_MM.size5, 'center'));
    y += LINE_HEIGHT_MM;
  }

  const titleRow = LINE_HEIGHT_MM + card.titleHeight;
  if (card.startX === null) elements.push(text(pad, y, inner, titleRow, card.title, FONT_SIZE_MM.size3, 'center', { bold: true }));
  else elements.push(text(card.startX, y, width - pad - card.startX, titleRow, card.title, FONT_SIZE_MM.size3, 'left', { bold: true }));
  y += titleRow;

  if (card.isAbPaper) {
    elements.push(...paperTypeRow(width, y));
    y += LINE_HEIGHT_MM;
  }

  const perRow = Math.max(1, Math.floor(inner / STUDENT_INFO_MIN_WIDTH_MM));
  const slotWidth = inner / perRow;
  card.studentInfos.forEach((kind, k) => {
    const x = pad + (k % perRow) * slotWidth;
    const rowY = y + Math.floor(k / perRow) * LINE_HEIGHT_MM;
    const label = `${STUDENT_INFO_LABELS[kind]}：`;
    const labelWidth = textWidthMm(label, FONT_SIZE_MM.size5) + 1;
    elements.push(text(x, rowY, labelWidth, LINE_HEIGHT_MM, label, FONT_SIZE_MM.size5));
    elements.push(line(x + labelWidth, rowY + UNDERLINE_OFFSET_MM, x + slotWidth - 3, rowY + UNDERLINE_OFFSET_MM));
    if (kind === StudentInfoKind.name) {
      elements.push(region(x + labelWidth, rowY, slotWidth - 3 - labelWidth, LINE_HEIGHT_MM, 'name', 'name'));
    }
  });
  y += Math.ceil(card.studentInfos.length / perRow) * LINE_HEIGHT_MM;

  const bottomTop = y + 1;
  const bottomHeight = height - pad - bottomTop;
  const numberWidth = examNumberWidth(card, inner);
  const numberX = width - pad - numberWidth;
  elements.push(...examNumberArea(card, numberX, bottomTop, numberWidth, bottomHeight));
  if (card.headerTitle.length > 0) {
    elements.push(...noticeBox(card.headerTitle, pad, bottomTop, numberX - NOTICE_GAP_MM - pad, bottomHeight));
  }
  return elements;
}

function paperTypeRow(width: number, y: number): LayoutElement[] {
  const label = `${PAPER_TYPE_LABEL}：`;
  const labelWidth = textWidthMm(label, FONT_SIZE_MM.size5) + 1;
  const total = labelWidth + BUBBLE_PITCH_MM + BUBBLE_WIDTH_MM;
  const x = (width - total) / 2;
  const bubbleY = y + (LINE_HEIGHT_MM - BUBBLE_HEIGHT_MM) / 2;
  return [
    text(x, y, labelWidth, LINE_HEIGHT_MM, label, FONT_SIZE_MM.size5),
    ...['A', 'B'].map((option, i) =>
      bubble(x + labelWidth + i * BUBBLE_PITCH_MM, bubbleY, BUBBLE_WIDTH_MM, BUBBLE_HEIGHT_MM, 'paperType', 'paperType', option),
    ),
  ];
}

function examNumberWidth(card: HeaderFields, inner: number): number {
  switch (card.schNumType) {
    case SchoolNumberType.barcode:
      return Math.min(BARCODE_AREA_WIDTH_MM, inner / 2);
    case SchoolNumberType.handwritten:
      return card.schNumCount * HANDWRITE_CELL_WIDTH_MM + 2;
    default:
      return card.schNumCount * EXAM_NUMBER_CELL_WIDTH_MM + 2;
  }
}

function examNumberArea(card: HeaderFields, x: number, y: number, width: number, height: number): LayoutElement[] {
  if (card.schNumType === SchoolNumberType.barcode) {
    const h = Math.min(BARCODE_AREA_HEIGHT_MM, height);
    const top = y + (height - h) / 2;
    return [
      rect(x, top, width, h, 'box', { dashed: true }),
      text(x, top, width, h, BARCODE_AREA_LABEL, FONT_SIZE_MM.size5, 'center'),
      code('barcode', x + 2, top + 2, width - 4, h - 4, null),
      region(x, top, width, h, 'barcode', 'barcode'),
    ];
  }
  const elements: LayoutElement[] = [
    rect(x, y, width, height, 'box'),
    text(x, y, width, EXAM_NUMBER_LABEL_HEIGHT_MM, EXAM_NUMBER_LABEL, FONT_SIZE_MM.size6, 'center', { bold: true }),
    region(x, y, width, height, 'examNumber', 'examNumber'),
  ];
  const digitsX = x + 1;
  let top = y + EXAM_NUMBER_LABEL_HEIGHT_MM;
  if (card.schNumType === SchoolNumberType.handwritten) {
    const boxHeight = Math.min(HANDWRITTEN_BOX_HEIGHT_MM, height - EXAM_NUMBER_LABEL_HEIGHT_MM - 1);
    for (let d = 0; d < card.schNumCount; d++) {
      elements.push(rect(digitsX + d * HANDWRITE_CELL_WIDTH_MM, top, HANDWRITE_CELL_WIDTH_MM, boxHeight, 'writeBox'));
    }
    return elements;
  }
  if (card.isPaperKaohao) {
    for (let d = 0; d < card.schNumCount; d++) {
      elements.push(rect(digitsX + d * EXAM_NUMBER_CELL_WIDTH_MM, top, EXAM_NUMBER_CELL_WIDTH_MM, EXAM_NUMBER_WRITE_ROW_HEIGHT_MM, 'writeBox'));
    }
    top += EXAM_NUMBER_WRITE_ROW_HEIGHT_MM;
  }
  const pitch = Math.min(EXAM_NUMBER_ROW_MAX_PITCH_MM, (y + height - 1 - top) / 10);
  const bubbleHeight = Math.min(BUBBLE_HEIGHT_MM, pitch * 0.7);
  const inset = (EXAM_NUMBER_CELL_WIDTH_MM - EXAM_NUMBER_BUBBLE_WIDTH_MM) / 2;
  for (let d = 0; d < card.schNumCount; d++) {
    for (let digit = 0; digit <= 9; digit++) {
      elements.push(
        bubble(
          digitsX + d * EXAM_NUMBER_CELL_WIDTH_MM + inset,
          top + digit * pitch + (pitch - bubbleHeight) / 2,
          EXAM_NUMBER_BUBBLE_WIDTH_MM,
          bubbleHeight,
          'examNumber',
          String(d),
          String(digit),
        ),
      );
    }
  }
  return elements;
}

/** The notice lines, numbered, at the largest size of the font table that fits the box. */
function noticeBox(lines: readonly string[], x: number, y: number, width: number, height: number): LayoutElement[] {
  const textWidth = width - 2 * NOTICE_INSET_MM;
  const room = height - NOTICE_HEADING_HEIGHT_MM - NOTICE_INSET_MM;
  const numbered = lines.map((notice, i) => `${i + 1}. ${notice}`);
  const sizes = FONT_SIZES_DESCENDING.filter((size) => size <= NOTICE_LARGEST_FONT);
  let fontSize = sizes[sizes.length - 1];
  let wrapped: string[] = [];
  for (const size of sizes) {
    wrapped = numbered.flatMap((notice) => wrapText(notice, size, textWidth));
    fontSize = size;
    if (wrapped.length * lineHeightOf(size) <= room) break;
  }
  const pitch = lineHeightOf(fontSize);
  return [
    rect(x, y, width, height, 'box'),
    text(x, y, width, NOTICE_HEADING_HEIGHT_MM, NOTICE_HEADING, FONT_SIZE_MM.size5, 'center', { bold: true }),
    ...wrapped.map((content, i) =>
      text(x + NOTICE_INSET_MM, y + NOTICE_HEADING_HEIGHT_MM + i * pitch, textWidth, pitch, content, fontSize, 'left'),
    ),
  ];
}
