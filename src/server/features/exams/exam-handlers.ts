/** Contract operations of exam setup: exams, their lifecycle, and the papers' questions and answer keys. */
import { msg } from '../../../i18n/server.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ExamLifecycle } from './exam-lifecycle.ts';
import type { ExamService } from './exam-service.ts';
import type { ExamStudentService } from './exam-student-service.ts';
import type { PaperService } from './paper-service.ts';

export function examHandlers(exams: ExamService, lifecycle: ExamLifecycle, papers: PaperService, sitting: ExamStudentService): Handlers {
  return {
    async listSetupExams(request) {
      return ok(await exams.list(requireAuth(request), request.query));
    },
    async createExam(request) {
      return ok(await exams.create(requireAuth(request), request.body), msg.exam.created);
    },
    async getSetupExam(request) {
      return ok(await exams.get(requireAuth(request), request.params.id));
    },
    async updateExam(request) {
      const body = request.body;
      const done = body.status === 1 ? msg.exam.started : body.status === 2 ? msg.exam.ended : msg.exam.saved;
      return ok(await lifecycle.patch(requireAuth(request), request.params.id, body), done);
    },
    async openExamAnalysis(request) {
      return ok(await lifecycle.openAnalysis(requireAuth(request), request.params.id), msg.exam.analysisOpened);
    },
    async setTestCorrectType(request) {
      return ok(await exams.setCorrectType(requireAuth(request), request.params.id, request.body.correct_type), msg.exam.saved);
    },
    async listPaperQuestions(request) {
      return ok(await papers.list(requireAuth(request), request.query.test_id));
    },
    async savePaperQuestions(request) {
      return ok(await papers.save(requireAuth(request), request.body), msg.exam.questionsSaved);
    },
    async listExamStudents(request) {
      return ok(await sitting.list(requireAuth(request), request.query));
    },
    async addExamStudents(request) {
      const done = await sitting.add(requireAuth(request), request.body);
      return ok(done, msg.exam.studentsAdded(done.added));
    },
    async setExamAbsence(request) {
      return ok(await sitting.setAbsent(requireAuth(request), request.params.id, request.body), msg.exam.absenceSaved);
    },
    async updateAnswerKey(request) {
      return ok(await papers.updateKey(requireAuth(request), request.params.id, request.body), msg.exam.questionsSaved);
    },
  };
}
