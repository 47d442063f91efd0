/**
 * The layout engine: card → pages of columns of positioned blocks (mm). The card header opens
 * the first column of page 1; sections follow in print order, each measured into segments
 * (measure.ts) and stacked down the columns, moving to the next column or page when a segment
 * does not fit (with the spec's page-fit tolerance). An answer area that does not fit is split
 * between segments and its later parts are marked `continued`.
 *
 * Relayout is incremental: `layoutCard(card, previous)` keeps the blocks of the unchanged
 * leading sections as they were and resumes the flow at the first changed one, and takes every
 * section's segments from a memo keyed by the section's structure, so an edit re-measures only
 * the section it touched.
 */
import { code, line, placeElement, rect, text, shiftElement, type CodeElement, type LayoutElement } from './elements.ts';
import { pageFrame, type PageFrame, type Rect } from './frame.ts';
import {
  BLOCK_SPACING_MM,
  FONT_SIZE_MM,
  PAGE_CODE_HEIGHT_MM,
  PAGE_CODE_WIDTH_MM,
  PAGE_FIT_TOLERANCE_MM,
  PAGE_QR_CODE_SIZE_MM,
  roundMm,
} from './geometry.ts';
import { headerElements, headerHeight, type HeaderFields } from './header.ts';
import { measureSection } from './measure.ts';
import { envKey, type BlockArea, type BlockBorder, type MeasureEnv, type Segment } from './measure-parts.ts';
import { STUDENT_INFO_LABELS, type AnswerCard, type CardPage, type CardSection, type SectionKind } from './model.ts';
import { isQuestionSection } from './sections.ts';
import { numberToChinese } from '../number-to-chinese.ts';
import { CONTINUED_MARK, pageNumberText, SEALING_LINE_TEXT } from '../../i18n/zh-CN/domain/answer-card.ts';

export type BlockKind = SectionKind | 'cardHeader';

export interface LayoutBlock {
  id: string;
  kind: BlockKind;
  /** position of the section in card.sections; -1 for the card header */
  sectionIndex: number;
  questionNos: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0-based page and column */
  page: number;
  column: number;
  /** 0 for the first part of a split block */
  part: number;
  /** a later part of a block split across columns or pages */
  continued?: true;
  border: BlockBorder;
  /** the answer area (marking region) shown, for subjective blocks */
  area: BlockArea | null;
  /** drawn contents, relative to the block's top-left corner */
  elements: LayoutElement[];
}

/** A band of a page (page header, footer, sealing strip) with its contents in page coordinates. */
export interface PageBand extends Rect {
  elements: LayoutElement[];
}

export interface LayoutPage extends CardPage<LayoutBlock, PageBand> {
  width: number;
  height: number;
  /** the four positioning anchors: top-left, top-right, bottom-left, bottom-right */
  anchors: Rect[];
  qrCode: CodeElement | null;
  pageCode: CodeElement | null;
  secretStrip: PageBand | null;
  /** columns of this page, left to right */
  columns: Rect[];
}

export interface CardLayout {
  pageSize: AnswerCard['pageConfig']['pageSize'];
  frame: PageFrame;
  pages: LayoutPage[];
  /** every block in flow order, the card header first */
  blocks: LayoutBlock[];
  /** what a relayout may reuse; dropped when the layout crosses a worker boundary */
  cache?: LayoutCache;
}

interface Cursor {
  page: number;
  column: number;
  y: number;
}

export interface LayoutCache {
  frameKey: string;
  sections: readonly CardSection[];
  envKeys: string[];
  sectionKeys: string[];
  measures: Map<string, Segment[]>;
  /** cursor after the header, then after each section */
  cursors: Cursor[];
  /** blocks.length after the header, then after each section */
  blockCounts: number[];
  blocks: LayoutBlock[];
}

function frameKeyOf(card: AnswerCard): string {
  const header: HeaderFields = {
    title: card.title,
    schNumCount: card.schNumCount,
    schNumType: card.schNumType,
    isAbPaper: card.isAbPaper,
    isCustomHeader: card.isCustomHeader,
    customHeader: card.customHeader,
    headerTitle: card.headerTitle,
    studentInfos: card.studentInfos,
    isPaperKaohao: card.isPaperKaohao,
    startX: card.startX,
    titleHeight: card.titleHeight,
  };
  const { pageSize, blockCount, isSecret } = card.pageConfig;
  return JSON.stringify([header, pageSize, blockCount, isSecret]);
}

