/**
 * /teachers/divided (spec 001 §2.1 考试列表（划题）): without a paper, the school's exams with
 * their papers to choose from; with ?test_id=, the paper's question groups (made by its
 * answer-card template) and their division, drawn on the card and typed in (PaperDivision.tsx).
 * For the school's administrators, who set exams up (the server refuses anyone else a change).
 */
import { Card, Space, Table, Typography } from 'antd';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { EXAM_STATUS_NAMES } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import { listSetupExams, type SetupExam } from '../exams/exam-calls.ts';
import { numberParam } from '../progress/progress-calls.ts';
import { PaperDivision } from './PaperDivision.tsx';
import '../exams/exams.css';

const texts = t.division;
/** Exams listed to choose a paper from (spec 002 §9: exam list page size 100). */
const PAGE_SIZE = 100;

export const DIVISION_PATH = '/teachers/divided';

/** The division of one paper on this screen. */
export function divisionPath(testId: number): string {
  return `${DIVISION_PATH}?test_id=${testId}`;
}

export function DivisionPage() {
  const testId = numberParam(useSearch(), 'test_id');
  return testId ? <PaperDivision testId={testId} back={() => navigate(DIVISION_PATH)} /> : <ExamChoice />;
}

function ExamChoice() {
  const load = useLoad('division-exams', () => listSetupExams({ page_no: 1, page_size: PAGE_SIZE }));
  return (
    <div className="exams-page" data-testid="division-exams">
      <ExamsHead title={texts.title} hint={texts.listHint} />
      <Card variant="borderless">
        <Table<SetupExam>
          rowKey="id"
          dataSource={load.data?.result ?? []}
          {...firstLoadTableProps(load, texts.noExams)}
          pagination={false}
          columns={[
            { title: texts.exam, key: 'name', render: (_, exam) => <Typography.Text strong>{exam.name}</Typography.Text> },
            { title: t.exams.columns.status, key: 'status', width: 150, render: (_, exam) => EXAM_STATUS_NAMES[exam.status] },
            {
              title: texts.papers,
              key: 'papers',
              render: (_, exam) => (
                <Space wrap>
                  {exam.tests.map((test) => (
                    <Typography.Link key={test.id} onClick={() => navigate(divisionPath(test.id))} data-testid="division-paper">
                      {t.exams.paperSummary(test.subject_name, test.total_score, test.question_count, test.partition_count)}
                    </Typography.Link>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
