/**
 * /marking/workload?test_id=…: each marking teacher's workload in each group, filtered by quota
 * met (standard), marking now (on_line) and ordered by order_rule, ten to a page.
 */
import { useEffect, useState } from 'react';
import { App, Badge, Card, Pagination, Progress, Select, Table } from 'antd';
import { useSearch } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { numberParam, partitionProgress, teacherWorkload, type WorkloadRow } from './progress-calls.ts';
import { rateText, teacherName } from './progress-format.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import { subjectListPath } from './ExamProgressPage.tsx';
import './progress.css';

const texts = t.progress;
const WORKLOAD_PAGE_SIZE = 10;

export function WorkloadPage() {
  const { message } = App.useApp();
  const search = useSearch();
  const testId = numberParam(search, 'test_id');
  const examId = numberParam(search, 'examination_id');
  const [partitionId, setPartitionId] = useState(0);
  const [standard, setStandard] = useState<-1 | 0 | 1>(-1);
  const [online, setOnline] = useState<-1 | 0 | 1>(-1);
  const [order, setOrder] = useState<0 | 1 | 2 | 3 | 4>(0);
  const [pageNo, setPageNo] = useState(1);
  const [groups, setGroups] = useState<{ id: number; name: string }[]>([]);
  const [rows, setRows] = useState<{ result: WorkloadRow[]; total: number } | null>(null);

  useEffect(() => {
    if (!testId) return;
    partitionProgress(testId, { page_size: 1 })
      .then((data) => setGroups(data.partitions.map((p) => ({ id: p.id, name: p.name }))))
      .catch(() => setGroups([]));
  }, [testId]);

  useEffect(() => {
    if (!testId) return undefined;
    let active = true;
    teacherWorkload(testId, { partition_id: partitionId, standard, on_line: online, order_rule: order, page_no: pageNo, page_size: WORKLOAD_PAGE_SIZE })
      .then((data) => active && setRows(data))
      .catch((error: unknown) => {
        if (!active) return;
        setRows({ result: [], total: 0 });
        void message.error(error instanceof Error ? error.message : String(error));
      });
    return () => {
      active = false;
    };
  }, [testId, partitionId, standard, online, order, pageNo, message]);

  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPageNo(1);
  };

  return (
    <div className="progress-page" data-testid="workload-page">
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
          loading={testId > 0 && rows === null}
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
