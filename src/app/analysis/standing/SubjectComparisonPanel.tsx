/**
 * 学科对比 on the exam screen: the papers of the exam side by side for the target
 * (children-test-comparison) — score rates of the target and the grade as a chart, and a table
 * of score rate, SD, difficulty and the target's lead that exports to xlsx.
 */
import { ResponsiveBar } from '@nivo/bar';
import { Card, Empty, Typography } from 'antd';
import { subjectName } from '../../../domain/enums.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate } from '../common/format.ts';
import { BAR_COLOUR } from '../common/rate-bars.ts';
import { standingApi, type ComparisonData } from './standing-api.ts';
import { PendingCard } from '../common/PendingCard.tsx';

const texts = t.analysis.standing;
const own = texts.comparison;

type Paper = ComparisonData['papers'][number];

const paperName = (p: { name: string; subject_id: number }) => p.name || subjectName(p.subject_id);

const columns: ShownExportColumn<Paper>[] = [
  { title: texts.subject, value: paperName },
  { title: own.fullMark, value: (p) => p.full_mark_score },
  { title: texts.students, value: (p) => p.target.student_count },
  { title: texts.average, value: (p) => p.target.average },
  { title: own.scoreRate, value: (p) => formatRate(p.target.score_rate) },
  { title: own.sd, value: (p) => p.target.standard_deviation },
  { title: own.difficulty, value: (p) => formatCoefficient(p.target.difficulty, 3) },
  { title: texts.gradeAverage, value: (p) => p.grade.average },
  { title: own.gradeScoreRate, value: (p) => formatRate(p.grade.score_rate) },
  { title: own.gradeSd, value: (p) => p.grade.standard_deviation },
  { title: own.gradeDifficulty, value: (p) => formatCoefficient(p.grade.difficulty, 3) },
  {
    title: own.rateDifference,
    value: (p) => formatCoefficient(p.rate_difference),
    show: (p) => <span className={(p.rate_difference ?? 0) >= 0 ? 'trend-up' : 'trend-down'}>{formatCoefficient(p.rate_difference)}</span>,
  },
  { title: own.z, value: (p) => formatCoefficient(p.z, 3) },
  { title: own.subjectRank, value: (p) => p.rank ?? '—' },
];

export function SubjectComparisonPanel() {
  const { scope } = useAnalysisView();
  const load = useLoad(`subject-comparison:${JSON.stringify({ ...scope, testId: 0 })}`, () => standingApi.comparison(scope));
  const data = load.data;
  if (!data) return <PendingCard title={own.title} load={load} />;
  const mine = own.targetRate(data.target.target_name);
  return (
    <Card variant="borderless" title={`${own.title} · ${data.target.target_name}`} data-testid="subject-comparison">
      <Typography.Paragraph type="secondary">{own.hint}</Typography.Paragraph>
      {!data.has_data ? (
        <Empty description={t.analysis.message.noData} />
      ) : (
        <>
          <div className="question-chart" data-testid="subject-comparison-chart">
            <ResponsiveBar
              data={data.papers.map((p) => ({ subject: paperName(p), [mine]: p.target.score_rate ?? 0, [own.gradeScoreRate]: p.grade.score_rate ?? 0 }))}
              keys={[mine, own.gradeScoreRate]}
              indexBy="subject"
              groupMode="grouped"
              margin={{ top: 20, right: 150, bottom: 40, left: 56 }}
              padding={0.3}
              colors={[BAR_COLOUR, '#91caff']}
              valueScale={{ type: 'linear', min: 0, max: 100 }}
              valueFormat={(v) => formatRate(v)}
              axisLeft={{ format: (v) => `${v}%` }}
              labelSkipHeight={16}
              labelTextColor={(bar: { data: { id: string | number } }) => (bar.data.id === mine ? '#ffffff' : '#0f2747')}
              legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 140, itemWidth: 130, itemHeight: 20 }]}
            />
          </div>
          <ExportedTable title={own.title} fileName={own.fileName(data.target.target_name)} columns={columns} rows={data.papers} rowKey={(p) => p.test_id} testId="subject-comparison-papers" wide />
        </>
      )}
    </Card>
  );
}
