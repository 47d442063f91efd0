/**
 * /analysis/examination/coincidenceDegree: of the target's students at or above a score line on
 * the exam total, who is at or above the same line on each paper (coincidence-degree) — per
 * subject the coincidence and hit rates as a chart and a table, and the students with the
 * subjects they reached; both tables export to xlsx.
 */
import { useState } from 'react';
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type CoincidenceData, type PotentialLine } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportButton } from './common/ExportButton.tsx';
import { ExportedTable } from './common/ExportedTable.tsx';
import { formatRate, formatScore, paperName } from './common/format.ts';
import { BAR_COLOUR } from './common/rate-bars.ts';
import type { ExportColumn } from './common/table-export.ts';
import { useLoad } from '../common/use-load.ts';
import { PendingCard } from './common/PendingCard.tsx';
import { AnalysisBars, barsOf, rateAxis, whiteLabelsOn } from './common/AnalysisBars.tsx';
import { studentNameColumns, studentNameTableColumns } from './common/student-columns.ts';
import { LineChoice } from './common/LineAndNumber.tsx';
import { examWideKey } from './analysis-address.ts';
import { TargetFiguresCard } from './common/TargetFiguresCard.tsx';

const texts = t.analysis.examWide;
const own = texts.coincidence;

type PaperRow = CoincidenceData['papers'][number];
type StudentRow = CoincidenceData['students'][number];

const paperColumns: ExportColumn<PaperRow>[] = [
  { title: texts.subject, value: (p) => paperName(p) },
  { title: texts.fullMark, value: (p) => p.full_mark_score },
  { title: own.lineScore, value: (p) => p.line_score },
  { title: own.reached, value: (p) => p.reached_count },
  { title: own.both, value: (p) => p.both_count },
  { title: own.coincidenceRate, value: (p) => formatRate(p.coincidence_rate) },
  { title: own.hitRate, value: (p) => formatRate(p.hit_rate) },
];

function studentColumns(data: CoincidenceData): ExportColumn<StudentRow>[] {
  return [
    ...studentNameColumns<StudentRow>(),
    { title: texts.total, value: (s) => s.total_score },
    { title: own.reachedPapers, value: (s) => s.reached_papers },
    ...data.papers.map((p, i): ExportColumn<StudentRow> => ({ title: paperName(p), value: (s) => s.scores[i].score })),
    ...data.papers.map((p, i): ExportColumn<StudentRow> => ({ title: `${paperName(p)}${own.yes}`, value: (s) => (s.scores[i].reached ? own.yes : own.no) })),
  ];
}

function CoincidenceDegree() {
  const { scope } = useAnalysisView();
  const [line, setLine] = useState<PotentialLine>('pass');
  const load = useLoad(`coincidence:${examWideKey(scope)}:${line}`, () => analysisApi.coincidence(scope, line));
  const data = load.data;
  const controls = <LineChoice label={own.line} value={line} onChange={setLine} testId="coincidence-line" />;
  if (!data) return <PendingCard title={own.title} extra={controls} load={load} />;
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.has_data} extra={controls}>
        <Typography.Paragraph strong data-testid="coincidence-summary">
          {own.summary(texts.lines[data.line], formatScore(data.total.line_score), data.total.reached_count, data.total.student_count, data.all_papers_count)}
        </Typography.Paragraph>
        <AnalysisBars
          testId="coincidence-chart"
          {...barsOf(data.papers, paperName, { [own.coincidenceRate]: (p) => p.coincidence_rate, [own.hitRate]: (p) => p.hit_rate })}
          groupMode="grouped"
          colors={[BAR_COLOUR, '#91caff']}
          axis={rateAxis()}
          labelSkipHeight={16}
          labelTextColor={whiteLabelsOn(own.coincidenceRate)}
          legend={{ room: 120 }}
        />
        <ExportedTable title={own.papers} fileName={`${own.papers}_${data.target.target_name}`} columns={paperColumns} rows={data.papers} rowKey={(p) => p.test_id} testId="coincidence-papers" />
      </TargetFiguresCard>
      {data.has_data && (
        <Card variant="borderless" title={own.list} extra={<ExportButton name={`${own.list}_${data.target.target_name}`} columns={studentColumns(data)} rows={data.students} testId="coincidence-students-export" />}>
          <Table
            size="small"
            rowKey="student_id"
            dataSource={data.students}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            locale={{ emptyText: <Empty description={t.analysis.message.noData} /> }}
            data-testid="coincidence-students"
            columns={[
              ...studentNameTableColumns(),
              { title: texts.total, key: 'total', render: (_, s) => formatScore(s.total_score) },
              { title: own.reachedPapers, key: 'reached', render: (_, s) => `${s.reached_papers}/${data.papers.length}` },
              ...data.papers.map((p, i) => ({
                title: paperName(p),
                key: `paper-${p.test_id}`,
                render: (_: unknown, s: StudentRow) => (
                  <Space size={4}>
                    <span>{formatScore(s.scores[i].score)}</span>
                    <Tag color={s.scores[i].reached ? 'green' : 'red'}>{s.scores[i].reached ? own.yes : own.no}</Tag>
                  </Space>
                ),
              })),
            ]}
          />
        </Card>
      )}
    </Space>
  );
}

export const CoincidenceDegreePage = analysisScreen('coincidenceDegree', CoincidenceDegree);
