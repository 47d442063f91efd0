/** Contract operations of subject management (marker assignment) and the exam's custom groups. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { msg } from '../../../i18n/server.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { AssignmentService } from './assignment-service.ts';
import type { SpecialGroups } from './special-group-service.ts';

export function assignmentHandlers(assignments: AssignmentService, groups: SpecialGroups): Handlers {
  return {
    async listTestAssignments(request) {
      return ok(await assignments.ofTest(requireAuth(request), request.query.test_id));
    },
    async saveGroupAssignment(request) {
      const saved = await assignments.save(requireAuth(request), request.params.id, request.body);
      return ok(saved, msg.assignment.saved(saved.name));
    },
    async listSpecialGroups(request) {
      return ok(await groups.list(requireAuth(request), request.query.examination_id));
    },
    async createSpecialGroup(request) {
      return ok(await groups.create(requireAuth(request), request.body), msg.assignment.specialGroupCreated);
    },
    async deleteSpecialGroup(request) {
      await groups.remove(requireAuth(request), request.params.id);
      return ok(null, msg.assignment.specialGroupDeleted);
    },
    async listSpecialGroupStudents(request) {
      return ok(await groups.students(requireAuth(request), request.params.id));
    },
    async replaceSpecialGroupStudents(request) {
      await groups.replaceStudents(requireAuth(request), request.params.id, request.body.student_ids);
      return ok(null, msg.assignment.specialGroupSaved);
    },
  };
}
