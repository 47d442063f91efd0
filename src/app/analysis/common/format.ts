/** How figures are written on the analysis screens: rates with 2 decimals and a %, scores as they are. */

export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || Number.isNaN(rate) ? '—' : `${rate.toFixed(2)}%`;
}

/** A score or an average: at most 2 decimals, no trailing zeros (7.5, 12, 3.33). */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '—';
  return String(Math.round(score * 100) / 100);
}

/** A coefficient such as difficulty or α: 2 decimals, or a dash when it cannot be computed. */
export function formatCoefficient(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}
