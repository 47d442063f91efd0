/**
 * The marking-progress pages outside the marking window (spec 000 §2: /marking, subject list,
 * workload, question-group list, adjudication records): progress of exams and papers, the
 * adjudication records of a paper and the progress of each class.
 *
 * Who sees what: the super administrator everything; administrators and school leaders every
 * exam of their schools; other teachers the exams and papers they mark or adjudicate in.
 */
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ADJUDICATED_POLICIES } from '../../../domain/double-marking.ts';
import { mayReadAdjudications, progressPagesOf, type PaperStanding } from '../../../domain/progress-access.ts';
import { ExamStatus, subjectName } from '../../../domain/enums.ts';
import { relationOf, studentAsSeen } from '../../../domain/student-visibility.ts';
import { rate } from '../../../domain/marking-rules.ts';
import { Role } from '../../../domain/roles.ts';
import { TaskState, TaskType } from '../../../domain/tasks.ts';
import type { Database, Db } from '../../db/database.ts';
import { examClasses, exams, partitions, tests } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { examClassesOf } from '../analysis/analysis-exams.ts';
import { analysisViewerOf } from '../analysis/analysis-scope.ts';
import { taughtClassIds } from '../analysis/analysis-repository.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { schoolIdsOf } from '../auth/auth-repository.ts';
import * as markingRepo from '../marking/marking-repository.ts';
import { mayAnalyseWholeSchool } from '../tasks/task-scope.ts';

export const ProgressMessage = {
  examNotFound: '考试不存在',
  testNotFound: '试卷不存在',
  noAccess: '您没有该考试的阅卷进度权限',
  noJudgeAccess: '只有该试卷的阅卷老师、仲裁老师、学校领导和管理员可以查看仲裁记录',
} as const;

type ExamRow = typeof exams.$inferSelect;
type Counts = markingRepo.PartitionCounts;

const EMPTY: Counts = { markTotal: 0, markNum: 0, markSum: 0, wrongNum: 0, judgeTotal: 0, decidedNum: 0, units: 0 };

function sumCounts(list: Counts[]): Counts {
  return list.reduce(
    (a, c) => ({
      markTotal: a.markTotal + c.markTotal,
      markNum: a.markNum + c.markNum,
      markSum: a.markSum + c.markSum,
      wrongNum: a.wrongNum + c.wrongNum,
      judgeTotal: a.judgeTotal + c.judgeTotal,
      decidedNum: a.decidedNum + c.decidedNum,
      units: a.units + c.units,
    }),
    EMPTY,
  );
}

function describeCounts(c: Counts) {
  return { mark_num: c.markNum, mark_total: c.markTotal, mark_rate: rate(c.markNum, c.markTotal), wrong_num: c.wrongNum, judge_total: c.judgeTotal, decided_num: c.decidedNum };
}

/**
 * Which exams (or papers) a user may follow: all of some schools; the papers they mark; and the
 * exams their classes sit (class heads and subject teachers follow their classes there).
 */
interface Reach {
  all: boolean;
  schoolIds: number[];
  testIds: Set<number>;
  classExamIds: Set<number>;
  /** the classes a class-limited teacher sees in the class lists; undefined = every class */
  classIds?: Set<number>;
}

async function reachOf(db: Db, auth: AuthContext): Promise<Reach> {
  if (auth.role === Role.superAdmin) return { all: true, schoolIds: [], testIds: new Set(), classExamIds: new Set() };
  const wholeSchool = mayAnalyseWholeSchool({ userId: auth.userId, groupId: auth.groupId, role: auth.role });
  const schools = wholeSchool ? await schoolIdsOf(db, auth.userId) : [];
  const testIds = new Set((await markingRepo.assignmentsOf(db, auth.userId)).map((a) => a.testId));
  const taught = wholeSchool ? [] : await taughtClassIds(db, auth.userId);
  const classExamIds = new Set(
    taught.length ? (await db.selectDistinct({ examId: examClasses.examId }).from(examClasses).where(inArray(examClasses.classId, taught))).map((r) => r.examId) : [],
  );
  return { all: false, schoolIds: schools, testIds, classExamIds, classIds: wholeSchool ? undefined : new Set(taught) };
}

function mayFollowExam(reach: Reach, exam: ExamRow, examTestIds: number[]): boolean {
  return reach.all || reach.schoolIds.includes(exam.schoolId) || reach.classExamIds.has(exam.id) || examTestIds.some((id) => reach.testIds.has(id));
}

