/** Contract operation of one student's paper question by question (student-test-question). */
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { StudentPaperService } from './student-paper-service.ts';

export function studentPaperHandlers(papers: StudentPaperService): Handlers {
  return {
    getStudentPaperScores: signedIn((caller, { query }) => papers.get(caller, query.test_id, query.student_id)),
  };
}
