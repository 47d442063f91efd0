/** /marking: marking progress of the exams I may follow, unfinished or finished, with search and pages. */
import { useEffect, useState } from 'react';
import { App, Button, Card, Empty, Input, Pagination, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { RightOutlined, SearchOutlined } from '@ant-design/icons';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { listExams, type MonitoringExam } from './progress-calls.ts';
import { percentOf, rateText } from './progress-format.ts';
import './progress.css';

const texts = t.progress;
/** Exams per page of the progress list. */
const EXAM_PAGE_SIZE = 10;

export function subjectListPath(examId: number): string {
  return `/marking/subjectList?examination_id=${examId}`;
}

export function ExamProgressPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState(1);
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [rows, setRows] = useState<{ result: MonitoringExam[]; total: number } | null>(null);

  useEffect(() => {
    let active = true;
    listExams({ marking_status: status as 0 | 1 | 2, ...(applied ? { examination_name: applied } : {}), page_no: pageNo, page_size: EXAM_PAGE_SIZE })
      .then((data) => active && setRows(data))
      .catch((error: unknown) => {
        if (!active) return;
        setRows({ result: [], total: 0 });
        void message.error(error instanceof Error ? error.message : String(error));
      });
    return () => {
      active = false;
    };
  }, [status, applied, pageNo, message]);

  return (
    <div className="progress-page" data-testid="exam-progress-page">
      <div className="progress-head">
        <div>
          <Typography.Title level={3} className="progress-title">
            {texts.examsTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{texts.examsHint}</Typography.Text>
        </div>
      </div>
      <Card variant="borderless">
        <div className="progress-filters">
          <Segmented
            value={status}
            onChange={(value) => {
              setStatus(Number(value));
              setPageNo(1);
            }}
            options={[1, 2, 0].map((value) => ({ value, label: texts.tabs[value] }))}
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
          loading={rows === null}
          dataSource={rows?.result ?? []}
          pagination={false}
          onRow={(exam) => ({ onClick: () => navigate(subjectListPath(exam.id)), className: 'progress-clickable' })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noExams} /> }}
          columns={[
            {
              title: texts.exam,
              key: 'name',
              render: (_, exam) => (
                <div>
                  <Typography.Text strong>{exam.name}</Typography.Text>
                  {exam.class_teacher_marking === 1 && (
                    <Tag color="purple" className="progress-tag">
                      {texts.classTeacherMarking}
                    </Tag>
                  )}
                  <div className="progress-meta">{exam.start_date}</div>
                </div>
              ),
            },
            { title: texts.examStatus, key: 'status', width: 100, render: (_, exam) => <Tag color={exam.status <= 1 ? 'processing' : 'default'}>{texts.statusNames[exam.status] ?? ''}</Tag> },
            { title: texts.papers, dataIndex: 'test_count', width: 80, align: 'center' },
            {
              title: texts.progress,
              key: 'progress',
              width: 280,
              render: (_, exam) => (
                <div className="progress-bar-cell">
                  <Progress percent={percentOf(exam.progress.mark_num, exam.progress.mark_total)} format={() => rateText(exam.progress.mark_rate)} size="small" />
                  <span className="progress-meta">
                    {exam.progress.mark_num} / {exam.progress.mark_total}
                  </span>
                </div>
              ),
            },
            { title: texts.problems, key: 'wrong', width: 80, align: 'center', render: (_, exam) => exam.progress.wrong_num },
            {
              title: texts.adjudication,
              key: 'judge',
              width: 100,
              align: 'center',
              render: (_, exam) => `${exam.progress.decided_num} / ${exam.progress.judge_total}`,
            },
            {
              title: texts.actions,
              key: 'open',
              width: 140,
              render: (_, exam) => (
                <Button type="link" onClick={() => navigate(subjectListPath(exam.id))}>
                  {texts.open} <RightOutlined />
                </Button>
              ),
            },
          ]}
        />
        <div className="progress-pager">
          <Pagination current={pageNo} pageSize={EXAM_PAGE_SIZE} total={rows?.total ?? 0} showSizeChanger={false} showTotal={texts.pagerTotal} onChange={setPageNo} />
        </div>
      </Card>
    </div>
  );
}
