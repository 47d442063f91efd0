/**
 * Marking quality (spec 000 §2): the groups of the paper with my workload and the group's
 * progress, ordinary or adjudication; a row opens that group in that mode.
 */
import { useState } from 'react';
import { Modal, Progress, Segmented, Space, Table } from 'antd';
import { useSnapshot } from 'valtio';
import { groupName, groupRate, isGroupComplete, MarkingModes, quotaDone } from '../../../domain/marking/selection.ts';
import { markingSession, type PartitionRow } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { dialogTableProps } from './dialog-table.ts';
import { useLoad } from '../../common/use-load.ts';
import { openGroupFrom } from '../actions/group.ts';
import { listPartitions } from '../marking-api.ts';

const texts = t.marking.dialogs;
const selectionTexts = t.marking.selection;

export function QualityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <QualityBody onClose={onClose} /> : null;
}

function QualityBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const [mode, setMode] = useState<0 | 1>(0);
  const testId = selection.testId;
  const load = useLoad(testId === undefined ? null : `quality:${testId}:${mode}`, () => listPartitions(testId ?? 0, mode));
  const rows = load.data?.result ?? [];

  const open = (row: PartitionRow) => {
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
        rowKey="id"
        {...dialogTableProps(load)}
        dataSource={rows}
        onRow={(row) => ({ onClick: () => open(row), className: isGroupComplete(row, mode) ? 'mk-row-complete' : '', style: { cursor: 'pointer' } })}
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
