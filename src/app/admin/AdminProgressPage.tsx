/**
 * /divided/progress: the marking progress of every exam the user may follow, each exam opening
 * onto its papers. Roles 1 and 5 reach it from their top bar: the route guard keeps them off the
 * /marking pages (spec 002 §2), so this screen under a path it allows shows them the same figures,
 * with no link to a page that would sign them out. Each paper links to its subject management
 * (/divided/progress/{examinationid}/{testId}: markers, speed, problem papers).
 */
import { Table } from 'antd';
import { Link } from 'wouter';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { listTests, type MonitoringExam, type MonitoringTest } from '../progress/progress-calls.ts';
import { ExamProgressList, paperProgressColumns } from '../progress/ExamProgressList.tsx';
import { paperScanPath } from '../scans/scan-paths.ts';
import '../progress/progress.css';

const texts = t.progress;

function ExamPapers({ exam }: { exam: MonitoringExam }) {
  const load = useLoad(`papers:${exam.id}`, () => listTests(exam.id));
  return (
    <Table<MonitoringTest>
      rowKey="id"
      size="small"
      {...loadTableProps(load, texts.subjects.none)}
      dataSource={load.data?.result ?? []}
      pagination={false}
      columns={[
        ...paperProgressColumns,
        {
          key: 'assignment',
          width: 100,
          render: (_, test) => (
            <Link href={`/divided/progress/${exam.id}/${test.id}`} data-testid="open-assignment">
              {t.assignment.title}
            </Link>
          ),
        },
        {
          key: 'scan',
          width: 100,
          render: (_, test) => (
            <Link href={paperScanPath(exam.id, test.id)} data-testid="open-scan">
              {t.scans.title}
            </Link>
          ),
        },
      ]}
    />
  );
}

export function AdminProgressPage() {
  return (
    <div className="page-stack" data-testid="admin-progress-page">
      <PageHead title={texts.examsTitle} hint={t.admin.progress.hint} />
      <ExamProgressList rowBehaviour={{ expandable: { expandedRowRender: (exam) => <ExamPapers exam={exam} />, expandRowByClick: true } }} />
    </div>
  );
}
