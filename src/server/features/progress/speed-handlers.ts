/** Contract operations of the monitoring calls: live marking speed (test-partition) and a student's marking record. */
import { ok } from '../../http/envelope.ts';
import type { Handlers } from '../../http/handlers.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ScoringRecords } from './scoring-record-service.ts';
import type { MarkingSpeed } from './speed-service.ts';

export function speedHandlers(speed: MarkingSpeed, records: ScoringRecords): Handlers {
  return {
    async getMarkingSpeed(request) {
      return ok(await speed.ofTest(requireAuth(request), request.query.test_id));
    },
    async getStudentScoringRecord(request) {
      return ok(await records.of(requireAuth(request), request.query.test_id, request.query.student_id));
    },
  };
}