/** The environment of each section: its Chinese number and the partition title printed before it. */
function sectionEnvs(card: AnswerCard, columnWidth: number): MeasureEnv[] {
  const partitionStarts = new Map<number, string>();
  if (card.pageConfig.isPartition) {
    const order = new Map(card.sections.map((section, i) => [section.index, i]));
    for (const partition of card.partitions) {
      const first = partition.partitionQuestions.reduce(
        (best, index) => ((order.get(index) ?? Infinity) < (order.get(best) ?? Infinity) ? index : best),
        partition.partitionQuestions[0],
      );
      if (first !== undefined && partition.title !== '') partitionStarts.set(first, partition.title);
    }
  }
  let number = 0;
  return card.sections.map((section) => ({
    columnWidth,
    config: card.pageConfig,
    number: isQuestionSection(section) ? numberToChinese(++number) : null,
    partitionTitle: partitionStarts.get(section.index) ?? null,
  }));
}

/** Lays out a card; pass the previous layout of the same card to reuse what did not change. */
export function layoutCard(card: AnswerCard, previous?: CardLayout): CardLayout {
  const frame = pageFrame(card.pageConfig);
  const frameKey = frameKeyOf(card);
  const envs = sectionEnvs(card, frame.columnWidth);
  const envKeys = envs.map(envKey);
  const prev = previous?.cache && previous.cache.frameKey === frameKey ? previous.cache : undefined;

  // the structural key of each section; sections are never changed in place (the edit
  // operations and state snapshots both make new objects), so the same object has the same key
  const sectionKeys = card.sections.map((section, i) =>
    prev && prev.sections[i] === section && prev.envKeys[i] === envKeys[i]
      ? prev.sectionKeys[i]
      : `${JSON.stringify(section)}#${envKeys[i]}`,
  );

  let reused = 0;
  if (prev) while (reused < sectionKeys.length && reused < prev.sectionKeys.length && prev.sectionKeys[reused] === sectionKeys[reused]) reused++;

  const measures = new Map<string, Segment[]>();
  const blocks: LayoutBlock[] = prev ? prev.blocks.slice(0, prev.blockCounts[reused]) : [];
  const cursors: Cursor[] = prev ? prev.cursors.slice(0, reused + 1) : [];
  const blockCounts: number[] = prev ? prev.blockCounts.slice(0, reused + 1) : [];
  let cursor: Cursor;
  if (prev) cursor = { ...prev.cursors[reused] };
  else {
    const height = headerHeight(card);
    blocks.push({
      id: 'header',
      kind: 'cardHeader',
      sectionIndex: -1,
      questionNos: [],
      x: frame.columnXs[0],
      y: frame.columnTop,
      width: frame.columnWidth,
      height,
      page: 0,
      column: 0,
      part: 0,
      border: null,
      area: null,
      elements: headerElements(card, frame.columnWidth),
    });
    cursor = { page: 0, column: 0, y: frame.columnTop + height };
    cursors.push({ ...cursor });
    blockCounts.push(blocks.length);
  }
  for (let i = 0; i < reused; i++) measures.set(sectionKeys[i], prev!.measures.get(sectionKeys[i])!);

  for (let i = reused; i < card.sections.length; i++) {
    const key = sectionKeys[i];
    let segments = measures.get(key) ?? previous?.cache?.measures.get(key);
    if (!segments) segments = measureSection(card.sections[i], envs[i]);
    measures.set(key, segments);
    cursor = flowSection(segments, i, frame, cursor, blocks);
    cursors.push({ ...cursor });
    blockCounts.push(blocks.length);
  }

  const pages = buildPages(card, frame, blocks);
  return {
    pageSize: card.pageConfig.pageSize,
    frame,
    pages,
    blocks,
    cache: { frameKey, sections: card.sections, envKeys, sectionKeys, measures, cursors, blockCounts, blocks },
  };
}

