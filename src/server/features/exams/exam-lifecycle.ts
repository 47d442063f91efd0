/**
 * The exam's lifecycle (spec 002 §9 exam statuses): 0 not started → 1 in progress (marking
 * opens) → 2 ended (marking closed) → 3 analysis viewable. Each step checks its precondition
 * on the exam row held for the transaction and refuses with a message naming what is missing:
 * - start: the exam has classes and papers, every paper its question groups (made from its
 *   answer-card template), every question of a paper a group and every group a marker;
 * - end: groups not completely marked are listed first, and the exam ends only when the caller
 *   confirms;
 * - open the analysis: only an ended exam.
 * Markers are the partition_teachers rows that marker assignment writes.
 */
import { ExamStatus, subjectName } from '../../../domain/enums.ts';
import { OBJECTIVE_TYPES } from '../../../domain/exam-setup/paper-rules.ts';
import { msg } from '../../../i18n/server.ts';
import { examSetupWork } from '../../access/exam-work.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './exam-repository.ts';
import { describeExam, type ExamEditInput, type ExamService } from './exam-service.ts';

export type ExamPatch = ExamEditInput & { status?: 1 | 2; confirm?: boolean };

/** How the answers name a paper: by its subject, as the exam lists it. */
function paperName(tests: repo.TestSummary[], testId: number): string {
  const test = tests.find((t) => t.id === testId);
  return test ? subjectName(test.subjectId) : String(testId);
}

type LooseQuestion = Awaited<ReturnType<typeof repo.ungroupedQuestions>>[number];
type StaffedGroup = Awaited<ReturnType<typeof repo.groupsWithMarkers>>[number];

/** What keeps a paper from being marked, as the start step names it; null when it is ready. */
export function unreadyReason(test: repo.TestSummary, loose: readonly LooseQuestion[], groups: readonly StaffedGroup[]): string | null {
  const name = subjectName(test.subjectId);
  if (test.partitionCount === 0) return msg.exam.noGroups(name);
  const question = loose.find((q) => q.testId === test.id);
  if (question) return msg.exam.ungroupedQuestion(name, question.label);
  const unstaffed = groups.find((g) => g.testId === test.id && g.markers === 0);
  if (unstaffed) return msg.exam.noMarkers(name, unstaffed.name);
  return null;
}

async function start(db: Db, exam: repo.ExamRow): Promise<void> {
  if (exam.status !== ExamStatus.notStarted) throw badRequest(msg.exam.notStartable);
  const tests = await repo.testsOfExams(db, [exam.id]);
  if ((await repo.classIdsOfExams(db, [exam.id])).length === 0) throw badRequest(msg.exam.noClasses);
  if (tests.length === 0) throw badRequest(msg.exam.noTests);
  // objective questions are scored from the answer sheet against their key, in no group
  const loose = await repo.ungroupedQuestions(db, exam.id, [...OBJECTIVE_TYPES]);
  const groups = await repo.groupsWithMarkers(db, exam.id);
  // paper by paper, so that the first paper in the exam's order that is not ready is named
  for (const test of tests) {
    const reason = unreadyReason(test, loose, groups);
    if (reason) throw badRequest(reason);
  }
  await repo.moveStatus(db, exam.id, ExamStatus.notStarted, ExamStatus.inProgress);
}

async function end(db: Db, exam: repo.ExamRow, confirm: boolean): Promise<void> {
  if (exam.status !== ExamStatus.inProgress) throw badRequest(msg.exam.notEndable);
  const left = await repo.unmarkedGroups(db, exam.id);
  if (left.length > 0 && !confirm) {
    const tests = await repo.testsOfExams(db, [exam.id]);
    throw conflict(msg.exam.unmarkedLeft(left.map((g) => msg.exam.unmarkedGroup(paperName(tests, g.testId), g.name, g.left)).join('；')));
  }
  await repo.moveStatus(db, exam.id, ExamStatus.inProgress, ExamStatus.endedAnalysisClosed);
}

export class ExamLifecycle {
  constructor(
    private readonly database: Database,
    private readonly exams: ExamService,
    /** the exam's question groups changed status: the marking engine reads them again (it hands out students only while marking is open) */
    private readonly onGroupsChanged: (partitionIds: number[]) => void = () => undefined,
  ) {}

  private async changed(examId: number): Promise<void> {
    const groups = await this.database.run((db) => repo.groupsWithMarkers(db, examId));
    this.onGroupsChanged(groups.map((g) => g.id));
  }

  /** PATCH examination-info/{id}: a lifecycle step when status is given, an edit otherwise. */
  async patch(auth: AuthContext, examId: number, body: ExamPatch) {
    const answer = await examSetupWork(this.database, auth, examId, 'change', async (db) => {
      const { status, confirm, ...edit } = body;
      // a lifecycle step is taken alone, so that no edit is lost or applied by surprise
      if (status !== undefined && Object.keys(edit).length > 0) throw badRequest(msg.exam.stepWithEdits);
      if (status === undefined) await this.exams.edit(db, examId, edit);
      else {
        await repo.lockExam(db, examId);
        const exam = (await repo.examById(db, examId))!;
        if (status === ExamStatus.inProgress) await start(db, exam);
        else await end(db, exam, confirm ?? false);
      }
      return describeExam(db, (await repo.examById(db, examId))!);
    });
    if (body.status !== undefined) await this.changed(examId);
    return answer;
  }

  /** exam-analysis/{id}: an ended exam's analysis becomes viewable. */
  async openAnalysis(auth: AuthContext, examId: number) {
    const answer = await examSetupWork(this.database, auth, examId, 'change', async (db) => {
      await repo.lockExam(db, examId);
      const moved = await repo.moveStatus(db, examId, ExamStatus.endedAnalysisClosed, ExamStatus.analysisViewable);
      if (!moved) throw badRequest(msg.exam.notAnalysable);
      return describeExam(db, (await repo.examById(db, examId))!);
    });
    await this.changed(examId);
    return answer;
  }
}
