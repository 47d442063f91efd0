/**
 * Written (subjective) scores that are impossible or would be missing (spec 002 §7
 * subjective-score-abnormal), on the exception screen: a student whose objective side was read
 * while the rest of the sheet never reached marking (its back side to be scanned or its exception
 * handled), and final scores above a blank's full mark, off its step or missing for a blank.
 */
import { Space, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { listSubjectiveScoreAbnormal, type SubjectiveAbnormal } from './scan-statistics-calls.ts';

const texts = t.scanExceptions.subjective;

const detailOf = (row: SubjectiveAbnormal) =>
  row.kind === 'sheet_incomplete'
    ? texts.pages(row.pages_read ?? 0, row.pages_expected)
    : texts.score(row.group_name ?? '', row.blank_label ? `${row.question_label} ${row.blank_label}` : (row.question_label ?? ''), row.score, row.full_mark, row.step);

export function SubjectiveAbnormalPanel({ testId }: { testId: number }) {
  const load = useLoad(`subjective-score-abnormal:${testId}`, () => listSubjectiveScoreAbnormal(testId));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="subjective-abnormal">
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      {load.data && <Typography.Text>{texts.total(load.data.total)}</Typography.Text>}
      <Table<SubjectiveAbnormal>
        rowKey={(row) => `${row.student_id}:${row.kind}:${row.partition_id ?? 0}:${row.question_label ?? ''}:${row.blank_label ?? ''}`}
        size="small"
        {...loadTableProps(load, texts.none)}
        dataSource={load.data?.result ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: texts.columns.student, render: (_, row) => `${row.name}（${row.exam_number}）` },
          { title: texts.columns.kind, render: (_, row) => <Tag color={row.kind === 'sheet_incomplete' ? 'orange' : 'red'}>{texts.kind[row.kind]}</Tag> },
          { title: texts.columns.detail, render: (_, row) => <span data-testid="subjective-detail">{detailOf(row)}</span> },
        ]}
      />
    </Space>
  );
}
