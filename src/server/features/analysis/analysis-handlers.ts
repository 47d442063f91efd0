/** Contract operations of the exam analysis (/v1/examanalysis). */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { AnalysisService } from './analysis-service.ts';
import type { TypicalPapers } from './typical-papers.ts';
import { msg } from '../../../i18n/server.ts';

/** An answer without marking data still succeeds; its msg says there is nothing yet. */
const answer = <T extends { has_data: boolean }>(data: T) => (data.has_data ? ok(data) : ok(data, msg.analysis.noData));

export function analysisHandlers(analysis: AnalysisService, typical: TypicalPapers): Handlers {
  return {
    async getQuestionOrder(request) {
      return answer(await analysis.questionOrder(requireAuth(request), request.query));
    },
    async getSingleQuestionAnalysis(request) {
      return answer(await analysis.singleQuestion(requireAuth(request), request.query));
    },
    async getTestQuestionAnalysis(request) {
      return answer(await analysis.testQuestions(requireAuth(request), request.query));
    },
    async listAnalysisStudents(request) {
      return answer(await analysis.students(requireAuth(request), request.query));
    },
    async getQuestionStudentLists(request) {
      return answer(await analysis.questionStudents(requireAuth(request), request.params.id, request.query));
    },
    async getScoreRangeRate(request) {
      return answer(await analysis.scoreRanges(requireAuth(request), request.query));
    },
    async getFractionalSegment(request) {
      return answer(await analysis.segments(requireAuth(request), request.query));
    },
    async getTargetContributionRate(request) {
      return answer(await analysis.contributionRates(requireAuth(request), request.query));
    },
    async getAnalysisBasicInfo(request) {
      return answer(await analysis.basicInfo(requireAuth(request), request.query));
    },
    async getTypicalExamination(request) {
      return answer(await typical.list(requireAuth(request), request.query));
    },
  };
}
