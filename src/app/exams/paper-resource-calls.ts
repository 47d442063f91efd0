/** The calls of a paper's attached files (test-resource) and of the school's library of them. */
import { api, ApiError, call } from '../../api/client.ts';
import { fileBytes } from '../../api/file-bytes.ts';
import { failureFromAnswer } from '../../api/request-errors.ts';
import { saveFileAs } from '../common/save-file.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type PaperResource = components['schemas']['TestResource'];

export const paperResources = (testId: number) => call(api.GET('/v1/examination/test-resource', { params: { query: { test_id: testId } } }));

/** Sends the file's bytes as they are (at most a few megabytes, read whole): the server tells its kind from them. */
export const uploadPaperResource = async (testId: number, file: File) => call(api.POST('/v1/examination/test-resource', { params: { query: { test_id: testId, name: file.name } }, ...(await fileBytes(file)) }));

export const deletePaperResource = (id: number) => call(api.DELETE('/v1/examination/test-resource/{id}', { params: { path: { id } } }));

/** Fetches the file with the caller's token and hands it to the browser to save under its name. */
export async function savePaperResource(resource: PaperResource): Promise<void> {
  const { data, response, error } = await api.GET('/v1/examination/test-resource/{id}/file', { params: { path: { id: resource.id } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(failureFromAnswer(response.status, error), 'web');
  saveFileAs(data, resource.name);
}

export type LibraryResource = components['schemas']['LibraryResource'];
export type LibraryQuery = NonNullable<operations['listLibraryResources']['parameters']['query']>;

/** The school's paper library (校本试卷): every paper's files the caller may open. */
export const libraryResources = (query: LibraryQuery) => call(api.GET('/v1/examination/test-resource-library', { params: { query } }));
