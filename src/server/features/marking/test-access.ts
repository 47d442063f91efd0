/** Who the caller is to a test of the marking calls: one of its school's administrators, a teacher who marks in it, or neither. */
import { and, count, eq } from 'drizzle-orm';
import { mayFollowMarkers } from '../../../domain/progress-access.ts';
import { Role } from '../../../domain/roles.ts';
import type { Db } from '../../db/database.ts';
import { exams, partitions, partitionTeachers, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolIdsOf } from '../../access/access-repository.ts';

/** A school administrator of it (role 1, or role 5 of its school), a teacher assigned to it, or neither. */
export async function relationToTest(db: Db, auth: AuthContext, testId: number) {
  const rows = await db.select({ schoolId: exams.schoolId, examId: exams.id }).from(tests).innerJoin(exams, eq(exams.id, tests.examId)).where(eq(tests.id, testId));
  if (!rows[0]) throw notFound('试卷不存在');
  const { schoolId } = rows[0];
  const isAdmin = auth.role === Role.superAdmin || (auth.role === Role.admin && (await schoolIdsOf(db, auth.userId)).includes(schoolId));
  const assigned = await db
    .select({ n: count() })
    .from(partitionTeachers)
    .innerJoin(partitions, eq(partitions.id, partitionTeachers.partitionId))
    .where(and(eq(partitions.testId, testId), eq(partitionTeachers.userId, auth.userId)));
  return { schoolId, isAdmin, isAssigned: assigned[0].n > 0 };
}

/** The paper's administrators and its markers and adjudicators (progress, workload, problem papers, occupancy). */
export async function requireViewer(db: Db, auth: AuthContext, testId: number) {
  const relation = await relationToTest(db, auth, testId);
  if (!mayFollowMarkers({ administrator: relation.isAdmin, assigned: relation.isAssigned })) throw forbidden('您没有该试卷的权限');
  return relation;
}
