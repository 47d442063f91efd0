/**
 * Measuring a section: it becomes a list of segments, each an unbreakable strip of the column
 * (a heading, a score box, a row of objective blocks, one writing line, one row of composition
 * cells). The flow in layout.ts stacks segments into columns and splits a section only between
 * segments. A section's segments depend on the section and its environment alone, so they are
 * memoised by a structural key and reused when another section changes.
 */
import { bubble, text, type LayoutElement } from './elements.ts';
import {
  BLOCK_PADDING_MM,
  BUBBLE_HEIGHT_MM,
  BUBBLE_PITCH_MM,
  BUBBLE_WIDTH_MM,
  FONT_SIZE_MM,
  LINE_HEIGHT_MM,
  OBJECTIVE_GROUP_GAP_MM,
  OBJECTIVE_NUMBER_WIDTH_MM,
  OBJECTIVE_QUESTIONS_PER_BLOCK,
  OBJECTIVE_ROW_PITCH_MM,
} from './geometry.ts';
import { type AnswerSection, type CardSection, type ObjectiveItem, type ObjectiveSection } from './model.ts';
import { objectiveOptions } from './sections.ts';
import { lineHeightOf, wrapText } from './text-measure.ts';
import { UNANSWERED_AREA_TEXT } from '../../i18n/zh-CN/domain/answer-card.ts';
import { answerSegments } from './measure-answers.ts';
import { type Segment, type MeasureEnv, BODY_FONT, inner, plain, partitionTitleSegment, headingSegments, borderOf } from './measure-parts.ts';

/** Measures one section into segments. */
export function measureSection(section: CardSection, env: MeasureEnv): Segment[] {
  const segments: Segment[] = [];
  if (env.partitionTitle !== null) segments.push(partitionTitleSegment(`s${section.index}-partition`, env.partitionTitle, env));
  switch (section.kind) {
    case 'objective':
      segments.push(...objectiveSegments(section as ObjectiveSection, env));
      break;
    case 'blankFilling':
    case 'shortAnswer':
    case 'composition':
    case 'englishComposition':
    case 'optional':
      segments.push(...answerSegments(section as AnswerSection, env));
      break;
    case 'paperTitle':
      segments.push(
        plain(section, LINE_HEIGHT_MM, [text(0, 0, env.columnWidth, LINE_HEIGHT_MM, section.title, FONT_SIZE_MM.size4, 'center', { bold: true })]),
      );
      break;
    case 'paperHeader':
      segments.push(...paperHeaderSegments(section, env));
      break;
    case 'unansweredArea':
      segments.push(...unansweredSegments(section, env));
      break;
    case 'partitionTitle':
      segments.push(partitionTitleSegment(`s${section.index}`, section.title, env));
      break;
  }
  return segments;
}

// ── Objective questions ─────────────────────────────────────────────────────────────────────

function groupWidth(items: readonly ObjectiveItem[]): number {
  const options = Math.max(...items.map((item) => objectiveOptions(item).length));
  return OBJECTIVE_NUMBER_WIDTH_MM + (options - 1) * BUBBLE_PITCH_MM + BUBBLE_WIDTH_MM;
}

/**
 * Objective questions in blocks of five ("5 questions per block"), blocks side by side as far
 * as the column allows; one row of blocks is one segment.
 */
function objectiveSegments(section: ObjectiveSection, env: MeasureEnv): Segment[] {
  const base = {
    blockKey: `s${section.index}`,
    kind: section.kind,
    border: borderOf(env),
    questionNos: [] as string[],
    area: null,
  };
  const segments = headingSegments(section, env, base);
  const groups: ObjectiveItem[][] = [];
  for (let i = 0; i < section.items.length; i += OBJECTIVE_QUESTIONS_PER_BLOCK) {
    groups.push(section.items.slice(i, i + OBJECTIVE_QUESTIONS_PER_BLOCK));
  }
  const available = inner(env);
  let row: { items: ObjectiveItem[]; x: number; width: number }[] = [];
  let x = BLOCK_PADDING_MM;
  const flush = () => {
    if (row.length === 0) return;
    const rows = Math.max(...row.map((group) => group.items.length));
    const elements: LayoutElement[] = [];
    for (const group of row) elements.push(...objectiveGroup(group.items, group.x));
    segments.push({
      ...base,
      height: rows * OBJECTIVE_ROW_PITCH_MM + OBJECTIVE_GROUP_GAP_MM,
      elements,
      questionNos: row.flatMap((group) => group.items.map((item) => String(item.qNum))),
      keepWithNext: false,
    });
    row = [];
    x = BLOCK_PADDING_MM;
  };
  for (const items of groups) {
    const width = groupWidth(items);
    if (row.length > 0 && x + width > BLOCK_PADDING_MM + available) flush();
    row.push({ items, x, width });
    x += width + OBJECTIVE_GROUP_GAP_MM;
  }
  flush();
  return segments;
}

function objectiveGroup(items: readonly ObjectiveItem[], x: number): LayoutElement[] {
  const elements: LayoutElement[] = [];
  const top = OBJECTIVE_GROUP_GAP_MM / 2;
  items.forEach((item, row) => {
    const y = top + row * OBJECTIVE_ROW_PITCH_MM;
    elements.push(text(x, y, OBJECTIVE_NUMBER_WIDTH_MM, OBJECTIVE_ROW_PITCH_MM, String(item.qNum), FONT_SIZE_MM.size6, 'left'));
    objectiveOptions(item).forEach((option, k) => {
      elements.push(
        bubble(
          x + OBJECTIVE_NUMBER_WIDTH_MM + k * BUBBLE_PITCH_MM,
          y + (OBJECTIVE_ROW_PITCH_MM - BUBBLE_HEIGHT_MM) / 2,
          BUBBLE_WIDTH_MM,
          BUBBLE_HEIGHT_MM,
          'objective',
          String(item.qNum),
          option,
        ),
      );
    });
  });
  return elements;
}

// ── Plain sections ──────────────────────────────────────────────────────────────────────────

function paperHeaderSegments(section: CardSection, env: MeasureEnv): Segment[] {
  const pitch = lineHeightOf(BODY_FONT);
  const source = section.richText.trim() === '' ? section.title : section.richText;
  const lines = source.split('\n').flatMap((paragraph) => wrapText(paragraph, BODY_FONT, inner(env)));
  const segments = lines.map((content) => plain(section, pitch, [text(BLOCK_PADDING_MM, 0, inner(env), pitch, content, BODY_FONT)]));
  for (let i = 0; i < section.rows; i++) segments.push(plain(section, LINE_HEIGHT_MM, []));
  return segments;
}

function unansweredSegments(section: CardSection, env: MeasureEnv): Segment[] {
  const rows = Math.max(1, section.rows);
  return Array.from({ length: rows }, (_, i) =>
    plain(
      section,
      LINE_HEIGHT_MM,
      i === Math.floor((rows - 1) / 2) ? [text(0, 0, env.columnWidth, LINE_HEIGHT_MM, UNANSWERED_AREA_TEXT, BODY_FONT, 'center')] : [],
      'dashed',
    ),
  );
}
