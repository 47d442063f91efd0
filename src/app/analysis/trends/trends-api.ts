/** The analysis calls across several exams of a grade, typed from the contract (analysis-api.ts for the rest). */
import { api, call } from '../../../api/client.ts';
import type { AnalysisScope } from '../analysis-address.ts';
import { targetQuery } from '../analysis-api.ts';

export type TrendKind = 'class' | 'student';

export const trendsApi = {
  /** subjectId 0: the exam total */
  achievementTrend: (examId: number, kind: TrendKind, id: number, subjectId: number) =>
    call(api.GET('/v1/examanalysis/achievement-trend/{id}', { params: { path: { id }, query: { examination_id: examId, type: kind, subject_id: subjectId } } })),
  stability: (scope: AnalysisScope, subjectId: number, exams: number, threshold: number) =>
    call(api.GET('/v1/examanalysis/stability-analysis', { params: { query: { ...targetQuery(scope), subject_id: subjectId, exams, threshold } } })),
  averageComparison: (scope: AnalysisScope) => call(api.GET('/v1/examanalysis/average-comparison', { params: { query: targetQuery(scope) } })),
  /** compareId 0: against the previous exam of the grade */
  rankBands: (scope: AnalysisScope, subjectId: number, bands: string, compareId: number) => {
    const query = { ...targetQuery(scope), subject_id: subjectId, bands };
    return compareId
      ? call(api.GET('/v1/examanalysis/rank-comparison/{id}', { params: { path: { id: compareId }, query } }))
      : call(api.GET('/v1/examanalysis/rank-comparison', { params: { query } }));
  },
  /** compareId 0: against the previous exam of the grade */
  classRanking: (scope: AnalysisScope, subjectId: number, compareId: number) =>
    call(api.GET('/v1/examanalysis/examination-ranking-comparison', { params: { query: { ...targetQuery(scope), subject_id: subjectId, compare_examination_id: compareId } } })),
  targetRanking: (scope: AnalysisScope, subjectId: number) =>
    call(api.GET('/v1/examanalysis/target-ranking-contrast', { params: { query: { ...targetQuery(scope), subject_id: subjectId } } })),
};

export type AchievementTrendData = Awaited<ReturnType<typeof trendsApi.achievementTrend>>;
export type StabilityData = Awaited<ReturnType<typeof trendsApi.stability>>;
export type AverageComparisonData = Awaited<ReturnType<typeof trendsApi.averageComparison>>;
export type RankBandsData = Awaited<ReturnType<typeof trendsApi.rankBands>>;
export type ClassRankingData = Awaited<ReturnType<typeof trendsApi.classRanking>>;
export type TargetRankingData = Awaited<ReturnType<typeof trendsApi.targetRanking>>;
