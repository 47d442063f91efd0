/** Question-group progress (spec 000 §2): every teacher's workload in a group of the paper (or all), ten a page. */
import { useState } from 'react';
import { Select, Table } from 'antd';
import { useSnapshot } from 'valtio';
import type { components } from '../../../contract/schema.d.ts';
import { teacherLabel } from '../../../domain/marking/dialog-rules.ts';
import { DIALOG_PAGE_SIZE } from '../../../domain/marking/limits.ts';
import { groupName } from '../../../domain/marking/selection.ts';
import { formatScore } from '../../../domain/score-entry.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { dialogTableProps } from './dialog-table.ts';
import { useLoad } from '../../common/use-load.ts';
import { ViewDialog } from '../../common/ViewDialog.tsx';
import { partitionProgress } from '../marking-api.ts';

const texts = t.marking.dialogs;

/** A teacher's workload in a group, as the contract answers it. */
type WorkloadRow = components['schemas']['WorkloadRow'];

export function ProgressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ProgressBody onClose={onClose} /> : null;
}

function ProgressBody({ onClose }: { onClose: () => void }) {
  const { group, selection } = useSnapshot(markingSession);
  const [page, setPage] = useState(1);
  const [partitionId, setPartitionId] = useState(group?.partitionId ?? 0);
  const testId = group?.testId ?? selection.testId;
  const load = useLoad(testId === undefined ? null : `group-progress:${testId}:${partitionId}:${page}`, () => partitionProgress(testId ?? 0, partitionId, page, DIALOG_PAGE_SIZE), {
    keepWithin: `group-progress:${testId}`,
  });
  const rows: WorkloadRow[] = load.data?.result ?? [];
  const total = load.data?.total ?? 0;

  return (
    <ViewDialog onClose={onClose} width={780} title={texts.progressTitle}>
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
        rowKey={(row) => `${row.partition_id}-${row.teacher.user_name}`}
        {...dialogTableProps(load, { page, pageSize: DIALOG_PAGE_SIZE, total, onPage: setPage })}
        dataSource={rows}
        columns={[
          { title: texts.progressTeacher, key: 'teacher', render: (_: unknown, row) => teacherLabel(row.teacher.user_name, row.teacher.real_name) },
          { title: texts.progressGroup, dataIndex: 'partition_name' },
          { title: texts.progressWorkload, key: 'workload', render: (_: unknown, row) => `${row.mark_num}/${row.mark_task || '-'}` },
          { title: texts.progressRatio, dataIndex: 'mark_rate', render: (value: number) => `${value.toFixed(2)}%` },
          { title: texts.progressAverage, dataIndex: 'mark_average', align: 'right', render: (value: number) => formatScore(value) },
        ]}
      />
    </ViewDialog>
  );
}
