/** Contract operation comparing two exams' rosters and papers (examination/contrast/{id}). */
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ExamContrastService } from './exam-contrast-service.ts';

export function examContrastHandlers(contrasts: ExamContrastService): Handlers {
  return {
    contrastExams: signedIn((caller, { params, query }) => contrasts.contrast(caller, params.id, query.contrast_id)),
  };
}
