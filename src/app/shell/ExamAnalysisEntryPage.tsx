/**
 * /teachers/examinationAnalysis — 分析 in the top navigation and 考试分析 on home (spec 002 §2):
 * the exams whose analysis this teacher may open (ended, status 3 'analysis viewable'), newest
 * first. An exam opens its overview (analysisExaminationMain); a paper opens the overview with
 * that paper chosen.
 */
import { useState } from 'react';
import { Button, Card, Pagination, Space, Tag, Typography } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { navigate } from 'wouter/use-browser-location';
import { EXAM_STATUS_NAMES, examTypeName, gradeName, subjectName, type ExamStatus } from '../../domain/enums.ts';
import { analysisApi, type AnalysisExam } from '../analysis/analysis-api.ts';
import { analysisPath, EMPTY_SCOPE } from '../analysis/analysis-address.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadEmpty } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.shell.examAnalysis;
const picker = t.analysis.picker;
/** Exams per page of the entry list. */
const EXAM_PAGE_SIZE = 10;

const overviewPath = (exam: AnalysisExam, testId = 0) => analysisPath('index', { ...EMPTY_SCOPE, examinationId: exam.id, testId });

function ExamRow({ exam }: { exam: AnalysisExam }) {
  return (
    <div className="shell-analysis-exam" data-testid={`analysis-entry-exam-${exam.id}`}>
      <div className="shell-analysis-exam-main">
        <Space size={8} wrap>
          <a className="shell-analysis-exam-name" onClick={() => navigate(overviewPath(exam))}>
            {exam.name}
          </a>
          <Tag color="green">{EXAM_STATUS_NAMES[exam.status as ExamStatus] ?? ''}</Tag>
        </Space>
        <Space size={16} wrap className="shell-analysis-exam-meta">
          <span>
            {picker.startDate}：{exam.start_date}
          </span>
          <span>
            {texts.grade}：{gradeName(exam.grade_id)}
          </span>
          <span>
            {texts.examType}：{examTypeName(exam.examination_type)}
          </span>
        </Space>
        <Space size={6} wrap>
          <Typography.Text type="secondary">{texts.papersLabel}：</Typography.Text>
          {exam.tests.map((test) => (
            <Tag key={test.id} className="shell-analysis-paper" onClick={() => navigate(overviewPath(exam, test.id))}>
              {test.name || subjectName(test.subject_id)}
            </Tag>
          ))}
        </Space>
      </div>
      <Button type="primary" icon={<BarChartOutlined />} onClick={() => navigate(overviewPath(exam))}>
        {picker.open}
      </Button>
    </div>
  );
}

export function ExamAnalysisEntryPage() {
  const [page, setPage] = useState(1);
  const load = useLoad(`analysis-entry:${page}`, () => analysisApi.exams(page, EXAM_PAGE_SIZE));
  const exams = load.data?.result ?? [];
  return (
    <div className="shell-analysis-entry" data-testid="exam-analysis-entry">
      <Typography.Title level={3} className="shell-page-title">
        {texts.title}
      </Typography.Title>
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      <Card variant="borderless" className="shell-analysis-card" loading={load.loading && !load.data}>
        {exams.length === 0 ? (
          <LoadEmpty load={load} empty={picker.noExams} />
        ) : (
          exams.map((exam) => <ExamRow key={exam.id} exam={exam} />)
        )}
        {load.data && load.data.total > EXAM_PAGE_SIZE && (
          <Pagination className="shell-analysis-pager" current={page} pageSize={EXAM_PAGE_SIZE} total={load.data.total} showSizeChanger={false} onChange={setPage} />
        )}
      </Card>
    </div>
  );
}
