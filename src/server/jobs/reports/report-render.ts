/**
 * Draws a report model (src/domain/report-model.ts) on A4 pages in the CJK font: the same
 * sections, tables and charts the preview pages show, with a page break before the sections
 * that ask for one (each class, each student).
 */
import { countAxisTicks } from '../../../domain/count-axis.ts';
import type { ReportChart, ReportModel } from '../../../domain/report-model.ts';
import { RATE_DECIMALS } from '../../../domain/statistics/rates.ts';
import { ReportDocument, type BarChart } from '../pdf/report-document.ts';
import { msg } from '../../../i18n/server.ts';

function barChartOf(chart: ReportChart): BarChart {
  return {
    title: chart.title,
    categories: chart.categories,
    series: chart.series,
    max: chart.max,
    // an axis of people: whole people only
    ticks: chart.counts ? countAxisTicks(Math.max(0, ...chart.series.flatMap((s) => s.values))) : undefined,
    valueFormat: chart.rates ? (value) => value.toFixed(RATE_DECIMALS) : undefined,
  };
}

export async function renderReportPdf(model: ReportModel): Promise<Uint8Array> {
  const doc = await ReportDocument.create({ title: model.title, footer: msg.reports.page });
  doc.title(model.title);
  for (const line of model.subtitle) doc.text(line, { size: 9, align: 'center' });
  model.sections.forEach((section, index) => {
    if (section.page_break && index > 0) doc.newPage();
    doc.heading(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'subheading') doc.subheading(block.text);
      else if (block.kind === 'text') doc.text(block.text, block.small ? { size: 9 } : {});
      else if (block.kind === 'table') doc.table(block.columns, block.rows);
      else doc.barChart(barChartOf(block.chart));
    }
  });
  return doc.save();
}
