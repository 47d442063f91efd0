/**
 * The exam list of the two progress screens — the teachers' /marking and the administrators'
 * /divided/progress: status tabs, a name search and pages over one call, each exam with its
 * marking figures. Each screen adds what it does with an exam (open its papers, unfold them).
 */
import { useState, type ReactNode } from 'react';
import { Card, Input, Pagination, Progress, Segmented, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { listExams, type MonitoringExam, type MonitoringTest } from './progress-calls.ts';
import { percentOf, rateText } from './progress-format.ts';
import './progress.css';

const texts = t.progress;
/** Exams per page of the progress list. */
const EXAM_PAGE_SIZE = 10;
/** The contract's marking_status filter, in the order the tabs show it: 1 unfinished, 2 finished, 0 all. */
const STATUS_TABS = [1, 2, 0] as const;

interface Counts {
  mark_num: number;
  mark_total: number;
  mark_rate: number;
}

/** A progress bar with its rate, and the marked count under the total. */
export function ProgressCell({ counts }: { counts: Counts }) {
  return (
    <div className="progress-bar-cell">
      <Progress percent={percentOf(counts.mark_num, counts.mark_total)} format={() => rateText(counts.mark_rate)} size="small" />
      <span className="progress-meta">
        {counts.mark_num} / {counts.mark_total}
      </span>
    </div>
  );
}

/** The figures of each paper of an exam, as the paper lists of both progress screens show them. */
export const paperProgressColumns: TableColumnsType<MonitoringTest> = [
  { title: texts.subjects.subject, dataIndex: 'subject_name', width: 90 },
  { title: texts.subjects.paper, dataIndex: 'name' },
  { title: texts.subjects.groups, dataIndex: 'partition_count', width: 80, align: 'center' },
  { title: texts.progress, key: 'progress', width: 260, render: (_, test) => <ProgressCell counts={test.progress} /> },
  { title: texts.problems, key: 'wrong', width: 80, align: 'center', render: (_, test) => test.progress.wrong_num },
  { title: texts.adjudication, key: 'judge', width: 90, align: 'center', render: (_, test) => `${test.progress.decided_num} / ${test.progress.judge_total}` },
];

export interface ExamProgressListProps {
  /** a mark after the exam's name */
  nameTag?: (exam: MonitoringExam) => ReactNode;
  /** columns after the figures (a link to the exam's papers) */
  actions?: TableColumnsType<MonitoringExam>;
  /** what a row does: opens the exam, or unfolds its papers */
  rowBehaviour?: Pick<TableProps<MonitoringExam>, 'onRow' | 'expandable'>;
}

export function ExamProgressList({ nameTag, actions = [], rowBehaviour }: ExamProgressListProps) {
  const [status, setStatus] = useState<(typeof STATUS_TABS)[number]>(1);
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [pageNo, setPageNo] = useState(1);
  // the page shown stays until the next one comes
  const load = useLoad(
    `exams:${status}:${applied}:${pageNo}`,
    () => listExams({ marking_status: status, ...(applied ? { examination_name: applied } : {}), page_no: pageNo, page_size: EXAM_PAGE_SIZE }),
    { keepWithin: 'exams' },
  );

  return (
    <Card variant="borderless">
      <div className="progress-filters">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
          options={STATUS_TABS.map((value) => ({ value, label: texts.tabs[value] }))}
        />
        <Input.Search
          className="progress-search"
          allowClear
          placeholder={texts.searchPlaceholder}
          enterButton={<SearchOutlined />}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onSearch={(value) => {
            setApplied(value.trim());
            setPageNo(1);
          }}
        />
      </div>
      <Table<MonitoringExam>
        rowKey="id"
        {...firstLoadTableProps(load, texts.noExams)}
        dataSource={load.data?.result ?? []}
        pagination={false}
        {...rowBehaviour}
        columns={[
          {
            title: texts.exam,
            key: 'name',
            render: (_, exam) => (
              <div>
                <Typography.Text strong>{exam.name}</Typography.Text>
                {nameTag?.(exam)}
                <div className="progress-meta">{exam.start_date}</div>
              </div>
            ),
          },
          { title: texts.examStatus, key: 'status', width: 100, render: (_, exam) => <Tag color={exam.status <= 1 ? 'processing' : 'default'}>{texts.statusNames[exam.status] ?? ''}</Tag> },
          { title: texts.papers, dataIndex: 'test_count', width: 80, align: 'center' },
          { title: texts.progress, key: 'progress', width: 280, render: (_, exam) => <ProgressCell counts={exam.progress} /> },
          { title: texts.problems, key: 'wrong', width: 80, align: 'center', render: (_, exam) => exam.progress.wrong_num },
          { title: texts.adjudication, key: 'judge', width: 100, align: 'center', render: (_, exam) => `${exam.progress.decided_num} / ${exam.progress.judge_total}` },
          ...actions,
        ]}
      />
      <div className="progress-pager">
        <Pagination current={pageNo} pageSize={EXAM_PAGE_SIZE} total={load.data?.total ?? 0} showSizeChanger={false} showTotal={texts.pagerTotal} onChange={setPageNo} />
      </div>
    </Card>
  );
}
