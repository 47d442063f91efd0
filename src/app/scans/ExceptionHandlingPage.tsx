/**
 * /teachers/exceptionHandling (spec 001 §2.1, recognition exception handling): the exams of the
 * school, each unfolding onto its papers, each paper opening its exception screen.
 */
import { Link } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { ExamsUnfoldingPapers } from '../progress/ExamsUnfoldingPapers.tsx';
import { paperExceptionPath } from './scan-paths.ts';
import '../progress/progress.css';

const texts = t.scanExceptions;

export function ExceptionHandlingPage() {
  return (
    <div className="page-stack" data-testid="exception-handling-page">
      <PageHead title={texts.title} hint={texts.hint} />
      <ExamsUnfoldingPapers
        columns={(exam) => [
          { title: t.progress.subjects.subject, dataIndex: 'subject_name' },
          { title: t.progress.subjects.paper, dataIndex: 'name' },
          {
            key: 'exceptions',
            render: (_, test) => (
              <Link href={paperExceptionPath(exam.id, test.id)} data-testid="open-exceptions">
                {texts.link}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