function nextColumn(cursor: Cursor, frame: PageFrame): Cursor {
  return cursor.column + 1 < frame.columnCount
    ? { page: cursor.page, column: cursor.column + 1, y: frame.columnTop }
    : { page: cursor.page + 1, column: 0, y: frame.columnTop };
}

/** Height of segment `j` with the segments it must stay with (keep-with-next), spacing included. */
function keptHeight(segments: readonly Segment[], j: number): number {
  let height = segments[j].height;
  for (let k = j; segments[k].keepWithNext && k + 1 < segments.length; k++) {
    height += segments[k + 1].height + (segments[k + 1].blockKey !== segments[k].blockKey ? BLOCK_SPACING_MM : 0);
  }
  return height;
}

function flowSection(
  segments: readonly Segment[],
  sectionIndex: number,
  frame: PageFrame,
  start: Cursor,
  blocks: LayoutBlock[],
): Cursor {
  let cursor = { ...start };
  let open: LayoutBlock | null = null;
  const parts = new Map<string, number>();
  for (let j = 0; j < segments.length; j++) {
    const segment = segments[j];
    const continues = open !== null && open.id.split('#')[0] === segment.blockKey;
    const atTop = cursor.y <= frame.columnTop;
    let spacing = continues || atTop ? 0 : BLOCK_SPACING_MM;
    if (cursor.y + spacing + keptHeight(segments, j) > frame.columnBottom + PAGE_FIT_TOLERANCE_MM && !atTop) {
      cursor = nextColumn(cursor, frame);
      spacing = 0;
      open = null;
    }
    cursor.y += spacing;
    if (!open || open.id.split('#')[0] !== segment.blockKey) {
      const part = parts.get(segment.blockKey) ?? 0;
      parts.set(segment.blockKey, part + 1);
      open = {
        id: part === 0 ? segment.blockKey : `${segment.blockKey}#${part + 1}`,
        kind: segment.kind,
        sectionIndex,
        questionNos: [...segment.questionNos],
        x: frame.columnXs[cursor.column],
        y: roundMm(cursor.y),
        width: frame.columnWidth,
        height: 0,
        page: cursor.page,
        column: cursor.column,
        part,
        ...(part > 0 && { continued: true as const }),
        border: segment.border,
        area: segment.area,
        elements: part > 0 ? [continuedMark(frame.columnWidth)] : [],
      };
      blocks.push(open);
    } else {
      for (const no of segment.questionNos) if (!open.questionNos.includes(no)) open.questionNos.push(no);
    }
    for (const element of segment.elements) open.elements.push(shiftElement(element, open.height));
    open.height = roundMm(open.height + segment.height);
    cursor.y += segment.height;
  }
  return cursor;
}

function continuedMark(width: number): LayoutElement {
  const size = FONT_SIZE_MM.size8;
  return text(width - 12, 0.5, 11, size * 1.5, CONTINUED_MARK, size, 'right');
}

// ── Pages ───────────────────────────────────────────────────────────────────────────────────

export function pageKeyOf(card: Pick<AnswerCard, 'cardId'>, pageIndex: number): string {
  return `${card.cardId}-${pageIndex + 1}`;
}

/** A page code of `width` × `height` at the right end of a band of the page (header or footer), centred in its height. */
function codeAtRightEnd(type: 'barcode' | 'qrcode', band: Rect, width: number, height: number, value: string): CodeElement {
  return code(type, band.x + band.width - width, band.y + (band.height - height) / 2, width, height, value);
}

