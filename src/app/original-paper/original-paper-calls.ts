/** The calls of a paper's printed original (原卷): test-paper-images, test-paper-extend and oss-image-process. */
import { api, call } from '../../api/client.ts';
import { formUpload, type UploadProgress } from '../../api/form-upload.ts';
import type { components } from '../../contract/schema.d.ts';

export type OriginalPaper = components['schemas']['OriginalPaper'];
export type OriginalCut = components['schemas']['OriginalCut'];

export const originalPaper = (testId: number) => call(api.GET('/v1/examination/test-paper-extend', { params: { query: { test_id: testId } } }));

/**
 * Sends one image or PDF as the `file` part of a multipart form (001 §7.5), reporting how much of it
 * has gone; the server tells its kind from its bytes and renders a PDF's pages.
 */
export function uploadOriginal(testId: number, file: File, onProgress: UploadProgress) {
  const upload = formUpload({ file }, onProgress);
  return call(upload.api.POST('/v1/pymt/test-paper-images', { params: { query: { test_id: testId } }, ...upload.body }));
}

/** Keeps these pages in this order; a page left out is removed. */
export const orderOriginalPages = (testId: number, pageIds: number[]) =>
  call(api.PATCH('/v1/examination/test-paper-extend/{test_paper_id}', { params: { path: { test_paper_id: testId } }, body: { page_ids: pageIds } }));

export const saveOriginalCuts = (testId: number, cuts: OriginalCut[]) =>
  call(api.PUT('/v1/examination/test-paper-extend/{test_paper_id}', { params: { path: { test_paper_id: testId } }, body: { cuts } }));

/** Turns a page clockwise by a quarter (a photo taken sideways); the cuts on it are removed. */
export const rotateOriginalPage = (pageId: number) => call(api.POST('/v1/pymt/oss-image-process', { body: { page_id: pageId, rotate: 90 } }));
