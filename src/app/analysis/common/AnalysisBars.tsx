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
};

export function AnalysisBars<D extends BarDatum>({ testId, axis, legend, margin, ...bars }: AnalysisBarsProps<D>) {
  const { margin: axisMargin, ...axisProps } = axis ?? { margin: { top: 20, left: 56 } };
  return (
    <div className="question-chart" data-testid={testId}>
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
