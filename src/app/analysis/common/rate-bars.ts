/**
 * The props every nivo bar chart of rates shares on the analysis screens: a value axis from 0 to
 * 100 %, the same margins for the rate axis legend, and each bar labelled with its rate written
 * as the tables write it (format.ts).
 */
import { formatRate } from './format.ts';

/** The colour of a bar that stands for no particular answer or group. */
export const BAR_COLOUR = '#1f6feb';

const RATE_BARS = {
  margin: { top: 20, right: 20, bottom: 40, left: 56 },
  valueScale: { type: 'linear', min: 0, max: 100 },
  label: (bar: { value: number | null }) => formatRate(bar.value),
  labelTextColor: '#ffffff',
} as const;

/** The props of a chart with one rate bar per category: the rate under `rateKey`, the category under `indexBy`. */
export function rateBars<K extends string, I extends string>(rateKey: K, indexBy: I) {
  return { ...RATE_BARS, keys: [rateKey], indexBy };
}
