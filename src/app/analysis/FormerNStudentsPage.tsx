/**
 * /analysis/examination/formerNStudents: the exam's top N by grade rank on the exam total or one
 * subject — how many of them each class of the target has (former-n-comparison), who they are
 * (target-former-n/{id}) and how the top N changed since the previous exam of the grade
 * (previous-former-n/{id}: stayed, came in, dropped out). N starts at the exam's settings;
 * every table exports to xlsx.
 */
import { useState } from 'react';
import { Alert, Card, Empty, InputNumber, Space, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type PreviousFormerNData, type TargetFormerNData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { AnalysisBars, barsOf, peopleAxis } from './common/AnalysisBars.tsx';
import { countAxis } from './common/count-axis.ts';
import { ExportButton } from './common/ExportButton.tsx';
import { FiguresTable, type ShownExportColumn } from './common/ExportedTable.tsx';
import { formatRate, formatScore, paperName } from './common/format.ts';
import { BAR_COLOUR } from './common/rate-bars.ts';
import { SubjectChoice } from './common/SubjectChoice.tsx';
import type { ExportColumn } from './common/table-export.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { classSizeColumns, studentNameColumns } from './common/student-columns.ts';
import { examWideKey } from './analysis-address.ts';

const texts = t.analysis.examWide;
const own = texts.formerN;

type ClassRow = Awaited<ReturnType<typeof analysisApi.formerNComparison>>['classes'][number];
type ListRow = TargetFormerNData['students'][number];
type Move = PreviousFormerNData['stayed'][number] & { move: 'stayed' | 'entered' | 'left' };

const classColumns: ExportColumn<ClassRow>[] = [
  ...classSizeColumns<ClassRow>(),
  { title: own.topCount, value: (c) => c.top_count },
  { title: own.topRate, value: (c) => formatRate(c.top_rate) },
  { title: own.share, value: (c) => formatRate(c.share) },
];

function listColumns(data: TargetFormerNData): ExportColumn<ListRow>[] {
  return [
    { title: own.rank, value: (s) => s.rank },
    ...studentNameColumns<ListRow>(),
    { title: own.score, value: (s) => s.score },
    { title: texts.total, value: (s) => s.total_score },
    ...data.papers.map((p, i): ExportColumn<ListRow> => ({ title: paperName(p), value: (s) => s.scores[i].score })),
  ];
}

const MOVE_COLOURS: Record<Move['move'], string> = { stayed: 'blue', entered: 'green', left: 'red' };

const moveColumns: ShownExportColumn<Move>[] = [
  { title: own.move, value: (m) => own.moves[m.move], show: (m) => <Tag color={MOVE_COLOURS[m.move]}>{own.moves[m.move]}</Tag> },
  ...studentNameColumns<Move>(),
  { title: own.rank, value: (m) => m.rank },
  { title: own.previousRank, value: (m) => m.previous_rank },
];

function FormerNStudents() {
  const { scope, exam } = useAnalysisView();
  const [n, setN] = useState<number | null>(null);
  const [subjectId, setSubjectId] = useState(0);
  const key = `${examWideKey(scope)}:${n}:${subjectId}`;
  const counts = useLoad(`former-n:${key}`, () => analysisApi.formerNComparison(scope, n, subjectId));
  const list = useLoad(`former-n-list:${key}`, () => analysisApi.targetFormerN(scope, n, subjectId));
  const previous = useLoad(`former-n-previous:${key}`, () => analysisApi.previousFormerN(scope, n, subjectId));
  const controls = (
    <Space size={16} wrap>
      <Space>
        <span>{own.n}</span>
        <InputNumber data-testid="former-n" min={1} max={1000} precision={0} style={{ width: 90 }} value={n ?? counts.data?.n ?? null} onChange={(v) => setN(typeof v === 'number' ? v : null)} />
      </Space>
      <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="former-n-subject" />
    </Space>
  );
  const data = counts.data;
  const people = countAxis(Math.max(0, ...(data?.classes ?? []).map((c) => c.top_count)));
  const moves: Move[] = previous.data
    ? [
        ...previous.data.stayed.map((m) => ({ ...m, move: 'stayed' as const })),
        ...previous.data.entered.map((m) => ({ ...m, move: 'entered' as const })),
        ...previous.data.left.map((m) => ({ ...m, move: 'left' as const })),
      ]
    : [];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={data ? `${own.byClass} · ${data.target.target_name}` : own.byClass} extra={controls}>
        {!data ? (
          <LoadPending load={counts} />
        ) : !data.has_data ? (
          <Empty description={t.analysis.message.noData} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" data-testid="former-n-line">
              {own.hint(data.n)}
              {data.line_score !== null && own.line(formatScore(data.line_score), data.top_count)}
            </Typography.Paragraph>
            <AnalysisBars
              testId="former-n-chart"
              {...barsOf(data.classes, (c) => c.class_name, { [own.topCount]: (c) => c.top_count })}
              colors={[BAR_COLOUR]}
              axis={peopleAxis(people, texts.students)}
              legend={{ room: 120 }}
            />
            <Space>
              <ExportButton name={`${own.byClass}_${data.target.target_name}`} columns={classColumns} rows={data.classes} testId="former-n-classes-export" />
            </Space>
            <FiguresTable rows={data.classes} columns={classColumns} rowKey={(c) => c.class_id} testId="former-n-classes" />
          </>
        )}
      </Card>
      <Card
        variant="borderless"
        title={own.list}
        extra={list.data && <ExportButton name={`${own.list}_${list.data.target.target_name}`} columns={listColumns(list.data)} rows={list.data.students} testId="former-n-list-export" />}
      >
        {list.data ? <FiguresTable rows={list.data.students} columns={listColumns(list.data)} rowKey={(s) => s.student_id} testId="former-n-list" /> : <LoadPending load={list} />}
      </Card>
      <Card
        variant="borderless"
        title={own.previousTitle}
        extra={previous.data?.previous && <ExportButton name={`${own.previousTitle}_${previous.data.target.target_name}`} columns={moveColumns} rows={moves} testId="former-n-moves-export" />}
      >
        {!previous.data ? (
          <LoadPending load={previous} />
        ) : !previous.data.previous ? (
          <Alert type="info" showIcon title={texts.riseAndFall.noPreviousExam} data-testid="former-n-no-previous" />
        ) : (
          <>
            <Typography.Paragraph data-testid="former-n-previous">
              {own.previous(previous.data.previous.name, previous.data.previous.start_date)}：{own.counts(previous.data.stayed.length, previous.data.entered.length, previous.data.left.length)}
            </Typography.Paragraph>
            <FiguresTable
              rows={moves}
              columns={moveColumns}
              rowKey={(m) => `${m.move}:${m.student_id}`}
              testId="former-n-moves"
            />
          </>
        )}
      </Card>
    </Space>
  );
}

export const FormerNStudentsPage = analysisScreen('formerNStudents', FormerNStudents);