/** How a user stands to a paper, for the rules of src/domain/progress-access.ts. */
function paperStanding(auth: AuthContext, reach: Reach, exam: Pick<ExamRow, 'schoolId'>, testId: number): PaperStanding {
  return {
    administrator: reach.all || (auth.role === Role.admin && reach.schoolIds.includes(exam.schoolId)),
    schoolLeader: reach.all || reach.schoolIds.includes(exam.schoolId),
    assigned: reach.testIds.has(testId),
  };
}

function mayFollowTest(reach: Reach, exam: Pick<ExamRow, 'id' | 'schoolId'>, testId: number): boolean {
  return reach.all || reach.schoolIds.includes(exam.schoolId) || reach.classExamIds.has(exam.id) || reach.testIds.has(testId);
}

export class ProgressService {
  constructor(private readonly database: Database) {}

  private async countsOfTests(db: Db, testIds: number[]): Promise<Map<number, { counts: Counts; partitions: number }>> {
    const parts = testIds.length ? await db.select({ id: partitions.id, testId: partitions.testId }).from(partitions).where(inArray(partitions.testId, testIds)) : [];
    const counts = await markingRepo.partitionCounts(db, parts.map((p) => p.id));
    return new Map(
      testIds.map((id) => {
        const mine = parts.filter((p) => p.testId === id);
        return [id, { counts: sumCounts(mine.map((p) => counts.get(p.id)!)), partitions: mine.length }];
      }),
    );
  }

  private describeExam(exam: ExamRow, testIds: number[], byTest: Map<number, { counts: Counts }>) {
    return {
      id: exam.id,
      name: exam.name,
      status: exam.status,
      start_date: exam.startDate,
      examination_type: exam.examinationType,
      class_teacher_marking: exam.classTeacherMarking ? 1 : 0,
      test_count: testIds.length,
      progress: describeCounts(sumCounts(testIds.map((id) => byTest.get(id)?.counts ?? EMPTY))),
    };
  }

