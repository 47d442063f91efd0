/**
 * /preview/analysis/report/{campus, school, teach, class, questSituationAudit, classSubject}: a
 * report of the exam in the address (?examinationid=, optional testids= and classids=, comma
 * separated) as a printable A4 page with a print button; the PDF task of the same kind draws the
 * same content. No navigation: the page is opened in a tab of its own and printed.
 */
import { Button, Result, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useLocation, useSearch } from 'wouter';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import { reportCalls, type ReportKind } from './report-calls.ts';
import { ReportView } from './ReportView.tsx';

const PREVIEW_KINDS: Readonly<Record<string, ReportKind>> = {
  campus: 'campus',
  school: 'school',
  teach: 'teach',
  class: 'class',
  questSituationAudit: 'questSituationAudit',
  classSubject: 'classSubject',
};

const ids = (value: string | null) => (value ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);

export function ReportPreviewPage() {
  const [location] = useLocation();
  const search = useSearch();
  const kind = PREVIEW_KINDS[location.split('/').pop() ?? ''] ?? 'school';
  const params = new URLSearchParams(search);
  const examId = ids(params.get('examinationid'))[0];
  const testIds = ids(params.get('testids') ?? params.get('testid'));
  const classIds = ids(params.get('classids') ?? params.get('classid'));
  const load = useLoad(examId ? `report-preview:${kind}:${search}` : null, () =>
    reportCalls.preview({ examination_id: examId!, report: kind, ...(testIds.length > 0 ? { test_ids: testIds } : {}), ...(classIds.length > 0 ? { class_ids: classIds } : {}) }),
  );
  if (!examId) return <Result status="warning" title={t.analysis.reportTasks.previewNeedsExam} />;
  if (load.error) return <Result status="warning" title={load.error.message} extra={<Button onClick={load.reload}>{t.common.retry}</Button>} />;
  if (!load.data) return <Spin className="load-spin" />;
  return (
    <div className="report-preview">
      <div className="report-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
          {t.analysis.reportTasks.print}
        </Button>
      </div>
      <ReportView model={load.data} />
    </div>
  );
}
