/**
 * Dialogs about the group and the paper: marking quality, question-group progress, the
 * reference answer with its error report, the occupied groups and the exam tree (spec 000 §2).
 */
import { useCallback, useState } from 'react';
import { App, Button, Checkbox, Empty, Input, Modal, Progress, Segmented, Select, Space, Table, Tree, type TreeDataNode } from 'antd';
import { useSnapshot } from 'valtio';
import { formatScore } from '../../../domain/score-entry.ts';
import { DIALOG_PAGE_SIZE } from '../../../domain/marking/limits.ts';
import { groupName, groupRate, isGroupComplete, MarkingModes, quotaDone } from '../../../domain/marking/selection.ts';
import { markingSession, type PartitionQuestion, type PartitionRow } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { questionReportMessage, teacherLabel } from '../../../domain/marking/dialog-rules.ts';
import { listExams, listPartitions, listTests, occupiedDetail, partitionProgress, reportQuestionError } from '../marking-api.ts';
import { openGroupFrom } from '../actions/group.ts';
import { selectExam, selectTest } from '../actions/selection.ts';
import { useRemote } from '../use-remote.ts';

const texts = t.marking.dialogs;
const selectionTexts = t.marking.selection;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shows a failed call's message and passes the failure on. */
function reportTo(message: { error(text: string): unknown }) {
  return (error: unknown): never => {
    void message.error(messageOf(error));
    throw error;
  };
}

// ── marking quality ────────────────────────────────────────────────────────────────────────

export function QualityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <QualityBody onClose={onClose} /> : null;
}

function QualityBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [mode, setMode] = useState<0 | 1>(0);
  const testId = selection.testId;
  const load = useCallback(
    () => (testId === undefined ? Promise.reject(new Error('no paper')) : listPartitions(testId, mode).catch(reportTo(message))),
    [testId, mode, message],
  );
  const remote = useRemote(load);
  const rows = remote.data?.result ?? [];
  const loading = remote.loading;

  const open_ = (row: PartitionRow) => {
    if (testId === undefined) return;
    onClose();
    void openGroupFrom(testId, row, mode);
  };

  return (
    <Modal open onCancel={onClose} footer={null} width={760} title={texts.qualityTitle}>
      <Space style={{ marginBottom: 10 }}>
        <Segmented
          value={mode}
          onChange={(value) => setMode(value as 0 | 1)}
          options={[
            { label: selectionTexts.ordinary, value: 0 },
            { label: selectionTexts.adjudication, value: 1 },
          ]}
        />
        <span className="mk-hint">{selectionTexts.groupHint}</span>
      </Space>
      <Table<PartitionRow>
        size="small"
        rowKey="id"
        loading={loading}
        pagination={false}
        dataSource={rows as PartitionRow[]}
        onRow={(row) => ({ onClick: () => open_(row), className: isGroupComplete(row, mode) ? 'mk-row-complete' : '', style: { cursor: 'pointer' } })}
        columns={[
          {
            title: selectionTexts.questionNo,
            key: 'name',
            render: (_: unknown, row) => (
              <span>
                {groupName(row)} {row.noStutents && <span className="mk-muted">{selectionTexts.emptyMarker}</span>}{' '}
                {row.scoring_time_label && <span className="mk-muted">{row.scoring_time_label}</span>}
              </span>
            ),
          },
          ...(mode === 0
            ? [
                {
                  title: selectionTexts.personalWorkload,
                  key: 'workload',
                  render: (_: unknown, row: PartitionRow) => `${row.teacher_progress.mark_num}/${row.teacher_progress.mark_task || '-'}${quotaDone(row) ? ' ✓' : ''}`,
                },
                { title: selectionTexts.unmarked, key: 'open', align: 'right' as const, render: (_: unknown, row: PartitionRow) => Math.max(0, row.progress.mark_total - row.progress.mark_num) },
                { title: selectionTexts.groupProgress, key: 'rate', render: (_: unknown, row: PartitionRow) => <Progress percent={row.progress.mark_rate} size="small" /> },
                { title: selectionTexts.problemPapers, key: 'wrong', align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.wrong_num },
              ]
            : [
                { title: selectionTexts.unadjudicated, key: 'open', align: 'right' as const, render: (_: unknown, row: PartitionRow) => Math.max(0, row.progress.judge_total - row.progress.decided_num) },
                { title: selectionTexts.adjudicated, key: 'done', align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.decided_num },
                { title: selectionTexts.toAdjudicate, key: 'total', align: 'right' as const, render: (_: unknown, row: PartitionRow) => row.progress.judge_total },
                { title: selectionTexts.adjudicationProgress, key: 'rate', align: 'right' as const, render: (_: unknown, row: PartitionRow) => `${groupRate(row, MarkingModes.adjudication).toFixed(2)}%` },
              ]),
        ]}
      />
    </Modal>
  );
}

// ── question-group progress ────────────────────────────────────────────────────────────────

interface WorkloadRow {
  teacher: { user_name: string; real_name: string };
  partition_id: number;
  partition_name: string;
  mark_num: number;
  mark_task: number;
  mark_rate: number;
  mark_average: number;
}

