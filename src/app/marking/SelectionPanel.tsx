/**
 * The selection panel (spec 000 §2, §4): exams (unfinished / finished), the papers of the chosen
 * exam, and the question groups of the chosen paper in ordinary, adjudication or blank-paper mode.
 */
import type { ReactNode } from 'react';
import { App, Button, Empty, Progress, Segmented, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ApartmentOutlined, CheckCircleFilled, MenuFoldOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { groupRate, isEndedPaper, isGroupComplete, MarkingModes, quotaDone, statusKey, type ExamTab, type MarkingMode } from '../../domain/marking/selection.ts';
import { markingSession, openDialog, type ExamRow, type PartitionRow, type TestRow } from '../../state/marking-session.ts';
import { session } from '../../state/session.ts';
import { formatScore } from '../../domain/score-entry.ts';
import { t } from '../../i18n/zh-CN.ts';
import { pathOf } from '../shell/routes.tsx';
import { clickGroup, collapseSelection, selectExam, selectTest, setMode, showOccupied } from './actions/selection.ts';
import { loadExams } from './actions/lists.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.marking;
const STATUS_COLOUR = { notStarted: 'default', inProgress: 'processing', ended: 'success' } as const;

function StatusTag({ status }: { status: number }) {
  const key = statusKey(status);
  return <Tag color={STATUS_COLOUR[key]}>{texts.status[key]}</Tag>;
}

/** Opens the analysis of an ended paper in a new tab (named route analysisExaminationMain). */
/** One column of the selection: a list of rows without pages, a click on a row picks it, the picked row stands out. */
function SelectionList<Row extends { id: number }>(props: {
  rows: Row[];
  columns: TableColumnsType<Row>;
  empty: string;
  onPick: (row: Row) => void;
  picked: number | undefined;
  /** a class a row carries besides being picked */
  rowClass?: (row: Row) => string;
  height?: string;
}) {
  const { rowClass = () => '', height = 'calc(100vh - 250px)' } = props;
  return (
    <CompactTable<Row>
      rowKey="id"
      dataSource={props.rows}
      columns={props.columns}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} /> }}
      onRow={(row) => ({ onClick: () => props.onPick(row), className: [rowClass(row), row.id === props.picked ? 'mk-row-selected' : ''].join(' ').trim() })}
      scroll={{ y: height }}
    />
  );
}

/** One column of the selection (exams, papers, question groups): its heading, named to screen readers, with a hint beside it. */
function SelectionColumn({ className, title, hint, children }: { className: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={`mk-selection-col ${className}`} aria-label={title}>
      <h3>
        {title}
        {hint && <span className="mk-hint">{hint}</span>}
      </h3>
      {children}
    </section>
  );
}

export function analysisUrl(examId: number, testId: number): string {
  const path = pathOf('analysisExaminationMain') ?? '/analysis/examination/index';
  return `${path}?examinationid=${examId}&testid=${testId}&active=index`;
}

function percentText(value: number): string {
  return `${value.toFixed(2)}%`;
}

