/**
 * 成绩趋势: a class's or a student's results over the open exams of the grade (achievement-trend),
 * as a line chart with a legend — the score against the grade average, the rank (1 at the top) or
 * the standardised score — and the points as a table that exports to xlsx.
 */
import { useState } from 'react';
import { ResponsiveLine } from '@nivo/line';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatScore } from '../common/format.ts';
import { SubjectChoice } from '../common/SubjectChoice.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { trendsApi, type AchievementTrendData, type TrendKind } from './trends-api.ts';
import { countAxisTicks } from '../../../domain/count-axis.ts';
import { LABELLED_POINTS } from '../common/labelled-points.ts';

const texts = t.analysis.trends.trend;
/** What the trend plots across the exams: the score, the rank or the z-score. */
const METRICS = ['score', 'rank', 'z'] as const;
type Metric = (typeof METRICS)[number];
type Point = AchievementTrendData['points'][number];

const columns = (kind: TrendKind): ShownExportColumn<Point>[] => [
  { title: texts.exam, value: (p) => p.name },
  { title: texts.date, value: (p) => p.start_date },
  { title: texts.fullMark, value: (p) => p.full_mark },
  { title: kind === 'class' ? texts.classScore : texts.studentScore, value: (p) => p.score, show: (p) => (p.has_subject ? (p.score === null ? '—' : formatScore(p.score)) : texts.notInExam) },
  { title: texts.gradeAverage, value: (p) => p.grade_average },
  { title: texts.rank, value: (p) => p.rank },
  { title: texts.rankOf, value: (p) => p.rank_of },
  { title: texts.z, value: (p) => p.z, show: (p) => (p.z === null ? '—' : p.z.toFixed(3)) },
];

/** The chart's lines for the metric chosen; an exam without a figure leaves a gap. */
function series(data: AchievementTrendData, metric: Metric) {
  const line = (id: string, y: (p: Point) => number | null) => ({ id, data: data.points.map((p) => ({ x: p.name, y: y(p) })) });
  if (metric === 'rank') return [line(texts.rank, (p) => p.rank)];
  if (metric === 'z') return [line(texts.z, (p) => p.z)];
  return [line(data.type === 'class' ? texts.classScore : texts.studentScore, (p) => p.score), line(texts.gradeAverage, (p) => p.grade_average)];
}

function TrendChart({ data, metric }: { data: AchievementTrendData; metric: Metric }) {
  const lines = series(data, metric);
  const ranks = data.points.map((p) => p.rank ?? 0);
  // ranks read best at the top, on whole places only
  const rankTicks = countAxisTicks(Math.max(1, ...ranks)).filter((r) => r >= 1);
  return (
    <div className="question-chart" data-testid="trend-chart">
      <ResponsiveLine
        data={lines}
        margin={{ top: 20, right: 120, bottom: 46, left: 56 }}
        xScale={{ type: 'point' }}
        yScale={metric === 'rank' ? { type: 'linear', min: 1, max: rankTicks[rankTicks.length - 1] ?? 1, reverse: true } : { type: 'linear', min: 'auto', max: 'auto' }}
        axisLeft={{ legend: texts[metric], legendOffset: -44, legendPosition: 'middle', ...(metric === 'rank' ? { tickValues: rankTicks } : {}) }}
        gridYValues={metric === 'rank' ? rankTicks : undefined}
        {...LABELLED_POINTS}
        legends={[{ anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 20, symbolSize: 12 }]}
      />
    </div>
  );
}

export interface AchievementTrendCardProps {
  kind: TrendKind;
  /** the class's or the student's id */
  id: number;
}

export function AchievementTrendCard({ kind, id }: AchievementTrendCardProps) {
  const { scope, exam } = useAnalysisView();
  const [subjectId, setSubjectId] = useState(0);
  const [metric, setMetric] = useState<Metric>('score');
  const load = useLoad(`trend:${scope.examinationId}:${kind}:${id}:${subjectId}`, () => trendsApi.achievementTrend(scope.examinationId, kind, id, subjectId));
  const data = load.data;
  const controls = (
    <Space size={16} wrap>
      <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="trend-subject" />
      <Segmented<Metric> data-testid="trend-metric" value={metric} onChange={setMetric} options={METRICS.map((m) => ({ value: m, label: texts[m] }))} />
    </Space>
  );
  return (
    <Card variant="borderless" title={data ? `${texts.title} · ${data.name}` : texts.title} extra={controls} data-testid="trend-card">
      {!data ? (
        <LoadPending load={load} />
      ) : !data.has_data ? (
        <Empty description={t.analysis.message.noData} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{kind === 'class' ? texts.classHint : texts.studentHint}</Typography.Paragraph>
          {data.points.length < 2 ? <Typography.Paragraph data-testid="trend-one-exam">{texts.oneExam}</Typography.Paragraph> : <TrendChart data={data} metric={metric} />}
          <ExportedTable title={texts.table} fileName={`${texts.title}_${data.name}`} columns={columns(kind)} rows={data.points} rowKey={(p) => p.examination_id} testId="trend-table" />
        </>
      )}
    </Card>
  );
}
