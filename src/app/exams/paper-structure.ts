/**
 * The screen's side of restructuring a paper (spec 002 §7 test-question-sort, test-split): the
 * order of the questions after one moves up or down, and the parts a split starts from. The
 * server checks every rule again and names the question it refuses.
 */

/** The question ids in paper order after the one at `index` moves by `delta` places (unchanged past either end). */
export function movedOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  const order = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return order;
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order;
}

export interface SplitPart {
  label: string;
  full_mark: number;
}

/**
 * Two sub-questions numbered "label(1)" and "label(2)" that share out the question's mark on its
 * score step: the first takes the larger half when the mark does not halve on the step.
 */
export function firstSplit(label: string, fullMark: number, step: number): SplitPart[] {
  const first = Math.ceil(fullMark / 2 / step) * step;
  return [
    { label: `${label}(1)`, full_mark: first },
    { label: `${label}(2)`, full_mark: Math.round((fullMark - first) * 10) / 10 },
  ];
}

/** What the parts add up to, to a tenth of a point (the marks are whole or half points). */
export function partsTotal(parts: readonly Pick<SplitPart, 'full_mark'>[]): number {
  return Math.round(parts.reduce((sum, p) => sum + (Number.isFinite(p.full_mark) ? p.full_mark : 0), 0) * 10) / 10;
}
