/** Contract operations of the schools taking part in an exam (examination-school/{id}). */
import { msg } from '../../../i18n/server.ts';
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ExamSchoolService } from './exam-school-service.ts';

export function examSchoolHandlers(schools: ExamSchoolService): Handlers {
  return {
    getExamSchools: signedIn((caller, { params }) => schools.get(caller, params.id)),
    saveExamSchools: signedIn((caller, { params, body }) => schools.save(caller, params.id, body.school_ids), msg.exam.schoolsSaved),
  };
}
