/** The calls of the division screen: a paper's question groups with their division, and a change of one group's division. */
import { api, call } from '../../api/client.ts';
import type { DivisionPatchBody } from './division-model.ts';

export const paperDivision = (testId: number) => call(api.GET('/v1/examination/divide-partition', { params: { query: { test_id: testId } } }));

export const saveDivision = (partitionId: number, body: DivisionPatchBody) =>
  call(api.PATCH('/v1/examination/divide-partition/{id}', { params: { path: { id: partitionId } }, body }));
