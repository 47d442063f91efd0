/** /marking/judge?test_id=…: answers that went to adjudication — every mark, the decision and who made it. */
import { useState } from 'react';
import { Card, Pagination, Segmented, Select, Space, Table, Tag } from 'antd';
import { useSearch } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { judgeRecords, numberParam, type JudgeRecord } from './progress-calls.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import { subjectListPath } from './ExamProgressPage.tsx';
import './progress.css';

const texts = t.progress;
const JUDGE_PAGE_SIZE = 10;
type JudgeState = 'all' | 'waiting' | 'decided';

export function JudgePage() {
  const schoolTime = useSchoolTime();
  const search = useSearch();
  const testId = numberParam(search, 'test_id');
  const examId = numberParam(search, 'examination_id');
  const [partitionId, setPartitionId] = useState(0);
  const [state, setState] = useState<JudgeState>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = { partition_id: partitionId, state, page_no: pageNo, page_size: JUDGE_PAGE_SIZE };
  // the page shown stays until the next one comes
  const load = useLoad(testId ? `judge:${testId}:${JSON.stringify(query)}` : null, () => judgeRecords(testId, query), { keepWithin: `judge:${testId}` });
  const data = load.data;

  return (
    <div className="page-stack" data-testid="judge-page">
      <ProgressHeader crumbs={examId ? [{ title: texts.subjects.title, path: subjectListPath(examId) }] : []} title={texts.judge.title} />
      <Card variant="borderless">
        <div className="progress-filters">
          <Segmented<JudgeState>
            value={state}
            onChange={(value) => {
              setState(value);
              setPageNo(1);
            }}
            options={(['all', 'waiting', 'decided'] as const).map((value) => ({ value, label: texts.judge.states[value] }))}
          />
          <Select
            className="progress-select"
            value={partitionId}
            onChange={(value) => {
              setPartitionId(value);
              setPageNo(1);
            }}
            options={[{ value: 0, label: texts.judge.allGroups }, ...(data?.partitions ?? []).map((p) => ({ value: p.id, label: p.name }))]}
          />
        </div>
        <Table<JudgeRecord>
          rowKey="unit_id"
          {...firstLoadTableProps(load, texts.judge.empty)}
          dataSource={data?.result ?? []}
          pagination={false}
          columns={[
            { title: texts.judge.group, dataIndex: 'partition_name', width: 120 },
            { title: texts.judge.student, dataIndex: 'student_name', width: 100 },
            { title: texts.judge.examNumber, dataIndex: 'exam_number', width: 120 },
            {
              title: texts.judge.marks,
              key: 'marks',
              render: (_, row) => (
                <Space size={[4, 4]} wrap>
                  {row.marks.map((m) => (
                    <Tag key={`${m.round}-${m.teacher_name}`} color={m.round === 4 ? 'volcano' : 'default'}>
                      {texts.judge.round(m.round)} {m.teacher_name}：{m.score}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            { title: texts.judge.finalScore, key: 'final', width: 100, align: 'center', render: (_, row) => (row.final_score === null ? '—' : `${row.final_score} / ${row.full_mark}`) },
            { title: texts.judge.state, key: 'state', width: 90, render: (_, row) => <Tag color={row.state === 'decided' ? 'success' : 'warning'}>{texts.judge.states[row.state]}</Tag> },
            { title: texts.judge.time, key: 'time', width: 150, render: (_, row) => (row.finished_time ? schoolTime(row.finished_time) : '—') },
          ]}
        />
        <div className="progress-pager">
          <Pagination current={pageNo} pageSize={JUDGE_PAGE_SIZE} total={data?.total ?? 0} showSizeChanger={false} showTotal={texts.pagerTotal} onChange={setPageNo} />
        </div>
      </Card>
    </div>
  );
}
