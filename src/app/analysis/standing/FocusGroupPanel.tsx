/**
 * 关注群体 on the potential students screen: the target's critical students on either side of a
 * score line of the exam total (focus-group) — per class how many are just below and just above
 * it as a chart and a table, and who they are with the subjects that pull them down; both tables
 * export to xlsx.
 */
import { Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { countAxis } from '../common/count-axis.ts';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatScore } from '../common/format.ts';
import { standingApi, type FocusData } from './standing-api.ts';
import { PendingCard } from '../common/PendingCard.tsx';
import { AnalysisBars, barsOf, peopleAxis } from '../common/AnalysisBars.tsx';
import { useLineAndMargin } from '../common/LineAndNumber.tsx';
import { TargetFiguresCard } from '../common/TargetFiguresCard.tsx';
import { focusStudentColumns } from './focus-student-columns.tsx';
import { classSizeColumns } from '../common/student-columns.ts';

const texts = t.analysis.standing;
const own = texts.focus;
const lines = t.analysis.examWide.lines;

type ClassRow = FocusData['classes'][number];

const classColumns: ShownExportColumn<ClassRow>[] = [
  ...classSizeColumns<ClassRow>(),
  { title: own.critical, value: (c) => c.critical_count },
  { title: own.below, value: (c) => c.below_count },
  { title: own.above, value: (c) => c.above_count },
];

export function FocusGroupPanel() {
  const { scope } = useAnalysisView();
  const { load, controls } = useLineAndMargin({
    name: 'focus', scope, firstLine: 'good', read: standingApi.focus, labels: { line: own.line, margin: own.margin },
    field: { min: 0.5, max: 50, step: 0.5, suffix: '%', width: 100 },
  });
  const data = load.data;
  if (!data) return <PendingCard title={own.title} extra={controls} load={load} />;
  const people = countAxis(Math.max(0, ...data.classes.map((c) => c.critical_count)));
  return (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint(lines[data.line], formatScore(data.total.low_score), formatScore(data.total.high_score))} hasData={data.has_data} extra={controls} testId="focus-group">
      <Space orientation="vertical" size={16} className="analysis-stack">
        <Typography.Text strong data-testid="focus-summary">
          {own.summary(data.total.critical_count, data.total.student_count, data.total.below_count, data.total.above_count)}
        </Typography.Text>
        <AnalysisBars
          testId="focus-chart"
          {...barsOf(data.classes, (c) => c.class_name, { [own.below]: (c) => c.below_count, [own.above]: (c) => c.above_count })}
          colors={['#fa8c16', '#52c41a']}
          axis={peopleAxis(people, own.people)}
          legend={{ room: 120 }}
        />
        <ExportedTable title={own.byClass} fileName={own.fileName(own.byClass, data.target.target_name)} columns={classColumns} rows={data.classes} rowKey={(c) => c.class_id} testId="focus-classes" />
        <ExportedTable title={own.list} fileName={own.fileName(own.list, data.target.target_name)} columns={focusStudentColumns(data)} rows={data.students} rowKey={(s) => s.student_id} testId="focus-students" wide />
      </Space>
    </TargetFiguresCard>
  );
}
