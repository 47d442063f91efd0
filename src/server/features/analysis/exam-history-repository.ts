/** Which earlier exam an exam's analysis compares with: SQL of the rank comparison (进退步). */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { ExamStatus } from '../../../domain/enums.ts';
import type { Db } from '../../db/database.ts';
import { exams } from '../../db/schema.ts';

/**
 * The latest exam of the same school and grade before this one (by start date, then by id for
 * exams on the same day) whose analysis is open: an exam still being marked or whose analysis is
 * closed has no figures to compare with.
 */
export async function previousExam(db: Db, exam: { id: number; schoolId: number; gradeId: number; startDate: string }) {
  const [row] = await db
    .select({ id: exams.id, name: exams.name, startDate: exams.startDate })
    .from(exams)
    .where(
      and(
        eq(exams.schoolId, exam.schoolId),
        eq(exams.gradeId, exam.gradeId),
        eq(exams.status, ExamStatus.analysisViewable),
        or(lt(exams.startDate, exam.startDate), and(eq(exams.startDate, exam.startDate), lt(exams.id, exam.id))),
      ),
    )
    .orderBy(desc(exams.startDate), desc(exams.id))
    .limit(1);
  return row;
}

