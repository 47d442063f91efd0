/**
 * /analysis/examination/riseAndFallStudents: how the target's students' grade ranks changed
 * since the previous exam of the grade (student-previous-rank-comparison), on the exam total or
 * one subject: how many rose, fell or kept their rank, per class as a chart, and each student's
 * two scores and ranks; the table exports to xlsx. An exam without an earlier one says so. Below,
 * the target's students in the grade's top-N bands now and then, and their stability over the
 * latest exams (trends/).
 */
import { useState } from 'react';
import { Alert, Card, Col, Empty, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type RankComparisonData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { countAxis } from './common/count-axis.ts';
import { ExportButton } from './common/ExportButton.tsx';
import { formatScore } from './common/format.ts';
import { SubjectChoice } from './common/SubjectChoice.tsx';
import type { ExportColumn } from './common/table-export.ts';
import { useLoad } from '../common/use-load.ts';
import { RankBandsCard, RankChange } from './trends/ComparisonCards.tsx';
import { StabilityCard } from './trends/StabilityCard.tsx';
import { PendingCard } from './common/PendingCard.tsx';
import { AnalysisBars, peopleAxis } from './common/AnalysisBars.tsx';
import { studentNameColumns, studentNameTableColumns } from './common/student-columns.ts';
import { examWideKey } from './analysis-address.ts';

const texts = t.analysis.examWide;
const own = texts.riseAndFall;

/** Which students the list shows: every one, or those whose rank rose or fell. */
const SHOWN = ['all', 'rise', 'fall'] as const;
type Shown = (typeof SHOWN)[number];
type StudentRow = RankComparisonData['students'][number];

const COLOURS = { rise: '#389e0d', fall: '#cf1322', same: '#8c8c8c' };

const columns: ExportColumn<StudentRow>[] = [
  ...studentNameColumns<StudentRow>(),
  { title: own.score, value: (s) => s.score },
  { title: own.rank, value: (s) => s.rank },
  { title: own.previousScore, value: (s) => s.previous_score },
  { title: own.previousRank, value: (s) => s.previous_rank },
  { title: own.change, value: (s) => s.change },
];

/** Per class: how many of its compared students rose, fell or kept their rank. */
function byClass(students: readonly StudentRow[]) {
  const classes = new Map<string, Record<string, number | string>>();
  for (const s of students) {
    if (s.trend === null) continue;
    if (!classes.has(s.class_name)) classes.set(s.class_name, { className: s.class_name, [own.rise]: 0, [own.fall]: 0, [own.same]: 0 });
    const row = classes.get(s.class_name)!;
    const key = own[s.trend];
    row[key] = (row[key] as number) + 1;
  }
  return [...classes.values()];
}

function RankChanges() {
  const { scope, exam } = useAnalysisView();
  const [subjectId, setSubjectId] = useState(0);
  const [shown, setShown] = useState<Shown>('all');
  const load = useLoad(`ranks:${examWideKey(scope)}:${subjectId}`, () => analysisApi.rankComparison(scope, subjectId));
  const data = load.data;
  const controls = (
    <Space size={16} wrap>
      <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="rank-subject" />
      <Segmented<Shown> data-testid="rank-shown" value={shown} onChange={setShown} options={SHOWN.map((value) => ({ value, label: own[value] }))} />
    </Space>
  );
  if (!data) return <PendingCard title={own.title} extra={controls} load={load} />;
  const rows = data.students.filter((s) => shown === 'all' || s.trend === shown);
  const classes = byClass(data.students);
  const people = countAxis(Math.max(0, ...classes.flatMap((c) => [c[own.rise], c[own.fall], c[own.same]] as number[])));
  const figures: [string, number][] = [
    [own.rankedCount, data.summary.ranked],
    [own.compared, data.summary.compared],
    [own.rise, data.summary.rose],
    [own.fall, data.summary.fell],
    [own.same, data.summary.same],
  ];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={`${own.title} · ${data.target.target_name}`} extra={controls}>
        {data.previous ? (
          <Typography.Paragraph data-testid="rank-previous">
            {own.previous(data.previous.name, data.previous.start_date)}
            <Typography.Text type="secondary"> {own.hint}</Typography.Text>
          </Typography.Paragraph>
        ) : (
          <Alert type="info" showIcon title={own.noPreviousExam} data-testid="rank-no-previous" />
        )}
        <Row gutter={16}>
          {figures.map(([title, value]) => (
            <Col span={4} key={title}>
              <Statistic title={title} value={value} />
            </Col>
          ))}
        </Row>
        {classes.length > 0 && (
          <AnalysisBars
            testId="rank-chart"
            data={classes}
            keys={[own.rise, own.fall, own.same]}
            indexBy="className"
            groupMode="grouped"
            colors={[COLOURS.rise, COLOURS.fall, COLOURS.same]}
            axis={peopleAxis(people, texts.students)}
            legend={{ room: 110, width: 80 }}
          />
        )}
      </Card>
      <Card variant="borderless" title={own.list} extra={<ExportButton name={`${own.title}_${data.target.target_name}`} columns={columns} rows={rows} testId="rank-export" />}>
        <Table
          size="small"
          rowKey="student_id"
          dataSource={rows}
          locale={{ emptyText: <Empty description={t.analysis.message.noData} /> }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          data-testid="rank-table"
          columns={[
            ...studentNameTableColumns(),
            { title: own.score, key: 'score', render: (_, s) => formatScore(s.score) },
            { title: own.rank, key: 'rank', dataIndex: 'rank' },
            { title: own.previousScore, key: 'previousScore', render: (_, s) => (s.previous_score === null ? '—' : formatScore(s.previous_score)) },
            { title: own.previousRank, key: 'previousRank', render: (_, s) => s.previous_rank ?? '—' },
            { title: own.change, key: 'change', render: (_, s) => <RankChange change={s.change} none={<Typography.Text type="secondary">{own.noPrevious}</Typography.Text>} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

function RiseAndFall() {
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <RankChanges />
      <RankBandsCard />
      <StabilityCard />
    </Space>
  );
}

export const RiseAndFallStudentsPage = analysisScreen('riseAndFallStudents', RiseAndFall);
