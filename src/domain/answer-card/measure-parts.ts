/**
 * What measuring a section produces and the pieces every kind of section shares: the segment
 * (an unbreakable strip of a column), the environment a section is measured in and its
 * memoisation key, the fonts, the inner width, the plain segment, partition titles and section
 * headings.
 */
import { line, text, type LayoutElement } from './elements.ts';
import { BLOCK_PADDING_MM, FONT_SIZE_MM, LINE_HEIGHT_MM, PARTITION_TITLE_HEIGHT_MM } from './geometry.ts';
import { ScoreDisplayKind, type CardSection, type PageConfig, type SectionKind } from './model.ts';
import { lineHeightOf, wrapText } from './text-measure.ts';
import { scoreTotalText } from '../../i18n/zh-CN/domain/answer-card.ts';

export interface BlockArea {
  key: string;
  /** how the marking region is named: its question numbers ("20", "17-18") or the section title */
  name: string;
  qNums: string[];
  score: number;
}

export type BlockBorder = 'solid' | 'dashed' | null;

export interface Segment {
  height: number;
  /** relative to the segment's top-left corner in the column */
  elements: LayoutElement[];
  /** consecutive segments with the same key in one column form one block */
  blockKey: string;
  kind: SectionKind;
  border: BlockBorder;
  questionNos: readonly string[];
  area: BlockArea | null;
  /** a heading or score box stays in the same column as the segment after it */
  keepWithNext: boolean;
}

/** What, besides the section itself, its segments depend on. */
export interface MeasureEnv {
  columnWidth: number;
  config: Pick<
    PageConfig,
    'blockCount' | 'isScorePoint' | 'eachMark' | 'showScoreFlag' | 'isShowTitle' | 'isBlock' | 'isScorePointNewMode'
  >;
  /** the section's Chinese number among the question sections (一、二、…), if it has one */
  number: string | null;
  /** the partition title printed before the section, when partitions are printed */
  partitionTitle: string | null;
}

export function envKey(env: MeasureEnv): string {
  const c = env.config;
  return [
    env.columnWidth,
    c.blockCount,
    c.isScorePoint,
    c.eachMark,
    c.showScoreFlag,
    c.isShowTitle,
    c.isBlock,
    c.isScorePointNewMode,
    env.number ?? '',
    env.partitionTitle ?? '',
  ].join('|');
}

export const HEADING_FONT = FONT_SIZE_MM.size5;
export const BODY_FONT = FONT_SIZE_MM.size5;
export const CELL_FONT = FONT_SIZE_MM.size7;
export const BUBBLE_FONT = FONT_SIZE_MM.size7;
export const UNDERLINE_INSET_MM = 1.5;
export const BLANK_NUMBER_WIDTH_MM = 8;

export function inner(env: MeasureEnv): number {
  return env.columnWidth - 2 * BLOCK_PADDING_MM;
}

export function plain(section: CardSection, height: number, elements: LayoutElement[], border: BlockBorder = null): Segment {
  return {
    height,
    elements,
    blockKey: `s${section.index}`,
    kind: section.kind,
    border,
    questionNos: [],
    area: null,
    keepWithNext: false,
  };
}

export function partitionTitleSegment(blockKey: string, title: string, env: MeasureEnv): Segment {
  return {
    height: PARTITION_TITLE_HEIGHT_MM,
    elements: [
      text(BLOCK_PADDING_MM, 0, inner(env), PARTITION_TITLE_HEIGHT_MM, title, FONT_SIZE_MM.size4, 'left', { bold: true }),
      line(0, PARTITION_TITLE_HEIGHT_MM - 1, env.columnWidth, PARTITION_TITLE_HEIGHT_MM - 1),
    ],
    blockKey,
    kind: 'partitionTitle',
    border: null,
    questionNos: [],
    area: null,
    keepWithNext: true,
  };
}

/** "一、选择题（共12分）" by the score display kind. */
export function headingText(section: CardSection, number: string | null, display: number): string {
  if (display === ScoreDisplayKind.questionAlone || number === null) return section.title;
  const head = `${number}、${section.title}`;
  return display === ScoreDisplayKind.score && section.totalScore > 0 ? head + scoreTotalText(section.totalScore) : head;
}

export function headingSegments(section: CardSection, env: MeasureEnv, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment[] {
  const segments: Segment[] = [
    {
      ...base,
      height: LINE_HEIGHT_MM,
      elements: [text(BLOCK_PADDING_MM, 0, inner(env), LINE_HEIGHT_MM, headingText(section, env.number, env.config.showScoreFlag), HEADING_FONT, 'left', { bold: true })],
      keepWithNext: true,
    },
  ];
  if (env.config.isShowTitle && section.richText.trim() !== '') {
    const pitch = lineHeightOf(BODY_FONT);
    const lines = section.richText.split('\n').flatMap((paragraph) => wrapText(paragraph, BODY_FONT, inner(env)));
    segments.push({
      ...base,
      height: lines.length * pitch + 1,
      elements: lines.map((content, i) => text(BLOCK_PADDING_MM, i * pitch, inner(env), pitch, content, BODY_FONT)),
      keepWithNext: true,
    });
  }
  return segments;
}

export function borderOf(env: MeasureEnv): BlockBorder {
  return env.config.isBlock ? 'solid' : null;
}

