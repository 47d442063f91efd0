/** Contract operations of subject management (marker assignment) and the exam's custom groups. */
import type { Handlers } from '../../http/handlers.ts';
import { signedIn } from '../../http/signed-in.ts';
import { msg } from '../../../i18n/server.ts';
import type { AssignmentService } from './assignment-service.ts';
import type { SpecialGroups } from './special-group-service.ts';

export function assignmentHandlers(assignments: AssignmentService, groups: SpecialGroups): Handlers {
  return {
    listTestAssignments: signedIn((caller, { query }) => assignments.ofTest(caller, query.test_id)),
    saveGroupAssignment: signedIn(
      (caller, { params, body }) => assignments.save(caller, params.id, body),
      (saved) => msg.assignment.saved(saved.name),
    ),
    listSpecialGroups: signedIn((caller, { query }) => groups.list(caller, query.examination_id)),
    createSpecialGroup: signedIn((caller, { body }) => groups.create(caller, body), msg.assignment.specialGroupCreated),
    patchSpecialGroup: signedIn((caller, { params, body }) => groups.update(caller, params.id, body), msg.assignment.specialGroupUpdated),
    deleteSpecialGroup: signedIn((caller, { params }) => groups.remove(caller, params.id), msg.assignment.specialGroupDeleted),
    listSpecialGroupStudents: signedIn((caller, { params }) => groups.students(caller, params.id)),
    replaceSpecialGroupStudents: signedIn(
      (caller, { params, body }) => groups.replaceStudents(caller, params.id, body.student_ids),
      msg.assignment.specialGroupSaved,
    ),
  };
}
