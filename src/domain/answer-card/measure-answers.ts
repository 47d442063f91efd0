/**
 * Measuring the answer sections (blank filling, short answer, composition, English composition,
 * optional questions): their score boxes (a fill-in score bar or a handwritten box), writing
 * lines, rows of blanks, composition grids and the optional questions' choice row.
 */
import { bubble, line, rect, region, text, type LayoutElement } from './elements.ts';
import {
  BLOCK_PADDING_MM,
  BUBBLE_HEIGHT_MM,
  BUBBLE_PITCH_MM,
  BUBBLE_WIDTH_MM,
  COMPOSITION_COUNT_STEP,
  COMPOSITION_ROW_GAP_MM,
  EACH_MARK_HEIGHT_MM,
  FONT_SIZE_MM,
  GRID_CELL_MM,
  HANDWRITE_CELL_WIDTH_MM,
  HANDWRITTEN_BOX_HEIGHT_MM,
  LINE_HEIGHT_MM,
  SCORE_BOX_CELLS_PER_ROW,
  SCORE_BOX_CELLS_PER_ROW_THREE_COLUMNS,
  SCORE_BOX_HEIGHT_MM,
  SCORE_BOX_LABEL_WIDTH_MM,
  roundMm,
} from './geometry.ts';
import { ScorePointMode, type AnswerSection } from './model.ts';
import { answerAreas, type AnswerArea } from './sections.ts';
import { textWidthMm } from './text-measure.ts';
import { OPTIONAL_CHOICE_LABEL, SCORE_LABEL } from '../../i18n/zh-CN/domain/answer-card.ts';
import {
  type BlockArea,
  type Segment,
  type MeasureEnv,
  BODY_FONT,
  CELL_FONT,
  BUBBLE_FONT,
  UNDERLINE_INSET_MM,
  BLANK_NUMBER_WIDTH_MM,
  inner,
  headingSegments,
  borderOf,
} from './measure-parts.ts';

// ── Score boxes ─────────────────────────────────────────────────────────────────────────────

function cellsPerRow(env: MeasureEnv): number {
  return env.config.blockCount === 3 ? SCORE_BOX_CELLS_PER_ROW_THREE_COLUMNS : SCORE_BOX_CELLS_PER_ROW;
}

/**
 * The cells of a fill-in score bar: 0 … score when they fit one row, else tens (10, 20, …) and
 * units (0–9) cells that add up; a ".5" cell when half points are ticked.
 */
export function scoreBarCells(score: number, halfScore: boolean, perRow: number): string[] {
  const whole = Math.floor(score);
  const half = halfScore ? ['.5'] : [];
  if (whole + 1 + half.length <= perRow) return [...Array.from({ length: whole + 1 }, (_, i) => String(i)), ...half];
  const tens = Array.from({ length: Math.floor(whole / 10) }, (_, i) => String((i + 1) * 10));
  const units = Array.from({ length: 10 }, (_, i) => String(i));
  return [...tens, ...units, ...half];
}

function scoreBarRow(label: string, cells: string[], perRow: number, env: MeasureEnv, height: number): LayoutElement[] {
  const x0 = BLOCK_PADDING_MM;
  const cellWidth = (inner(env) - SCORE_BOX_LABEL_WIDTH_MM) / perRow;
  const cellHeight = height - 2 * BLOCK_PADDING_MM;
  const y = BLOCK_PADDING_MM;
  const elements: LayoutElement[] = [
    rect(x0, y, SCORE_BOX_LABEL_WIDTH_MM, cellHeight, 'cell'),
    text(x0, y, SCORE_BOX_LABEL_WIDTH_MM, cellHeight, label, CELL_FONT, 'center'),
  ];
  cells.forEach((cell, i) => {
    const x = x0 + SCORE_BOX_LABEL_WIDTH_MM + i * cellWidth;
    elements.push(rect(x, y, cellWidth, cellHeight, 'cell'), text(x, y, cellWidth, cellHeight, cell, CELL_FONT, 'center'));
  });
  return elements;
}

