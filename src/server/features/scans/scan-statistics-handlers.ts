/** Contract operations of the scan room's figures and of recognising a scan at once (spec 002 §7 statistic-subject, statistic-object, subjective-score-abnormal, ocr-result, online-ocr-upload). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { OnlineOcrService } from './online-ocr-service.ts';
import type { ScanStatisticsService } from './scan-statistics-service.ts';

export function scanStatisticsHandlers(statistics: ScanStatisticsService, online: OnlineOcrService): Handlers {
  return {
    getScanSubjectStatistic: signedIn((caller, { query }) => statistics.subjects(caller, query.examination_id)),
    getScanObjectStatistic: signedIn((caller, { query }) => statistics.objectives(caller, query.test_id)),
    listSubjectiveScoreAbnormal: signedIn((caller, { query }) => statistics.subjectiveAbnormal(caller, query.test_id)),
    getOcrResult: signedIn((caller, { query }) => online.result(caller, query.page_id)),
    onlineOcrUpload: signedIn(
      (caller, { query, body }) => online.upload(caller, query.batch_id, query.file_name, body as Buffer | undefined),
      ({ file, pages }) => (file.state === 'refused' ? msg.scans.fileRefused(file.error ?? '') : file.duplicate && pages.length === 0 ? msg.scans.fileDuplicate : msg.scans.onlineRecognised(pages.length)),
    ),
  };
}
