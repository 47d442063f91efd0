/**
 * 竞争力 on the classes screen: the class's students within the grade's top 10 / 30 / 50 % and
 * above the exam's lines on each paper and the total (competitive-power/{id}) — a chart of the
 * counts in the top bands and a table with the shares and power indexes that exports to xlsx.
 */
import { Card, Empty } from 'antd';
import { subjectName } from '../../../domain/enums.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { countAxis } from '../common/count-axis.ts';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate } from '../common/format.ts';
import { standingApi, type PowerData } from './standing-api.ts';
import { AnalysisBars, barsOf, peopleAxis } from '../common/AnalysisBars.tsx';
import { TargetFiguresCard } from '../common/TargetFiguresCard.tsx';

const texts = t.analysis.standing;
const own = texts.power;
const BAND_COLOURS = ['#1f6feb', '#4096ff', '#91caff'];

type Subject = PowerData['subjects'][number];

const subjectLabel = (s: Subject) => (s.subject_id === 0 ? own.total : s.name || subjectName(s.subject_id));

function columns(data: PowerData): ShownExportColumn<Subject>[] {
  return [
    { title: texts.subject, value: subjectLabel },
    { title: texts.students, value: (s) => s.student_count },
    { title: texts.average, value: (s) => s.average },
    { title: texts.gradeAverage, value: (s) => s.grade_average },
    { title: texts.rank, value: (s) => texts.rankOf(s.rank, s.class_count) },
    ...data.bands.flatMap((band, i): ShownExportColumn<Subject>[] => [
      { title: own.count(own.bands[band.key]), value: (s) => s.bands[i].count },
      { title: own.share(own.bands[band.key]), value: (s) => formatRate(s.bands[i].share) },
      { title: own.power(own.bands[band.key]), value: (s) => formatCoefficient(s.bands[i].power, 3) },
    ]),
  ];
}

export function CompetitivePowerPanel({ examId, classId }: { examId: number; classId: number }) {
  const load = useLoad(classId ? `power:${examId}:${classId}` : null, () => standingApi.power(examId, classId));
  const data = load.data;
  if (!data) {
    return (
      <Card variant="borderless" title={own.title}>
        {classId ? <LoadPending load={load} /> : <Empty description={t.analysis.message.noData} />}
      </Card>
    );
  }
  const tops = data.bands.map((b, i) => ({ ...b, i })).filter((b) => b.kind === 'top');
  const people = countAxis(Math.max(0, ...data.subjects.flatMap((s) => tops.map((b) => s.bands[b.i].count))));
  return (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.has_data} testId="competitive-power">
      <AnalysisBars
        testId="power-chart"
        {...barsOf(data.subjects, subjectLabel, Object.fromEntries(tops.map((b) => [own.bands[b.key], (s: Subject) => s.bands[b.i].count])))}
        groupMode="grouped"
        colors={BAND_COLOURS}
        axis={peopleAxis(people, own.people)}
        legend={{ room: 120 }}
      />
      <ExportedTable title={own.title} fileName={own.fileName(data.target.target_name)} columns={columns(data)} rows={data.subjects} rowKey={(s) => s.test_id} testId="power-subjects" wide />
    </TargetFiguresCard>
  );
}
