/**
 * 学科对比 on the exam screen: the papers of the exam side by side for the target
 * (children-test-comparison) — score rates of the target and the grade as a chart, and a table
 * of score rate, SD, difficulty and the target's lead that exports to xlsx.
 */
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate, paperName } from '../common/format.ts';
import { BAR_COLOUR } from '../common/rate-bars.ts';
import { standingApi, type ComparisonData } from './standing-api.ts';
import { PendingCard } from '../common/PendingCard.tsx';
import { AnalysisBars, barsOf, rateAxis, whiteLabelsOn } from '../common/AnalysisBars.tsx';
import { examWideKey } from '../analysis-address.ts';
import { TargetFiguresCard } from '../common/TargetFiguresCard.tsx';

const texts = t.analysis.standing;
const own = texts.comparison;

type Paper = ComparisonData['papers'][number];

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
  const load = useLoad(`subject-comparison:${examWideKey(scope)}`, () => standingApi.comparison(scope));
  const data = load.data;
  if (!data) return <PendingCard title={own.title} load={load} />;
  const mine = own.targetRate(data.target.target_name);
  return (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.has_data} testId="subject-comparison">
      <AnalysisBars
        testId="subject-comparison-chart"
        {...barsOf(data.papers, paperName, { [mine]: (p) => p.target.score_rate, [own.gradeScoreRate]: (p) => p.grade.score_rate })}
        groupMode="grouped"
        colors={[BAR_COLOUR, '#91caff']}
        axis={rateAxis()}
        labelSkipHeight={16}
        labelTextColor={whiteLabelsOn(mine)}
        legend={{ room: 150, width: 130 }}
      />
      <ExportedTable title={own.title} fileName={own.fileName(data.target.target_name)} columns={columns} rows={data.papers} rowKey={(p) => p.test_id} testId="subject-comparison-papers" wide />
    </TargetFiguresCard>
  );
}
