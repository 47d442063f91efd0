/** Contract operations of exception handling (spec 002 §7 ocr-exception, match-student, ignore-ocr-result, absent, object-abnormal). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ObjectiveReviewService } from './objective-review-service.ts';
import type { ScanExceptionService } from './scan-exception-service.ts';

export function scanExceptionHandlers(exceptions: ScanExceptionService, review: ObjectiveReviewService): Handlers {
  return {
    listOcrExceptions: signedIn((caller, { query }) => exceptions.list(caller, query)),
    searchScanStudents: signedIn((caller, { query }) => exceptions.searchStudents(caller, query.test_id, query.keyword)),
    matchScanStudent: signedIn((caller, { body }) => exceptions.match(caller, body), msg.scanExceptions.matched),
    ignoreOcrResult: signedIn((caller, { body }) => exceptions.ignore(caller, body), msg.scanExceptions.ignored),
    markScanAbsent: signedIn((caller, { body }) => exceptions.absent(caller, body), msg.scanExceptions.markedAbsent),
    listObjectAbnormal: signedIn((caller, { query }) => review.list(caller, query.test_id, query.state)),
    decideObjectAbnormal: signedIn((caller, { body }) => review.decide(caller, body), msg.scanExceptions.objectiveDecided),
  };
}