export function SelectionPanel() {
  const snap = useSnapshot(markingSession);
  const { user } = useSnapshot(session);
  const { modal, message } = App.useApp();
  const selection = snap.selection;
  const mode = selection.mode;

  const onTest = (test: TestRow) => {
    if (isEndedPaper(test) && selection.examId !== undefined) {
      const examId = selection.examId;
      modal.confirm({
        title: texts.selection.endedPaperTitle,
        content: texts.selection.endedPaperText,
        okText: texts.selection.openAnalysis,
        cancelText: t.common.cancel,
        onOk: () => void window.open(analysisUrl(examId, test.id), '_blank', 'noopener'),
        onCancel: () => void selectTest(test.id),
      });
      return;
    }
    void selectTest(test.id);
  };

  const onOccupied = (test: TestRow) => {
    if (test.occupied_question_num === 0) {
      void message.info(texts.messages.noOccupied);
      return;
    }
    showOccupied(test.id);
  };

  const onGroup = async (row: PartitionRow) => {
    const outcome = await clickGroup(row);
    if (outcome === 'division-incomplete') modal.warning({ title: texts.selection.divisionIncomplete, content: texts.selection.divisionIncomplete, okText: t.common.confirm });
    else if (outcome === 'blank-list') openDialog('blank');
  };

  const examColumns = [
    { title: texts.selection.examName, dataIndex: 'name', ellipsis: true },
    { title: texts.selection.status, dataIndex: 'status', width: 84, render: (status: number) => <StatusTag status={status} /> },
    { title: texts.selection.totalScore, dataIndex: 'total_score', width: 64, align: 'right' as const, render: (value: number) => formatScore(value) },
  ];

  const testColumns = [
    { title: texts.selection.subject, dataIndex: 'subject_name', width: 90, ellipsis: true, render: (name: string, row: TestRow) => name || row.name },
    { title: texts.selection.status, dataIndex: 'status', width: 84, render: (status: number) => <StatusTag status={status} /> },
    {
      title: texts.selection.progress,
      key: 'progress',
      width: 150,
      render: (_: unknown, row: TestRow) => (
        <div className="mk-cell-progress">
          <Progress percent={row.progress.mark_total > 0 ? (row.progress.mark_num / row.progress.mark_total) * 100 : 0} size="small" showInfo={false} />
          <span>
            {row.progress.mark_num}/{row.progress.mark_total}
          </span>
        </div>
      ),
    },
    { title: texts.selection.problemPapers, key: 'wrong', width: 70, align: 'right' as const, render: (_: unknown, row: TestRow) => row.progress.wrong_num },
    {
      title: texts.selection.occupiedGroups,
      dataIndex: 'occupied_question_num',
      width: 96,
      align: 'right' as const,
      render: (value: number, row: TestRow) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOccupied(row);
          }}
        >
          {value}
        </Button>
      ),
    },
  ];

  const nameColumn = {
    title: texts.selection.questionNo,
    key: 'name',
    render: (_: unknown, row: PartitionRow) => (
      <span className="mk-group-name">
        <span>{row.alias || row.name}</span>
        {row.alias && <span className="mk-muted">{row.name}</span>}
        {row.scoring_time_label && <Tag bordered={false}>{row.scoring_time_label}</Tag>}
        {row.marking_policy !== 'single' && <Tag color="geekblue" bordered={false}>{texts.selection.doubleMarking(row.marking_policy)}</Tag>}
        {row.noStutents && <span className="mk-muted">{texts.selection.emptyMarker}</span>}
      </span>
    ),
  };

  const groupColumns: Record<MarkingMode, object[]> = {
    [MarkingModes.ordinary]: [
      nameColumn,
      {
        title: texts.selection.personalWorkload,
        key: 'workload',
        width: 110,
        render: (_: unknown, row: PartitionRow) => (
          <span>
            {row.teacher_progress.mark_num}/{row.teacher_progress.mark_task || '-'}{' '}
            {quotaDone(row) && (
              <Tooltip title={texts.selection.finishedQuota}>
                <CheckCircleFilled className="mk-green" />
              </Tooltip>
            )}
          </span>
        ),
      },
      { title: texts.selection.unmarked, key: 'unmarked', width: 64, align: 'right' as const, render: (_: unknown, row: PartitionRow) => Math.max(0, row.progress.mark_total - row.progress.mark_num) },
      {
        title: texts.selection.groupProgress,
        key: 'progress',
        width: 150,
        render: (_: unknown, row: PartitionRow) => (
          <div className="mk-cell-progress">
            <Progress percent={row.progress.mark_rate} size="small" showInfo={false} />
            <span>
              {row.progress.mark_num}/{row.progress.mark_total}
            </span>
          </div>
        ),
      },
      { title: texts.selection.problemPapers, key: 'wrong', width: 64, align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.wrong_num },
    ],
    [MarkingModes.adjudication]: [
      nameColumn,
      { title: texts.selection.unadjudicated, key: 'open', width: 72, align: 'right' as const, render: (_: unknown, row: PartitionRow) => Math.max(0, row.progress.judge_total - row.progress.decided_num) },
      { title: texts.selection.adjudicated, key: 'done', width: 72, align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.decided_num },
      { title: texts.selection.toAdjudicate, key: 'total', width: 90, align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.judge_total },
      { title: texts.selection.adjudicationProgress, key: 'rate', width: 90, align: 'right' as const, render: (_: unknown, row: PartitionRow) => percentText(groupRate(row, MarkingModes.adjudication)) },
    ],
    [MarkingModes.blank]: [
      nameColumn,
      { title: texts.selection.unhandledBlank, key: 'blank', width: 110, align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.blank_volume_num },
      { title: texts.selection.markingProgress, key: 'rate', width: 96, align: 'right' as const, render: (_: unknown, row: PartitionRow) => percentText(row.progress.mark_rate) },
    ],
  };

  return (
    <div className="mk-selection" data-testid="selection-panel">
      <div className="mk-selection-head">
        <h2>{texts.selection.title}</h2>
        <span className="mk-selection-teacher">
          <UserOutlined /> {texts.selection.teacher}：{user?.username}
          {user?.real_name ? `（${user.real_name}）` : ''}
        </span>
        <span className="mk-footer-spacer" />
        <Button icon={<ApartmentOutlined />} onClick={() => openDialog('examTree')} aria-label={texts.dialogs.examTreeTitle}>
          {texts.dialogs.examTreeTitle}
        </Button>
        {snap.group && (
          <Button icon={<MenuFoldOutlined />} onClick={collapseSelection} aria-label={texts.selection.collapse}>
            {texts.selection.collapse}
          </Button>
        )}
      </div>
      <div className="mk-selection-columns">
        <SelectionColumn className="mk-selection-exams" title={texts.selection.exams}>
          <Tabs
            size="small"
            activeKey={String(selection.examTab)}
            onChange={(key) => void loadExams(Number(key) as ExamTab)}
            items={[
              { key: '1', label: texts.selection.unfinished },
              { key: '2', label: texts.selection.finished },
            ]}
          />
          <SelectionList<ExamRow>
            rows={selection.exams as ExamRow[]}
            columns={examColumns}
            empty={texts.selection.noExam}
            onPick={(row) => void selectExam(row.id)}
            picked={selection.examId}
          />
        </SelectionColumn>
        <SelectionColumn className="mk-selection-papers" title={texts.selection.papers} hint={texts.selection.paperHint}>
          <SelectionList<TestRow>
            rows={selection.tests as TestRow[]}
            columns={testColumns}
            empty={texts.selection.noPaper}
            onPick={onTest}
            picked={selection.testId}
            height="calc(100vh - 210px)"
          />
        </SelectionColumn>
        <SelectionColumn className="mk-selection-groups" title={texts.selection.groups} hint={texts.selection.groupHint}>
          <Segmented
            block
            value={mode}
            onChange={(value) => void setMode(value as MarkingMode)}
            options={[
              { label: texts.selection.ordinary, value: MarkingModes.ordinary },
              { label: texts.selection.adjudication, value: MarkingModes.adjudication },
              { label: texts.selection.blankPapers, value: MarkingModes.blank },
            ]}
            style={{ marginBottom: 8 }}
          />
          <SelectionList<PartitionRow>
            rows={selection.partitions as PartitionRow[]}
            columns={groupColumns[mode] as never}
            empty={texts.selection.noGroup}
            onPick={(row) => void onGroup(row)}
            picked={selection.partitionId}
            rowClass={(row) => (isGroupComplete(row, mode) ? 'mk-row-complete' : '')}
          />
        </SelectionColumn>
      </div>
    </div>
  );
}
