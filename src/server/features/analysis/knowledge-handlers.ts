/** Contract operations of the knowledge points and the question list of a paper (/v1/examanalysis). */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { msg } from '../../../i18n/server.ts';
import type { AnalysisService } from './analysis-service.ts';
import { KnowledgePoints } from './knowledge-points.ts';
import { noDataYet } from './answer-messages.ts';

export function knowledgeHandlers(database: Database, analysis: AnalysisService): Handlers {
  const points = new KnowledgePoints(database, analysis);
  return {
    getTestQuestionList: signedIn((caller, { query }) => points.questionList(caller, query), noDataYet),
    getTestTags: signedIn((caller, { query }) => points.testTags(caller, query)),
    saveTestTags: signedIn((caller, { body }) => points.saveTestTags(caller, body), msg.analysis.testTagsSaved),
    getTargetTags: signedIn((caller, { query }) => points.targetTags(caller, query), noDataYet),
  };
}
