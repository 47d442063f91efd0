/**
 * /analysis/examination/advantageInferiority: each class's and student's strong and weak
 * subjects by standardised scores (advantage-inferiority) — the classes' z-scores per subject as a
 * chart, and tables of classes and students with their z-scores, the strong subjects marked green
 * and the weak red; each table exports to xlsx. The threshold in standard deviations is the
 * teacher's choice (the server's default until changed).
 */
import { useState, type ReactNode } from 'react';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type StrengthsData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportButton } from './common/ExportButton.tsx';
import { formatCoefficient, formatScore, paperName } from './common/format.ts';
import type { ExportColumn } from './common/table-export.ts';
import { useLoad } from '../common/use-load.ts';
import { PendingCard } from './common/PendingCard.tsx';
import { AnalysisBars, barsOf } from './common/AnalysisBars.tsx';
import { classSizeColumns, studentNameColumns } from './common/student-columns.ts';
import { CompactTable } from '../common/CompactTable.tsx';
import { SettingNumber } from './common/LineAndNumber.tsx';
import { examWideKey } from './analysis-address.ts';
import { TargetFiguresCard } from './common/TargetFiguresCard.tsx';

const texts = t.analysis.examWide;
const own = texts.strengths;
const COLOURS = ['#1f6feb', '#fa8c16', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911'];

type Paper = StrengthsData['papers'][number];
type ClassRow = StrengthsData['classes'][number];
type StudentRow = StrengthsData['students'][number];
interface Judged {
  advantages: number[];
  inferiorities: number[];
}

/** The subjects of some papers, joined as the tables write them. */
function subjectsOf(papers: readonly Paper[], testIds: readonly number[]): string {
  return testIds.length === 0 ? own.none : papers.filter((p) => testIds.includes(p.test_id)).map(paperName).join('、');
}

/** A z-score marked as a strength (green) or a weakness (red) of its class or student. */
function ZCell({ z, testId, judged }: { z: number | null; testId: number; judged: Judged }) {
  const text = formatCoefficient(z, 3);
  if (judged.advantages.includes(testId)) return <Tag color="green">{text}</Tag>;
  if (judged.inferiorities.includes(testId)) return <Tag color="red">{text}</Tag>;
  return <span>{text}</span>;
}

/** A column of the screen: exported as `value`, shown as `show` where the screen draws more than the figure. */
type ShownColumn<T> = ExportColumn<T> & { show?: (row: T) => ReactNode };

const balanceColumn = <T extends { balance: number | null }>(): ShownColumn<T> => ({ title: own.balance, value: (r) => r.balance, show: (r) => formatCoefficient(r.balance, 3) });

function classColumns(papers: readonly Paper[]): ShownColumn<ClassRow>[] {
  return [
    ...classSizeColumns<ClassRow>(),
    ...papers.map((p, i): ShownColumn<ClassRow> => ({ title: own.zOf(paperName(p)), value: (c) => c.z[i], show: (c) => <ZCell z={c.z[i]} testId={p.test_id} judged={c} /> })),
    balanceColumn<ClassRow>(),
    { title: own.advantages, value: (c) => subjectsOf(papers, c.advantages) },
    { title: own.inferiorities, value: (c) => subjectsOf(papers, c.inferiorities) },
  ];
}

function studentColumns(papers: readonly Paper[]): ShownColumn<StudentRow>[] {
  return [
    ...studentNameColumns<StudentRow>(),
    ...papers.flatMap((p, i): ShownColumn<StudentRow>[] => [
      { title: paperName(p), value: (s) => s.scores[i].score },
      { title: own.zOf(paperName(p)), value: (s) => s.scores[i].z, show: (s) => <ZCell z={s.scores[i].z} testId={p.test_id} judged={s} /> },
    ]),
    balanceColumn<StudentRow>(),
    { title: own.advantages, value: (s) => subjectsOf(papers, s.advantages) },
    { title: own.inferiorities, value: (s) => subjectsOf(papers, s.inferiorities) },
  ];
}

function AdvantageInferiority() {
  const { scope } = useAnalysisView();
  const [threshold, setThreshold] = useState<number | null>(null);
  const load = useLoad(`strengths:${examWideKey(scope)}:${threshold}`, () => analysisApi.strengths(scope, threshold));
  const data = load.data;
  const controls = <SettingNumber label={own.threshold} value={threshold} setting={data?.threshold} onChange={setThreshold} testId="strength-threshold" min={0.05} max={3} step={0.1} width={90} after={own.sd} />;
  if (!data) return <PendingCard title={own.title} extra={controls} load={load} />;
  const papers = data.papers;
  const tableColumns = <T,>(columns: ShownColumn<T>[]) => columns.map((c, i) => ({ title: c.title, key: String(i), render: (_: unknown, row: T) => (c.show ? c.show(row) : (c.value(row) ?? '—')) }));
  const classes = classColumns(papers);
  const students = studentColumns(papers);
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint(String(data.threshold))} hasData={data.has_data} extra={controls}>
        <Typography.Paragraph data-testid="strength-papers">
          {papers.map((p) => `${paperName(p)}：${own.average} ${formatScore(p.average)}，${own.standardDeviation} ${formatScore(p.standard_deviation)}`).join('；')}
        </Typography.Paragraph>
        <AnalysisBars
          testId="strength-chart"
          {...barsOf(data.classes, (c) => c.class_name, Object.fromEntries(papers.map((p, i) => [paperName(p), (c: ClassRow) => c.z[i]])))}
          groupMode="grouped"
          margin={{ top: 16 }}
          colors={COLOURS}
          valueFormat={(v) => formatCoefficient(v, 2)}
          axisLeft={{ legend: own.balance, legendOffset: -46, legendPosition: 'middle' }}
          labelSkipHeight={14}
          legend={{ room: 110, width: 80 }}
        />
      </TargetFiguresCard>
      {data.has_data && (
        <>
          <Card variant="borderless" title={own.classes} extra={<ExportButton name={`${own.classes}_${data.target.target_name}`} columns={classes} rows={data.classes} testId="strength-classes-export" />}>
            <CompactTable rowKey="class_id" dataSource={data.classes} data-testid="strength-classes" columns={tableColumns(classes)} />
          </Card>
          <Card variant="borderless" title={own.students} extra={<ExportButton name={`${own.students}_${data.target.target_name}`} columns={students} rows={data.students} testId="strength-students-export" />}>
            <Table
              size="small"
              rowKey="student_id"
              dataSource={data.students}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              scroll={{ x: true }}
              data-testid="strength-students"
              columns={tableColumns(students)}
            />
          </Card>
        </>
      )}
    </Space>
  );
}

export const AdvantageInferiorityPage = analysisScreen('advantageInferiority', AdvantageInferiority);
