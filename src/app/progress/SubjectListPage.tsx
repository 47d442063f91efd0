/** /marking/subjectList?examination_id=…: marking progress of every paper of an exam. */
import { useState } from 'react';
import { Button, Card, Progress, Space, Table, Tag } from 'antd';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { MyTasksDialog } from '../downloads/MyTasksDialog.tsx';
import { ClassAnalysisDialog } from './ClassAnalysisDialog.tsx';
import { listTableProps } from '../common/paged-table.ts';
import { useLoad } from '../common/use-load.ts';
import { paperProgressColumns } from './ExamProgressList.tsx';
import { listTests, numberParam, type MonitoringTest } from './progress-calls.ts';
import { percentOf, rateText } from './progress-format.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import './progress.css';

const texts = t.progress;

export const testPagePath = (page: 'markingList' | 'workload' | 'judge', examId: number, testId: number) => `/marking/${page}?examination_id=${examId}&test_id=${testId}`;

type ExamOfPapers = NonNullable<Awaited<ReturnType<typeof listTests>>>['exam'];

/** The exam above its papers: its name, its state and how far its marking is. */
function ExamSummary({ exam }: { exam: ExamOfPapers }) {
  return (
    <Card variant="borderless" className="progress-summary">
      <Space size={32} wrap>
        <span>
          {texts.exam}：<strong>{exam.name}</strong>
        </span>
        <span>
          {texts.examStatus}：<Tag>{texts.statusNames[exam.status]}</Tag>
        </span>
        <span className="progress-summary-bar">
          {texts.progress}：
          <Progress percent={percentOf(exam.progress.mark_num, exam.progress.mark_total)} format={() => rateText(exam.progress.mark_rate)} size="small" />
        </span>
      </Space>
    </Card>
  );
}

export function SubjectListPage() {
  const examId = numberParam(useSearch(), 'examination_id');
  const load = useLoad(examId ? `papers:${examId}` : null, () => listTests(examId));
  const data = load.data;
  const [analysing, setAnalysing] = useState<MonitoringTest | null>(null);
  const [tasksOpen, setTasksOpen] = useState(false);

  return (
    <div className="page-stack" data-testid="subject-list-page">
      <ProgressHeader
        crumbs={[{ title: data?.exam.name ?? '' }]}
        title={texts.subjects.title}
        extra={<Button onClick={() => setTasksOpen(true)}>{texts.myTasks}</Button>}
      />
      {data && <ExamSummary exam={data.exam} />}
      <Card variant="borderless">
        <Table<MonitoringTest>
          rowKey="id"
          {...listTableProps(load, data?.result, false, texts.subjects.none)}
          columns={[
            ...paperProgressColumns,
            {
              title: texts.actions,
              key: 'actions',
              width: 400,
              render: (_, test) => (
                <Space size={0} wrap>
                  {/* only the pages the server would open for this user (may_open, src/domain/progress-access.ts) */}
                  {test.may_open.group_progress && (
                    <Button type="link" onClick={() => navigate(testPagePath('markingList', examId, test.id))}>
                      {texts.subjects.markingList}
                    </Button>
                  )}
                  {test.may_open.workload && (
                    <Button type="link" onClick={() => navigate(testPagePath('workload', examId, test.id))}>
                      {texts.subjects.workload}
                    </Button>
                  )}
                  {test.may_open.judge_records && (
                    <Button type="link" onClick={() => navigate(testPagePath('judge', examId, test.id))}>
                      {texts.subjects.judge}
                    </Button>
                  )}
                  {/* a paper's spot checks (spec 001 §7.5), for the school's administrators and exam leaders */}
                  {test.may_open.spot_check && (
                    <Button type="link" onClick={() => navigate(`/divided/progress/${examId}/${test.id}`)}>
                      {texts.subjects.spotCheck}
                    </Button>
                  )}
                  <Button type="link" onClick={() => setAnalysing(test)}>
                    {texts.subjects.classAnalysis}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ClassAnalysisDialog test={analysing} open={analysing !== null} onClose={() => setAnalysing(null)} />
      <MyTasksDialog open={tasksOpen} onClose={() => setTasksOpen(false)} typeId={8} />
    </div>
  );
}
