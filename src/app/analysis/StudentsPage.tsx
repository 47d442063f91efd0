/** /analysis/examination/students: the students of the target with their paper totals and ranks. */
import { useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatScore } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';

const texts = t.analysis.students;
const PAGE_SIZE = 50;

function Students() {
  const { scope } = useAnalysisView();
  const [page, setPage] = useState(1);
  const load = useLoad(`students:${JSON.stringify(scope)}:${page}`, () => analysisApi.students(scope, page, PAGE_SIZE));
  return (
    <Card variant="borderless" title={texts.title}>
      <Table
        size="small"
        rowKey="student_id"
        {...loadTableProps(load, t.analysis.message.noData)}
        dataSource={load.data?.result ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: load.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="student-table"
        columns={[
          { title: texts.rank, key: 'rank', width: 80, render: (_, s) => s.rank ?? <Tag>{texts.incomplete}</Tag> },
          { title: texts.name, key: 'name', dataIndex: 'real_name' },
          { title: texts.examNumber, key: 'number', dataIndex: 'exam_number' },
          { title: texts.className, key: 'class', dataIndex: 'class_name' },
          { title: texts.total, key: 'total', render: (_, s) => formatScore(s.total_score) },
        ]}
      />
    </Card>
  );
}

export const StudentsPage = analysisScreen('students', Students);
