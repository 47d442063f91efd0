/**
 * 关注群体详情 on the potential students screen: one group the leader chooses — a class (its own
 * call, focus-group/{id}) or a custom group of the exam (focus-group for that group) — against
 * the whole grade (focus-group for the school) at the same line and margin: how many of each are
 * critical, per paper how many critical students are below the paper's line or weak in it (as a
 * chart of shares and a table), and the group's critical students with each paper's score and
 * standard score against the grade. Every table exports to xlsx.
 */
import { useState } from 'react';
import { Card, Empty, Select, Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { examWideKey, targetOf, type AnalysisScope } from '../analysis-address.ts';
import type { AnalysisExamDetail, PotentialLine } from '../analysis-api.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { AnalysisBars, barsOf, rateAxis } from '../common/AnalysisBars.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate, formatScore, paperName } from '../common/format.ts';
import { LineChoice, SettingNumber } from '../common/LineAndNumber.tsx';
import { PendingCard } from '../common/PendingCard.tsx';
import { BAR_COLOUR } from '../common/rate-bars.ts';
import { standingApi, type FocusData } from './standing-api.ts';
import { focusStudentColumns } from './focus-student-columns.tsx';

const texts = t.analysis.standing;
const focus = texts.focus;
const own = texts.focusDetail;
const lines = t.analysis.examWide.lines;

/** A group of the picker: a class or a custom group of the exam. */
export interface FocusGroupChoice {
  kind: 'class' | 'special_group';
  id: number;
}

const valueOf = (group: FocusGroupChoice) => `${group.kind}:${group.id}`;

function choiceOf(value: string): FocusGroupChoice {
  const [kind, id] = value.split(':');
  return { kind: kind === 'special_group' ? 'special_group' : 'class', id: Number(id) };
}

/** The classes the viewer may open (a teacher: those they teach) and the exam's custom groups. */
function groupOptions(exam: AnalysisExamDetail) {
  const mine = exam.own_class_ids ? new Set(exam.own_class_ids) : null;
  const classes = exam.classes.filter((c) => !mine || mine.has(c.id));
  return [
    ...(classes.length > 0 ? [{ label: own.classes, options: classes.map((c) => ({ label: c.name, value: valueOf({ kind: 'class', id: c.id }) })) }] : []),
    ...(exam.special_groups.length > 0
      ? [{ label: own.specialGroups, options: exam.special_groups.map((g) => ({ label: g.name, value: valueOf({ kind: 'special_group', id: g.id }) })) }]
      : []),
  ];
}

/** The group shown until the leader chooses one: the screen's own target when it is a class or a custom group, else the first class. */
function firstGroup(scope: AnalysisScope, options: ReturnType<typeof groupOptions>): FocusGroupChoice | null {
  const target = targetOf(scope);
  const values = options.flatMap((o) => o.options.map((x) => x.value));
  if (target.kind === 'class' || target.kind === 'special_group') {
    const value = valueOf({ kind: target.kind, id: target.id });
    if (values.includes(value)) return choiceOf(value);
  }
  return values.length > 0 ? choiceOf(values[0]) : null;
}

/** The whole grade of the exam (the school as the target), with no paper. */
const gradeScope = (scope: AnalysisScope): AnalysisScope => ({ ...scope, testId: 0, campusId: 0, classId: 0, specialGroupId: 0 });

function readGroup(scope: AnalysisScope, group: FocusGroupChoice, line: PotentialLine, margin: number | null): Promise<FocusData> {
  return group.kind === 'class'
    ? standingApi.classFocus(scope.examinationId, group.id, line, margin)
    : standingApi.focus({ ...gradeScope(scope), specialGroupId: group.id }, line, margin);
}

/** part of whole as a percentage (null: no whole to take it of). */
const share = (part: number, whole: number): number | null => (whole > 0 ? (part * 100) / whole : null);

interface CompareRow {
  key: string;
  who: string;
  total: FocusData['total'];
}

const compareColumns: ShownExportColumn<CompareRow>[] = [
  { title: own.who, value: (r) => r.who },
  { title: own.students, value: (r) => r.total.student_count },
  { title: focus.critical, value: (r) => r.total.critical_count },
  { title: own.criticalRate, value: (r) => formatRate(share(r.total.critical_count, r.total.student_count)) },
  { title: focus.below, value: (r) => r.total.below_count },
  { title: focus.above, value: (r) => r.total.above_count },
];

interface PaperRow {
  paper: FocusData['papers'][number];
  grade: FocusData['papers'][number] | undefined;
}

