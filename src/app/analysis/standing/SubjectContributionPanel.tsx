/**
 * 学科贡献率 on the exam screen: how much each subject lifts or pulls down the target and, for a
 * school or campus, each of its classes (child-contribution-rate) — the signed rates as a chart
 * and a table of averages, standard scores and rates that exports to xlsx.
 */
import { Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate, formatScore, paperName } from '../common/format.ts';
import { standingApi, type ContributionData } from './standing-api.ts';
import { PendingCard } from '../common/PendingCard.tsx';
import { AnalysisBars, barsOf, rateAxis } from '../common/AnalysisBars.tsx';
import { examWideKey } from '../analysis-address.ts';
import { TargetFiguresCard } from '../common/TargetFiguresCard.tsx';

const texts = t.analysis.standing;
const own = texts.contribution;
const SUBJECT_COLOURS = ['#1f6feb', '#f5a623', '#2ea44f', '#cf222e', '#8250df', '#0ea5e9', '#d97706', '#64748b', '#db2777'];

type Group = ContributionData['groups'][number];

function columns(data: ContributionData): ShownExportColumn<Group>[] {
  return [
    { title: own.group, value: (g) => g.name },
    { title: texts.students, value: (g) => g.student_count },
    { title: own.totalAverage, value: (g) => g.total.average },
    { title: own.totalDifference, value: (g) => g.total.difference },
    { title: own.totalZ, value: (g) => formatCoefficient(g.total.z, 3) },
    ...data.papers.flatMap((p, i): ShownExportColumn<Group>[] => [
      { title: own.average(paperName(p)), value: (g) => g.subjects[i].average },
      { title: own.z(paperName(p)), value: (g) => formatCoefficient(g.subjects[i].z, 3) },
      {
        title: own.rate(paperName(p)),
        value: (g) => formatRate(g.subjects[i].contribution_rate),
        show: (g) => <span className={(g.subjects[i].contribution_rate ?? 0) >= 0 ? 'trend-up' : 'trend-down'}>{formatRate(g.subjects[i].contribution_rate)}</span>,
      },
    ]),
  ];
}

export function SubjectContributionPanel() {
  const { scope } = useAnalysisView();
  const load = useLoad(`subject-contribution:${examWideKey(scope)}`, () => standingApi.contribution(scope));
  const data = load.data;
  if (!data) return <PendingCard title={own.title} load={load} />;
  // a school or campus against the grade leads nowhere: the chart shows its classes
  const charted = data.groups.length > 1 ? data.groups.slice(1) : data.groups;
  const subjects = data.papers.map(paperName);
  return (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.has_data} testId="subject-contribution">
      <Typography.Paragraph type="secondary" data-testid="subject-contribution-grade">
        {data.papers.map((p) => `${paperName(p)} ${texts.gradeAverage} ${formatScore(p.grade_average)}`).join('；')}
      </Typography.Paragraph>
      <AnalysisBars
        testId="subject-contribution-chart"
        {...barsOf(charted, (g) => g.name, Object.fromEntries(subjects.map((s, i) => [s, (g: Group) => g.subjects[i].contribution_rate])))}
        groupMode="grouped"
        colors={SUBJECT_COLOURS}
        axis={{ ...rateAxis(), valueScale: { type: 'linear', min: -100, max: 100 }, axisLeft: { legend: own.axis, legendOffset: -52, legendPosition: 'middle', format: (v) => `${v}%` } }}
        margin={{ left: 64 }}
        labelSkipHeight={16}
        legend={{ room: 120 }}
      />
      <ExportedTable title={own.title} fileName={own.fileName(data.target.target_name)} columns={columns(data)} rows={data.groups} rowKey={(g) => `${g.level}:${g.group_id}`} testId="subject-contribution-groups" wide />
    </TargetFiguresCard>
  );
}
