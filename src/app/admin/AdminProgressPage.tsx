/**
 * /divided/progress: the marking progress of every exam the user may follow, each exam opening
 * onto its papers. Roles 1 and 5 reach it from their top bar: the route guard keeps them off the
 * /marking pages (spec 002 §2), so this screen under a path it allows shows them the same figures,
 * with no link to a page that would sign them out.
 */
import { useState } from 'react';
import { Card, Empty, Input, Pagination, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useLoad } from '../analysis/common/use-load.ts';
import { t } from '../../i18n/zh-CN.ts';
import { listExams, listTests, type MonitoringExam, type MonitoringTest } from '../progress/progress-calls.ts';
import { percentOf, rateText } from '../progress/progress-format.ts';
import '../progress/progress.css';

const texts = t.progress;
/** Exams per page, as on the teachers' progress list. */
const EXAM_PAGE_SIZE = 10;
/** The contract's marking_status filter, in the order the tabs show it: 1 unfinished, 2 finished, 0 all. */
const STATUS_TABS = [1, 2, 0] as const;

interface Counts {
  mark_num: number;
  mark_total: number;
  mark_rate: number;
}

function ProgressCell({ counts }: { counts: Counts }) {
  return (
    <div className="progress-bar-cell">
      <Progress percent={percentOf(counts.mark_num, counts.mark_total)} format={() => rateText(counts.mark_rate)} size="small" />
      <span className="progress-meta">
        {counts.mark_num} / {counts.mark_total}
      </span>
    </div>
  );
}

function ExamPapers({ exam }: { exam: MonitoringExam }) {
  const load = useLoad(`papers:${exam.id}`, () => listTests(exam.id));
  return (
    <Table<MonitoringTest>
      rowKey="id"
      size="small"
      loading={load.loading}
      dataSource={load.data?.result ?? []}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={load.error?.message ?? texts.subjects.none} /> }}
      columns={[
        { title: texts.subjects.subject, dataIndex: 'subject_name', width: 90 },
        { title: texts.subjects.paper, dataIndex: 'name' },
        { title: texts.subjects.groups, dataIndex: 'partition_count', width: 80, align: 'center' },
        { title: texts.progress, key: 'progress', width: 260, render: (_, test) => <ProgressCell counts={test.progress} /> },
        { title: texts.problems, key: 'wrong', width: 80, align: 'center', render: (_, test) => test.progress.wrong_num },
        { title: texts.adjudication, key: 'judge', width: 90, align: 'center', render: (_, test) => `${test.progress.decided_num} / ${test.progress.judge_total}` },
      ]}
    />
  );
}

export function AdminProgressPage() {
  const [status, setStatus] = useState<(typeof STATUS_TABS)[number]>(1);
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const load = useLoad(`exams:${status}:${applied}:${pageNo}`, () =>
    listExams({ marking_status: status, ...(applied ? { examination_name: applied } : {}), page_no: pageNo, page_size: EXAM_PAGE_SIZE }),
  );

  return (
    <div className="progress-page" data-testid="admin-progress-page">
      <div className="progress-head">
        <div>
          <Typography.Title level={3} className="progress-title">
            {texts.examsTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{t.admin.progress.hint}</Typography.Text>
        </div>
      </div>
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
          loading={load.loading && !load.data}
          dataSource={load.data?.result ?? []}
          pagination={false}
          expandable={{ expandedRowRender: (exam) => <ExamPapers exam={exam} />, expandRowByClick: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={load.error?.message ?? texts.noExams} /> }}
          columns={[
            {
              title: texts.exam,
              key: 'name',
              render: (_, exam) => (
                <div>
                  <Typography.Text strong>{exam.name}</Typography.Text>
                  <div className="progress-meta">{exam.start_date}</div>
                </div>
              ),
            },
            { title: texts.examStatus, key: 'status', width: 100, render: (_, exam) => <Tag color={exam.status <= 1 ? 'processing' : 'default'}>{texts.statusNames[exam.status] ?? ''}</Tag> },
            { title: texts.papers, dataIndex: 'test_count', width: 80, align: 'center' },
            { title: texts.progress, key: 'progress', width: 280, render: (_, exam) => <ProgressCell counts={exam.progress} /> },
            { title: texts.problems, key: 'wrong', width: 80, align: 'center', render: (_, exam) => exam.progress.wrong_num },
            { title: texts.adjudication, key: 'judge', width: 100, align: 'center', render: (_, exam) => `${exam.progress.decided_num} / ${exam.progress.judge_total}` },
          ]}
        />
        <div className="progress-pager">
          <Pagination current={pageNo} pageSize={EXAM_PAGE_SIZE} total={load.data?.total ?? 0} showSizeChanger={false} showTotal={texts.pagerTotal} onChange={setPageNo} />
        </div>
      </Card>
    </div>
  );
}
