/** Contract operations of the analysis across several exams of a grade (trends, stability, comparisons with an earlier exam). */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { keptAnswer } from './answer-cache.ts';
import { ExamContrasts } from './exam-contrasts.ts';
import { ExamTrends } from './exam-trends.ts';
import { comparedMessage, noDataYet } from './answer-messages.ts';

export function trendHandlers(database: Database): Handlers {
  const trends = new ExamTrends(database);
  const contrasts = new ExamContrasts(database);
  return {
    getAchievementTrend: keptAnswer(database, 'earlier', (caller, { params, query }) => trends.achievementTrend(caller, params.id, query), noDataYet),
    getStabilityAnalysis: keptAnswer(database, 'earlier', (caller, { query }) => trends.stability(caller, query), noDataYet),
    getAverageComparison: keptAnswer(database, 'earlier', (caller, { query }) => contrasts.averageComparison(caller, query), comparedMessage),
    getRankComparison: keptAnswer(database, 'earlier', (caller, { query }) => contrasts.rankBands(caller, undefined, query), comparedMessage),
    getRankComparisonWith: keptAnswer(database, 'earlier', (caller, { params, query }) => contrasts.rankBands(caller, params.id, query), comparedMessage),
    getExaminationRankingComparison: keptAnswer(database, 'earlier', (caller, { query }) => contrasts.examinationRanking(caller, query), comparedMessage),
    getTargetRankingContrast: keptAnswer(database, 'earlier', (caller, { query }) => contrasts.targetRanking(caller, query), noDataYet),
  };
}
