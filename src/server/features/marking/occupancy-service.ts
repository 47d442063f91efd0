/**
 * Occupancy (spec 000 §2 "release occupied papers"): who holds students of a test right now,
 * and giving held students back to the queue — one's own, or, for the test's school
 * administrators, anyone's.
 */
import { requireMarkingFollower, requireRelease } from '../../access/marking-access.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { heldByTeacher, releaseClaims } from './claim-repository.ts';


export interface ReleaseFilter {
  testId: number;
  partitionIds?: number[];
  teacherIds?: number[];
  judge?: number;
  classId?: number;
}

export interface OccupiedGroup {
  partition_id: number;
  question_name: string;
  teachers: { occupied_teacher_name: string; occupied_teacher_real_name: string; occupied_student_num: number }[];
}

export class Occupancy {
  constructor(private readonly database: Database) {}

  /** Releases held students of a test: one's own, or — for its school's admins — anyone's. */
  async release(auth: AuthContext, filter: ReleaseFilter): Promise<{ released: number }> {
    const released = await this.database.tx(async (db) => {
      await requireRelease(db, auth, filter.testId, filter.teacherIds ?? []);
      const teacherIds = filter.teacherIds && filter.teacherIds.length > 0 ? filter.teacherIds : [auth.userId];
      return releaseClaims(db, { ...filter, teacherIds });
    });
    return { released };
  }

  /** Who holds how many students, per question group of the test. */
  async detail(auth: AuthContext, testId: number): Promise<OccupiedGroup[]> {
    return this.database.run(async (db) => {
      await requireMarkingFollower(db, auth, testId);
      const byPartition = new Map<number, OccupiedGroup>();
      for (const row of await heldByTeacher(db, testId)) {
        let group = byPartition.get(row.partitionId);
        if (!group) byPartition.set(row.partitionId, (group = { partition_id: row.partitionId, question_name: row.partitionName, teachers: [] }));
        group.teachers.push({ occupied_teacher_name: row.username, occupied_teacher_real_name: row.realName, occupied_student_num: row.held });
      }
      return [...byPartition.values()];
    });
  }
}
