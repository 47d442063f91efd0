/**
 * /analysis/examination/dataMining: how the exam's subjects go together (Pearson's r of every two
 * papers' totals, as a matrix and a chart) and, for one paper, which questions test which
 * knowledge point and how well each class masters each point (data-mining). Every table exports
 * to xlsx.
 */
import { useState } from 'react';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { correlationStrength } from '../../domain/statistics/correlation.ts';
import { masteryOf } from '../../domain/statistics/mastery.ts';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type DataMiningData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from './common/ExportedTable.tsx';
import { formatCoefficient, formatRate, formatScore, paperName } from './common/format.ts';
import { BAR_COLOUR } from './common/rate-bars.ts';
import { useLoad } from '../common/use-load.ts';
import { PendingCard } from './common/PendingCard.tsx';
import { AnalysisBars, barsOf, sidewaysRates } from './common/AnalysisBars.tsx';
import { CompactTable } from '../common/CompactTable.tsx';
import { examWideKey } from './analysis-address.ts';
import { TargetFiguresCard } from './common/TargetFiguresCard.tsx';
import { LabelledSelect } from './common/LabelledChoice.tsx';

const texts = t.analysis.mining;
const own = texts.correlation;
const kp = texts.mastery;
const STRENGTH_COLOUR: Record<string, string> = { strong: 'green', moderate: 'blue', weak: 'gold', none: 'default' };
const MASTERY_CLASS: Record<string, string> = { outstanding: 'mining-cell-good', passed: 'mining-cell-fair', no_passed: 'mining-cell-poor' };

type Paper = DataMiningData['papers'][number];
type Pair = DataMiningData['correlations'][number];
type Mastery = NonNullable<DataMiningData['mastery']>;
type ClassRow = Mastery['classes'][number];
type QuestionRow = Mastery['questions'][number];

/** More pairs than this: their names under the bars are slanted so that they do not overlap. */
const CROWDED_PAIRS = 8;

const paperOrNone = (p: Paper | undefined) => (p ? paperName(p) : '');
const strengthOf = (r: number | null) => (r === null ? '' : own.strengths[correlationStrength(r)]);

function pairColumns(papers: readonly Paper[]): ShownExportColumn<Pair>[] {
  const byId = new Map(papers.map((p) => [p.test_id, p]));
  return [
    { title: own.first, value: (c) => paperOrNone(byId.get(c.first_test_id)) },
    { title: own.second, value: (c) => paperOrNone(byId.get(c.second_test_id)) },
    { title: own.r, value: (c) => formatCoefficient(c.r, 3) },
    { title: own.students, value: (c) => c.student_count },
    { title: own.strength, value: (c) => strengthOf(c.r), show: (c) => (c.r === null ? '' : <Tag color={STRENGTH_COLOUR[correlationStrength(c.r)]}>{strengthOf(c.r)}</Tag>) },
  ];
}

/** The r of two papers, 1 on the diagonal. */
function rOf(pairs: readonly Pair[], a: number, b: number): number | null {
  if (a === b) return 1;
  return pairs.find((c) => (c.first_test_id === a && c.second_test_id === b) || (c.first_test_id === b && c.second_test_id === a))?.r ?? null;
}

function Correlations({ data }: { data: DataMiningData }) {
  const columns = pairColumns(data.papers);
  const named = new Map(data.papers.map((p) => [p.test_id, paperName(p)]));
  return (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.correlations.length > 0}>
      <Space orientation="vertical" size={12} className="analysis-stack">
        <Typography.Text strong>{own.matrix}</Typography.Text>
        <CompactTable
          rowKey="test_id"
          dataSource={data.papers}
          data-testid="mining-matrix"
          columns={[
            { title: '', key: 'name', render: (_, p) => paperName(p) },
            ...data.papers.map((col) => ({
              title: paperName(col),
              key: String(col.test_id),
              render: (_: unknown, row: Paper) => formatCoefficient(rOf(data.correlations, row.test_id, col.test_id), 3),
            })),
          ]}
        />
        <AnalysisBars
          testId="mining-correlation-chart"
          {...barsOf(data.correlations, (c) => `${named.get(c.first_test_id)}-${named.get(c.second_test_id)}`, { [own.chartKey]: (c) => c.r })}
          colors={[BAR_COLOUR]}
          valueScale={{ type: 'linear', min: -1, max: 1 }}
          valueFormat={(v) => formatCoefficient(v, 3)}
          legend={{ room: 120 }}
          {...(data.correlations.length > CROWDED_PAIRS ? { axisBottom: { tickRotation: -35 }, margin: { bottom: 80 } } : {})}
        />
        <ExportedTable title={own.pairs} fileName={`${own.pairs}_${data.target.target_name}`} columns={columns} rows={data.correlations} rowKey={(c) => `${c.first_test_id}-${c.second_test_id}`} testId="mining-pairs" />
      </Space>
    </TargetFiguresCard>
  );
}

