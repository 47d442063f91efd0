/**
 * A report model (GET /v1/examanalysis/report-preview) as a printable page: A4 width, the
 * sections that ask for it starting on a new printed page, tables whose header repeats on each
 * page, and bar charts with a legend (whole-number ticks for counts, 2 decimals for rates). The
 * PDF task draws the same model, so the page and the file show the same figures.
 */
import { Bar } from '@nivo/bar';
import { countAxis } from '../common/count-axis.ts';
import type { ReportBlock, ReportModel } from './report-calls.ts';
import './report-view.css';

type Chart = NonNullable<ReportBlock['chart']>;

/** The printable text width of A4 at 96 dpi less the margins, in CSS pixels. */
const CHART_WIDTH = 680;
const CHART_HEIGHT = 240;
const COLOURS = ['#1777f2', '#33b380', '#fa9926', '#9466e6'];

function ReportChart({ chart }: { chart: Chart }) {
  const data = chart.categories.map((category, i) => Object.fromEntries([['category', category], ...chart.series.map((s) => [s.label, s.values[i] ?? 0])]) as Record<string, string | number>);
  const top = chart.max ?? Math.max(0, ...chart.series.flatMap((s) => s.values));
  const people = chart.counts ? countAxis(top) : undefined;
  const several = chart.series.length > 1;
  return (
    <figure className="report-chart" data-testid="report-chart">
      <figcaption>{chart.title}</figcaption>
      <Bar
        width={CHART_WIDTH}
        height={CHART_HEIGHT}
        data={data}
        keys={chart.series.map((s) => s.label)}
        indexBy="category"
        groupMode="grouped"
        margin={{ top: 16, right: several ? 110 : 16, bottom: 48, left: 48 }}
        padding={0.25}
        colors={COLOURS}
        valueScale={people?.scale ?? { type: 'linear', min: 0, max: top > 0 ? top : 1 }}
        gridYValues={people?.gridValues}
        axisLeft={{ tickValues: people?.tickValues }}
        axisBottom={{ tickRotation: chart.categories.length > 10 ? -30 : 0 }}
        valueFormat={chart.rates ? (value) => value.toFixed(2) : undefined}
        labelTextColor="#ffffff"
        animate={false}
        isInteractive={false}
        legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: several ? 100 : 0, itemWidth: 90, itemHeight: 18 }]}
      />
    </figure>
  );
}

function Block({ block }: { block: ReportBlock }) {
  if (block.kind === 'subheading') return <h3>{block.text}</h3>;
  if (block.kind === 'text') return <p className={block.small ? 'report-note' : undefined}>{block.text}</p>;
  if (block.kind === 'chart' && block.chart) return <ReportChart chart={block.chart} />;
  const columns = block.columns ?? [];
  const share = columns.reduce((s, c) => s + c.width, 0) || 1;
  return (
    <table className="report-table">
      <colgroup>
        {columns.map((c, i) => (
          <col key={i} style={{ width: `${(c.width / share) * 100}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i}>{c.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(block.rows ?? []).map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) => (
              <td key={i} className={columns[i]?.align === 'left' ? 'report-left' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportView({ model }: { model: ReportModel }) {
  return (
    <article className="report-page" data-testid="report-view">
      <h1>{model.title}</h1>
      {model.subtitle.map((line) => (
        <p key={line} className="report-subtitle">
          {line}
        </p>
      ))}
      {model.sections.map((section, i) => (
        <section key={i} className={section.page_break && i > 0 ? 'report-section report-break' : 'report-section'}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, b) => (
            <Block key={b} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
