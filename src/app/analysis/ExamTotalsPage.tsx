/**
 * /analysis/examination/exam: the paper totals of the target — summary figures, the four rates,
 * and how many students fall in each score segment (segment width chosen by the teacher); then
 * the exam's subjects compared (学科对比) and what each contributes to the total (学科贡献率).
 */
import { useState } from 'react';
import { Card, Col, Empty, Row, Space, Statistic } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { countAxis } from './common/count-axis.ts';
import { LabelledChoice } from './common/LabelledChoice.tsx';
import { BAR_COLOUR } from './common/rate-bars.ts';
import { formatRate, formatScore } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { RangesTable } from './TestAnalysisPage.tsx';
import { SubjectComparisonPanel } from './standing/SubjectComparisonPanel.tsx';
import { SubjectContributionPanel } from './standing/SubjectContributionPanel.tsx';
import { AnalysisBars, peopleAxis } from './common/AnalysisBars.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.analysis.exam;
const STEPS = [5, 10, 20] as const;
const DEFAULT_STEP = 10;

function ExamTotals() {
  const { scope } = useAnalysisView();
  const [step, setStep] = useState<number>(DEFAULT_STEP);
  const info = useLoad(`basic:${JSON.stringify(scope)}`, () => analysisApi.basicInfo(scope));
  const segments = useLoad(`segments:${JSON.stringify(scope)}:${step}`, () => analysisApi.segments(scope, step));
  const ranges = useLoad(`ranges:${JSON.stringify(scope)}`, () => analysisApi.scoreRanges(scope));
  if (!info.data) return <LoadPending load={info} />;
  const summary = info.data.summary;
  const overview = t.analysis.overview;
  // title, figure and what it is out of, in the order they stand
  const figures: [string, string | number, string?][] = [
    [overview.students, summary.student_count],
    [overview.average, formatScore(summary.average), `/ ${formatScore(summary.full_mark_score)}`],
    [overview.scoreRate, formatRate(summary.score_rate)],
    [overview.max, formatScore(summary.max_score)],
    [overview.min, formatScore(summary.min_score)],
    [overview.sd, formatScore(summary.standard_deviation)],
  ];
  // lowest segment on the left, as a distribution is read
  const bars = [...(segments.data?.segments ?? [])].reverse().map((s) => ({ segment: s.label, count: s.count }));
  const people = countAxis(Math.max(0, ...bars.map((b) => b.count)));
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={`${texts.title} · ${info.data.target.target_name}`}>
        {!info.data.has_data ? (
          <Empty description={t.analysis.message.noData} />
        ) : (
          <Row gutter={16}>
            {figures.map(([title, value, suffix]) => (
              <Col span={4} key={title}>
                <Statistic title={title} value={value} suffix={suffix} />
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Card variant="borderless" title={texts.segments} extra={<LabelledChoice label={texts.step} value={step} onChange={setStep} options={STEPS} format={(s) => t.analysis.question.points(String(s))} />}>
        {!segments.data?.has_data ? (
          <Empty description={t.analysis.message.noData} />
        ) : (
          <>
            <AnalysisBars
              testId="segment-chart"
              data={bars}
              keys={['count']}
              indexBy="segment"
              margin={{ right: 16, bottom: 56 }}
              padding={0.25}
              colors={[BAR_COLOUR]}
              axis={peopleAxis(people, texts.count)}
              axisBottom={{ tickRotation: -30 }}
            />
            <CompactTable
              rowKey="label"
              dataSource={segments.data.segments}
              columns={[
                { title: texts.segment, key: 'label', dataIndex: 'label' },
                { title: texts.count, key: 'count', dataIndex: 'count' },
                { title: texts.rate, key: 'rate', render: (_, s) => formatRate(s.rate) },
                { title: texts.cumulative, key: 'cum', dataIndex: 'cumulative_count' },
                { title: texts.cumulativeRate, key: 'cumRate', render: (_, s) => formatRate(s.cumulative_rate) },
              ]}
            />
          </>
        )}
      </Card>
      <Card variant="borderless" title={texts.ranges}>
        {ranges.data?.target ? <RangesTable rows={[ranges.data.target]} /> : <Empty description={t.analysis.message.noData} />}
      </Card>
      <SubjectComparisonPanel />
      <SubjectContributionPanel />
    </Space>
  );
}

export const ExamTotalsPage = analysisScreen('exam', ExamTotals);
