/** Contract operations of a paper's printed original: test-paper-images, test-paper-extend and oss-image-process. */
import { msg } from '../../../i18n/server.ts';
import { badRequest } from '../../http/app-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { OriginalPaperService } from './original-paper-service.ts';

/** The file's bytes: the whole body, or the `file` part of a multipart form (a text field there is no file). */
function uploadedFile(body: unknown): Buffer | undefined {
  if (Buffer.isBuffer(body) || body === undefined) return body;
  const { file } = body as { file?: unknown };
  if (!Buffer.isBuffer(file)) throw badRequest(msg.originalPaper.notAFile);
  return file;
}

export function originalPaperHandlers(original: OriginalPaperService): Handlers {
  return {
    getTestPaperExtend: signedIn((caller, { query }) => original.read(caller, query.test_id)),
    uploadTestPaperImages: signedIn(
      (caller, { query, body }) => original.upload(caller, query.test_id, uploadedFile(body)),
      (paper) => msg.originalPaper.uploaded(paper.pages.length),
    ),
    createTestPaperExtend: signedIn(
      (caller, { body }) => original.createCuts(caller, body.test_id, body.cuts),
      (paper) => msg.originalPaper.cutsSaved(paper.pictures.length),
    ),
    orderTestPaperPages: signedIn((caller, { params, body }) => original.orderPages(caller, params.test_paper_id, body.page_ids), msg.originalPaper.ordered),
    saveTestPaperCuts: signedIn(
      (caller, { params, body }) => original.saveCuts(caller, params.test_paper_id, body.cuts),
      (paper) => msg.originalPaper.cutsSaved(paper.pictures.length),
    ),
    rotateTestPaperImage: signedIn((caller, { body }) => original.rotatePage(caller, body.page_id, body.rotate as 90 | 180 | 270), msg.originalPaper.rotated),
    async getTestPaperImage(request, reply) {
      const bytes = await original.image(requireAuth(request), request.params.id);
      // an image never changes under its id: a new upload or cut makes a new one
      reply.header('Cache-Control', 'private, max-age=3600, immutable').type(bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/png');
      return bytes;
    },
  };
}
