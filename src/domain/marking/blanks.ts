/**
 * The blanks of a question group as the marking window scores them (spec 000 §3): in question
 * order, with the rectangles of the block division, and whether the group is marked by region.
 */
import { blankId } from '../score-entry.ts';

/** A question of a group as the contract's PartitionQuestion gives it. */
export interface GroupQuestion {
  show_order: number;
  label: string;
  emptys: readonly { key: string; label: string; full_mark: number; step: number; x?: number; y?: number; width?: number; height?: number }[];
}

/** The blanks of a group in question order, with the rectangles of the block division. */
export function blanksOf(questions: readonly GroupQuestion[]) {
  return [...questions]
    .sort((a, b) => a.show_order - b.show_order)
    .flatMap((question) =>
      question.emptys.map((blank) => ({
        id: blankId(question.show_order, blank.key),
        showOrder: String(question.show_order),
        key: blank.key,
        questionLabel: question.label,
        label: question.emptys.length > 1 ? `${question.label}${blank.label.startsWith('(') ? '' : '-'}${blank.label}` : question.label,
        fullMark: blank.full_mark,
        step: blank.step,
        rect: { x: blank.x ?? 0, y: blank.y ?? 0, width: blank.width ?? 0, height: blank.height ?? 0 },
      })),
    );
}

/** Spec 000 §4: a group of test_correct_type 1 is marked by region, otherwise by blank (1 when unknown). */
export function isRegionMode(row: { test_correct_type?: number } | undefined): boolean {
  return (row?.test_correct_type ?? 1) === 1;
}
