/**
 * The exam list of the progress screens with each exam unfolding onto its papers, for screens
 * whose work is per paper (the administrators' progress, recognition exceptions): the screen
 * gives the paper columns, with the links of what it does with a paper.
 */
import { type TableColumnsType } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { ExamProgressList } from './ExamProgressList.tsx';
import { listTests, type MonitoringExam, type MonitoringTest } from './progress-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

type PaperColumns = (exam: MonitoringExam) => TableColumnsType<MonitoringTest>;

function ExamPapers({ exam, columns }: { exam: MonitoringExam; columns: PaperColumns }) {
  const load = useLoad(`papers:${exam.id}`, () => listTests(exam.id));
  return (
    <CompactTable<MonitoringTest>
      rowKey="id"
      {...loadTableProps(load, t.progress.subjects.none)}
      dataSource={load.data?.result ?? []}
      columns={columns(exam)}
    />
  );
}

export function ExamsUnfoldingPapers({ columns }: { columns: PaperColumns }) {
  return <ExamProgressList rowBehaviour={{ expandable: { expandedRowRender: (exam) => <ExamPapers exam={exam} columns={columns} />, expandRowByClick: true } }} />;
}
