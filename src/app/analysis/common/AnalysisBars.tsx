/**
 * The nivo bar chart of the analysis screens, drawn once: its box (.question-chart), white labels
 * in the bars, the legend of the keys to the right of the bars, and the value axes the screens
 * share — rates from 0 to 100 % (rateAxis) or whole people (peopleAxis). A screen gives its data,
 * keys, colours and what differs; any nivo prop it gives wins.
 */
import { ResponsiveBar, type BarDatum, type ResponsiveBarSvgProps } from '@nivo/bar';
import type { CountAxis } from './count-axis.ts';
import { formatRate } from './format.ts';

/** The room to the right of the bars for the legend (the chart's right margin) and the width of one entry. */
export interface BarLegend {
  room: number;
  width?: number;
}

/** The props of a value axis: its scale, ticks and labels, and the margins its ticks take. */
export interface BarAxis {
  valueScale?: { type: 'linear'; min: number; max: number };
  gridYValues?: number[];
  valueFormat?: (value: number) => string;
  axisLeft?: { legend?: string; legendOffset?: number; legendPosition?: 'middle'; tickValues?: number[]; format?: (value: number | string) => string };
  margin: { top: number; left: number };
}

/** A value axis of rates: 0 to 100 %, each value written as the tables write a rate. */
export const rateAxis = (): BarAxis => ({
  valueScale: { type: 'linear', min: 0, max: 100 },
  valueFormat: (v) => formatRate(v),
  axisLeft: { format: (v) => `${v}%` },
  margin: { top: 20, left: 56 },
});

/** The longest name a category axis shows whole; a longer one ends in … (the bar's tooltip names it whole). */
export const AXIS_NAME_CHARS = 12;

/** A name as a category axis shows it: whole up to AXIS_NAME_CHARS characters, else cut with …. */
export function axisName(name: string): string {
  const chars = [...name];
  return chars.length > AXIS_NAME_CHARS ? `${chars.slice(0, AXIS_NAME_CHARS - 1).join('')}…` : name;
}

/** Pixels per character of an axis name (nivo's 11 px ticks; a Chinese character is square). */
const NAME_CHAR_WIDTH = 12;
/** Pixels per bar of a sideways chart, and what its top and bottom margins take. */
const ROW_HEIGHT = 30;
const SIDEWAYS_EDGES = 20 + 40;

/**
 * A chart of rates (the bars of barsOf) laid sideways, for row names too long to sit under upright
 * bars: the rows from top to bottom in their order with their names on the left (cut by axisName,
 * with room for the longest), the rates from 0 to 100 % along the bottom, and a height that grows
 * with the rows. Spread into AnalysisBars in place of the bars.
 */
export function sidewaysRates(bars: ReturnType<typeof barsOf>) {
  const names = bars.data.map((row) => String(row[bars.indexBy]));
  const widest = Math.max(2, ...names.map((name) => [...axisName(name)].length));
  return {
    ...bars,
    // nivo lays the first row of a sideways chart at the bottom
    data: [...bars.data].reverse(),
    layout: 'horizontal' as const,
    valueScale: { type: 'linear' as const, min: 0, max: 100 },
    valueFormat: (v: number) => formatRate(v),
    axisLeft: { format: (v: string | number) => axisName(String(v)) },
    axisBottom: { format: (v: string | number) => `${v}%` },
    margin: { top: 20, left: widest * NAME_CHAR_WIDTH + 16 },
    height: Math.max(160, names.length * ROW_HEIGHT + SIDEWAYS_EDGES),
  };
}

/** A value axis counting people (countAxis): whole people only, with `legend` along it. */
export const peopleAxis = (people: CountAxis, legend: string): BarAxis => ({
  valueScale: people.scale,
  gridYValues: people.gridValues,
  axisLeft: { legend, legendOffset: -38, legendPosition: 'middle', tickValues: people.tickValues },
  margin: { top: 16, left: 48 },
});

/** Labels white in the bars of `key` (the dark ones), dark in the others. */
export const whiteLabelsOn =
  (key: string) =>
  (bar: { data: { id: string | number } }): string =>
    bar.data.id === key ? '#ffffff' : '#0f2747';

/** Where a group's label sits in its datum (the keys are the bars' titles, never this). */
const INDEX = 'group-label';

/**
 * The data, keys and index of a chart with one group of bars per row: `values` names each bar of a
 * group (its key, as the legend shows it) and reads it off the row (missing: 0).
 */
export function barsOf<R>(rows: readonly R[], label: (row: R) => string, values: Record<string, (row: R, index: number) => number | null | undefined>) {
  const keys = Object.keys(values);
  const data = rows.map((row, i): BarDatum => ({ [INDEX]: label(row), ...Object.fromEntries(keys.map((key) => [key, values[key](row, i) ?? 0])) }));
  return { data, keys, indexBy: INDEX };
}

export type AnalysisBarsProps<D extends BarDatum> = Omit<ResponsiveBarSvgProps<D>, 'margin'> & {
  testId?: string;
  axis?: BarAxis;
  legend?: BarLegend;
  margin?: Partial<{ top: number; right: number; bottom: number; left: number }>;
  /** the chart's height in pixels, when its rows need more or less than the usual box */
  height?: number;
};

export function AnalysisBars<D extends BarDatum>({ testId, axis, legend, margin, height, ...bars }: AnalysisBarsProps<D>) {
  const { margin: axisMargin, ...axisProps } = axis ?? { margin: { top: 20, left: 56 } };
  return (
    <div className="question-chart" data-testid={testId} style={height === undefined ? undefined : { height }}>
      <ResponsiveBar<D>
        padding={0.3}
        labelTextColor="#ffffff"
        legends={legend && [{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: legend.room - 10, itemWidth: legend.width ?? 100, itemHeight: 20 }]}
        {...axisProps}
        {...bars}
        margin={{ bottom: 40, right: legend?.room ?? 20, ...axisMargin, ...margin }}
      />
    </div>
  );
}
