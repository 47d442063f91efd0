/**
 * /analysis/examination/students: the students of the target with their paper totals and ranks;
 * a student's name opens their 成绩趋势 over the grade's exams (trends/).
 */
import { useState } from 'react';
import { Button, Card, Drawer, Table, Tag } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatScore } from './common/format.ts';
import { AchievementTrendCard } from './trends/AchievementTrendCard.tsx';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { pagedTableProps } from '../common/paged-table.ts';

const texts = t.analysis.students;
const PAGE_SIZE = 50;

function Students() {
  const { scope } = useAnalysisView();
  const [page, setPage] = useState(1);
  const [trendOf, setTrendOf] = useState<{ id: number; name: string } | null>(null);
  const load = useLoad(`students:${JSON.stringify(scope)}:${page}`, () => analysisApi.students(scope, page, PAGE_SIZE));
  return (
    <Card variant="borderless" title={texts.title}>
      <Table
        size="small"
        rowKey="student_id"
        {...loadTableProps(load, t.analysis.message.noData)}
        {...pagedTableProps(load.data, page, PAGE_SIZE, setPage)}
        data-testid="student-table"
        columns={[
          { title: texts.rank, key: 'rank', width: 80, render: (_, s) => s.rank ?? <Tag>{texts.incomplete}</Tag> },
          {
            title: texts.name,
            key: 'name',
            render: (_, s) => (
              <Button type="link" size="small" title={t.analysis.trends.trend.open} onClick={() => setTrendOf({ id: s.student_id, name: s.real_name })}>
                {s.real_name}
              </Button>
            ),
          },
          { title: texts.examNumber, key: 'number', dataIndex: 'exam_number' },
          { title: texts.className, key: 'class', dataIndex: 'class_name' },
          { title: texts.total, key: 'total', render: (_, s) => formatScore(s.total_score) },
        ]}
      />
      <Drawer open={trendOf !== null} size="large" title={trendOf ? `${t.analysis.trends.trend.title} · ${trendOf.name}` : ''} onClose={() => setTrendOf(null)} destroyOnHidden>
        {trendOf && <AchievementTrendCard kind="student" id={trendOf.id} />}
      </Drawer>
    </Card>
  );
}

export const StudentsPage = analysisScreen('students', Students);
