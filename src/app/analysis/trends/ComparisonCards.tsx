/**
 * This exam against the previous one of the grade, and targets against each other: 均分对比
 * (average-comparison), 名次段对比 (rank-comparison), 班级排名对比
 * (examination-ranking-comparison) and 目标排名对比 (target-ranking-contrast). Every table
 * exports to xlsx; an exam without an earlier one says so.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Card, Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { examWideKey, type AnalysisScope } from '../analysis-address.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { countAxis } from '../common/count-axis.ts';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatScore } from '../common/format.ts';
import { SubjectChoice } from '../common/SubjectChoice.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { trendsApi, type AverageComparisonData, type ClassRankingData, type RankBandsData, type TargetRankingData } from './trends-api.ts';
import { PendingCard } from '../common/PendingCard.tsx';
import { AnalysisBars, barsOf, peopleAxis } from '../common/AnalysisBars.tsx';
import { LabelledSelect } from '../common/LabelledChoice.tsx';

const texts = t.analysis.trends;
const rf = t.analysis.examWide.riseAndFall;

/** A rank change as the screens write it: ↑3 a rise, ↓2 a fall, 0 kept, `none` (—) unknown. */
export function RankChange({ change, none = '—' }: { change: number | null; none?: ReactNode }) {
  if (change === null) return <>{none}</>;
  if (change === 0) return <span>0</span>;
  return <span className={change > 0 ? 'trend-up' : 'trend-down'}>{change > 0 ? `↑${change}` : `↓${-change}`}</span>;
}

/** Which exam the card compares with, or that there is none. */
function ComparedWith({ previous }: { previous: { name: string; start_date: string } | null }) {
  return previous ? (
    <Typography.Paragraph data-testid="compared-with">{rf.previous(previous.name, previous.start_date)}</Typography.Paragraph>
  ) : (
    <Alert type="info" showIcon title={rf.noPreviousExam} data-testid="compared-none" />
  );
}

/** Which earlier exam to compare with: 0 the previous one of the grade, else one of those the answer offers. */
function CompareChoice({ offered, ...choice }: { value: number; onChange: (id: number) => void; offered: readonly { id: number; name: string; start_date: string }[]; testId: string }) {
  return (
    <LabelledSelect
      {...choice}
      label={texts.compareWith}
      width={200}
      options={[{ value: 0, label: texts.previousExam }, ...offered.map((e) => ({ value: e.id, label: e.start_date ? `${e.name}（${e.start_date}）` : e.name }))]}
    />
  );
}

const score = (x: number | null) => (x === null ? '—' : formatScore(x));

type AverageRow = AverageComparisonData['classes'][number];

function averageColumns(data: AverageComparisonData): ShownExportColumn<AverageRow>[] {
  return [
    { title: t.analysis.examWide.className, value: (c) => c.class_name },
    ...data.columns.flatMap((column, i) => [
      { title: texts.average.average(column.name), value: (c: AverageRow) => c.cells[i].average },
      { title: texts.average.rank(column.name), value: (c: AverageRow) => c.cells[i].rank },
      { title: texts.average.previousAverage(column.name), value: (c: AverageRow) => c.cells[i].previous_average },
      { title: texts.average.previousRank(column.name), value: (c: AverageRow) => c.cells[i].previous_rank },
      { title: texts.average.change(column.name), value: (c: AverageRow) => c.cells[i].rank_change, show: (c: AverageRow) => <RankChange change={c.cells[i].rank_change} /> },
    ]),
  ];
}

/** 均分对比: each class's averages and class ranks now and in the previous exam. */
export function AverageComparisonCard({ scope }: { scope: AnalysisScope }) {
  const load = useLoad(`average-comparison:${examWideKey(scope)}`, () => trendsApi.averageComparison(scope));
  const data = load.data;
  return (
    <Card variant="borderless" title={texts.average.title} data-testid="average-card">
      {!data ? (
        <LoadPending load={load} />
      ) : (
        <>
          <ComparedWith previous={data.previous} />
          <Typography.Paragraph type="secondary">
            {texts.average.hint} {texts.average.gradeLine(score(data.grade[0].average), score(data.grade[0].previous_average))}
          </Typography.Paragraph>
          <ExportedTable title={texts.average.title} fileName={`${texts.average.title}_${data.target.target_name}`} columns={averageColumns(data)} rows={data.classes} rowKey={(c) => c.class_id} testId="average-table" />
        </>
      )}
    </Card>
  );
}

/** Band limits offered (comma-separated, as the call takes them). */
const BAND_CHOICES = ['10,50,100,200,500', '5,10,20,50,100', '1,3,5,10,20'] as const;

type Band = RankBandsData['bands'][number];
const bandColumns: ShownExportColumn<Band>[] = [
  { title: texts.bands.band, value: (b) => texts.bands.top(b.top) },
  { title: texts.bands.now, value: (b) => b.count },
  { title: texts.bands.then, value: (b) => b.previous_count },
  { title: texts.bands.change, value: (b) => b.change },
];

