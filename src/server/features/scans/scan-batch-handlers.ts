/** Contract operations of scan batches (spec 002 §7 scan-batch, scan-class) and of mixed uploads (AI答题卡扫描). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { MixedScanService } from './mixed-scan-service.ts';
import type { ScanBatchService } from './scan-batch-service.ts';

export function scanBatchHandlers(batches: ScanBatchService, mixed: MixedScanService): Handlers {
  return {
    listMixedScanBatches: signedIn((caller, { query }) => mixed.list(caller, query.examination_id)),
    createMixedScanBatch: signedIn((caller, { body }) => mixed.create(caller, body), msg.scans.batchCreated),
    listScanBatches: signedIn((caller, { query }) => batches.list(caller, query.test_id)),
    createScanBatch: signedIn((caller, { body }) => batches.create(caller, body), msg.scans.batchCreated),
    getScanBatch: signedIn((caller, { params }) => batches.get(caller, params.id)),
    deleteScanBatch: signedIn((caller, { params }) => batches.delete(caller, params.id), msg.scans.batchDeleted),
    listScanClasses: signedIn((caller, { query }) => batches.classes(caller, query.test_id)),
  };
}
