/** Contract operations of the exam analysis (/v1/examanalysis). */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { AnalysisService } from './analysis-service.ts';
import type { StudentOriginalTests } from './student-original-test.ts';
import type { TypicalPapers } from './typical-papers.ts';
import { msg } from '../../../i18n/server.ts';

/** An answer without marking data still succeeds; its msg says there is nothing yet. */
const noDataYet = (data: { has_data: boolean }) => (data.has_data ? undefined : msg.analysis.noData);

export function analysisHandlers(analysis: AnalysisService, typical: TypicalPapers, originals: StudentOriginalTests): Handlers {
  return {
    getQuestionOrder: signedIn((caller, { query }) => analysis.questionOrder(caller, query), noDataYet),
    getSingleQuestionAnalysis: signedIn((caller, { query }) => analysis.singleQuestion(caller, query), noDataYet),
    getTestQuestionAnalysis: signedIn((caller, { query }) => analysis.testQuestions(caller, query), noDataYet),
    listAnalysisStudents: signedIn((caller, { query }) => analysis.students(caller, query), noDataYet),
    getQuestionStudentLists: signedIn((caller, { params, query }) => analysis.questionStudents(caller, params.id, query), noDataYet),
    getScoreRangeRate: signedIn((caller, { query }) => analysis.scoreRanges(caller, query), noDataYet),
    getFractionalSegment: signedIn((caller, { query }) => analysis.segments(caller, query), noDataYet),
    getTargetContributionRate: signedIn((caller, { query }) => analysis.contributionRates(caller, query), noDataYet),
    getAnalysisBasicInfo: signedIn((caller, { query }) => analysis.basicInfo(caller, query), noDataYet),
    getStudentOriginalTest: signedIn((caller, { query }) => originals.get(caller, query), noDataYet),
    getTypicalExamination: signedIn((caller, { query }) => typical.list(caller, query), noDataYet),
  };
}
