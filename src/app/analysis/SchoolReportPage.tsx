/**
 * /analysis/examination/schoolReport: what a principal reads after an exam (school-report) — the
 * exam total and each paper per class against the grade (the whole exam) with the four rates of
 * the analysis settings as a chart and a table, each class's strongest and weakest paper, and
 * the top and bottom students on the exam total. Every table exports to xlsx.
 */
import { useState } from 'react';
import { Card, Empty, InputNumber, Segmented, Space, Typography } from 'antd';
import { subjectName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type SchoolReportData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from './common/ExportedTable.tsx';
import { FourRatesChart, gradeRow, groupColumns, type GroupRow } from './common/four-rates.tsx';
import { formatRate, formatScore } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { PendingCard } from './common/PendingCard.tsx';
import { studentNameColumns } from './common/student-columns.ts';
import { examWideKey } from './analysis-address.ts';

const own = t.analysis.schoolReport;
/** How many top and bottom students the screen lists until the reader asks for more. */
const FIRST_STUDENT_COUNT = 10;
const MAX_STUDENT_COUNT = 100;

type Subject = SchoolReportData['subjects'][number];
type StrengthRow = SchoolReportData['strengths'][number];
type StudentRow = SchoolReportData['top_students'][number];

const subjectTitle = (s: { test_id: number; name: string; subject_id: number }) => (s.test_id === 0 ? own.total : s.name || subjectName(s.subject_id));

const gapText = (g: StrengthRow['strongest']) => (g ? own.gapOf(subjectTitle(g), `${g.gap > 0 ? '+' : ''}${g.gap.toFixed(2)}`) : own.none);

const strengthColumns: ShownExportColumn<StrengthRow>[] = [
  { title: own.className, value: (r) => r.class_name },
  { title: own.strongest, value: (r) => gapText(r.strongest) },
  { title: own.weakest, value: (r) => gapText(r.weakest) },
];

function studentColumns(data: SchoolReportData): ShownExportColumn<StudentRow>[] {
  return [
    { title: own.gradeRank, value: (s) => s.grade_rank },
    ...studentNameColumns<StudentRow>(),
    { title: own.total, value: (s) => s.total_score },
    ...data.subjects.slice(1).map((p, i): ShownExportColumn<StudentRow> => ({ title: subjectTitle(p), value: (s) => s.scores[i].score })),
  ];
}

/** The classes of one subject, then the grade, as table rows. */
function classRows(subject: Subject): GroupRow[] {
  return [...subject.classes.map((c) => ({ ...c, key: `class-${c.class_id}`, group_name: c.class_name })), gradeRow(subject.grade)];
}

const classColumns = groupColumns(own.className);

function Report({ data, subjectAt, onSubject }: { data: SchoolReportData; subjectAt: number; onSubject: (at: number) => void }) {
  const subject = data.subjects[Math.min(subjectAt, data.subjects.length - 1)];
  const rows = classRows(subject);
  const total = data.subjects[0].target;
  const name = data.target.target_name;
  return (
    <>
      <Card variant="borderless" title={own.classes} extra={<Segmented data-testid="school-report-subject" value={subjectAt} onChange={(v) => onSubject(Number(v))} options={data.subjects.map((s, i) => ({ value: i, label: subjectTitle(s) }))} />}>
        <Typography.Paragraph strong data-testid="school-report-summary">
          {own.summary(name, total.student_count, formatScore(total.average), formatRate(total.score_rate))}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{own.chart}</Typography.Text>
        <FourRatesChart rows={rows} testId="school-report-chart" />
        <ExportedTable title={`${subjectTitle(subject)} · ${own.classes}`} fileName={`${own.title}_${subjectTitle(subject)}_${name}`} columns={classColumns} rows={rows} rowKey={(r) => r.key} testId="school-report-classes" />
      </Card>
      <Card variant="borderless" title={own.strengths}>
        <Typography.Paragraph type="secondary">{own.strengthsHint}</Typography.Paragraph>
        <ExportedTable title={own.strengths} fileName={`${own.strengths}_${name}`} columns={strengthColumns} rows={data.strengths} rowKey={(r) => r.class_id} testId="school-report-strengths" />
      </Card>
    </>
  );
}

function SchoolReport() {
  const { scope } = useAnalysisView();
  const [n, setN] = useState(FIRST_STUDENT_COUNT);
  const [subjectAt, setSubjectAt] = useState(0);
  const load = useLoad(`school-report:${examWideKey(scope)}:${n}`, () => analysisApi.schoolReport(scope, n));
  const data = load.data;
  const controls = (
    <Space>
      <span>{own.count}</span>
      <InputNumber data-testid="school-report-n" min={1} max={MAX_STUDENT_COUNT} precision={0} value={n} onChange={(v) => v && setN(v)} />
    </Space>
  );
  if (!data) return <PendingCard title={own.title} load={load} />;
  const lines = data.lines;
  const students = studentColumns(data);
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={`${own.title} · ${data.target.target_name}`}>
        <Typography.Paragraph type="secondary">{own.hint(lines.excellent, lines.good, lines.pass, lines.low)}</Typography.Paragraph>
        {!data.has_data && <Empty description={t.analysis.message.noData} />}
      </Card>
      {data.has_data && (
        <>
          <Report data={data} subjectAt={subjectAt} onSubject={setSubjectAt} />
          <Card variant="borderless" title={own.top} extra={controls}>
            <ExportedTable title={own.top} fileName={`${own.top}_${data.target.target_name}`} columns={students} rows={data.top_students} rowKey={(s) => s.student_id} testId="school-report-top" />
            <ExportedTable title={own.bottom} fileName={`${own.bottom}_${data.target.target_name}`} columns={students} rows={data.bottom_students} rowKey={(s) => s.student_id} testId="school-report-bottom" />
          </Card>
        </>
      )}
    </Space>
  );
}

export const SchoolReportPage = analysisScreen('schoolReport', SchoolReport);