function scoreBoxSegments(area: AnswerArea & { key: string }, halfScore: boolean, env: MeasureEnv, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment[] {
  const mode = env.config.isScorePoint;
  if (mode === ScorePointMode.none) return [];
  if (mode === ScorePointMode.handwritten) {
    const digits = String(Math.floor(area.score)).length + (halfScore ? 1 : 0);
    const boxesWidth = digits * HANDWRITE_CELL_WIDTH_MM;
    const x = env.columnWidth - BLOCK_PADDING_MM - boxesWidth;
    const labelWidth = SCORE_BOX_LABEL_WIDTH_MM;
    const elements: LayoutElement[] = [text(x - labelWidth, 0, labelWidth, HANDWRITTEN_BOX_HEIGHT_MM, SCORE_LABEL, BODY_FONT, 'center')];
    for (let d = 0; d < digits; d++) {
      elements.push(rect(x + d * HANDWRITE_CELL_WIDTH_MM, 0, HANDWRITE_CELL_WIDTH_MM, HANDWRITTEN_BOX_HEIGHT_MM, 'writeBox'));
    }
    elements.push(region(x, 0, boxesWidth, HANDWRITTEN_BOX_HEIGHT_MM, 'scoreBox', area.key));
    return [{ ...base, height: HANDWRITTEN_BOX_HEIGHT_MM, elements, keepWithNext: true }];
  }
  const perRow = cellsPerRow(env);
  if (env.config.eachMark && area.scoreRows.length > 1) {
    return area.scoreRows.map((row) => ({
      ...base,
      height: EACH_MARK_HEIGHT_MM,
      elements: [
        ...scoreBarRow(row.qNum, scoreBarCells(row.score, halfScore, perRow), perRow, env, EACH_MARK_HEIGHT_MM),
        region(BLOCK_PADDING_MM, 0, inner(env), EACH_MARK_HEIGHT_MM, 'scoreBox', `${area.key}:${row.qNum}`),
      ],
      keepWithNext: true,
    }));
  }
  return [
    {
      ...base,
      height: SCORE_BOX_HEIGHT_MM,
      elements: [
        ...scoreBarRow(SCORE_LABEL, scoreBarCells(area.score, halfScore, perRow), perRow, env, SCORE_BOX_HEIGHT_MM),
        region(BLOCK_PADDING_MM, 0, inner(env), SCORE_BOX_HEIGHT_MM, 'scoreBox', area.key),
      ],
      keepWithNext: true,
    },
  ];
}

// ── Answer sections ─────────────────────────────────────────────────────────────────────────

export function answerSegments(section: AnswerSection, env: MeasureEnv): Segment[] {
  const areas = answerAreas(section);
  const segments: Segment[] = [];
  areas.forEach((area, k) => {
    const key = areas.length === 1 ? `s${section.index}` : `s${section.index}-${k + 1}`;
    const blockArea: BlockArea = { key, name: area.name || section.title, qNums: area.qNums, score: area.score };
    const base = { blockKey: key, kind: section.kind, border: borderOf(env), questionNos: area.qNums, area: blockArea };
    const areaSegments: Segment[] = [];
    if (k === 0) areaSegments.push(...headingSegments(section, env, base));
    areaSegments.push(...scoreBoxSegments({ ...area, key }, section.halfScore, env, base));
    areaSegments.push(...answerBody(section, area, env, base));
    segments.push(...areaSegments);
  });
  return segments;
}

function answerBody(section: AnswerSection, area: AnswerArea, env: MeasureEnv, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment[] {
  switch (section.kind) {
    case 'blankFilling':
      return section.items.length > 0 ? blankRows(section, env, base) : writingLines(section, section.lines, [], env, base);
    case 'composition':
      return compositionRows(section, env, base);
    case 'optional':
      return [optionalChoiceRow(section, base), ...writingLines(section, section.lines, [], env, base)];
    default:
      return writingLines(section, section.lines * Math.max(1, area.items.filter((i) => section.items[i].level === 1).length), lineLabels(section, area), env, base);
  }
}

/** Question labels at the start of the lines of a short-answer area: each question's share begins with its number. */
function lineLabels(section: AnswerSection, area: AnswerArea): string[] {
  const labels: string[] = [];
  const questions = area.items.filter((i) => section.items[i].level === 1);
  const lines = Math.max(1, section.lines);
  questions.forEach((question, q) => {
    const children = area.items.filter((i) => i > question && section.items[i].level === 2 && (questions[q + 1] === undefined || i < questions[q + 1]));
    const first = q * lines;
    labels[first] = `${section.items[question].qNum}.`;
    children.forEach((child, c) => {
      const at = first + Math.floor((c * lines) / children.length);
      const parentNo = section.items[question].qNum;
      const childNo = section.items[child].qNum;
      // "21(1)" under question 21 reads "(1)"
      const short = childNo.startsWith(parentNo) && childNo.length > parentNo.length ? childNo.slice(parentNo.length) : childNo;
      labels[at] = labels[at] ? `${labels[at]} ${short}` : short;
    });
  });
  return labels;
}

function writingLines(
  section: AnswerSection,
  count: number,
  labels: readonly (string | undefined)[],
  env: MeasureEnv,
  base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>,
): Segment[] {
  const lines = Math.max(1, count);
  const left = BLOCK_PADDING_MM;
  const right = env.columnWidth - BLOCK_PADDING_MM;
  return Array.from({ length: lines }, (_, i) => {
    const elements: LayoutElement[] = [];
    const label = labels[i];
    if (label) elements.push(text(left, 0, textWidthMm(label, BODY_FONT) + 1, LINE_HEIGHT_MM, label, BODY_FONT));
    if (section.showLine && count > 0) {
      const y = LINE_HEIGHT_MM - UNDERLINE_INSET_MM;
      elements.push(line(left, y, right, y, section.lineType === 'dashed'));
    }
    return { ...base, height: LINE_HEIGHT_MM, elements, keepWithNext: false };
  });
}

function blankRows(section: AnswerSection, env: MeasureEnv, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment[] {
  const perRow = Math.max(1, section.totalvacateOfrow);
  const slotWidth = inner(env) / perRow;
  const rows: Segment[] = [];
  for (let start = 0; start < section.items.length; start += perRow) {
    const elements: LayoutElement[] = [];
    section.items.slice(start, start + perRow).forEach((item, k) => {
      const x = BLOCK_PADDING_MM + k * slotWidth;
      const lineStart = x + BLANK_NUMBER_WIDTH_MM;
      const lineEnd = x + slotWidth - 3;
      elements.push(text(x, 0, BLANK_NUMBER_WIDTH_MM, LINE_HEIGHT_MM, `${item.qNum}.`, BODY_FONT));
      const y = LINE_HEIGHT_MM - UNDERLINE_INSET_MM;
      elements.push(line(lineStart, y, lineEnd, y, section.lineType === 'dashed'));
      elements.push(region(lineStart, 0, lineEnd - lineStart, LINE_HEIGHT_MM, 'blank', item.qNum));
    });
    rows.push({ ...base, height: LINE_HEIGHT_MM, elements, keepWithNext: false });
  }
  return rows;
}

/** The composition grid: cells per row as the score-box grid (28, 20 in three columns), at most 8 mm. */
export function compositionGrid(columnWidth: number, blockCount: number): { perRow: number; cell: number; x0: number } {
  const perRow = blockCount === 3 ? SCORE_BOX_CELLS_PER_ROW_THREE_COLUMNS : SCORE_BOX_CELLS_PER_ROW;
  const available = columnWidth - 2 * BLOCK_PADDING_MM;
  const cell = roundMm(Math.min(GRID_CELL_MM, available / perRow));
  return { perRow, cell, x0: BLOCK_PADDING_MM + (available - perRow * cell) / 2 };
}

function compositionRows(section: AnswerSection, env: MeasureEnv, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment[] {
  const { perRow, cell, x0 } = compositionGrid(env.columnWidth, env.config.blockCount);
  const rows = Math.max(1, Math.ceil(section.chCount / perRow));
  return Array.from({ length: rows }, (_, r) => {
    const elements: LayoutElement[] = [];
    for (let c = 0; c < perRow; c++) {
      elements.push(rect(x0 + c * cell, 0, cell, cell, 'cell'));
      const count = r * perRow + c + 1;
      // the running count sits in the gap under every hundredth cell
      if (count % COMPOSITION_COUNT_STEP === 0) {
        elements.push(text(x0 + c * cell, cell, cell, COMPOSITION_ROW_GAP_MM, String(count), FONT_SIZE_MM.size8, 'center'));
      }
    }
    return { ...base, height: roundMm(cell + COMPOSITION_ROW_GAP_MM), elements, keepWithNext: false };
  });
}

function optionalChoiceRow(section: AnswerSection, base: Omit<Segment, 'height' | 'elements' | 'keepWithNext'>): Segment {
  const label = `${OPTIONAL_CHOICE_LABEL}：`;
  const labelWidth = textWidthMm(label, BODY_FONT) + 1;
  const elements: LayoutElement[] = [text(BLOCK_PADDING_MM, 0, labelWidth, LINE_HEIGHT_MM, label, BODY_FONT)];
  let x = BLOCK_PADDING_MM + labelWidth;
  for (const item of section.items) {
    const width = Math.max(BUBBLE_WIDTH_MM, textWidthMm(item.qNum, BUBBLE_FONT) + 2);
    elements.push(bubble(x, (LINE_HEIGHT_MM - BUBBLE_HEIGHT_MM) / 2, width, BUBBLE_HEIGHT_MM, 'optional', String(section.index), item.qNum));
    x += width + (BUBBLE_PITCH_MM - BUBBLE_WIDTH_MM);
  }
  return { ...base, height: LINE_HEIGHT_MM, elements, keepWithNext: true };
}
