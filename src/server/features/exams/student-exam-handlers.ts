/** Contract operation of a student's exams (GET /v1/student/examination-list). */
import { signedIn } from '../../http/signed-in.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { StudentExamService } from './student-exam-service.ts';

export function studentExamHandlers(studentExams: StudentExamService): Handlers {
  return {
    listStudentExams: signedIn((caller, { query }) => studentExams.list(caller, query.student_id)),
  };
}
