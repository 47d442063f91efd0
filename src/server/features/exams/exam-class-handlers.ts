/** Contract operations of an exam's participating classes (examination-class). */
import { msg } from '../../../i18n/server.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ExamClassService } from './exam-class-service.ts';

export function examClassHandlers(classes: ExamClassService): Handlers {
  return {
    async listExamClasses(request) {
      return ok(await classes.list(requireAuth(request), request.query.examination_id));
    },
    async addExamClasses(request) {
      const body = request.body;
      return ok(await classes.add(requireAuth(request), body.examination_id, body.class_ids), msg.exam.classesAdded(body.class_ids.length));
    },
    async removeExamClass(request) {
      return ok(await classes.remove(requireAuth(request), request.query.examination_id, request.params.id), msg.exam.classRemoved);
    },
  };
}
