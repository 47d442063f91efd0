/** The calls of a paper's monitoring on the assignment screen: live speed and the problem papers. */
import { api, call } from '../../api/client.ts';
import type { components, operations } from '../../contract/schema.d.ts';

export type ProblemPaper = components['schemas']['ProblemPaper'];
export type ProblemState = NonNullable<NonNullable<operations['listProblemPapers']['parameters']['query']>['state']>;
export type ResolveProblemBody = components['schemas']['ResolveProblemBody'];
export type MarkingSpeedAnswer = NonNullable<operations['getMarkingSpeed']['responses']['200']['content']['application/json']['data']>;

export const markingSpeed = (testId: number) => call(api.GET('/v1/examination/test-partition', { params: { query: { test_id: testId } } }));

export const problemPapers = (testId: number, state: ProblemState, page: number) =>
  call(api.GET('/v1/examination/examination-problem', { params: { query: { test_id: testId, state, page_no: page, page_size: 20 } } }));

export const resolveProblem = (problemId: number, body: ResolveProblemBody) =>
  call(api.PATCH('/v1/examination/examination-problem/{id}', { params: { path: { id: problemId } }, body }));
