/**
 * Dragging the bottom edge of a block changes how much room its section gives: writing lines
 * for answers, rows for a header or an area left blank. The height moves in whole lines of
 * LINE_HEIGHT_MM; other kinds (objective questions, blanks, the composition grid) take their
 * height from their questions and have no such edge.
 */
import { editSection, type EditResult } from './edit.ts';
import { LINE_HEIGHT_MM } from './geometry.ts';
import type { AnswerCard, AnswerSection, CardSection, SectionKind } from './model.ts';

/** At least this many lines or rows stay. */
const MIN_LINES = 1;
const MAX_LINES = 60;

const BY_LINES: ReadonlySet<SectionKind> = new Set(['shortAnswer', 'englishComposition', 'optional']);
const BY_ROWS: ReadonlySet<SectionKind> = new Set(['paperHeader', 'unansweredArea']);

export function isResizable(kind: string): boolean {
  return BY_LINES.has(kind as SectionKind) || BY_ROWS.has(kind as SectionKind);
}

/** The section's field and value after its block's bottom edge moved by `deltaMm`; null when nothing changes. */
export function resizedSection(section: CardSection, deltaMm: number): { lines: number } | { rows: number } | null {
  const steps = Math.round(deltaMm / LINE_HEIGHT_MM);
  const clamp = (value: number) => Math.min(MAX_LINES, Math.max(MIN_LINES, value));
  if (BY_LINES.has(section.kind) && 'lines' in section) {
    const lines = clamp(section.lines + steps);
    return lines === section.lines ? null : { lines };
  }
  if (BY_ROWS.has(section.kind) && 'rows' in section) {
    const rows = clamp(section.rows + steps);
    return rows === section.rows ? null : { rows };
  }
  return null;
}

/** The card with the section of stable `index` resized by `deltaMm`; null when nothing changes. */
export function resizeSection(card: AnswerCard, index: number, deltaMm: number): EditResult | null {
  const section = card.sections.find((s) => s.index === index);
  const patch = section ? resizedSection(section, deltaMm) : null;
  if (!patch) return null;
  return 'lines' in patch ? editSection<AnswerSection>(card, index, patch) : editSection(card, index, patch);
}
