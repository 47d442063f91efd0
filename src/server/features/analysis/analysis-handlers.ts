/** Contract operations of the exam analysis (/v1/examanalysis). */
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { keptAnswer } from './answer-cache.ts';
import type { AnalysisService } from './analysis-service.ts';
import type { StudentOriginalTests } from './student-original-test.ts';
import type { TypicalPapers } from './typical-papers.ts';
import { noDataYet } from './answer-messages.ts';

export function analysisHandlers(database: Database, analysis: AnalysisService, typical: TypicalPapers, originals: StudentOriginalTests): Handlers {
  return {
    getQuestionOrder: keptAnswer(database, 'exam', (caller, { query }) => analysis.questionOrder(caller, query), noDataYet),
    getSingleQuestionAnalysis: keptAnswer(database, 'exam', (caller, { query }) => analysis.singleQuestion(caller, query), noDataYet),
    getTestQuestionAnalysis: keptAnswer(database, 'exam', (caller, { query }) => analysis.testQuestions(caller, query), noDataYet),
    listAnalysisStudents: keptAnswer(database, 'exam', (caller, { query }) => analysis.students(caller, query), noDataYet),
    getQuestionStudentLists: signedIn((caller, { params, query }) => analysis.questionStudents(caller, params.id, query), noDataYet),
    getScoreRangeRate: keptAnswer(database, 'exam', (caller, { query }) => analysis.scoreRanges(caller, query), noDataYet),
    getFractionalSegment: keptAnswer(database, 'exam', (caller, { query }) => analysis.segments(caller, query), noDataYet),
    getTargetContributionRate: keptAnswer(database, 'exam', (caller, { query }) => analysis.contributionRates(caller, query), noDataYet),
    getAnalysisBasicInfo: keptAnswer(database, 'exam', (caller, { query }) => analysis.basicInfo(caller, query), noDataYet),
    getStudentOriginalTest: signedIn((caller, { query }) => originals.get(caller, query), noDataYet),
    getTypicalExamination: signedIn((caller, { query }) => typical.list(caller, query), noDataYet),
  };
}
