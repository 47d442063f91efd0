/**
 * The papers of an exam and how ready each is to be marked (spec 002 §7 examination-test/{id}),
 * for its school administrators before they start it: the same checks, in the same order, as the
 * start step (exam-lifecycle.ts), so that what this lists is exactly what start would refuse.
 */
import { subjectName } from '../../../domain/enums.ts';
import { OBJECTIVE_TYPES } from '../../../domain/exam-setup/paper-rules.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { unreadyReason } from './exam-lifecycle.ts';
import * as repo from './exam-repository.ts';

export class ExamPapersService {
  constructor(private readonly database: Database) {}

  async readiness(auth: AuthContext, examId: number) {
    return examSetupWork(this.database, auth, examId, 'read', async (db) => {
      const [tests, loose, groups] = await Promise.all([repo.testsOfExams(db, [examId]), repo.ungroupedQuestions(db, examId, [...OBJECTIVE_TYPES]), repo.groupsWithMarkers(db, examId)]);
      const result = tests.map((test) => ({
        test_id: test.id,
        subject_id: test.subjectId,
        subject_name: subjectName(test.subjectId),
        total_score: test.totalScore,
        correct_type: test.correctType,
        questions: test.questionCount,
        groups: test.partitionCount,
        groups_without_markers: groups.filter((g) => g.testId === test.id && g.markers === 0).length,
        unready_reason: unreadyReason(test, loose, groups),
      }));
      return { examination_id: examId, ready: result.length > 0 && result.every((p) => p.unready_reason === null), result };
    });
  }
}