/** 名次段对比: how many of the target's students are in the grade's top N now and then. */
export function RankBandsCard() {
  const { scope, exam } = useAnalysisView();
  const [subjectId, setSubjectId] = useState(0);
  const [bands, setBands] = useState<string>(BAND_CHOICES[0]);
  const [compareId, setCompareId] = useState(0);
  const load = useLoad(`rank-bands:${examWideKey(scope)}:${subjectId}:${bands}:${compareId}`, () => trendsApi.rankBands(scope, subjectId, bands, compareId));
  const data = load.data;
  const controls = (
    <Space size={16} wrap>
      <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="bands-subject" />
      <LabelledSelect label={texts.bands.choice} testId="bands-choice" width={170} value={bands} onChange={setBands} options={BAND_CHOICES.map((b) => ({ value: b, label: b }))} />
      {data && <CompareChoice value={compareId} onChange={setCompareId} offered={data.earlier_exams} testId="bands-compare" />}
    </Space>
  );
  if (!data) return <PendingCard title={texts.bands.title} extra={controls} load={load} />;
  const people = countAxis(Math.max(0, ...data.bands.flatMap((b) => [b.count, b.previous_count ?? 0])));
  return (
    <Card variant="borderless" title={`${texts.bands.title} · ${data.target.target_name}`} extra={controls} data-testid="bands-card">
      <ComparedWith previous={data.previous} />
      <Typography.Paragraph type="secondary">{texts.bands.hint}</Typography.Paragraph>
      <AnalysisBars
        testId="bands-chart"
        {...barsOf(data.bands, (b) => texts.bands.top(b.top), { [texts.bands.now]: (b) => b.count, ...(data.previous ? { [texts.bands.then]: (b: Band) => b.previous_count } : {}) })}
        groupMode="grouped"
        colors={['#1677ff', '#91caff']}
        axis={peopleAxis(people, t.analysis.examWide.students)}
        labelTextColor={{ from: 'theme', theme: 'labels.text.fill' }}
        legend={{ room: 110, width: 80 }}
      />
      <ExportedTable title={texts.bands.title} fileName={`${texts.bands.title}_${data.target.target_name}`} columns={bandColumns} rows={data.bands} rowKey={(b) => b.top} testId="bands-table" />
    </Card>
  );
}

type RankedClass = ClassRankingData['classes'][number];
const classColumns: ShownExportColumn<RankedClass>[] = [
  { title: t.analysis.examWide.className, value: (c) => c.class_name },
  { title: texts.classRanking.average, value: (c) => c.average },
  { title: texts.classRanking.rank, value: (c) => c.rank },
  { title: texts.classRanking.previousAverage, value: (c) => c.previous_average },
  { title: texts.classRanking.previousRank, value: (c) => c.previous_rank },
  { title: texts.classRanking.change, value: (c) => c.rank_change, show: (c) => <RankChange change={c.rank_change} /> },
];

type RankedTarget = TargetRankingData['targets'][number];
const targetColumns: ShownExportColumn<RankedTarget>[] = [
  { title: texts.targetRanking.target, value: (r) => r.target_name, show: (r) => (r.is_target ? <Typography.Text strong>{`${r.target_name}（${texts.targetRanking.current}）`}</Typography.Text> : r.target_name) },
  { title: texts.targetRanking.counted, value: (r) => r.counted },
  { title: texts.targetRanking.average, value: (r) => r.average },
  { title: texts.targetRanking.z, value: (r) => r.z },
  { title: texts.targetRanking.rank, value: (r) => r.rank },
  { title: texts.targetRanking.highest, value: (r) => r.highest },
  { title: texts.targetRanking.lowest, value: (r) => r.lowest },
];

/** 班级排名对比 and 目标排名对比 on one subject (or the total): the classes against the previous exam, the target against its peers. */
export function RankingCards({ classesScope }: { classesScope: AnalysisScope }) {
  const { scope, exam } = useAnalysisView();
  const [subjectId, setSubjectId] = useState(0);
  const [compareId, setCompareId] = useState(0);
  const classes = useLoad(`class-ranking:${JSON.stringify({ ...classesScope, testId: 0 })}:${subjectId}:${compareId}`, () => trendsApi.classRanking(classesScope, subjectId, compareId));
  const targets = useLoad(`target-ranking:${examWideKey(scope)}:${subjectId}`, () => trendsApi.targetRanking(scope, subjectId));
  return (
    <Card
      variant="borderless"
      title={texts.classRanking.title}
      extra={
        <Space size={16} wrap>
          <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="ranking-subject" />
          {classes.data && <CompareChoice value={compareId} onChange={setCompareId} offered={classes.data.earlier_exams} testId="ranking-compare" />}
        </Space>
      }
      data-testid="ranking-card"
    >
      {!classes.data ? (
        <LoadPending load={classes} />
      ) : (
        <>
          <ComparedWith previous={classes.data.previous} />
          <ExportedTable title={texts.classRanking.title} fileName={texts.classRanking.title} columns={classColumns} rows={classes.data.classes} rowKey={(c) => c.class_id} testId="class-ranking-table" />
        </>
      )}
      {!targets.data ? (
        <LoadPending load={targets} />
      ) : (
        <ExportedTable title={texts.targetRanking.title} fileName={texts.targetRanking.title} columns={targetColumns} rows={targets.data.targets} rowKey={(r) => `${r.target_label}:${r.target_id}`} testId="target-ranking-table" />
      )}
    </Card>
  );
}