export function ProgressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ProgressBody onClose={onClose} /> : null;
}

function ProgressBody({ onClose }: { onClose: () => void }) {
  const { group, selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [partitionId, setPartitionId] = useState(group?.partitionId ?? 0);
  const testId = group?.testId ?? selection.testId;
  const load = useCallback(
    () => (testId === undefined ? Promise.reject(new Error('no paper')) : partitionProgress(testId, partitionId, page, DIALOG_PAGE_SIZE).catch(reportTo(message))),
    [testId, partitionId, page, message],
  );
  const remote = useRemote(load);
  const rows: WorkloadRow[] = remote.data?.result ?? [];
  const total = remote.data?.total ?? 0;
  const loading = remote.loading;

  return (
    <Modal
      open
      onCancel={onClose}
      width={780}
      title={texts.progressTitle}
      footer={
        <Button type="primary" onClick={onClose}>
          {t.common.close}
        </Button>
      }
    >
      <Select
        style={{ width: 240, marginBottom: 10 }}
        value={partitionId}
        aria-label={texts.progressGroup}
        onChange={(value: number) => {
          setPartitionId(value);
          setPage(1);
        }}
        options={[{ value: 0, label: texts.blankAllPartitions }, ...selection.partitions.map((p) => ({ value: p.id, label: groupName(p) }))]}
      />
      <Table<WorkloadRow>
        size="small"
        rowKey={(row) => `${row.partition_id}-${row.teacher.user_name}`}
        loading={loading}
        dataSource={rows}
        pagination={{ current: page, pageSize: DIALOG_PAGE_SIZE, total, onChange: setPage, showSizeChanger: false, showTotal: (count) => texts.total(count) }}
        columns={[
          { title: texts.progressTeacher, key: 'teacher', render: (_: unknown, row) => teacherLabel(row.teacher.user_name, row.teacher.real_name) },
          { title: texts.progressGroup, dataIndex: 'partition_name' },
          { title: texts.progressWorkload, key: 'workload', render: (_: unknown, row) => `${row.mark_num}/${row.mark_task || '-'}` },
          { title: texts.progressRatio, dataIndex: 'mark_rate', render: (value: number) => `${value.toFixed(2)}%` },
          { title: texts.progressAverage, dataIndex: 'mark_average', align: 'right', render: (value: number) => formatScore(value) },
        ]}
      />
    </Modal>
  );
}

// ── reference answer and error report ──────────────────────────────────────────────────────

export function ReferenceAnswerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { group } = useSnapshot(markingSession);
  const [reporting, setReporting] = useState<PartitionQuestion | undefined>(undefined);
  const questions = (group?.questions ?? []) as PartitionQuestion[];
  return (
    <>
      <Modal open={open} onCancel={onClose} footer={null} width={720} title={texts.referenceTitle} destroyOnHidden>
        <div className="mk-reference" data-testid="reference-answer">
          {questions.map((q) => {
            const answers = (q.answer ?? []).filter((a) => a.trim() !== '');
            return (
              <section key={q.question_id} className="mk-reference-item">
                <header>
                  <b>
                    {texts.errorQuestion} {q.label}
                  </b>
                  <span className="mk-muted">（{formatScore(q.full_mark)}分）</span>
                  <Button size="small" type="link" onClick={() => setReporting(q)}>
                    {texts.reportError}
                  </Button>
                </header>
                <div className="mk-reference-answer">{answers.length > 0 ? answers.join('；') : texts.referenceNone}</div>
                {q.jieda && (
                  <div className="mk-reference-explain">
                    <span className="mk-muted">{texts.referenceExplanation}：</span>
                    {q.jieda}
                  </div>
                )}
              </section>
            );
          })}
        </div>
      </Modal>
      <QuestionErrorDialog question={reporting} onClose={() => setReporting(undefined)} />
    </>
  );
}

export function QuestionErrorDialog({ question, onClose }: { question: PartitionQuestion | undefined; onClose: () => void }) {
  return question ? <QuestionErrorBody key={question.question_id} question={question} onClose={onClose} /> : null;
}

function QuestionErrorBody({ question, onClose }: { question: PartitionQuestion; onClose: () => void }) {
  const { selection, group } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [types, setTypes] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const text = questionReportMessage(types, other, texts.errorOther, description);
    if (!text) {
      void message.warning(texts.errorEmpty);
      return;
    }
    const test = selection.tests.find((p) => p.id === (group?.testId ?? selection.testId));
    setSaving(true);
    try {
      await reportQuestionError({ subject_id: test?.subject_id ?? 0, question_id: question.question_id, message: text });
      void message.success(t.marking.messages.errorReported);
      onClose();
    } catch (error) {
      void message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} title={texts.errorTitle} okText={t.common.confirm} cancelText={t.common.cancel}>
      <p className="mk-muted">
        {texts.errorQuestion} {question.label}
      </p>
      <Checkbox.Group value={types} onChange={(values) => setTypes(values as string[])} options={texts.errorTypes.map((type) => ({ label: type, value: type }))} />
      {types.includes(texts.errorOther) && (
        <Input style={{ marginTop: 8 }} value={other} onChange={(event) => setOther(event.target.value)} placeholder={texts.errorOtherPlaceholder} maxLength={50} />
      )}
      <h4 className="mk-dialog-h">{texts.errorDescription}</h4>
      <Input.TextArea value={description} onChange={(event) => setDescription(event.target.value)} rows={4} maxLength={300} showCount placeholder={texts.errorDescriptionPlaceholder} />
    </Modal>
  );
}

