/**
 * The blank analysis of a question: per blank its full mark, average, score rate, full and zero
 * counts, and a line chart of how many students got each score on each blank.
 */
import { ResponsiveLine } from '@nivo/line';
import { Card } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisTarget } from '../analysis-api.ts';
import { countAxis } from '../common/count-axis.ts';
import { formatRate, formatScore } from '../common/format.ts';
import { LABELLED_POINTS } from '../common/labelled-points.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.analysis.question;

type Blank = NonNullable<AnalysisTarget['emptys']>[number];

export function blankSeries(blanks: readonly Blank[]) {
  return blanks.map((blank) => ({
    id: blank.label || texts.blankLabel(blank.key),
    data: blank.counts.map((c) => ({ x: c.score, y: c.count })),
  }));
}

export function BlankAnalysis({ blanks }: { blanks: readonly Blank[] }) {
  const series = blankSeries(blanks);
  const maxScore = Math.max(1, ...blanks.map((b) => b.full_mark_score));
  const people = countAxis(Math.max(0, ...blanks.flatMap((b) => b.counts.map((c) => c.count))));
  return (
    <Card size="small" title={texts.blankTitle} className="question-section" data-testid="blank-analysis">
      <CompactTable<Blank>
        rowKey="key"
        dataSource={[...blanks]}
        columns={[
          { title: texts.blank, key: 'label', render: (_, b) => b.label || texts.blankLabel(b.key) },
          { title: texts.blankFullMark, key: 'full', render: (_, b) => formatScore(b.full_mark_score) },
          { title: texts.blankAverage, key: 'avg', render: (_, b) => formatScore(b.score) },
          { title: texts.blankRate, key: 'rate', render: (_, b) => formatRate(b.rate) },
          { title: texts.fullCredit, key: 'fullCount', dataIndex: 'full_credit_count' },
          { title: texts.scoreless, key: 'zeroCount', dataIndex: 'scoreless_count' },
        ]}
      />
      <div className="question-chart" data-testid="blank-chart">
        <ResponsiveLine
          data={series}
          margin={{ top: 20, right: 110, bottom: 46, left: 56 }}
          xScale={{ type: 'linear', min: 0, max: maxScore }}
          yScale={people.scale}
          gridYValues={people.gridValues}
          axisBottom={{ legend: texts.blankChartAxisX, legendOffset: 36, legendPosition: 'middle', tickValues: Math.min(10, maxScore + 1) }}
          axisLeft={{ legend: texts.blankChartAxisY, legendOffset: -44, legendPosition: 'middle', tickValues: people.tickValues }}
          {...LABELLED_POINTS}
          curve="linear"
          legends={[{ anchor: 'right', direction: 'column', translateX: 100, itemWidth: 90, itemHeight: 20, symbolSize: 12 }]}
        />
      </div>
    </Card>
  );
}
