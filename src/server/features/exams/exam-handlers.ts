/** Contract operations of exam setup: exams, their lifecycle, and the papers' questions and answer keys. */
import { msg } from '../../../i18n/server.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { ExamLifecycle } from './exam-lifecycle.ts';
import type { ExamService } from './exam-service.ts';
import type { ExamStudentService } from './exam-student-service.ts';
import type { PaperService } from './paper-service.ts';

/** What a change of the exam did: started (status 1), ended (status 2) or saved. */
const lifecycleDone = (status: number | undefined) => (status === 1 ? msg.exam.started : status === 2 ? msg.exam.ended : msg.exam.saved);

export function examHandlers(exams: ExamService, lifecycle: ExamLifecycle, papers: PaperService, sitting: ExamStudentService): Handlers {
  return {
    listSetupExams: signedIn((caller, { query }) => exams.list(caller, query)),
    createExam: signedIn((caller, { body }) => exams.create(caller, body), msg.exam.created),
    getSetupExam: signedIn((caller, { params }) => exams.get(caller, params.id)),
    updateExam: signedIn(
      (caller, { params, body }) => lifecycle.patch(caller, params.id, body),
      (_, { body }) => lifecycleDone(body.status),
    ),
    openExamAnalysis: signedIn((caller, { params }) => lifecycle.openAnalysis(caller, params.id), msg.exam.analysisOpened),
    setTestCorrectType: signedIn((caller, { params, body }) => exams.setCorrectType(caller, params.id, body.correct_type), msg.exam.saved),
    listPaperQuestions: signedIn((caller, { query }) => papers.list(caller, query.test_id)),
    savePaperQuestions: signedIn((caller, { body }) => papers.save(caller, body), msg.exam.questionsSaved),
    bindPaper: signedIn((caller, { body }) => papers.bind(caller, body), msg.exam.paperBound),
    listExamStudents: signedIn((caller, { query }) => sitting.list(caller, query)),
    addExamStudents: signedIn((caller, { body }) => sitting.add(caller, body), (done) => msg.exam.studentsAdded(done.added)),
    setExamAbsence: signedIn((caller, { params, body }) => sitting.setAbsent(caller, params.id, body), msg.exam.absenceSaved),
    updateAnswerKey: signedIn((caller, { params, body }) => papers.updateKey(caller, params.id, body), msg.exam.questionsSaved),
  };
}
