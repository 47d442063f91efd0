/** The calls of a question group's spot checks on the assignment screen (spec 001 §7.5 partition-spot-check). */
import { api, call } from '../../api/client.ts';
import type { components } from '../../contract/schema.d.ts';

export type SpotCheck = components['schemas']['SpotCheck'];

/** The question groups of a paper, for the school's administrators and its exam leaders. */
export const spotCheckGroupsOf = (testId: number) => call(api.GET('/v1/examination/partition-spot-check-group', { params: { query: { test_id: testId } } }));

export const spotChecksOf = (partitionId: number) => call(api.GET('/v1/examination/partition-spot-check', { params: { query: { partition_id: partitionId } } }));

export const drawSpotCheck = (partitionId: number, count: number) => call(api.POST('/v1/examination/partition-spot-check', { body: { partition_id: partitionId, count } }));

export const scoreSpotCheck = (checkId: number, scores: { seq: number; score: number }[]) =>
  call(api.PUT('/v1/examination/partition-spot-check/{id}', { params: { path: { id: checkId } }, body: { scores } }));

/** A scan piece as a blob, fetched with the web token (its address only works for the user it was made for). */
export async function scanBlob(url: string, signal: AbortSignal): Promise<Blob | null> {
  const key = /^\/v1\/files\/scans\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
  if (!key) return null;
  const { data } = await api.GET('/v1/files/scans/{key}', { params: { path: { key } }, parseAs: 'blob', signal });
  return data ?? null;
}
