/**
 * The SQL of marker assignment (subject management): a paper's question groups with their
 * policy, quotas and people, the school's teachers to pick from, and the writes of one group's
 * assignment.
 */
import { eq, sql } from 'drizzle-orm';
import type { MarkingPolicy } from '../../../domain/double-marking.ts';
import type { QuotaMode } from '../../../domain/marking-assignment.ts';
import type { Db } from '../../db/database.ts';
import { query, sqlList } from '../../db/query.ts';
import { partitions, partitionTeachers } from '../../db/schema.ts';

/** How a group is marked: its policy and the settings an administrator sets with it. */
export interface GroupSettings {
  policy: MarkingPolicy;
  tolerance: number;
  showStudent: boolean;
  occupyCount: number;
  quotaMode: QuotaMode;
  /** a marker who has given their quota gets no more students, and further marks are refused */
  quotaStrict: boolean;
}

export interface GroupRow extends GroupSettings {
  id: number;
  name: string;
  fullMark: number;
  /** students whose answers the group marks: the exam's students, or its answers when more */
  students: number;
  /** every mark given in the group, adjudications included */
  marked: number;
}

/**
 * The question groups of a test (or one group), in paper order. The students of the exam's
 * classes are counted once for all the groups, not once per group: with thousands of students
 * that count is most of the statement.
 */
