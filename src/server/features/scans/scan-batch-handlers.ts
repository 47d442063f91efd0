/** Contract operations of scan batches (spec 002 §7 scan-batch, scan-class). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ScanBatchService } from './scan-batch-service.ts';

export function scanBatchHandlers(batches: ScanBatchService): Handlers {
  return {
    listScanBatches: signedIn((caller, { query }) => batches.list(caller, query.test_id)),
    createScanBatch: signedIn((caller, { body }) => batches.create(caller, body), msg.scans.batchCreated),
    getScanBatch: signedIn((caller, { params }) => batches.get(caller, params.id)),
    deleteScanBatch: signedIn((caller, { params }) => batches.delete(caller, params.id), msg.scans.batchDeleted),
    listScanClasses: signedIn((caller, { query }) => batches.classes(caller, query.test_id)),
  };
}
