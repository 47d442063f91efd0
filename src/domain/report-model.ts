/**
 * A printable analysis report as data: titled sections of paragraphs, tables and bar charts.
 * The server builds it once from the stored marks; the PDF task draws it with the CJK font on
 * A4 pages and the preview pages (/preview/analysis/report/*) render it as HTML, so the file
 * and the page always show the same figures.
 */
export type ReportBlock =
  | { kind: 'subheading'; text: string }
  | { kind: 'text'; text: string; small?: boolean }
  | { kind: 'table'; columns: ReportColumn[]; rows: (string | number)[][] }
  | { kind: 'chart'; chart: ReportChart };

export interface ReportColumn {
  title: string;
  /** share of the text width */
  width: number;
  align?: 'left' | 'center';
}

export interface ReportChart {
  title: string;
  categories: string[];
  series: { label: string; values: number[] }[];
  /** the value axis's top; the largest value when absent */
  max?: number;
  /** the values count people: whole-number ticks and values */
  counts?: boolean;
  /** the values are rates in percent, printed with 2 decimals */
  rates?: boolean;
}

export interface ReportSection {
  heading: string;
  /** starts on a new page (a class, a student) */
  page_break?: boolean;
  blocks: ReportBlock[];
}

export interface ReportModel {
  title: string;
  /** lines under the title: generated at, the classes, the papers */
  subtitle: string[];
  sections: ReportSection[];
}

/** Largest value of a chart's series (0 when empty). */
export function chartTop(chart: ReportChart): number {
  return chart.max ?? Math.max(0, ...chart.series.flatMap((s) => s.values.filter(Number.isFinite)));
}
