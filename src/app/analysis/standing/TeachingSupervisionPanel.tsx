/**
 * 教学督导 on the classes screen: per paper a teacher teaches in the exam, their classes against
 * the grade (teaching-supervision/{id}) — a chart of the class averages beside the grade's and a
 * table that exports to xlsx. Leaders pick any teacher of the exam; a teacher sees themselves.
 */
import { useState } from 'react';
import { Card, Empty, Select, Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { session } from '../../../state/session.ts';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatCoefficient, formatRate, formatScore, paperName } from '../common/format.ts';
import { BAR_COLOUR } from '../common/rate-bars.ts';
import { standingApi, type SupervisionData } from './standing-api.ts';
import { AnalysisBars, barsOf, whiteLabelsOn } from '../common/AnalysisBars.tsx';
import { classSizeColumns } from '../common/student-columns.ts';

const texts = t.analysis.standing;
const own = texts.supervision;

type Paper = SupervisionData['papers'][number];
type ClassRow = Paper['classes'][number];

function columns(paper: Paper): ShownExportColumn<ClassRow>[] {
  return [
    ...classSizeColumns<ClassRow>(),
    { title: texts.average, value: (c) => c.average },
    { title: texts.difference, value: (c) => c.difference, show: (c) => <span className={(c.difference ?? 0) >= 0 ? 'trend-up' : 'trend-down'}>{formatScore(c.difference)}</span> },
    { title: texts.rank, value: (c) => texts.rankOf(c.rank, paper.class_count) },
    { title: texts.excellentRate, value: (c) => formatRate(c.excellent_rate) },
    { title: texts.passRate, value: (c) => formatRate(c.pass_rate) },
    { title: own.contribution, value: (c) => formatCoefficient(c.contribution, 3) },
  ];
}

function PaperSupervision({ paper, teacher }: { paper: Paper; teacher: string }) {
  return (
    <div data-testid={`supervision-paper-${paper.test_id}`}>
      <Typography.Title level={5}>{paperName(paper)}</Typography.Title>
      <Typography.Paragraph type="secondary">{own.paperSummary(paper.grade.student_count, formatScore(paper.grade.average), formatScore(paper.grade.standard_deviation))}</Typography.Paragraph>
      <AnalysisBars
        {...barsOf(paper.classes, (c) => c.class_name, { [texts.average]: (c) => c.average, [texts.gradeAverage]: () => paper.grade.average })}
        groupMode="grouped"
        margin={{ top: 16 }}
        colors={[BAR_COLOUR, '#91caff']}
        valueScale={{ type: 'linear', min: 0, max: paper.full_mark_score }}
        valueFormat={(v) => formatScore(v)}
        labelSkipHeight={16}
        labelTextColor={whiteLabelsOn(texts.average)}
        legend={{ room: 130 }}
      />
      <ExportedTable
        title={paperName(paper)}
        fileName={own.fileName(teacher, paperName(paper))}
        columns={columns(paper)}
        rows={paper.classes}
        rowKey={(c) => c.class_id}
        testId={`supervision-classes-${paper.test_id}`}
      />
    </div>
  );
}

export function TeachingSupervisionPanel() {
  const { scope } = useAnalysisView();
  const [chosen, setChosen] = useState<number | null>(null);
  const teacherId = chosen ?? session.user?.uid ?? 0;
  const load = useLoad(teacherId ? `supervision:${scope.examinationId}:${teacherId}` : null, () => standingApi.supervision(scope.examinationId, teacherId));
  const data = load.data;
  const picker = data && data.teachers.length > 1 && (
    <Space>
      <span>{own.teacher}</span>
      <Select
        data-testid="supervision-teacher"
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 140 }}
        value={data.teacher.user_id}
        onChange={setChosen}
        options={data.teachers.map((x) => ({ value: x.user_id, label: x.real_name }))}
      />
    </Space>
  );
  return (
    <Card variant="borderless" title={data ? `${own.title} · ${data.teacher.real_name}` : own.title} extra={picker} data-testid="teaching-supervision">
      {!data ? (
        <LoadPending load={load} />
      ) : data.papers.length === 0 ? (
        <Empty description={own.none} />
      ) : (
        <Space orientation="vertical" size={16} className="analysis-stack">
          <Typography.Paragraph type="secondary">{own.hint(data.excellent_percent, data.pass_percent)}</Typography.Paragraph>
          {data.papers.map((paper) => (
            <PaperSupervision key={paper.test_id} paper={paper} teacher={data.teacher.real_name} />
          ))}
        </Space>
      )}
    </Card>
  );
}
