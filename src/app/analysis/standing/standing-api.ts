/** The calls of the panels on how classes and subjects stand against the grade, typed from the contract. */
import { api, call } from '../../../api/client.ts';
import type { AnalysisScope } from '../analysis-address.ts';
import { targetQuery, type PotentialLine } from '../analysis-api.ts';

export const standingApi = {
  supervision: (examId: number, teacherId: number) =>
    call(api.GET('/v1/examanalysis/teaching-supervision/{id}', { params: { path: { id: teacherId }, query: { examination_id: examId } } })),
  power: (examId: number, classId: number) =>
    call(api.GET('/v1/examanalysis/competitive-power/{id}', { params: { path: { id: classId }, query: { examination_id: examId } } })),
  contribution: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/child-contribution-rate', { params: { query: targetQuery(scope) } })),
  comparison: (scope: AnalysisScope) => call(api.GET('/v1/exam-analysis-upgrade/children-test-comparison', { params: { query: targetQuery(scope) } })),
  /** margin null: the server's default */
  focus: (scope: AnalysisScope, line: PotentialLine, margin: number | null) =>
    call(api.GET('/v1/examanalysis/focus-group', { params: { query: { ...targetQuery(scope), line, ...(margin === null ? {} : { margin }) } } })),
  /** the focus group of one class (its own call); margin null: the server's default */
  classFocus: (examId: number, classId: number, line: PotentialLine, margin: number | null) =>
    call(api.GET('/v1/examanalysis/focus-group/{id}', { params: { path: { id: classId }, query: { examination_id: examId, line, ...(margin === null ? {} : { margin }) } } })),
};

export type FocusData = Awaited<ReturnType<typeof standingApi.focus>>;
export type ContributionData = Awaited<ReturnType<typeof standingApi.contribution>>;
export type ComparisonData = Awaited<ReturnType<typeof standingApi.comparison>>;
export type PowerData = Awaited<ReturnType<typeof standingApi.power>>;
export type SupervisionData = Awaited<ReturnType<typeof standingApi.supervision>>;
