/** Which earlier exam an exam's analysis compares with: SQL of the rank comparison (进退步). */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { ExamStatus } from '../../../domain/enums.ts';
import type { Db } from '../../db/database.ts';
import { exams } from '../../db/schema.ts';

interface ExamOfGrade {
  id: number;
  schoolId: number;
  gradeId: number;
  startDate: string;
}

/**
 * The latest exams of the same school and grade before this one (by start date, then by id for
 * exams on the same day) whose analysis is open, newest first: an exam still being marked or
 * whose analysis is closed has no figures to compare with.
 */
export async function earlierOpenExams(db: Db, exam: ExamOfGrade, count: number) {
  if (count < 1) return [];
  return db
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
    .limit(count);
}

/** The exam the rank comparison (进退步) compares with: the latest of earlierOpenExams. */
export async function previousExam(db: Db, exam: ExamOfGrade) {
  return (await earlierOpenExams(db, exam, 1))[0];
}

/** The exams of a trend: the latest earlier open exams of the grade and this one, at most `count` in all, oldest first. */
export async function examsOfTrend(db: Db, exam: ExamOfGrade & { name: string }, count: number) {
  return [...(await earlierOpenExams(db, exam, count - 1)).reverse(), { id: exam.id, name: exam.name, startDate: exam.startDate }];
}

/** An exam by id when it is an earlier exam of the same school and grade whose analysis is open. */
export async function earlierOpenExam(db: Db, exam: ExamOfGrade, id: number) {
  const [row] = await db
    .select({ id: exams.id, name: exams.name, startDate: exams.startDate, schoolId: exams.schoolId, gradeId: exams.gradeId, status: exams.status })
    .from(exams)
    .where(eq(exams.id, id))
    .limit(1);
  if (!row || row.schoolId !== exam.schoolId || row.gradeId !== exam.gradeId || row.status !== ExamStatus.analysisViewable) return undefined;
  const earlier = row.startDate < exam.startDate || (row.startDate === exam.startDate && row.id < exam.id);
  if (!earlier) return undefined;
  return { id: row.id, name: row.name, startDate: row.startDate };
}