function paperColumns(group: FocusData, grade: FocusData): ShownExportColumn<PaperRow>[] {
  return [
    { title: texts.subject, value: (r) => paperName(r.paper) },
    { title: own.paperLine, value: (r) => r.paper.line_score },
    { title: own.groupBelow, value: (r) => r.paper.below_line_count },
    { title: own.groupBelowRate, value: (r) => formatRate(share(r.paper.below_line_count, group.total.critical_count)) },
    { title: own.gradeBelow, value: (r) => r.grade?.below_line_count ?? null },
    { title: own.gradeBelowRate, value: (r) => formatRate(r.grade ? share(r.grade.below_line_count, grade.total.critical_count) : null) },
    { title: own.groupWeak, value: (r) => r.paper.weak_count },
    { title: own.gradeWeak, value: (r) => r.grade?.weak_count ?? null },
  ];
}

function Figures({ group, grade }: { group: FocusData; grade: FocusData }) {
  const name = group.target.target_name;
  const gradeOf = new Map(grade.papers.map((p) => [p.test_id, p]));
  const papers: PaperRow[] = group.papers.map((paper) => ({ paper, grade: gradeOf.get(paper.test_id) }));
  const compare: CompareRow[] = [
    { key: 'group', who: name, total: group.total },
    { key: 'grade', who: own.grade, total: grade.total },
  ];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Typography.Text strong data-testid="focus-detail-summary">
        {own.summary(
          name,
          group.total.student_count,
          group.total.critical_count,
          formatRate(share(group.total.critical_count, group.total.student_count)),
          grade.total.student_count,
          grade.total.critical_count,
          formatRate(share(grade.total.critical_count, grade.total.student_count)),
        )}
      </Typography.Text>
      <ExportedTable title={own.compare} fileName={focus.fileName(own.compare, name)} columns={compareColumns} rows={compare} rowKey={(r) => r.key} testId="focus-detail-compare" />
      <AnalysisBars
        testId="focus-detail-chart"
        {...barsOf(papers, (r) => paperName(r.paper), {
          [own.chartGroup]: (r) => share(r.paper.below_line_count, group.total.critical_count),
          [own.chartGrade]: (r) => (r.grade ? share(r.grade.below_line_count, grade.total.critical_count) : null),
        })}
        groupMode="grouped"
        colors={[BAR_COLOUR, '#8c8c8c']}
        axis={rateAxis()}
        legend={{ room: 120 }}
      />
      <ExportedTable title={own.papers} fileName={focus.fileName(own.papers, name)} columns={paperColumns(group, grade)} rows={papers} rowKey={(r) => r.paper.test_id} testId="focus-detail-papers" wide />
      <ExportedTable title={own.list} fileName={focus.fileName(own.list, name)} columns={focusStudentColumns(group, (p, i) => [{ title: own.z(paperName(p)), value: (s) => formatCoefficient(s.scores[i].z, 3) }])} rows={group.students} rowKey={(s) => s.student_id} testId="focus-detail-students" wide />
    </Space>
  );
}

export function FocusGroupDetailPanel() {
  const { scope, exam } = useAnalysisView();
  const options = groupOptions(exam);
  const [chosen, setChosen] = useState<FocusGroupChoice | null>(null);
  const [line, setLine] = useState<PotentialLine>('good');
  const [margin, setMargin] = useState<number | null>(null);
  const group = chosen ?? firstGroup(scope, options);
  const key = group && `focus-detail:${examWideKey(gradeScope(scope))}:${valueOf(group)}:${line}:${margin}`;
  const load = useLoad(key, async () => {
    const [mine, whole] = await Promise.all([readGroup(scope, group!, line, margin), standingApi.focus(gradeScope(scope), line, margin)]);
    return { group: mine, grade: whole };
  });
  const data = load.data;
  const controls = (
    <Space size={16} wrap>
      <Space>
        <span>{own.group}</span>
        <Select data-testid="focus-detail-group" style={{ width: 180 }} value={group && valueOf(group)} options={options} onChange={(value: string) => setChosen(choiceOf(value))} />
      </Space>
      <LineChoice label={focus.line} value={line} onChange={setLine} testId="focus-detail-line" />
      <SettingNumber label={focus.margin} value={margin} setting={data?.group.margin} onChange={setMargin} testId="focus-detail-margin" min={0.5} max={50} step={0.5} suffix="%" width={100} />
    </Space>
  );
  if (!group) {
    return (
      <Card variant="borderless" title={own.title}>
        <Empty description={own.noGroup} />
      </Card>
    );
  }
  if (!data) return <PendingCard title={own.title} extra={controls} load={load} />;
  return (
    <Card variant="borderless" title={`${own.title} · ${data.group.target.target_name}`} extra={controls} data-testid="focus-detail">
      <Typography.Paragraph type="secondary">{own.hint(lines[data.group.line], formatScore(data.group.total.low_score), formatScore(data.group.total.high_score))}</Typography.Paragraph>
      {!data.group.has_data ? <Empty description={t.analysis.message.noData} /> : <Figures group={data.group} grade={data.grade} />}
    </Card>
  );
}