// ── occupied groups ────────────────────────────────────────────────────────────────────────

interface OccupiedRow {
  partition_id: number;
  question_name: string;
  teachers: { occupied_teacher_name: string; occupied_teacher_real_name: string; occupied_student_num: number }[];
}

export function OccupiedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OccupiedBody onClose={onClose} /> : null;
}

function OccupiedBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const testId = selection.testId;
  const load = useCallback(() => (testId === undefined ? Promise.reject(new Error('no paper')) : occupiedDetail(testId).catch(reportTo(message))), [testId, message]);
  const remote = useRemote(load);
  const rows: OccupiedRow[] = remote.data ?? [];
  const loading = remote.loading;

  return (
    <Modal open onCancel={onClose} footer={null} width={620} title={texts.occupiedTitle}>
      <Table<OccupiedRow>
        size="small"
        rowKey="partition_id"
        loading={loading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.marking.messages.noOccupied} /> }}
        columns={[
          { title: texts.errorQuestion, dataIndex: 'question_name', width: 160 },
          {
            title: texts.occupiedTeacher,
            key: 'teachers',
            render: (_: unknown, row) => (
              <div className="mk-occupied">
                {row.teachers.map((teacher) => (
                  <span key={teacher.occupied_teacher_name}>
                    {teacherLabel(teacher.occupied_teacher_name, teacher.occupied_teacher_real_name)}
                    <b> {teacher.occupied_student_num}</b>
                  </span>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}

// ── exam tree ──────────────────────────────────────────────────────────────────────────────

type Leaf = { kind: 'exam'; id: number } | { kind: 'test'; id: number; examId: number } | { kind: 'group'; examId: number; testId: number; row: PartitionRow };

export function ExamTreeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ExamTreeBody onClose={onClose} /> : null;
}

function ExamTreeBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [children, setChildren] = useState<Record<string, TreeDataNode[]>>({});
  const [leaves] = useState(() => new Map<string, Leaf>());
  const mode = selection.mode === MarkingModes.adjudication ? 1 : 0;
  const examTab = selection.examTab;
  const loadExamList = useCallback(() => listExams(examTab).catch(reportTo(message)), [examTab, message]);
  const exams = useRemote(loadExamList).data?.result ?? [];
  const roots: TreeDataNode[] = exams.map((exam) => {
    const key = `exam-${exam.id}`;
    leaves.set(key, { kind: 'exam', id: exam.id });
    return { key, title: exam.name, selectable: false };
  });
  const withChildren = (nodes: TreeDataNode[]): TreeDataNode[] =>
    nodes.map((node) => {
      const below = children[String(node.key)];
      return below ? { ...node, children: withChildren(below) } : node;
    });
  const tree = withChildren(roots);

  const loadData = async (node: TreeDataNode) => {
    const leaf = leaves.get(String(node.key));
    if (!leaf || leaf.kind === 'group') return;
    try {
      if (leaf.kind === 'exam') {
        const data = await listTests(leaf.id);
        const below = data.result.map((test) => {
          const key = `test-${test.id}`;
          leaves.set(key, { kind: 'test', id: test.id, examId: leaf.id });
          return { key, title: test.subject_name || test.name, selectable: false };
        });
        setChildren((known) => ({ ...known, [String(node.key)]: below }));
      } else {
        const data = await listPartitions(leaf.id, mode);
        const below = data.result.map((row) => {
          const key = `group-${row.id}`;
          leaves.set(key, { kind: 'group', examId: leaf.examId, testId: leaf.id, row });
          return { key, title: `${groupName(row)}${isGroupComplete(row, mode) ? ' ✓' : ''}`, isLeaf: true, disabled: !row.divided };
        });
        setChildren((known) => ({ ...known, [String(node.key)]: below }));
      }
    } catch (error) {
      void message.error(messageOf(error));
    }
  };

  return (
    <Modal open onCancel={onClose} footer={null} width={480} title={texts.examTreeTitle}>
      <Tree
        treeData={tree}
        loadData={loadData}
        height={440}
        onSelect={(_, info) => {
          const leaf = leaves.get(String(info.node.key));
          if (leaf?.kind !== 'group') return;
          onClose();
          void (async () => {
            await selectExam(leaf.examId);
            if (markingSession.selection.testId !== leaf.testId) await selectTest(leaf.testId);
            await openGroupFrom(leaf.testId, leaf.row, mode);
          })();
        }}
      />
    </Modal>
  );
}
