/**
 * /analysis/examination/potentialStudents: the target's students just below a score line of the
 * exam's analysis settings (优秀, 良好 or 及格), within the potential margin, on each paper and on
 * the exam total (potential-students). How many there are per subject, as a table and a chart,
 * and who they are with how many points each lacks; both tables export to xlsx. Below, the
 * critical students on either side of a line (关注群体), and those of one class or custom group
 * against the grade (关注群体详情).
 */
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type PotentialStudentsData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { countAxis } from './common/count-axis.ts';
import { ExportButton } from './common/ExportButton.tsx';
import { ExportedTable } from './common/ExportedTable.tsx';
import { formatScore, paperName } from './common/format.ts';
import { BAR_COLOUR } from './common/rate-bars.ts';
import type { ExportColumn } from './common/table-export.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { FocusGroupPanel } from './standing/FocusGroupPanel.tsx';
import { FocusGroupDetailPanel } from './standing/FocusGroupDetailPanel.tsx';
import { AnalysisBars, barsOf, peopleAxis } from './common/AnalysisBars.tsx';
import { studentNameColumns, studentNameTableColumns } from './common/student-columns.ts';
import { useLineAndMargin } from './common/LineAndNumber.tsx';
import { TargetFiguresCard } from './common/TargetFiguresCard.tsx';

const texts = t.analysis.examWide;
const own = texts.potential;

type Data = PotentialStudentsData;
type SummaryRow = Data['total'] & { key: string; subject: string };
type StudentRow = Data['students'][number];

function summaryRows(data: Data): SummaryRow[] {
  return [...data.papers.map((p) => ({ ...p, key: String(p.test_id), subject: paperName(p) })), { ...data.total, key: 'total', subject: texts.allPapers }];
}

const summaryColumns: ExportColumn<SummaryRow>[] = [
  { title: texts.subject, value: (r) => r.subject },
  { title: texts.fullMark, value: (r) => r.full_mark_score },
  { title: own.lineScore, value: (r) => r.line_score },
  { title: texts.students, value: (r) => r.student_count },
  { title: own.reached, value: (r) => r.reached_count },
  { title: own.potentialCount, value: (r) => r.potential_count },
];

/** A score with how far below the line it is, when that makes the student a potential student. */
function ScoreWithGap({ score, gap }: { score: number | null; gap: number | null }) {
  if (score === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4}>
      <span>{formatScore(score)}</span>
      {gap !== null && <Tag color="orange">{own.gap(formatScore(gap))}</Tag>}
    </Space>
  );
}

function studentColumns(data: Data): ExportColumn<StudentRow>[] {
  return [
    ...studentNameColumns<StudentRow>(),
    { title: texts.total, value: (s) => s.total_score },
    { title: own.gapColumn(texts.total), value: (s) => s.total_gap },
    ...data.papers.flatMap((p, i): ExportColumn<StudentRow>[] => [
      { title: paperName(p), value: (s) => s.scores[i].score },
      { title: own.gapColumn(paperName(p)), value: (s) => s.scores[i].gap },
    ]),
  ];
}

function PotentialStudents() {
  const { scope } = useAnalysisView();
  const { load, controls } = useLineAndMargin({
    name: 'potential', scope, firstLine: 'pass', read: analysisApi.potentialStudents, labels: { line: own.line, margin: own.margin },
    field: { min: 0, max: 100, step: 0.5, suffix: own.points, width: 110 },
  });
  const data = load.data;
  if (!data) {
    return (
      <Space orientation="vertical" size={16} className="analysis-stack">
        <Card variant="borderless" title={own.title} extra={controls}>
          <LoadPending load={load} />
        </Card>
        <FocusGroupPanel />
        <FocusGroupDetailPanel />
      </Space>
    );
  }
  const summary = summaryRows(data);
  const people = countAxis(Math.max(0, ...summary.map((r) => Math.max(r.reached_count, r.potential_count))));
  const columns = studentColumns(data);
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint(texts.lines[data.line], formatScore(data.margin))} hasData={data.has_data} extra={controls}>
        <AnalysisBars
          testId="potential-chart"
          {...barsOf(summary, (r) => r.subject, { [own.reached]: (r) => r.reached_count, [own.potentialCount]: (r) => r.potential_count })}
          groupMode="grouped"
          colors={[BAR_COLOUR, '#fa8c16']}
          axis={peopleAxis(people, texts.students)}
          legend={{ room: 130 }}
        />
        <ExportedTable title={own.summary} fileName={`${own.summary}_${data.target.target_name}`} columns={summaryColumns} rows={summary} rowKey={(r) => r.key} testId="potential-summary" />
      </TargetFiguresCard>
      {data.has_data && (
        <Card variant="borderless" title={own.list} extra={<ExportButton name={`${own.list}_${data.target.target_name}`} columns={columns} rows={data.students} testId="potential-students-export" />}>
          <Table
            size="small"
            rowKey="student_id"
            dataSource={data.students}
            locale={{ emptyText: <Empty description={own.none} /> }}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            data-testid="potential-students"
            scroll={{ x: true }}
            columns={[
              ...studentNameTableColumns(true),
              { title: texts.total, key: 'total', render: (_, s) => <ScoreWithGap score={s.total_score} gap={s.total_gap} /> },
              ...data.papers.map((p, i) => ({ title: paperName(p), key: `paper-${p.test_id}`, render: (_: unknown, s: StudentRow) => <ScoreWithGap score={s.scores[i].score} gap={s.scores[i].gap} /> })),
            ]}
          />
        </Card>
      )}
      <FocusGroupPanel />
      <FocusGroupDetailPanel />
    </Space>
  );
}

export const PotentialStudentsPage = analysisScreen('potentialStudents', PotentialStudents);
