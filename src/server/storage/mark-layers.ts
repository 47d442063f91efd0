/**
 * Marks burned onto stored scans, as SVG layers the size of the picture they cover: the marker's
 * score marks and the ticks, crosses and half ticks of blank-by-blank marking (the answer-sheet
 * report), and score labels in framed boxes (学生原卷, the marked sheet). Both draw in one red,
 * with one font list, so a printed answer sheet and a sheet opened on screen look the same.
 */
import { escapeXml } from '../../domain/xml-text.ts';
import { formatScoreFigure } from '../../domain/statistics/rates.ts';
import type { components } from '../../contract/schema.d.ts';

/**
 * Spec 000 §9: "The rendered mark colour is semi-transparent red." Opaque enough to stay legible
 * over handwriting once the picture is compressed or printed.
 */
export const MARK_COLOUR = 'rgba(230, 0, 18, 0.85)';
/** Latin and CJK fonts, so digits and 未阅完 alike are drawn. */
const FONTS = 'WenQuanYi Zen Hei, Noto Sans CJK SC, DejaVu Sans, Arial, sans-serif';
/** Spec 000 §3: the size a score mark is written in when none is stored. */
const DEFAULT_MARK_FONT_SIZE = 28;
const LABEL_FILL = 'rgba(255, 255, 255, 0.8)';
/** Width of a character against the font size: enough for digits and CJK alike. */
const CHAR_WIDTH = 0.62;
const CJK_WIDTH = 1;

/** A score mark as the marker's submit stored it. */
export type ScoreMark = components['schemas']['ScoreMark'];

/** A blank's box on the group picture and the score it was given (undefined while unscored). */
export interface ScoredBlank {
  box: { x: number; y: number; width: number; height: number; fullMark: number };
  score: number | undefined;
}

function svg(width: number, height: number, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

function text(content: string, x: number, y: number, size: number, anchor: 'middle' | 'end', bold: boolean): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${FONTS}"${bold ? ' font-weight="bold"' : ''} fill="${MARK_COLOUR}" text-anchor="${anchor}" dominant-baseline="central">${escapeXml(content)}</text>`;
}

/** A cross for no marks, a tick for full marks, a half tick between, at the right of the blank's box. */
function blankJudgement({ box, score }: ScoredBlank & { score: number }): string {
  const s = Math.min(box.height * 0.8, 40);
  const x = box.x + box.width - s - 6;
  const y = box.y + (box.height - s) / 2;
  const stroke = `stroke="${MARK_COLOUR}" stroke-width="${Math.max(3, s / 9)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const tick = `M${x} ${y + s * 0.55} L${x + s * 0.4} ${y + s} L${x + s} ${y}`;
  // a half tick: the tick with a short stroke across its long arm
  const path = score <= 0 ? `M${x} ${y} L${x + s} ${y + s} M${x + s} ${y} L${x} ${y + s}` : score >= box.fullMark ? tick : `${tick} M${x + s * 0.55} ${y + s * 0.25} L${x + s * 0.9} ${y + s * 0.6}`;
  return `<path d="${path}" ${stroke}/>` + text(formatScoreFigure(score), x - 4, y + s / 2, s * 0.7, 'end', false);
}

/** The marker's score marks and judged blanks as a layer the size of the group picture. */
export function markLayer(width: number, height: number, marks: readonly ScoreMark[], blanks: readonly ScoredBlank[]): string {
  const parts = marks.map((m) => text(m.score, m.x, m.y, m.fontSize ?? DEFAULT_MARK_FONT_SIZE, 'middle', true));
  for (const blank of blanks) if (blank.score !== undefined) parts.push(blankJudgement({ box: blank.box, score: blank.score }));
  return svg(width, height, parts);
}

function labelWidth(content: string, size: number): number {
  let width = 0;
  for (const c of content) width += (c.charCodeAt(0) > 0x2e80 ? CJK_WIDTH : CHAR_WIDTH) * size;
  return width;
}

/** A text in a white box with a red frame, its top-right corner at (right, top). */
export function scoreLabel(content: string, right: number, top: number, size: number): string {
  const pad = Math.round(size * 0.3);
  const width = Math.round(labelWidth(content, size)) + 2 * pad;
  const height = Math.round(size * 1.3);
  const x = Math.max(0, right - width);
  return (
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="${pad}" fill="${LABEL_FILL}" stroke="${MARK_COLOUR}" stroke-width="${Math.max(2, Math.round(size / 10))}"/>` +
    text(content, x + width / 2, top + height / 2, size, 'middle', true)
  );
}

/** Score labels (made by scoreLabel) as a layer the size of the picture. */
export function labelLayer(width: number, height: number, labels: readonly string[]): string {
  return svg(width, height, labels);
}
