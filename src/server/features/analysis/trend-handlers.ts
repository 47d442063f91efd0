/** Contract operations of the analysis across several exams of a grade (trends, stability, comparisons with an earlier exam). */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { msg } from '../../../i18n/server.ts';
import { ExamContrasts } from './exam-contrasts.ts';
import { ExamTrends } from './exam-trends.ts';

const noDataYet = (data: { has_data: boolean }) => (data.has_data ? undefined : msg.analysis.noData);
/** An answer that compares with an earlier exam says so when there is none. */
const comparedMessage = (data: { has_data: boolean; previous: unknown }) => (data.previous === null ? msg.analysis.noPreviousExam : noDataYet(data));

export function trendHandlers(database: Database): Handlers {
  const trends = new ExamTrends(database);
  const contrasts = new ExamContrasts(database);
  return {
    getAchievementTrend: signedIn((caller, { params, query }) => trends.achievementTrend(caller, params.id, query), noDataYet),
    getStabilityAnalysis: signedIn((caller, { query }) => trends.stability(caller, query), noDataYet),
    getAverageComparison: signedIn((caller, { query }) => contrasts.averageComparison(caller, query), comparedMessage),
    getRankComparison: signedIn((caller, { query }) => contrasts.rankBands(caller, undefined, query), comparedMessage),
    getRankComparisonWith: signedIn((caller, { params, query }) => contrasts.rankBands(caller, params.id, query), comparedMessage),
    getExaminationRankingComparison: signedIn((caller, { query }) => contrasts.examinationRanking(caller, query), comparedMessage),
    getTargetRankingContrast: signedIn((caller, { query }) => contrasts.targetRanking(caller, query), noDataYet),
  };
}
