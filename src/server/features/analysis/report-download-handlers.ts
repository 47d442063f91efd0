/** Contract operations of the analysis report downloads and previews (/v1/examanalysis). */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { msg } from '../../../i18n/server.ts';
import type { ReportDownloads } from './report-downloads.ts';

export function reportDownloadHandlers(reports: ReportDownloads): Handlers {
  return {
    requestAnalysisReport: signedIn((caller, { body }) => reports.requestReport(caller, body), msg.tasks.created),
    requestAchievementDownload: signedIn((caller, { body }) => reports.requestAchievement(caller, body), msg.tasks.created),
    getAchievementDownload: signedIn((caller, { params }) => reports.achievement(caller, params.id)),
    getReportPreview: signedIn((caller, { query }) => reports.preview(caller, query)),
  };
}
