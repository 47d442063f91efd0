/**
 * Problem papers (spec 000 §2 "problem papers"): a marker who holds an answer they cannot score
 * (unreadable scan, wrong group…) reports it; it leaves the queue, nobody holds it meanwhile,
 * and a school administrator either returns it to the queue (the marks it has still count) or
 * scores it. The list shows a test's problem papers: all of them to its administrators, those of
 * their own groups to its markers and adjudicators.
 */
import { PROBLEM_COMMENT_MAX, problemComment } from '../../../domain/marking-rules.ts';
import { totalOf, type QuestionScore } from '../../../domain/scoring.ts';
import { studentAsSeen } from '../../../domain/student-visibility.ts';
import { problemPaperGroups, requireMarkingAdministrator, requireMarkingFollower } from '../../access/marking-access.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describePiece, scanAddresses } from '../files/scan-url.ts';
import type { MarkingService } from './marking-service.ts';
import { paperNumbers } from './paper-numbers.ts';
import type { PartitionContexts } from './partition-context.ts';
import { validateScores } from './partition-questions.ts';
import * as problems from './problem-paper-repository.ts';
import { unitByIdForUpdate, unitForUpdate, updateUnit } from './marking-unit-repository.ts';
import type { StudentToMark } from './students-to-mark.ts';
import { deleteAllClaims, myClaim } from './claim-repository.ts';
import { piecesOf } from './scan-piece-repository.ts';
import { msg } from '../../../i18n/server.ts';


export interface ProblemReport {
  partition_id: number;
  student_id: number;
  comment?: string;
  judge?: number;
  return_next_student?: number;
  occupy_student_count?: number;
}

export interface ProblemListQuery {
  test_id: number;
  partition_id?: number;
  state?: string;
  page_no?: number;
  page_size?: number;
}

/** Problem papers listed per page when the caller does not say. */
const PROBLEM_PAGE_SIZE = 10;

export class ProblemPapers {
  constructor(
    private readonly database: Database,
    private readonly contexts: PartitionContexts,
    private readonly marking: MarkingService,
  ) {}

  /** Reports a held answer as a problem paper (once: a second report answers the first); answers my next students unless asked not to. */
  async report(auth: AuthContext, testId: number, body: ProblemReport): Promise<{ problem_id: number; students: StudentToMark[] }> {
    const judge = body.judge ?? 0;
    const comment = (body.comment ?? '').trim();
    // the checkbox text and its semicolon come first; the marker's own words are at most 100
    const ownWords = comment.includes('；') ? comment.slice(comment.indexOf('；') + 1) : comment;
    if (ownWords.length > PROBLEM_COMMENT_MAX) throw badRequest(msg.marking.problemCommentTooLong(PROBLEM_COMMENT_MAX));
    const { context } = await this.marking.authorise(auth, testId, body.partition_id, judge);
    const studentId = await this.marking.studentOfPaper(context, body.student_id);
    const problemId = await this.database.tx(async (db) => {
      const unit = await unitForUpdate(db, context.id, studentId);
      if (!unit) throw notFound(msg.marking.unitNotFound);
      const claim = await myClaim(db, unit.id, auth.userId);
      if (!claim) throw conflict(msg.marking.notHeld);
      if (unit.state === 'problem') return (await problems.openProblemOfUnit(db, unit.id))!.id;
      const id = await problems.insertProblem(db, { unitId: unit.id, partitionId: context.id, studentId: unit.studentId, teacherId: auth.userId, comment: problemComment(comment) });
      await updateUnit(db, unit.id, { state: 'problem', version: unit.version + 1 });
      // nobody marks it while an admin looks at it
      await deleteAllClaims(db, unit.id);
      return id;
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
  async list(auth: AuthContext, q: ProblemListQuery) {
    const scans = await scanAddresses(this.database);
    const papers = await paperNumbers(this.database);
    return this.database.run(async (db) => {
      const part = await requireMarkingFollower(db, auth, q.test_id);
      const mine = problemPaperGroups(part, q.partition_id);
      const pageSize = q.page_size ?? PROBLEM_PAGE_SIZE;
      const state = q.state && q.state !== 'all' ? (q.state as problems.ProblemState) : undefined;
      const { rows, total } = await problems.problemPage(db, { testId: q.test_id, partitionIds: mine, partitionId: q.partition_id, state }, { limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      const result = [];
      for (const r of rows) {
        const { problem } = r;
        const seen = studentAsSeen(part.administrator ? 'administrator' : 'marker', { showsStudent: r.showsStudent }, { ...r.student, className: '' });
        const pieces = part.administrator || problem.teacherId === auth.userId ? await piecesOf(db, problem.partitionId, [problem.studentId]) : [];
        result.push({
          id: problem.id,
          partition_id: problem.partitionId,
          partition_name: r.partitionName,
          student_id: seen.studentId ?? papers.numberOf(problem.partitionId, problem.studentId),
          student_name: seen.name,
          teacher_name: r.teacherName || r.teacherUser,
          comment: problem.comment,
          state: problem.state,
          create_time: problem.createdAt.toISOString(),
          partition_pics: pieces.map((piece, index) => describePiece(scans, auth.userId, piece, piece, index)),
        });
      }
      return { result, total };
    });
  }

  /** An administrator returns the answer to the queue or scores it. */
  async resolve(auth: AuthContext, problemId: number, action: 'return' | 'score', questionScore?: QuestionScore): Promise<void> {
    const problem = await this.database.run((db) => problems.problemById(db, problemId));
    if (!problem) throw notFound(msg.marking.problemNotFound);
    const context = await this.contexts.get(problem.partitionId);
    const scores = action === 'score' ? validateScores(context, questionScore ?? {}) : undefined;
    await this.database.tx(async (db) => {
      await requireMarkingAdministrator(db, auth, context.testId, 'resolveProblems');
      const current = (await problems.problemForUpdate(db, problemId))!;
      if (current.state !== 'open') throw conflict(msg.marking.problemAlreadyResolved);
      const unit = (await unitByIdForUpdate(db, problem.unitId))!;
      await problems.markResolved(db, problemId, action === 'return' ? 'returned' : 'scored', auth.userId);
      if (scores) {
        await updateUnit(db, unit.id, { state: 'done', finalScore: totalOf(scores), finalQuestionScore: scores, version: unit.version + 1 });
      } else {
        // back to where it was: the marks it already has still count
        await updateUnit(db, unit.id, { state: 'open', version: unit.version + 1 });
      }
    });
    this.marking.notify(context);
  }
}
