/** The calls of subject management (marker assignment of a paper's question groups). */
import { api, call } from '../../api/client.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type GroupAssignment = components['schemas']['GroupAssignment'];
export type GroupAssignmentBody = components['schemas']['GroupAssignmentBody'];
type ListAnswer = NonNullable<operations['listTestAssignments']['responses']['200']['content']['application/json']['data']>;
export type AssignmentCandidate = ListAnswer['teachers'][number];
export type ExamClass = ListAnswer['classes'][number];

export const listAssignments = (testId: number) => call(api.GET('/v1/examination/examination-teacher', { params: { query: { test_id: testId } } }));

export const saveAssignment = (partitionId: number, body: GroupAssignmentBody) =>
  call(api.PUT('/v1/examination/examination-teacher/{id}', { params: { path: { id: partitionId } }, body }));
