/**
 * How figures are written on the analysis screens: rates with 2 decimals and a % (spec 001 §9),
 * scores as they are. The rules are the domain's, so the PDF reports write the same figures.
 */
import { subjectName } from '../../../domain/enums.ts';
import { formatRate, formatScoreFigure, NO_FIGURE } from '../../../domain/statistics/rates.ts';

export { formatRate };

/** A score or an average: at most 2 decimals, no trailing zeros (7.5, 12, 3.33). */
export const formatScore = formatScoreFigure;

/** A coefficient such as difficulty or α: 2 decimals, or a dash when it cannot be computed. */
export function formatCoefficient(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || Number.isNaN(value) ? NO_FIGURE : value.toFixed(digits);
}

/** A paper as the analysis names it: its own name, or its subject's where it has none. */
export function paperName(paper: { name: string; subject_id: number }): string {
  return paper.name || subjectName(paper.subject_id);
}
