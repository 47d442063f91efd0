/**
 * The question-group progress dialog (spec 000 §2, spec 002 §2): for each marking teacher of a
 * group (user name and real name in brackets), the group, workload, marking ratio and marking
 * average, ten to a page, with a close button.
 */
import { useState } from 'react';
import { Pagination } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { partitionProgress, type WorkloadRow } from './progress-calls.ts';
import { rateText, teacherName } from './progress-format.ts';
import { CompactTable } from '../common/CompactTable.tsx';
import { ViewDialog } from '../common/ViewDialog.tsx';

const texts = t.progress.groupDialog;
/** Spec 002 §9: "Progress dialog page size 10." */
export const PROGRESS_DIALOG_PAGE_SIZE = 10;

export interface QuestionGroupProgressDialogProps {
  open: boolean;
  onClose: () => void;
  testId: number;
  /** one group, or 0 for every group of the paper */
  partitionId: number;
}

export function QuestionGroupProgressDialog({ open, onClose, testId, partitionId }: QuestionGroupProgressDialogProps) {
  const [pageNo, setPageNo] = useState(1);
  const query = { partition_id: partitionId, page_no: pageNo, page_size: PROGRESS_DIALOG_PAGE_SIZE };
  // the page shown stays until the next one comes
  const load = useLoad(open && testId ? `group-progress:${testId}:${JSON.stringify(query)}` : null, () => partitionProgress(testId, query), {
    keepWithin: `group-progress:${testId}:${partitionId}`,
  });
  const rows = load.data;

  return (
    <ViewDialog
      open={open}
      onClose={onClose}
      title={texts.title}
      width={760}
      pager={<Pagination size="small" current={pageNo} pageSize={PROGRESS_DIALOG_PAGE_SIZE} total={rows?.total ?? 0} showSizeChanger={false} showTotal={t.progress.pagerTotal} onChange={setPageNo} />}
    >
      <CompactTable<WorkloadRow>
        rowKey={(row) => `${row.partition_id}-${row.teacher.user_name}`}
        {...firstLoadTableProps(load)}
        dataSource={rows?.result ?? []}
        columns={[
          { title: texts.teacher, key: 'teacher', render: (_, row) => teacherName(row.teacher) },
          { title: texts.group, dataIndex: 'partition_name' },
          { title: texts.workload, dataIndex: 'mark_num', align: 'center' },
          { title: texts.rate, key: 'rate', align: 'center', render: (_, row) => rateText(row.mark_rate) },
          { title: texts.average, dataIndex: 'mark_average', align: 'center' },
        ]}
      />
    </ViewDialog>
  );
}
