/**
 * The scan room's figures of a paper (spec 002 §7 statistic-subject, statistic-object): how far
 * its scanning has come — students, sheets read whole, sheets not whole, absent, not scanned,
 * pages waiting, open exceptions by type, ignored pages — and how each objective question was read
 * across the sheets, a question that looks misprinted or misread marked at once. `refresh` changes
 * whenever the batches move (the scan progress push), and the figures are read again; null waits
 * (the batches are not loaded yet).
 */
import { Space, Tag, Typography } from 'antd';
import { exceptionTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending, loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { getScanObjectStatistic, getScanSubjectStatistic, type ObjectiveStatistic } from './scan-statistics-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.scans.statistics;

/** The paper's row of statistic-subject as one line of figures; the problems stand out. */
export function SubjectScanSummary({ examId, testId, refresh = '' }: { examId: number; testId: number; refresh?: string | null }) {
  const load = useLoad(refresh === null ? null : `statistic-subject:${examId}:${refresh}`, () => getScanSubjectStatistic(examId), { keepWithin: `statistic-subject:${examId}` });
  const row = load.data?.result.find((paper) => paper.test_id === testId);
  if (!load.data) return <LoadPending load={load} />;
  if (!row) return null;
  return (
    <Space wrap size={[12, 4]} data-testid="scan-subject-statistic">
      <span>{texts.students(load.data.students)}</span>
      <Typography.Text type="success">{texts.sheets(row.sheets)}</Typography.Text>
      {row.partial > 0 && <Typography.Text type="warning">{texts.partial(row.partial)}</Typography.Text>}
      <span>{texts.absent(load.data.absent)}</span>
      <span>{texts.notScanned(row.not_scanned)}</span>
      {row.absent_with_sheet > 0 && <Typography.Text type="danger">{texts.absentWithSheet(row.absent_with_sheet)}</Typography.Text>}
      <span>{texts.waiting(row.waiting_pages)}</span>
      <Typography.Text type={row.exception_pages > 0 ? 'danger' : undefined}>{texts.exceptions(row.exception_pages)}</Typography.Text>
      {row.exceptions.map((e) => (
        <Tag key={e.type} color="orange">{`${exceptionTypeName(e.type)} ${e.count}`}</Tag>
      ))}
      <span>{texts.ignored(row.ignored_pages)}</span>
    </Space>
  );
}

const optionsText = (question: ObjectiveStatistic) => question.options.map((o) => `${o.option} ${o.count}`).join('  ');

export function ObjectiveStatisticTable({ testId, refresh = '' }: { testId: number; refresh?: string | null }) {
  const load = useLoad(refresh === null ? null : `statistic-object:${testId}:${refresh}`, () => getScanObjectStatistic(testId), { keepWithin: `statistic-object:${testId}` });
  const c = texts.columns;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {load.data && <Typography.Text type="secondary">{texts.objectiveHint(load.data.sheets)}</Typography.Text>}
      <CompactTable<ObjectiveStatistic>
        rowKey="question_id"
        data-testid="scan-object-statistic"
        {...loadTableProps(load, texts.noObjective)}
        loading={load.loading && !load.data}
        dataSource={load.data && load.data.sheets > 0 ? load.data.result : []}
        rowClassName={(q) => (q.suspect.length > 0 ? 'scan-statistic-suspect' : '')}
        columns={[
          { title: c.label, dataIndex: 'label' },
          { title: c.key, render: (_, q) => q.answer.join('') },
          { title: c.answered, dataIndex: 'answered' },
          { title: c.blank, dataIndex: 'blank' },
          { title: c.multiple, dataIndex: 'multiple' },
          { title: c.marginal, dataIndex: 'marginal' },
          { title: c.pending, dataIndex: 'pending' },
          { title: c.right, dataIndex: 'right' },
          { title: c.options, render: (_, q) => optionsText(q) },
          {
            title: c.suspect,
            render: (_, q) =>
              q.suspect.map((reason) => (
                <Tag key={reason} color="red" data-testid="object-suspect">
                  {texts.suspect[reason]}
                </Tag>
              )),
          },
        ]}
      />
    </Space>
  );
}
