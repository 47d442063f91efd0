/**
 * Everything around the marking itself: problem papers, wrong-cause feedback, blank papers
 * (blank-volumes.ts), occupancy, progress and workload, the division of a test, question error
 * reports.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MarkingMessage, problemComment, rate, average, customFeedbackText, CUSTOM_FEEDBACK_MAX, PROBLEM_COMMENT_MAX } from '../../../domain/marking-rules.ts';
import { totalOf, type QuestionScore } from '../../../domain/scoring.ts';
import { studentAsSeen } from '../../../domain/student-visibility.ts';
import type { Database, Db } from '../../db/database.ts';
import {
  blanks,
  feedbackTags,
  markingFeedback,
  markingLogs,
  markingUnits,
  partitions,
  problemPapers,
  questionReports,
  questions,
  students,
  tests,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describePiece, scanAddresses } from '../files/scan-url.ts';
import { paperNumbers } from './paper-numbers.ts';
import { BlankVolumes } from './blank-volumes.ts';
import * as repo from './marking-repository.ts';
import type { PartitionContexts } from './partition-context.ts';
import { describeQuestions, validateScores, type MarkingService } from './marking-service.ts';
import { relationToTest, requireViewer } from './test-access.ts';

export const ProblemMessage = {
  notYourGroup: '只能查看自己阅卷或仲裁的题组的问题卷',
} as const;

export class MarkingDesk {
  readonly blankVolumes: BlankVolumes;

  constructor(
    private readonly database: Database,
    private readonly contexts: PartitionContexts,
    private readonly marking: MarkingService,
    storage: ScanStorage,
  ) {
    this.blankVolumes = new BlankVolumes(database, contexts, marking, storage);
  }

  // ── Occupancy ───────────────────────────────────────────────────────────────────────────
  /** Releases held students of a test: one's own, or — for its school's admins — anyone's. */
  async release(auth: AuthContext, filter: { testId: number; partitionIds?: number[]; teacherIds?: number[]; judge?: number; classId?: number }) {
    const others = (filter.teacherIds ?? []).filter((id) => id !== auth.userId);
    const released = await this.database.tx(async (db) => {
      const relation = await relationToTest(db, auth, filter.testId);
      if (others.length > 0 && !relation.isAdmin) throw forbidden('只有学校管理员可以释放其他老师占用的试卷');
      const teacherIds = filter.teacherIds && filter.teacherIds.length > 0 ? filter.teacherIds : [auth.userId];
      return repo.releaseClaims(db, { ...filter, teacherIds });
    });
    return { released };
  }

  // ── Problem papers ──────────────────────────────────────────────────────────────────────
  async reportProblem(auth: AuthContext, testId: number, body: { partition_id: number; student_id: number; comment?: string; judge?: number; return_next_student?: number; occupy_student_count?: number }) {
    const judge = body.judge ?? 0;
    const comment = (body.comment ?? '').trim();
    // the checkbox text and its semicolon come first; the marker's own words are at most 100
    const ownWords = comment.includes('；') ? comment.slice(comment.indexOf('；') + 1) : comment;
    if (ownWords.length > PROBLEM_COMMENT_MAX) throw badRequest(`问题描述不能超过 ${PROBLEM_COMMENT_MAX} 个字`);
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, judge);
    const studentId = await this.marking.studentOfPaper(context, body.student_id);
    const problemId = await this.database.tx(async (db) => {
      const unit = await repo.unitForUpdate(db, context.id, studentId);
      if (!unit) throw notFound(MarkingMessage.unitNotFound);
      const claim = await repo.myClaim(db, unit.id, auth.userId);
      if (!claim) throw conflict(MarkingMessage.notHeld);
      if (unit.state === 'problem') return (await repo.openProblemForUnit(db, unit.id))!.id;
      const [row] = await db
        .insert(problemPapers)
        .values({ unitId: unit.id, partitionId: context.id, studentId: unit.studentId, teacherId: auth.userId, comment: problemComment(comment) })
        .returning({ id: problemPapers.id });
      await repo.updateUnit(db, unit.id, { state: 'problem', version: unit.version + 1 });
      // nobody marks it while an admin looks at it
      await repo.deleteAllClaims(db, unit.id);
      return row.id;
    });
    // the group's problem-paper count moved: open windows hear it and fetch their figures
    this.marking.notify(context);
    const students = (body.return_next_student ?? 1) === 1 ? await this.marking.nextStudents(auth, context.id, judge, body.occupy_student_count ?? 1) : [];
    return { problem_id: problemId, students };
  }

  /**
   * Problem papers of a test: all of them, with the student, for its school's administrators;
   * for its markers and adjudicators those of their own groups, the student shown as the group's
   * marker sees them (src/domain/student-visibility.ts: in a blind group by paper number only),
   * the scan only to the teacher who reported it.
   */
  async listProblems(auth: AuthContext, q: { test_id: number; partition_id?: number; state?: string; page_no?: number; page_size?: number }) {
    const scans = await scanAddresses(this.database);
    const papers = await paperNumbers(this.database);
    return this.database.run(async (db) => {
      const relation = await requireViewer(db, auth, q.test_id);
      const mine = relation.isAdmin ? undefined : (await repo.assignmentsOf(db, auth.userId)).filter((a) => a.testId === q.test_id).map((a) => a.partitionId);
      if (mine && q.partition_id && !mine.includes(q.partition_id)) throw forbidden(ProblemMessage.notYourGroup);
      const where = and(
        sql`${problemPapers.partitionId} IN (SELECT id FROM partitions WHERE test_id = ${q.test_id})`,
        mine ? inArray(problemPapers.partitionId, mine) : undefined,
        q.partition_id ? eq(problemPapers.partitionId, q.partition_id) : undefined,
        q.state && q.state !== 'all' ? eq(problemPapers.state, q.state as 'open') : undefined,
      );
      const total = (await db.select({ n: count() }).from(problemPapers).where(where))[0].n;
      const pageSize = q.page_size ?? 10;
      const rows = await db
        .select({ p: problemPapers, partitionName: partitions.name, showsStudent: partitions.markingShowStudent, student: students, teacherName: users.realName, teacherUser: users.username })
        .from(problemPapers)
        .innerJoin(partitions, eq(partitions.id, problemPapers.partitionId))
        .innerJoin(students, eq(students.id, problemPapers.studentId))
        .innerJoin(users, eq(users.id, problemPapers.teacherId))
        .where(where)
        .orderBy(desc(problemPapers.id))
        .limit(pageSize)
        .offset(((q.page_no ?? 1) - 1) * pageSize);
      const result = [];
      for (const r of rows) {
        const seen = studentAsSeen(relation.isAdmin ? 'administrator' : 'marker', { showsStudent: r.showsStudent }, { ...r.student, className: '' });
        const pieces = relation.isAdmin || r.p.teacherId === auth.userId ? await repo.piecesOf(db, r.p.partitionId, [r.p.studentId]) : [];
        result.push({
          id: r.p.id,
          partition_id: r.p.partitionId,
          partition_name: r.partitionName,
          student_id: seen.studentId ?? papers.numberOf(r.p.partitionId, r.p.studentId),
          student_name: seen.name,
          teacher_name: r.teacherName || r.teacherUser,
          comment: r.p.comment,
          state: r.p.state,
          create_time: r.p.createdAt.toISOString(),
          partition_pics: pieces.map((piece, index) => describePiece(scans, auth.userId, piece, piece, index)),
        });
      }
      return { result, total };
    });
  }

  async resolveProblem(auth: AuthContext, problemId: number, action: 'return' | 'score', questionScore?: QuestionScore) {
    const problem = await this.database.run(async (db) => (await db.select().from(problemPapers).where(eq(problemPapers.id, problemId)))[0]);
    if (!problem) throw notFound('问题卷不存在');
    const context = await this.contexts.get(problem.partitionId);
    const scores = action === 'score' ? validateScores(context, questionScore ?? {}) : undefined;
    await this.database.tx(async (db) => {
      const relation = await relationToTest(db, auth, context.testId);
      if (!relation.isAdmin) throw forbidden('只有学校管理员可以处理问题卷');
      const current = (await db.select().from(problemPapers).where(eq(problemPapers.id, problemId)).for('update'))[0];
      if (current.state !== 'open') throw conflict('该问题卷已处理');
      const unit = (await db.select().from(markingUnits).where(eq(markingUnits.id, problem.unitId)).for('no key update'))[0];
      await db.update(problemPapers).set({ state: action === 'return' ? 'returned' : 'scored', resolvedBy: auth.userId, resolvedAt: new Date() }).where(eq(problemPapers.id, problemId));
      if (scores) {
        await repo.updateUnit(db, unit.id, { state: 'done', finalScore: totalOf(scores), finalQuestionScore: scores, version: unit.version + 1 });
      } else {
        // back to where it was: the marks it already has still count
        await repo.updateUnit(db, unit.id, { state: 'open', version: unit.version + 1 });
      }
    });
    this.marking.notify(context);
  }

  // ── Wrong-cause feedback ────────────────────────────────────────────────────────────────
  async feedback(auth: AuthContext, testId: number, body: { partition_id: number; student_id: number; judge?: number; feedback: { custom?: string; system?: number[] } }) {
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, body.judge ?? 0);
    const custom = customFeedbackText(body.feedback.custom ?? '');
    if (custom.length > CUSTOM_FEEDBACK_MAX) throw badRequest(`自定义错因不能超过 ${CUSTOM_FEEDBACK_MAX} 个字`);
    const system = [...new Set(body.feedback.system ?? [])];
    if (custom.length === 0 && system.length === 0) throw badRequest('已取消标记');
    const studentId = await this.marking.studentOfPaper(context, body.student_id);
    const ids = await this.database.tx(async (db) => {
      const unit = (await db.select().from(markingUnits).where(and(eq(markingUnits.partitionId, context.id), eq(markingUnits.studentId, studentId))))[0];
      if (!unit) throw notFound(MarkingMessage.unitNotFound);
      const mayTag = (await repo.myClaim(db, unit.id, auth.userId)) || (await repo.myLogOfUnit(db, unit.id, auth.userId));
      if (!mayTag) throw conflict(MarkingMessage.notHeld);
      if (system.length > 0) {
        const known = await db.select({ id: feedbackTags.id }).from(feedbackTags).where(and(inArray(feedbackTags.id, system), sql`(${feedbackTags.system} OR ${feedbackTags.schoolId} = ${context.schoolId})`));
        if (known.length !== system.length) throw badRequest('错因标签不存在');
      }
      const tagIds = [...system];
      if (custom) {
        const existing = (await db.select({ id: feedbackTags.id }).from(feedbackTags).where(and(eq(feedbackTags.schoolId, context.schoolId), eq(feedbackTags.name, custom))))[0];
        tagIds.push(existing?.id ?? (await db.insert(feedbackTags).values({ schoolId: context.schoolId, name: custom }).returning({ id: feedbackTags.id }))[0].id);
      }
      await db
        .insert(markingFeedback)
        .values({ unitId: unit.id, teacherId: auth.userId, tagIds })
        .onConflictDoUpdate({ target: [markingFeedback.unitId, markingFeedback.teacherId], set: { tagIds, updatedAt: new Date() } });
      await db.update(markingLogs).set({ feedbackIds: tagIds.join(',') }).where(and(eq(markingLogs.unitId, unit.id), eq(markingLogs.teacherId, auth.userId)));
      return tagIds;
    });
    return { feedback: { feedbackids: ids.join(',') } };
  }

  // ── Occupancy, progress, workload ──────────────────────────────────────────────────────
  async occupiedDetail(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      await requireViewer(db, auth, testId);
      const rows = await repo.query<{ partition_id: number; name: string; user_name: string; real_name: string; n: string }>(
        db,
        sql`SELECT p.id AS partition_id, p.name, usr.username AS user_name, usr.real_name, count(*) AS n
            FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id JOIN partitions p ON p.id = u.partition_id
            JOIN users usr ON usr.id = c.teacher_id
            WHERE p.test_id = ${testId} AND c.expires_at > now()
            GROUP BY p.id, p.name, usr.username, usr.real_name ORDER BY p.show_order, usr.username`,
      );
      const byPartition = new Map<number, { partition_id: number; question_name: string; teachers: { occupied_teacher_name: string; occupied_teacher_real_name: string; occupied_student_num: number }[] }>();
      for (const r of rows) {
        const id = Number(r.partition_id);
        if (!byPartition.has(id)) byPartition.set(id, { partition_id: id, question_name: r.name, teachers: [] });
        byPartition.get(id)!.teachers.push({ occupied_teacher_name: r.user_name, occupied_teacher_real_name: r.real_name, occupied_student_num: Number(r.n) });
      }
      return [...byPartition.values()];
    });
  }

  async progress(auth: AuthContext, testId: number, q: { partition_id?: number; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      await requireViewer(db, auth, testId);
      const parts = await db.select({ id: partitions.id, name: partitions.name }).from(partitions).where(eq(partitions.testId, testId)).orderBy(asc(partitions.showOrder));
      const counts = await repo.partitionCounts(db, parts.map((p) => p.id));
      const workload = await this.workloadRows(db, testId, { partitionId: q.partition_id });
      const pageSize = q.page_size ?? 10;
      const pageNo = q.page_no ?? 1;
      return {
        partitions: parts.map((p) => {
          const c = counts.get(p.id)!;
          return { id: p.id, name: p.name, mark_num: c.markNum, mark_total: c.markTotal, mark_rate: rate(c.markNum, c.markTotal), wrong_num: c.wrongNum, judge_total: c.judgeTotal, decided_num: c.decidedNum };
        }),
        result: workload.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: workload.length,
      };
    });
  }

  async workload(auth: AuthContext, testId: number, q: { partition_id?: number; standard?: number; on_line?: number; order_rule?: number; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      await requireViewer(db, auth, testId);
      let rows = await this.workloadRows(db, testId, { partitionId: q.partition_id });
      if (q.standard === 1) rows = rows.filter((r) => r.mark_task > 0 && r.mark_num >= r.mark_task);
      if (q.standard === 0) rows = rows.filter((r) => !(r.mark_task > 0 && r.mark_num >= r.mark_task));
      if (q.on_line === 1 || q.on_line === 0) rows = rows.filter((r) => r.on_line === (q.on_line === 1));
      const orders: Record<number, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
        1: (a, b) => b.mark_num - a.mark_num,
        2: (a, b) => a.mark_num - b.mark_num,
        3: (a, b) => b.mark_average - a.mark_average,
        4: (a, b) => a.mark_average - b.mark_average,
      };
      if (q.order_rule && orders[q.order_rule]) rows = [...rows].sort(orders[q.order_rule]);
      const pageSize = q.page_size ?? 10;
      const pageNo = q.page_no ?? 1;
      return { result: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
    });
  }

  private async workloadRows(db: Db, testId: number, filter: { partitionId?: number }) {
    const rows = await repo.query<{ partition_id: number; partition_name: string; show_order: number; user_name: string; real_name: string; mark_task: number; n: string; total: string; online: boolean; units: string }>(
      db,
      sql`SELECT p.id AS partition_id, p.name AS partition_name, p.show_order, usr.username AS user_name, usr.real_name, pt.mark_task,
                 (SELECT count(*) FROM marking_logs l WHERE l.partition_id = p.id AND l.teacher_id = pt.user_id AND l.judge = 0) AS n,
                 (SELECT coalesce(sum(total_score), 0) FROM marking_logs l WHERE l.partition_id = p.id AND l.teacher_id = pt.user_id AND l.judge = 0) AS total,
                 EXISTS (SELECT 1 FROM marking_claims c JOIN marking_units u ON u.id = c.unit_id WHERE u.partition_id = p.id AND c.teacher_id = pt.user_id AND c.expires_at > now()) AS online,
                 (SELECT count(*) FROM marking_units u WHERE u.partition_id = p.id) AS units
          FROM partition_teachers pt JOIN partitions p ON p.id = pt.partition_id JOIN users usr ON usr.id = pt.user_id
          WHERE p.test_id = ${testId} AND pt.role = 'marker' ${filter.partitionId ? sql`AND p.id = ${filter.partitionId}` : sql``}
          ORDER BY p.show_order, usr.username`,
    );
    return rows.map((r) => {
      const n = Number(r.n);
      const task = Number(r.mark_task);
      return {
        teacher: { user_name: r.user_name, real_name: r.real_name },
        partition_id: Number(r.partition_id),
        partition_name: r.partition_name,
        mark_num: n,
        mark_task: task,
        mark_rate: rate(n, task > 0 ? task : Number(r.units)),
        mark_average: average(Number(r.total), n),
        on_line: Boolean(r.online),
      };
    });
  }

  // ── Division ────────────────────────────────────────────────────────────────────────────
  async division(auth: AuthContext, testId: number) {
    const parts = await this.database.run(async (db) => {
      await requireViewer(db, auth, testId);
      return db.select().from(partitions).where(eq(partitions.testId, testId)).orderBy(asc(partitions.showOrder));
    });
    const test = await this.database.run(async (db) => (await db.select().from(tests).where(eq(tests.id, testId)))[0]);
    const result = [];
    for (const p of parts) {
      const context = await this.contexts.get(p.id);
      result.push({ id: p.id, name: p.name, test_correct_type: p.testCorrectType, config: { rect_divide: p.rectDivide ?? [], question_config: describeQuestions(context) } });
    }
    return { partitions: result, static: { is_sub_finish_divide: test.isSubFinishDivide }, template_info: (test.templateInfo as Record<string, unknown> | null) ?? null };
  }

  async patchDivision(auth: AuthContext, partitionId: number, body: { test_correct_type?: number; rect_divide?: { x: number; y: number; width: number; height: number; page?: number }[]; emptys?: { show_order: number; key: string; x: number; y: number; width: number; height: number }[] }) {
    const context = await this.contexts.get(partitionId);
    await this.database.tx(async (db) => {
      const relation = await relationToTest(db, auth, context.testId);
      if (!relation.isAdmin) throw forbidden('只有学校管理员可以修改题块切割');
      if (body.test_correct_type !== undefined || body.rect_divide !== undefined) {
        await db
          .update(partitions)
          .set({
            ...(body.test_correct_type !== undefined ? { testCorrectType: body.test_correct_type } : {}),
            ...(body.rect_divide !== undefined ? { rectDivide: body.rect_divide.map((r) => ({ ...r, page: r.page ?? 1 })) } : {}),
          })
          .where(eq(partitions.id, partitionId));
      }
      for (const e of body.emptys ?? []) {
        const question = context.questions.find((q) => q.showOrder === e.show_order);
        const blank = question?.blanks.find((b) => b.key === e.key);
        if (!blank) throw badRequest(MarkingMessage.unknownBlank(String(e.show_order), e.key));
        await db.update(blanks).set({ x: e.x, y: e.y, width: e.width, height: e.height }).where(eq(blanks.id, blank.id));
      }
    });
    this.contexts.forget(partitionId);
  }

  // ── Question error report ───────────────────────────────────────────────────────────────
  async reportQuestion(auth: AuthContext, body: { subject_id: number; question_id: number; message: string }) {
    await this.database.run(async (db) => {
      const exists = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, body.question_id));
      if (exists.length === 0) throw notFound('题目不存在');
      await db.insert(questionReports).values({ userId: auth.userId, subjectId: body.subject_id, questionId: body.question_id, message: body.message.trim() });
    });
  }
}

