/**
 * /divided/progress/scanAnswerSheet/exception/{examinationid}/{testId} (spec 001 §2.1; spec 002 §7
 * ocr-exception, match-student, ignore-ocr-result, absent, object-abnormal, statistic-subject,
 * subjective-score-abnormal): a paper's recognition exceptions for its school administrators —
 * how far the paper's scanning has come, the exception pages by batch and type, the objective
 * answers waiting for a person's decision and the written scores that would be missing or cannot
 * stand. Reached from the scan screen, the exam list and /teachers/exceptionHandling.
 */
import { Tabs } from 'antd';
import { Link } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import type { RouteParams } from '../shell/routes.tsx';
import { ExceptionPagesPanel } from './ExceptionPagesPanel.tsx';
import { ObjectiveReviewPanel } from './ObjectiveReviewPanel.tsx';
import { paperScanPath } from './scan-paths.ts';
import { SubjectScanSummary } from './ScanStatisticsPanel.tsx';
import { SubjectiveAbnormalPanel } from './SubjectiveAbnormalPanel.tsx';
import './scans.css';

const texts = t.scanExceptions;

export function ScanExceptionPage({ params }: { params: RouteParams }) {
  const examId = Number(params.examinationid);
  const testId = Number(params.testId);
  const valid = Number.isInteger(testId) && testId > 0;
  return (
    <div className="page-stack scan-page" data-testid="scan-exception-page">
      <PageHead title={texts.title} hint={texts.hint} />
      {Number.isInteger(examId) && examId > 0 && valid && <Link href={paperScanPath(examId, testId)}>{t.scans.title}</Link>}
      {valid && Number.isInteger(examId) && examId > 0 && <SubjectScanSummary examId={examId} testId={testId} />}
      {valid && (
        <Tabs
          items={[
            { key: 'pages', label: texts.tabs.pages, children: <ExceptionPagesPanel testId={testId} /> },
            { key: 'objective', label: texts.tabs.objective, children: <ObjectiveReviewPanel testId={testId} /> },
            { key: 'subjective', label: texts.tabs.subjective, children: <SubjectiveAbnormalPanel testId={testId} /> },
          ]}
        />
      )}
    </div>
  );
}