function classColumns(m: Mastery): ShownExportColumn<ClassRow>[] {
  return [
    { title: kp.className, value: (c) => c.class_name },
    { title: kp.students, value: (c) => c.student_count },
    ...m.knowledge_points.map(
      (point, k): ShownExportColumn<ClassRow> => ({
        title: point.name,
        value: (c) => formatRate(c.rates[k]),
        show: (c) => (c.rates[k] === null ? formatRate(c.rates[k]) : <span className={MASTERY_CLASS[masteryOf(c.rates[k])]}>{formatRate(c.rates[k])}</span>),
      }),
    ),
  ];
}

function questionColumns(m: Mastery): ShownExportColumn<QuestionRow>[] {
  return [
    { title: kp.question, value: (q) => q.label },
    { title: kp.fullMark, value: (q) => q.full_mark_score, show: (q) => formatScore(q.full_mark_score) },
    ...m.knowledge_points.map((point): ShownExportColumn<QuestionRow> => ({ title: point.name, value: (q) => (q.tag_ids.includes(point.tag_id) ? kp.carries : '') })),
  ];
}

function MasteryMatrix({ data, mastery }: { data: DataMiningData; mastery: Mastery }) {
  const whole: ClassRow = { class_id: 0, class_name: kp.whole, student_count: mastery.classes.reduce((s, c) => s + c.student_count, 0), rates: mastery.target_rates };
  const rows = [...mastery.classes, whole];
  const byClass = classColumns(mastery);
  const items = questionColumns(mastery);
  const paper = paperOrNone(data.papers.find((p) => p.test_id === mastery.test_id));
  return (
    <Space orientation="vertical" size={12} className="analysis-stack">
      <AnalysisBars
        testId="mining-mastery-chart"
        {...sidewaysRates(barsOf(mastery.knowledge_points, (point) => point.name, { [kp.chartKey]: (_, k) => mastery.target_rates[k] }))}
        colors={[BAR_COLOUR]}
        legend={{ room: 120 }}
      />
      <ExportedTable title={kp.matrix} fileName={`${kp.matrix}_${paper}_${data.target.target_name}`} columns={byClass} rows={rows} rowKey={(c) => c.class_id} testId="mining-mastery" wide />
      <ExportedTable title={kp.items} fileName={`${kp.items}_${paper}`} columns={items} rows={mastery.questions} rowKey={(q) => q.question_id} testId="mining-items" wide />
    </Space>
  );
}

function DataMining() {
  const { scope, exam } = useAnalysisView();
  const [testId, setTestId] = useState(scope.testId || exam.tests[0]?.id || 0);
  const load = useLoad(`data-mining:${examWideKey(scope)}:${testId}`, () => analysisApi.dataMining(scope, testId));
  const data = load.data;
  const paperPicker = <LabelledSelect label={kp.paper} testId="mining-paper" width={140} value={testId} onChange={setTestId} options={exam.tests.map((test) => ({ value: test.id, label: paperName(test) }))} />;
  if (!data) return <PendingCard title={texts.title} load={load} />;
  const mastery = data.mastery;
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Correlations data={data} />
      <Card variant="borderless" title={kp.title} extra={paperPicker}>
        <Typography.Paragraph type="secondary">{kp.hint}</Typography.Paragraph>
        {!mastery || mastery.knowledge_points.length === 0 ? (
          <Empty description={kp.noTags} />
        ) : (
          <MasteryMatrix data={data} mastery={mastery} />
        )}
      </Card>
    </Space>
  );
}

export const DataMiningPage = analysisScreen('dataMining', DataMining);