export async function groupsOf(db: Db, where: { testId: number } | { partitionId: number }): Promise<GroupRow[]> {
  const filter = 'testId' in where ? sql`p.test_id = ${where.testId}` : sql`p.id = ${where.partitionId}`;
  const examOf = 'testId' in where ? sql`(SELECT exam_id FROM tests WHERE id = ${where.testId})` : sql`(SELECT t.exam_id FROM partitions p JOIN tests t ON t.id = p.test_id WHERE p.id = ${where.partitionId})`;
  const rows = await query<Record<string, string | number | boolean>>(
    db,
    sql`WITH exam AS (SELECT ${examOf} AS id),
        sitting AS (SELECT count(*) AS n FROM students s JOIN exam_classes ec ON ec.class_id = s.class_id JOIN exam ON ec.exam_id = exam.id)
        SELECT p.id, p.name, p.marking_policy, p.tolerance, p.marking_show_student, p.occupy_count, p.quota_mode, p.quota_strict,
          (SELECT coalesce(sum(b.full_mark), 0) FROM questions q JOIN blanks b ON b.question_id = q.id WHERE q.partition_id = p.id) AS full_mark,
          greatest((SELECT count(*) FROM marking_units u WHERE u.partition_id = p.id), sitting.n) AS students,
          (SELECT count(*) FROM marking_logs l WHERE l.partition_id = p.id) AS marked
        FROM partitions p CROSS JOIN sitting
        WHERE ${filter} ORDER BY p.show_order, p.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    policy: r.marking_policy as MarkingPolicy,
    tolerance: Number(r.tolerance),
    showStudent: Boolean(r.marking_show_student),
    occupyCount: Number(r.occupy_count),
    quotaMode: r.quota_mode as QuotaMode,
    quotaStrict: Boolean(r.quota_strict),
    fullMark: Number(r.full_mark),
    students: Number(r.students),
    marked: Number(r.marked),
  }));
}

export interface GroupPersonRow {
  partitionId: number;
  role: 'marker' | 'judge';
  userId: number;
  username: string;
  realName: string;
  markTask: number;
  /** ordinary marks the teacher gave in the group */
  marked: number;
  /** students the teacher holds in the group right now */
  held: number;
}

/** The markers and adjudicators of some groups, by username. */
export async function peopleOf(db: Db, partitionIds: number[]): Promise<GroupPersonRow[]> {
  if (partitionIds.length === 0) return [];
  const rows = await query<Record<string, string | number>>(
    db,
    sql`SELECT pt.partition_id, pt.role, pt.user_id, u.username, u.real_name, pt.mark_task,
          (SELECT count(*) FROM marking_logs l WHERE l.partition_id = pt.partition_id AND l.teacher_id = pt.user_id AND l.judge = 0) AS marked,
          (SELECT count(*) FROM marking_claims c JOIN marking_units mu ON mu.id = c.unit_id
             WHERE mu.partition_id = pt.partition_id AND c.teacher_id = pt.user_id AND c.expires_at > now()) AS held
        FROM partition_teachers pt JOIN users u ON u.id = pt.user_id
        WHERE pt.partition_id IN (${sqlList(partitionIds)}) ORDER BY u.username`,
  );
  return rows.map((r) => ({
    partitionId: Number(r.partition_id),
    role: r.role as 'marker' | 'judge',
    userId: Number(r.user_id),
    username: String(r.username),
    realName: String(r.real_name),
    markTask: Number(r.mark_task),
    marked: Number(r.marked),
    held: Number(r.held),
  }));
}

export interface SchoolTeacherRow {
  userId: number;
  username: string;
  realName: string;
  subjectIds: number[];
  gradeIds: number[];
  classIds: number[];
  headClassIds: number[];
}

/** The enabled members of a school, with what and where they teach (subject 0: class head). */
export async function schoolTeachers(db: Db, schoolId: number): Promise<SchoolTeacherRow[]> {
  const rows = await query<{ id: number; username: string; real_name: string; subject_ids: number[]; grade_ids: number[]; class_ids: number[] | null; head_class_ids: number[] | null }>(
    db,
    sql`SELECT u.id, u.username, u.real_name, u.subject_ids, u.grade_ids,
          (SELECT array_agg(DISTINCT tc.class_id ORDER BY tc.class_id) FROM teacher_classes tc WHERE tc.user_id = u.id AND tc.subject_id <> 0) AS class_ids,
          (SELECT array_agg(DISTINCT tc.class_id ORDER BY tc.class_id) FROM teacher_classes tc WHERE tc.user_id = u.id AND tc.subject_id = 0) AS head_class_ids
        FROM users u JOIN user_schools us ON us.user_id = u.id
        WHERE us.school_id = ${schoolId} AND NOT u.disabled ORDER BY u.username`,
  );
  return rows.map((r) => ({
    userId: Number(r.id),
    username: r.username,
    realName: r.real_name,
    subjectIds: (r.subject_ids ?? []).map(Number),
    gradeIds: (r.grade_ids ?? []).map(Number),
    classIds: (r.class_ids ?? []).map(Number),
    headClassIds: (r.head_class_ids ?? []).map(Number),
  }));
}

/** The classes that sit a test's exam, by name. */
export async function classesOfTest(db: Db, testId: number): Promise<{ id: number; name: string }[]> {
  const rows = await query<{ id: number; name: string }>(
    db,
    sql`SELECT c.id, c.name FROM tests t JOIN exam_classes ec ON ec.exam_id = t.exam_id JOIN classes c ON c.id = ec.class_id
        WHERE t.id = ${testId} ORDER BY c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * Class-teacher marking of the test's exam: whether its flag is on, and the class heads of its
 * classes (enabled members of its school heading one of them), by user name.
 */
export async function classMarkingOfTest(db: Db, testId: number): Promise<{ classTeacherMarking: boolean; classHeadIds: number[] }> {
  const [exam] = await query<{ class_teacher_marking: boolean }>(db, sql`SELECT e.class_teacher_marking FROM tests t JOIN exams e ON e.id = t.exam_id WHERE t.id = ${testId}`);
  const heads = await query<{ id: number }>(
    db,
    sql`SELECT u.id FROM users u
        WHERE NOT u.disabled
          AND EXISTS (SELECT 1 FROM user_schools us JOIN exams e ON e.school_id = us.school_id JOIN tests t ON t.exam_id = e.id WHERE us.user_id = u.id AND t.id = ${testId})
          AND EXISTS (SELECT 1 FROM teacher_classes tc JOIN exam_classes ec ON ec.class_id = tc.class_id JOIN tests t ON t.exam_id = ec.exam_id
                      WHERE tc.user_id = u.id AND tc.subject_id = 0 AND t.id = ${testId})
        ORDER BY u.username`,
  );
  return { classTeacherMarking: exam?.class_teacher_marking ?? false, classHeadIds: heads.map((h) => Number(h.id)) };
}

/** Sets a group's policy and settings and replaces its markers and adjudicators. */
export async function writeAssignment(db: Db, partitionId: number, settings: GroupSettings, markers: { userId: number; markTask: number }[], judges: number[]): Promise<void> {
  await db
    .update(partitions)
    .set({ markingPolicy: settings.policy, tolerance: settings.tolerance, markingShowStudent: settings.showStudent, occupyCount: settings.occupyCount, quotaMode: settings.quotaMode, quotaStrict: settings.quotaStrict })
    .where(eq(partitions.id, partitionId));
  await db.delete(partitionTeachers).where(eq(partitionTeachers.partitionId, partitionId));
  const rows = [
    ...markers.map((m) => ({ partitionId, userId: m.userId, role: 'marker' as const, markTask: m.markTask })),
    ...judges.map((userId) => ({ partitionId, userId, role: 'judge' as const, markTask: 0 })),
  ];
  if (rows.length > 0) await db.insert(partitionTeachers).values(rows);
}

/**
 * A new policy on a group nobody has marked yet: every answer needs the policy's blind marks.
 * Bumps the version of each unit, as every change of a unit's marks or claims does.
 */
export async function setMarksNeeded(db: Db, partitionId: number, marksNeeded: number): Promise<void> {
  await db.execute(sql`UPDATE marking_units SET marks_needed = ${marksNeeded}, version = version + 1 WHERE partition_id = ${partitionId} AND state = 'open' AND marks_done = 0`);
}
