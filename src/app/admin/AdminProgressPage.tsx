/**
 * /divided/progress: the marking progress of every exam the user may follow, each exam opening
 * onto its papers. Roles 1 and 5 reach it from their top bar: the route guard keeps them off the
 * /marking pages (spec 002 §2), so this screen under a path it allows shows them the same figures,
 * with no link to a page that would sign them out. Each paper links to its subject management
 * (/divided/progress/{examinationid}/{testId}: markers, speed, problem papers).
 */
import { Link } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { paperProgressColumns } from '../progress/ExamProgressList.tsx';
import { ExamsUnfoldingPapers } from '../progress/ExamsUnfoldingPapers.tsx';
import { paperScanPath } from '../scans/scan-paths.ts';
import '../progress/progress.css';

const texts = t.progress;

export function AdminProgressPage() {
  return (
    <div className="page-stack" data-testid="admin-progress-page">
      <PageHead title={texts.examsTitle} hint={t.admin.progress.hint} />
      <ExamsUnfoldingPapers
        columns={(exam) => [
          ...paperProgressColumns,
          {
            key: 'assignment',
            width: 100,
            render: (_, test) => (
              <Link href={`/divided/progress/${exam.id}/${test.id}`} data-testid="open-assignment">
                {t.assignment.title}
              </Link>
            ),
          },
          {
            key: 'scan',
            width: 100,
            render: (_, test) => (
              <Link href={paperScanPath(exam.id, test.id)} data-testid="open-scan">
                {t.scans.title}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
