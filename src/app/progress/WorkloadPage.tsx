/**
 * /marking/workload?test_id=…: each marking teacher's workload in each group, filtered by quota
 * met (standard), marking now (on_line) and ordered by order_rule, ten to a page.
 */
import { useState } from 'react';
import { Badge, Card, Pagination, Progress, Select, Table } from 'antd';
import { useSearch } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { numberParam, partitionProgress, teacherWorkload, type WorkloadRow } from './progress-calls.ts';
import { rateText, teacherName } from './progress-format.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import { subjectListPath } from './ExamProgressPage.tsx';
import './progress.css';

const texts = t.progress;
const WORKLOAD_PAGE_SIZE = 10;

export function WorkloadPage() {
  const search = useSearch();
  const testId = numberParam(search, 'test_id');
  const examId = numberParam(search, 'examination_id');
  const [partitionId, setPartitionId] = useState(0);
  const [standard, setStandard] = useState<-1 | 0 | 1>(-1);
  const [online, setOnline] = useState<-1 | 0 | 1>(-1);
  const [order, setOrder] = useState<0 | 1 | 2 | 3 | 4>(0);
  const [pageNo, setPageNo] = useState(1);
  // the group filter's choices; without them the filter offers all groups only
  const groups = useLoad(testId ? `groups:${testId}` : null, () => partitionProgress(testId, { page_size: 1 })).data?.partitions ?? [];
  const query = { partition_id: partitionId, standard, on_line: online, order_rule: order, page_no: pageNo, page_size: WORKLOAD_PAGE_SIZE };
  // the page shown stays until the next one comes
  const load = useLoad(testId ? `workload:${testId}:${JSON.stringify(query)}` : null, () => teacherWorkload(testId, query), { keepWithin: `workload:${testId}` });
  const rows = load.data;

  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPageNo(1);
  };

  return (
    <div className="page-stack" data-testid="workload-page">
      <ProgressHeader crumbs={examId ? [{ title: texts.subjects.title, path: subjectListPath(examId) }] : []} title={texts.workload.title} />
      <Card variant="borderless">
        <div className="progress-filters">
          <Select
            className="progress-select"
            value={partitionId}
            onChange={filter(setPartitionId)}
            options={[{ value: 0, label: texts.workload.allGroups }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
          />
          <Select className="progress-select" value={standard} onChange={filter(setStandard)} options={([-1, 1, 0] as const).map((v) => ({ value: v, label: texts.workload.standard[String(v)] }))} />
          <Select className="progress-select" value={online} onChange={filter(setOnline)} options={([-1, 1, 0] as const).map((v) => ({ value: v, label: texts.workload.online[String(v)] }))} />
          <Select className="progress-select" value={order} onChange={filter(setOrder)} options={([0, 1, 2, 3, 4] as const).map((v) => ({ value: v, label: texts.workload.order[v] }))} />
        </div>
        <Table<WorkloadRow>
          rowKey={(row) => `${row.partition_id}-${row.teacher.user_name}`}
          {...firstLoadTableProps(load)}
          dataSource={rows?.result ?? []}
          pagination={false}
          columns={[
            { title: texts.workload.teacher, key: 'teacher', render: (_, row) => teacherName(row.teacher) },
            { title: texts.workload.group, dataIndex: 'partition_name' },
            { title: texts.workload.done, dataIndex: 'mark_num', width: 90, align: 'center' },
            { title: texts.workload.task, key: 'task', width: 90, align: 'center', render: (_, row) => (row.mark_task > 0 ? row.mark_task : texts.workload.noTask) },
            { title: texts.workload.rate, key: 'rate', width: 200, render: (_, row) => <Progress percent={Math.min(100, row.mark_rate)} format={() => rateText(row.mark_rate)} size="small" /> },
            { title: texts.workload.average, dataIndex: 'mark_average', width: 90, align: 'center' },
            {
              title: texts.workload.onlineColumn,
              key: 'online',
              width: 110,
              render: (_, row) => (row.on_line ? <Badge status="processing" text={texts.workload.onlineNow} /> : <Badge status="default" text={texts.workload.offline} />),
            },
          ]}
        />
        <div className="progress-pager">
          <Pagination current={pageNo} pageSize={WORKLOAD_PAGE_SIZE} total={rows?.total ?? 0} showSizeChanger={false} showTotal={texts.pagerTotal} onChange={setPageNo} />
        </div>
      </Card>
    </div>
  );
}