  async exams(auth: AuthContext, q: { marking_status?: number; examination_name?: string; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      const reach = await reachOf(db, auth);
      const markedExamIds = [
        ...(reach.testIds.size ? (await db.selectDistinct({ examId: tests.examId }).from(tests).where(inArray(tests.id, [...reach.testIds]))).map((r) => r.examId) : []),
        ...reach.classExamIds,
      ];
      if (!reach.all && reach.schoolIds.length === 0 && markedExamIds.length === 0) return { result: [], total: 0 };
      const visible = reach.all
        ? undefined
        : sql`(${reach.schoolIds.length ? inArray(exams.schoolId, reach.schoolIds) : sql`false`} OR ${markedExamIds.length ? inArray(exams.id, markedExamIds) : sql`false`})`;
      const where = and(
        visible,
        q.marking_status === 1 ? sql`${exams.status} <= 1` : q.marking_status === 2 ? sql`${exams.status} >= 2` : undefined,
        q.examination_name ? ilike(exams.name, `%${q.examination_name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      const all = await db.select().from(exams).where(where).orderBy(desc(exams.startDate), desc(exams.id));
      const pageSize = q.page_size ?? 10;
      const page = all.slice(((q.page_no ?? 1) - 1) * pageSize, (q.page_no ?? 1) * pageSize);
      const testRows = page.length ? await db.select({ id: tests.id, examId: tests.examId }).from(tests).where(inArray(tests.examId, page.map((e) => e.id))) : [];
      const byTest = await this.countsOfTests(db, testRows.map((t) => t.id));
      const result = page.map((exam) => this.describeExam(exam, testRows.filter((t) => t.examId === exam.id).map((t) => t.id), byTest));
      return { result, total: all.length };
    });
  }

  async tests(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const exam = (await db.select().from(exams).where(eq(exams.id, examId)))[0];
      if (!exam) throw notFound(ProgressMessage.examNotFound);
      const reach = await reachOf(db, auth);
      const testRows = await db.select().from(tests).where(eq(tests.examId, examId)).orderBy(asc(tests.subjectId), asc(tests.id));
      if (!mayFollowExam(reach, exam, testRows.map((t) => t.id))) throw forbidden(ProgressMessage.noAccess);
      const visible = testRows.filter((t) => mayFollowTest(reach, exam, t.id));
      const byTest = await this.countsOfTests(db, visible.map((t) => t.id));
      return {
        exam: this.describeExam(exam, visible.map((t) => t.id), byTest),
        result: visible.map((t) => ({
          id: t.id,
          name: t.name,
          subject_id: t.subjectId,
          subject_name: subjectName(t.subjectId),
          status: t.status,
          partition_count: byTest.get(t.id)!.partitions,
          progress: describeCounts(byTest.get(t.id)!.counts),
          // the pages of a paper the caller may open, by the rules their calls apply
          may_open: progressPagesOf(paperStanding(auth, reach, exam, t.id)),
        })),
      };
    });
  }

  private async openTest(db: Db, auth: AuthContext, testId: number) {
    const row = (await db.select({ test: tests, exam: exams }).from(tests).innerJoin(exams, eq(exams.id, tests.examId)).where(eq(tests.id, testId)))[0];
    if (!row) throw notFound(ProgressMessage.testNotFound);
    const reach = await reachOf(db, auth);
    if (!mayFollowTest(reach, row.exam, testId)) throw forbidden(ProgressMessage.noAccess);
    return { ...row, reach };
  }

  /**
   * Adjudication records are part of the marking: for the test's markers and adjudicators, the
   * school's leaders and administrators — not for teachers who only follow their classes. What
   * each reader sees of the student follows the blind-marking rule (src/domain/student-visibility.ts).
   */
  async judgeRecords(auth: AuthContext, testId: number, q: { partition_id?: number; state?: 'all' | 'waiting' | 'decided'; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      const { exam, reach } = await this.openTest(db, auth, testId);
      const standing = paperStanding(auth, reach, exam, testId);
      const { administrator } = standing;
      if (!mayReadAdjudications(standing)) throw forbidden(ProgressMessage.noJudgeAccess);
      const mine = (await markingRepo.assignmentsOf(db, auth.userId)).filter((a) => a.testId === testId);
      const markerGroups = new Set(mine.filter((a) => a.role === 'marker').map((a) => a.partitionId));
      const judgeGroups = new Set(mine.filter((a) => a.role === 'judge').map((a) => a.partitionId));
      const viewer = exam.status === ExamStatus.analysisViewable ? await analysisViewerOf(db, auth, exam.schoolId) : undefined;
      const judged = await markingRepo.query<{ id: number; name: string }>(
        db,
        sql`SELECT p.id, p.name FROM partitions p
            WHERE p.test_id = ${testId} AND p.marking_policy IN (${sql.join(ADJUDICATED_POLICIES.map((policy) => sql`${policy}`), sql`, `)})
            ORDER BY p.show_order`,
      );
      const pageSize = q.page_size ?? 10;
      const offset = ((q.page_no ?? 1) - 1) * pageSize;
      const decided = sql`EXISTS (SELECT 1 FROM marking_logs l WHERE l.unit_id = u.id AND l.judge = 1)`;
      const filter = sql`p.test_id = ${testId}
        ${q.partition_id ? sql`AND u.partition_id = ${q.partition_id}` : sql``}
        AND ${q.state === 'waiting' ? sql`u.state = 'judge'` : q.state === 'decided' ? decided : sql`(u.state = 'judge' OR ${decided})`}`;
      const [{ n }] = await markingRepo.query<{ n: string }>(db, sql`SELECT count(*) AS n FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE ${filter}`);
      const rows = await markingRepo.query<{
        id: number;
        partition_id: number;
        partition_name: string;
        show_student: boolean;
        student_name: string;
        exam_number: string;
        student_id: number;
        class_id: number;
        state: string;
        final_score: number | null;
        full_mark: number;
      }>(
        db,
        sql`SELECT u.id, u.partition_id, p.name AS partition_name, p.marking_show_student AS show_student, s.name AS student_name, s.exam_number, s.id AS student_id, s.class_id,
                   u.state, u.final_score, (SELECT coalesce(sum(q.full_mark), 0) FROM questions q WHERE q.partition_id = p.id) AS full_mark
            FROM marking_units u JOIN partitions p ON p.id = u.partition_id JOIN students s ON s.id = u.student_id
            WHERE ${filter} ORDER BY (u.state = 'judge') DESC, u.id LIMIT ${pageSize} OFFSET ${offset}`,
      );
      const unitIds = rows.map((r) => Number(r.id));
      const logs = unitIds.length
        ? await markingRepo.query<{ unit_id: number; round: number; judge: number; total_score: number; teacher: string; finished_time: Date | string }>(
            db,
            sql`SELECT l.unit_id, l.round, l.judge, l.total_score, coalesce(nullif(usr.real_name, ''), usr.username) AS teacher, l.finished_time
                FROM marking_logs l JOIN users usr ON usr.id = l.teacher_id
                WHERE l.unit_id IN (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY l.round, l.id`,
          )
        : [];
      return {
        partitions: judged.map((p) => ({ id: Number(p.id), name: p.name })),
        total: Number(n),
        result: rows.map((r) => {
          const marksOf = logs.filter((l) => Number(l.unit_id) === Number(r.id));
          const decision = marksOf.find((l) => Number(l.judge) === 1);
          const partitionId = Number(r.partition_id);
          const classId = Number(r.class_id);
          const relation = relationOf({
            administrator,
            classTeacher: Boolean(viewer && (!viewer.classIds || viewer.classIds.has(classId))),
            marker: markerGroups.has(partitionId),
            arbiter: judgeGroups.has(partitionId),
            colleague: true,
          })!;
          const seen = studentAsSeen(relation, { showsStudent: Boolean(r.show_student) }, { id: Number(r.student_id), name: r.student_name, examNumber: r.exam_number, classId, className: '' });
          return {
            unit_id: Number(r.id),
            partition_id: Number(r.partition_id),
            partition_name: r.partition_name,
            student_name: seen.name,
            exam_number: seen.examNumber,
            state: decision ? ('decided' as const) : ('waiting' as const),
            full_mark: Number(r.full_mark),
            final_score: r.final_score === null ? null : Number(r.final_score),
            ...(decision ? { judge_teacher: decision.teacher, finished_time: new Date(decision.finished_time).toISOString() } : {}),
            marks: marksOf.map((l) => ({ round: Number(l.round), teacher_name: l.teacher, score: Number(l.total_score) })),
          };
        }),
      };
    });
  }

  async classProgress(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      const { exam, reach } = await this.openTest(db, auth, testId);
      // a class head or subject teacher sees the classes they teach
      const classRows = (await examClassesOf(db, exam.id)).filter((c) => !reach.classIds || reach.classIds.has(c.id));
      const stats = await markingRepo.query<{ class_id: number; students: string; uploaded: string; corrected: string }>(
        db,
        sql`SELECT s.class_id, count(*) AS students,
                   count(*) FILTER (WHERE EXISTS (SELECT 1 FROM scan_pieces sp JOIN partitions p ON p.id = sp.partition_id WHERE p.test_id = ${testId} AND sp.student_id = s.id)
                                       OR EXISTS (SELECT 1 FROM answer_sheets a WHERE a.test_id = ${testId} AND a.student_id = s.id)) AS uploaded,
                   count(*) FILTER (WHERE EXISTS (SELECT 1 FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${testId} AND u.student_id = s.id)
                                       AND NOT EXISTS (SELECT 1 FROM marking_units u JOIN partitions p ON p.id = u.partition_id WHERE p.test_id = ${testId} AND u.student_id = s.id AND u.state <> 'done')) AS corrected
            FROM students s WHERE s.class_id IN (${classRows.length ? sql.join(classRows.map((c) => sql`${c.id}`), sql`, `) : sql`NULL`})
            GROUP BY s.class_id`,
      );
      const analysed = await analysedClassIds(db, testId);
      return {
        result: classRows.map((c) => {
          const row = stats.find((s) => Number(s.class_id) === c.id);
          const students = Number(row?.students ?? 0);
          const uploaded = Number(row?.uploaded ?? 0);
          return {
            class_id: c.id,
            class_name: c.name,
            student_count: students,
            uploaded,
            student_not_upload: students - uploaded,
            corrected: Number(row?.corrected ?? 0),
            analysed: analysed.has(c.id) || exam.status >= ExamStatus.analysisViewable,
          };
        }),
      };
    });
  }
}

/** Classes of a paper whose class analysis (an exam-analysis task limited to them) has finished. */
async function analysedClassIds(db: Db, testId: number): Promise<Set<number>> {
  const rows = await markingRepo.query<{ class_id: number }>(
    db,
    sql`SELECT DISTINCT (c ->> 'id')::int AS class_id
        FROM tasks t, jsonb_array_elements(coalesce(t.param -> 'classes', '[]'::jsonb)) c
        WHERE t.type_id = ${TaskType.examAnalysis} AND t.state = ${TaskState.done}
          AND t.param -> 'tests' @> ${JSON.stringify([{ id: testId }])}::jsonb`,
  );
  return new Set(rows.map((r) => Number(r.class_id)));
}
