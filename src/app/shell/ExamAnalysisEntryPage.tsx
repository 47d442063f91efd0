/**
 * /teachers/examinationAnalysis — 分析 in the top navigation and 考试分析 on home (spec 002 §2):
 * the exams whose analysis this teacher may open (ended, status 3 'analysis viewable'), newest
 * first. An exam opens its overview (analysisExaminationMain); a paper opens the overview with
 * that paper chosen.
 */
import { Typography } from 'antd';
import { AnalysisExamList } from '../analysis/common/AnalysisExamList.tsx';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.shell.examAnalysis;

export function ExamAnalysisEntryPage() {
  return (
    <div className="shell-analysis-entry" data-testid="exam-analysis-entry">
      <Typography.Title level={3} className="shell-page-title">
        {texts.title}
      </Typography.Title>
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      <AnalysisExamList className="shell-analysis-card" />
    </div>
  );
}
