/**
 * The exams whose analysis this teacher may open, newest first, a page at a time: each with its
 * status, date, grade, type and papers. The exam opens its overview (analysisExaminationMain), a
 * paper opens the overview with that paper chosen. Shown by 分析 in the top navigation and by the
 * overview when no exam is chosen.
 */
import { useState } from 'react';
import { Button, Card, Pagination, Space, Tag, Typography } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { EXAM_STATUS_NAMES, examTypeName, gradeName, subjectName, type ExamStatus } from '../../../domain/enums.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { analysisApi, type AnalysisExam } from '../analysis-api.ts';
import { analysisPath, EMPTY_SCOPE } from '../analysis-address.ts';
import { useLoad } from '../../common/use-load.ts';
import { LoadEmpty } from '../../common/LoadStatus.tsx';
import './analysis-exam-list.css';

const picker = t.analysis.picker;
/** Exams per page. */
const EXAM_PAGE_SIZE = 10;

const overviewPath = (exam: AnalysisExam, testId = 0) => analysisPath('index', { ...EMPTY_SCOPE, examinationId: exam.id, testId });

function ExamRow({ exam, open }: { exam: AnalysisExam; open: (path: string) => void }) {
  return (
    <div className="analysis-exam-row" data-testid={`analysis-exam-${exam.id}`}>
      <div className="analysis-exam-main">
        <Space size={8} wrap>
          <a className="analysis-exam-title" onClick={() => open(overviewPath(exam))}>
            {exam.name}
          </a>
          <Tag color="green">{EXAM_STATUS_NAMES[exam.status as ExamStatus] ?? ''}</Tag>
        </Space>
        <Space size={16} wrap className="analysis-exam-meta">
          <span>
            {picker.startDate}：{exam.start_date || picker.noDate}
          </span>
          <span>
            {picker.grade}：{gradeName(exam.grade_id)}
          </span>
          <span>
            {picker.examType}：{examTypeName(exam.examination_type)}
          </span>
        </Space>
        <Space size={6} wrap>
          <Typography.Text type="secondary">{picker.papers}：</Typography.Text>
          {exam.tests.map((test) => (
            <Tag key={test.id} className="analysis-exam-paper" onClick={() => open(overviewPath(exam, test.id))}>
              {test.name || subjectName(test.subject_id)}
            </Tag>
          ))}
        </Space>
      </div>
      <Button type="primary" icon={<BarChartOutlined />} onClick={() => open(overviewPath(exam))}>
        {picker.open}
      </Button>
    </div>
  );
}

/** The list in a card of its own, with a pager when there is more than a page. */
export function AnalysisExamList({ title, className }: { title?: string; className?: string }) {
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const load = useLoad(`analysis-exams:${page}`, () => analysisApi.exams(page, EXAM_PAGE_SIZE), { keepWithin: 'analysis-exams' });
  const exams = load.data?.result ?? [];
  return (
    <Card title={title} variant="borderless" className={className} data-testid="analysis-exam-list" loading={load.loading && !load.data}>
      {exams.length === 0 ? (
        <LoadEmpty load={load} empty={picker.noExams} />
      ) : (
        <div className="analysis-exam-list">
          {exams.map((exam) => (
            <ExamRow key={exam.id} exam={exam} open={navigate} />
          ))}
        </div>
      )}
      {load.data && load.data.total > EXAM_PAGE_SIZE && (
        <Pagination className="analysis-exam-pager" current={page} pageSize={EXAM_PAGE_SIZE} total={load.data.total} showSizeChanger={false} onChange={setPage} />
      )}
    </Card>
  );
}
