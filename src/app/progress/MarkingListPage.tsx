/** /marking/markingList?test_id=…: progress of every question group of a paper, and how reliably each is marked. */
import { useState } from 'react';
import { App, Button, Card, Progress, Space, Table } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useSearch } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { ReferenceAnswerDialog, type ReferenceQuestion } from '../answers/ReferenceAnswerDialog.tsx';
import { errorText } from '../common/error-text.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { groupQuestions, numberParam, partitionProgress } from './progress-calls.ts';
import { percentOf, rateText } from './progress-format.ts';
import { ProgressHeader } from './ProgressHeader.tsx';
import { QuestionGroupProgressDialog } from './QuestionGroupProgressDialog.tsx';
import { MarkerReliabilityPanel } from './MarkerReliabilityPanel.tsx';
import { subjectListPath } from './ExamProgressPage.tsx';
import './progress.css';

const texts = t.progress;

type GroupRow = Awaited<ReturnType<typeof partitionProgress>>['partitions'][number];

export function MarkingListPage() {
  const { message } = App.useApp();
  const search = useSearch();
  const testId = numberParam(search, 'test_id');
  const examId = numberParam(search, 'examination_id');
  const load = useLoad(testId ? `groups:${testId}` : null, () => partitionProgress(testId, { page_size: 1 }));
  const [dialog, setDialog] = useState<number | null>(null);
  const [answers, setAnswers] = useState<ReferenceQuestion[] | null>(null);

  const showAnswers = async (partitionId: number) => {
    try {
      const groups = await groupQuestions(testId);
      setAnswers(groups.find((g) => g.id === partitionId)?.questions.map((q) => ({ show_order: q.show_order, label: q.label, answer: q.answer, jieda: q.jieda })) ?? []);
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <div className="page-stack" data-testid="marking-list-page">
      <ProgressHeader
        crumbs={examId ? [{ title: texts.subjects.title, path: subjectListPath(examId) }] : []}
        title={texts.groups.title}
        extra={
          <Button icon={<TeamOutlined />} onClick={() => setDialog(0)}>
            {texts.groups.teachers}
          </Button>
        }
      />
      <Card variant="borderless">
        <Table<GroupRow>
          rowKey="id"
          {...loadTableProps(load)}
          dataSource={load.data?.partitions ?? []}
          pagination={false}
          columns={[
            { title: texts.groups.group, dataIndex: 'name' },
            { title: texts.groups.marked, key: 'marked', width: 130, align: 'center', render: (_, g) => `${g.mark_num} / ${g.mark_total}` },
            {
              title: texts.groups.rate,
              key: 'rate',
              width: 240,
              render: (_, g) => <Progress percent={percentOf(g.mark_num, g.mark_total)} format={() => rateText(g.mark_rate)} size="small" />,
            },
            { title: texts.groups.problems, dataIndex: 'wrong_num', width: 80, align: 'center' },
            { title: texts.groups.judge, key: 'judge', width: 170, align: 'center', render: (_, g) => `${g.decided_num} / ${g.judge_total}` },
            {
              title: texts.actions,
              key: 'actions',
              width: 200,
              render: (_, g) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setDialog(g.id)}>
                    {texts.groups.showProgress}
                  </Button>
                  <Button type="link" onClick={() => void showAnswers(g.id)}>
                    {texts.groups.referenceAnswer}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {testId > 0 && <MarkerReliabilityPanel testId={testId} />}
      <ReferenceAnswerDialog open={answers !== null} onClose={() => setAnswers(null)} questions={answers ?? []} />
      <QuestionGroupProgressDialog open={dialog !== null} onClose={() => setDialog(null)} testId={testId} partitionId={dialog ?? 0} />
    </div>
  );
}
