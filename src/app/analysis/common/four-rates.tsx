/**
 * The four rates of the analysis settings (优秀 / 良好 / 及格 / 低分) of groups of students — classes
 * in the school report, custom groups on their own screen — as a grouped bar chart with a legend
 * and as the columns of a table against the grade that exports to xlsx.
 */
import { t } from '../../../i18n/zh-CN.ts';
import type { SchoolReportData } from '../analysis-api.ts';
import { AnalysisBars, barsOf, rateAxis } from './AnalysisBars.tsx';
import type { ShownExportColumn } from './ExportedTable.tsx';
import { formatRate, formatScore } from './format.ts';

const own = t.analysis.schoolReport;

export type GroupFigures = SchoolReportData['subjects'][number]['grade'];
/** A group's row: its figures, its name, and against the grade (null on the grade's own row). */
export type GroupRow = GroupFigures & { key: string; group_name: string; average_gap: number | null; average_rank: number | null };

export const FOUR_RATES = [
  ['excellent_rate', own.excellentRate],
  ['good_rate', own.goodRate],
  ['pass_rate', own.passRate],
  ['low_rate', own.lowRate],
] as const;

/** The grade's row, under the groups. */
export const gradeRow = (grade: GroupFigures): GroupRow => ({ ...grade, key: 'grade', group_name: own.grade, average_gap: null, average_rank: null });

export function groupColumns(groupTitle: string): ShownExportColumn<GroupRow>[] {
  return [
    { title: groupTitle, value: (r) => r.group_name },
    { title: own.students, value: (r) => r.student_count },
    { title: own.average, value: (r) => r.average, show: (r) => formatScore(r.average) },
    { title: own.gap, value: (r) => r.average_gap, show: (r) => formatScore(r.average_gap) },
    { title: own.rank, value: (r) => r.average_rank || null },
    { title: own.scoreRate, value: (r) => formatRate(r.score_rate) },
    { title: own.max, value: (r) => r.max_score, show: (r) => formatScore(r.max_score) },
    { title: own.min, value: (r) => r.min_score, show: (r) => formatScore(r.min_score) },
    ...FOUR_RATES.map(([key, title]): ShownExportColumn<GroupRow> => ({ title, value: (r) => formatRate(r[key]) })),
  ];
}

export function FourRatesChart({ rows, testId }: { rows: GroupRow[]; testId: string }) {
  return (
    <AnalysisBars
      testId={testId}
      {...barsOf(rows, (r) => r.group_name, Object.fromEntries(FOUR_RATES.map(([key, title]) => [title, (r: GroupRow) => r[key]])))}
      groupMode="grouped"
      padding={0.25}
      colors={['#1f6feb', '#52c41a', '#faad14', '#f5222d']}
      axis={rateAxis()}
      enableLabel={false}
      legend={{ room: 110, width: 90 }}
    />
  );
}
