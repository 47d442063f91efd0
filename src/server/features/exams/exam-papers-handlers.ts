/** Contract operation of an exam's papers and their readiness to be marked (examination-test/{id}). */
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ExamPapersService } from './exam-papers-service.ts';

export function examPapersHandlers(papers: ExamPapersService): Handlers {
  return {
    listExamPapersReadiness: signedIn((caller, { params }) => papers.readiness(caller, params.id)),
  };
}
