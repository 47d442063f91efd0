/**
 * /teachers/exceptionHandling (spec 001 §2.1, recognition exception handling): the exams of the
 * school, each unfolding onto its papers, each paper opening its exception screen.
 */
import { Table } from 'antd';
import { Link } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useLoad } from '../common/use-load.ts';
import { ExamProgressList } from '../progress/ExamProgressList.tsx';
import { listTests, type MonitoringExam, type MonitoringTest } from '../progress/progress-calls.ts';
import { paperExceptionPath } from './scan-paths.ts';
import '../progress/progress.css';

const texts = t.scanExceptions;

function ExamPapers({ exam }: { exam: MonitoringExam }) {
  const load = useLoad(`papers:${exam.id}`, () => listTests(exam.id));
  return (
    <Table<MonitoringTest>
      rowKey="id"
      size="small"
      {...loadTableProps(load, t.progress.subjects.none)}
      dataSource={load.data?.result ?? []}
      pagination={false}
      columns={[
        { title: t.progress.subjects.subject, dataIndex: 'subject_name' },
        { title: t.progress.subjects.paper, dataIndex: 'name' },
        {
          key: 'exceptions',
          render: (_, test) => (
            <Link href={paperExceptionPath(exam.id, test.id)} data-testid="open-exceptions">
              {texts.link}
            </Link>
          ),
        },
      ]}
    />
  );
}

export function ExceptionHandlingPage() {
  return (
    <div className="page-stack" data-testid="exception-handling-page">
      <PageHead title={texts.title} hint={texts.hint} />
      <ExamProgressList rowBehaviour={{ expandable: { expandedRowRender: (exam) => <ExamPapers exam={exam} />, expandRowByClick: true } }} />
    </div>
  );
}
