/** The paper's scan batches with their pages counted by state and open exception type; pick one to upload into, delete one. */
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { exceptionTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import type { Load } from '../common/use-load.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import type { ScanBatch } from './scan-batch-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.scans.batches;

export interface ScanBatchTableProps {
  load: Load<{ result: ScanBatch[] }>;
  currentId: number | null;
  onChoose: (batch: ScanBatch) => void;
  onDelete: (batch: ScanBatch) => Promise<void>;
  deleting: boolean;
}

export function ScanBatchTable({ load, currentId, onChoose, onDelete, deleting }: ScanBatchTableProps) {
  const time = useSchoolTime();
  return (
    <CompactTable<ScanBatch>
      rowKey="id"
      data-testid="scan-batches"
      {...loadTableProps(load, texts.none)}
      dataSource={load.data?.result ?? []}
      rowClassName={(batch) => (batch.id === currentId ? 'scan-batch-current' : '')}
      columns={[
        {
          title: texts.columns.name,
          render: (_, batch) => (
            <Space size={4}>
              <span>{batch.name}</span>
              {batch.id === currentId && <Tag color="blue">{texts.current}</Tag>}
            </Space>
          ),
        },
        { title: texts.columns.klass, render: (_, batch) => batch.class_name ?? texts.anyClass },
        {
          title: texts.columns.files,
          render: (_, batch) => (
            <Space orientation="vertical" size={0}>
              <span data-testid="batch-files">{batch.files}</span>
              {batch.refused_files > 0 && <Typography.Text type="danger">{texts.refusedFiles(batch.refused_files)}</Typography.Text>}
            </Space>
          ),
        },
        { title: texts.columns.pages, render: (_, batch) => <span data-testid="batch-pages">{batch.pages}</span> },
        { title: texts.columns.queued, render: (_, batch) => <span data-testid="batch-queued">{batch.states.queued + batch.states.recognising}</span> },
        { title: texts.columns.recognised, render: (_, batch) => batch.states.recognised },
        {
          title: texts.columns.exception,
          render: (_, batch) => (
            <Space orientation="vertical" size={0}>
              <span>{batch.states.exception}</span>
              {batch.exceptions.map((e) => (
                <Typography.Text key={e.type} type="warning">{`${exceptionTypeName(e.type)} ${e.count}`}</Typography.Text>
              ))}
            </Space>
          ),
        },
        { title: texts.columns.ignored, render: (_, batch) => batch.states.ignored },
        { title: texts.columns.creator, dataIndex: 'creator_name' },
        { title: texts.columns.createdAt, render: (_, batch) => time(batch.created_at) },
        {
          title: texts.columns.actions,
          key: 'actions',
          render: (_, batch) => (
            <Space>
              <Button size="small" type="link" disabled={batch.id === currentId} onClick={() => onChoose(batch)}>
                {texts.choose}
              </Button>
              <Popconfirm title={texts.confirmDelete(batch.name)} onConfirm={() => onDelete(batch)}>
                <Button size="small" type="link" danger loading={deleting} data-testid="delete-batch">
                  {texts.delete}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
