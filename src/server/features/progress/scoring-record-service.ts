/**
 * A student's marking record on a paper (spec 001 §7.5 student-scoring-record): per question
 * group the answer's state and final score and every mark with its round, marker and time. For
 * the school's administrators, who may see both the student and the markers.
 */
import { msg } from '../../../i18n/server.ts';
import { requireTestAssigner } from '../../access/assignment-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { recordGroups, recordMarks, studentSchool } from './scoring-record-repository.ts';

export class ScoringRecords {
  constructor(private readonly database: Database) {}

  async of(who: Principal, testId: number, studentId: number) {
    return this.database.run(async (db) => {
      const place = await requireTestAssigner(db, who, testId);
      if ((await studentSchool(db, studentId)) !== place.schoolId) throw notFound(msg.assignment.studentNotFound);
      const groups = await recordGroups(db, testId, studentId);
      const marks = await recordMarks(db, testId, studentId);
      return {
        student_id: studentId,
        groups: groups.map((g) => ({
          partition_id: g.partitionId,
          name: g.name,
          state: g.state ?? 'none',
          final_score: g.finalScore,
          marks: marks
            .filter((m) => m.partitionId === g.partitionId)
            .map((m) => ({ round: m.round, judge: m.judge, teacher_name: m.teacherName, total_score: m.totalScore, finished_time: m.finishedTime.toISOString() })),
        })),
      };
    });
  }
}