function buildPages(card: AnswerCard, frame: PageFrame, blocks: readonly LayoutBlock[]): LayoutPage[] {
  const pageCount = blocks.reduce((max, block) => Math.max(max, block.page + 1), 1);
  const pages: LayoutPage[] = [];
  const partitionOf = new Map<number, string>();
  card.partitions.forEach((partition) => partition.partitionQuestions.forEach((index) => partitionOf.set(index, partition.title)));
  for (let p = 0; p < pageCount; p++) {
    const pageKey = pageKeyOf(card, p);
    const pageBlocks = blocks.filter((block) => block.page === p);
    const partitions = [
      ...new Set(
        pageBlocks.flatMap((block) => {
          const title = block.sectionIndex >= 0 ? partitionOf.get(card.sections[block.sectionIndex].index) : undefined;
          return title ? [title] : [];
        }),
      ),
    ];
    const qrCode = card.pageConfig.isPageQRcode ? codeAtRightEnd('qrcode', frame.pageFooter, PAGE_QR_CODE_SIZE_MM, PAGE_QR_CODE_SIZE_MM, pageKey) : null;
    const pageCode = card.pageConfig.isCode ? codeAtRightEnd('barcode', frame.pageHeader, PAGE_CODE_WIDTH_MM, PAGE_CODE_HEIGHT_MM, pageKey) : null;
    const headerElementsOfPage: LayoutElement[] = [];
    if (p > 0) {
      headerElementsOfPage.push(
        text(frame.pageHeader.x, frame.pageHeader.y, frame.pageHeader.width / 2, frame.pageHeader.height, card.title, FONT_SIZE_MM.size5, 'left', {
          bold: true,
        }),
      );
    }
    if (pageCode) headerElementsOfPage.push(pageCode);
    const footerElements: LayoutElement[] = [
      text(frame.pageFooter.x, frame.pageFooter.y, frame.pageFooter.width, frame.pageFooter.height, pageNumberText(p + 1, pageCount), FONT_SIZE_MM.size6, 'center'),
    ];
    if (qrCode) footerElements.push(qrCode);
    pages.push({
      pageIndex: p,
      pageKey,
      width: frame.pageWidth,
      height: frame.pageHeight,
      header: p === 0 ? (blocks.find((block) => block.kind === 'cardHeader') ?? null) : null,
      questions: pageBlocks.filter((block) => block.kind !== 'cardHeader'),
      partitions,
      pageHeader: { ...frame.pageHeader, elements: headerElementsOfPage },
      pageFooter: { ...frame.pageFooter, elements: footerElements },
      anchors: frame.anchors,
      qrCode,
      pageCode,
      secretStrip: frame.secretStrip ? { ...frame.secretStrip, elements: secretStripElements(card, frame.secretStrip) } : null,
      columns: frame.columnXs.map((x) => ({ x, y: frame.columnTop, width: frame.columnWidth, height: frame.columnBottom - frame.columnTop })),
    });
  }
  return pages;
}

const SEALING_LINE_INSET_MM = 3;
const SECRET_TEXT_WIDTH_MM = 6;

/** The sealing strip: the student's details written along the edge, then the dashed sealing line. */
function secretStripElements(card: AnswerCard, strip: Rect): LayoutElement[] {
  const lineX = strip.x + strip.width - SEALING_LINE_INSET_MM;
  const infos = card.secretStudentInfos.map((kind) => `${STUDENT_INFO_LABELS[kind]}：____________`).join('    ');
  return [
    text(strip.x + 2, strip.y, SECRET_TEXT_WIDTH_MM, strip.height, infos, FONT_SIZE_MM.size5, 'center', { vertical: true }),
    line(lineX, strip.y, lineX, strip.y + strip.height, true),
    text(lineX - SECRET_TEXT_WIDTH_MM - 1, strip.y, SECRET_TEXT_WIDTH_MM, strip.height, SEALING_LINE_TEXT, FONT_SIZE_MM.size6, 'center', {
      vertical: true,
    }),
  ];
}

/** Every drawn element of a page in page coordinates: anchors, bands, then the blocks with their borders. */
export function pageElements(page: LayoutPage): LayoutElement[] {
  const elements: LayoutElement[] = page.anchors.map((anchor) => rect(anchor.x, anchor.y, anchor.width, anchor.height, 'anchor', { filled: true }));
  if (page.secretStrip) elements.push(...page.secretStrip.elements);
  elements.push(...page.pageHeader.elements, ...page.pageFooter.elements);
  const blocks = page.header ? [page.header, ...page.questions] : page.questions;
  for (const block of blocks) {
    if (block.border) elements.push(rect(block.x, block.y, block.width, block.height, 'box', { dashed: block.border === 'dashed' }));
    for (const element of block.elements) elements.push(placeElement(element, block.x, block.y));
  }
  return elements;
}

/** A layout without its relayout cache, as it crosses a worker boundary. */
export function withoutCache(layout: CardLayout): CardLayout {
  const { cache: _cache, ...rest } = layout;
  return rest;
}
