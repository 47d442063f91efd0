/**
 * How far markers agree and how each one scores, from the double-marking rounds of a question
 * group (spec 000 double marking: rounds 1 and 2 blind, 3 the third marker, 4 the adjudicator).
 *
 * Between the two blind rounds: exact agreement, agreement within the group's tolerance, the
 * quadratically weighted Cohen's κ and the intraclass correlation ICC(2,1). Over the answers:
 * how often a third marker and an adjudicator were needed. Per marker: severity, the mean signed
 * deviation of their marks from the final score (positive: more generous than the final score),
 * with a 95 % confidence interval; consistency, the standard deviation of that deviation; and
 * drift, the severity per hour of the school day in which the marks were given.
 */
import { SCORE_EPSILON } from './rates.ts';
import { studentQuantile } from './student-t.ts';

/** The confidence of the interval around a marker's severity. */
export const SEVERITY_CONFIDENCE = 0.95;

/**
 * A marker is flagged when the severity lies further from 0 than this share of the group's full
 * mark (5 %: a 20-point question marked 1 point too high or too low on average), unless the
 * caller sets another band.
 */
export const DEFAULT_SEVERITY_BAND_PERCENT = 5;

/** One answer marked in both blind rounds: the totals of round 1 and round 2. */
export interface RoundPair {
  first: number;
  second: number;
}

/** Share of pairs whose two totals are equal (within floating-point noise); null without pairs. */
export function exactAgreement(pairs: readonly RoundPair[]): number | null {
  if (pairs.length === 0) return null;
  let equal = 0;
  for (const p of pairs) if (Math.abs(p.first - p.second) <= SCORE_EPSILON) equal++;
  return equal / pairs.length;
}

/** Share of pairs whose totals differ by at most `tolerance` points; null without pairs. */
export function agreementWithin(pairs: readonly RoundPair[], tolerance: number): number | null {
  if (pairs.length === 0) return null;
  let within = 0;
  for (const p of pairs) if (Math.abs(p.first - p.second) <= tolerance + SCORE_EPSILON) within++;
  return within / pairs.length;
}

/**
 * Cohen's κ with quadratic weights between the two rounds, the scores taken as equally spaced
 * categories (so half points need no table): 1 − Σ(a − b)² / Σᵢ Σⱼ (aᵢ − bⱼ)² · n⁻¹, which reduces
 * to 2·cov(a, b) / (var a + var b + (mean a − mean b)²) with 1/n moments. 1 is perfect agreement,
 * 0 what chance gives. Null with fewer than two pairs or when both rounds give one score to all.
 */
export function quadraticWeightedKappa(pairs: readonly RoundPair[]): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let meanA = 0;
  let meanB = 0;
  for (const p of pairs) {
    meanA += p.first;
    meanB += p.second;
  }
  meanA /= n;
  meanB /= n;
  let varA = 0;
  let varB = 0;
  let cov = 0;
  for (const p of pairs) {
    varA += (p.first - meanA) ** 2;
    varB += (p.second - meanB) ** 2;
    cov += (p.first - meanA) * (p.second - meanB);
  }
  const denominator = varA / n + varB / n + (meanA - meanB) ** 2;
  if (!(denominator > 0)) return null;
  return (2 * cov) / n / denominator;
}

/**
 * ICC(2,1) of Shrout and Fleiss: two-way random effects, absolute agreement, one rater, with the
 * rounds as the two raters and the answers as subjects:
 * (MSR − MSE) / (MSR + (k − 1)·MSE + k·(MSC − MSE) / n), k = 2.
 * Null with fewer than two pairs or when nothing varies.
 */
export function icc21(pairs: readonly RoundPair[]): number | null {
  const n = pairs.length;
  const k = 2;
  if (n < 2) return null;
  let grand = 0;
  let meanA = 0;
  let meanB = 0;
  for (const p of pairs) {
    meanA += p.first;
    meanB += p.second;
  }
  grand = (meanA + meanB) / (n * k);
  meanA /= n;
  meanB /= n;
  let ssRows = 0;
  let ssTotal = 0;
  for (const p of pairs) {
    ssRows += k * ((p.first + p.second) / k - grand) ** 2;
    ssTotal += (p.first - grand) ** 2 + (p.second - grand) ** 2;
  }
  const ssColumns = n * ((meanA - grand) ** 2 + (meanB - grand) ** 2);
  const ssError = Math.max(0, ssTotal - ssRows - ssColumns);
  const msRows = ssRows / (n - 1);
  const msColumns = ssColumns / (k - 1);
  const msError = ssError / ((n - 1) * (k - 1));
  const denominator = msRows + (k - 1) * msError + (k * (msColumns - msError)) / n;
  if (!(denominator > 0)) return null;
  return (msRows - msError) / denominator;
}

/** count / of, or null when there is nothing to count over. */
export function rateOf(count: number, of: number): number | null {
  return of > 0 ? count / of : null;
}

/** A mark a marker gave, against the answer's final score, at an hour of the school day (0–23). */
export interface MarkDeviation {
  score: number;
  finalScore: number;
  hour: number;
}

export interface Severity {
  count: number;
  /** mean of (mark − final score); null without marks */
  severity: number | null;
  /** the 95 % t interval of the mean; null with fewer than two marks */
  lower: number | null;
  upper: number | null;
  /** sample standard deviation (n − 1) of the deviation; null with fewer than two marks */
  consistency: number | null;
}

/**
 * Severity, its 95 % confidence interval (mean ± t₀.₉₇₅,ₙ₋₁ · SD / √n) and consistency of a
 * marker's deviations from the final score.
 */
export function severityOf(marks: readonly MarkDeviation[]): Severity {
  const n = marks.length;
  if (n === 0) return { count: 0, severity: null, lower: null, upper: null, consistency: null };
  let sum = 0;
  for (const m of marks) sum += m.score - m.finalScore;
  const mean = sum / n;
  if (n < 2) return { count: n, severity: mean, lower: null, upper: null, consistency: null };
  let squares = 0;
  for (const m of marks) squares += (m.score - m.finalScore - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  const half = studentQuantile(SEVERITY_CONFIDENCE, n - 1) * (sd / Math.sqrt(n));
  return { count: n, severity: mean, lower: mean - half, upper: mean + half, consistency: sd };
}

export interface HourlySeverity {
  hour: number;
  count: number;
  severity: number;
}

/** Drift over the day: the marker's severity in each hour they marked in, earliest hour first. */
export function driftOf(marks: readonly MarkDeviation[]): HourlySeverity[] {
  const hours = new Map<number, { count: number; sum: number }>();
  for (const m of marks) {
    const h = hours.get(m.hour) ?? { count: 0, sum: 0 };
    h.count++;
    h.sum += m.score - m.finalScore;
    hours.set(m.hour, h);
  }
  return [...hours]
    .sort((a, b) => a[0] - b[0])
    .map(([hour, h]) => ({ hour, count: h.count, severity: h.sum / h.count }));
}

/** The band, in points, that a group's severity must stay within: a share of its full mark. */
export function severityBand(fullMark: number, bandPercent: number = DEFAULT_SEVERITY_BAND_PERCENT): number {
  return (fullMark * bandPercent) / 100;
}

/** Whether a severity lies outside ±band (a marker without a mark on a final answer is not flagged). */
export function outsideBand(severity: number | null, band: number): boolean {
  return severity !== null && Math.abs(severity) > band + SCORE_EPSILON;
}
