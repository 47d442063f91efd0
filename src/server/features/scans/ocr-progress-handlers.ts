/** Contract operations of recognition progress and re-recognition (spec 002 §7 ocr-progress, start-ocr, reocr). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { OcrProgressService } from './ocr-progress-service.ts';

export function ocrProgressHandlers(ocr: OcrProgressService): Handlers {
  return {
    getOcrProgress: signedIn((caller, { query }) => ocr.progress(caller, query.batch_id)),
    startOcr: signedIn((caller, { body }) => ocr.start(caller, body.batch_id), (started) => msg.recognition.batchQueued(started.queued_pages)),
    reocrPage: signedIn((caller, { body }) => ocr.reocr(caller, body.page_id), msg.recognition.pageQueued),
  };
}
