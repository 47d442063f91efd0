/**
 * The score an administrator gives a problem paper: one score per blank of the group, each
 * within 0…full mark on the blank's step (the server checks it again).
 */
export interface ScoredBlank {
  showOrder: number;
  key: string;
  fullMark: number;
  step: number;
}

export function blanksOf(questions: readonly { show_order: number; emptys: readonly { key: string; full_mark: number; step: number }[] }[]): ScoredBlank[] {
  return questions.flatMap((q) => q.emptys.map((e) => ({ showOrder: q.show_order, key: e.key, fullMark: e.full_mark, step: e.step })));
}

export const blankId = (blank: Pick<ScoredBlank, 'showOrder' | 'key'>) => `${blank.showOrder}:${blank.key}`;

/** The question_score of the given values, or undefined while a blank has none or one off its step. */
export function questionScoreOf(blanks: readonly ScoredBlank[], values: Readonly<Record<string, number | null | undefined>>): Record<string, Record<string, number>> | undefined {
  const result: Record<string, Record<string, number>> = {};
  for (const blank of blanks) {
    const value = values[blankId(blank)];
    if (value === null || value === undefined || value < 0 || value > blank.fullMark) return undefined;
    if (Math.abs(value / blank.step - Math.round(value / blank.step)) > 1e-9) return undefined;
    (result[String(blank.showOrder)] ??= {})[blank.key] = value;
  }
  return result;
}
