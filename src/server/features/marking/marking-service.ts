/**
 * The marking engine: claim students with leases, take scores, apply the double-marking rule,
 * and hand out the next students — each new mark in one statement (see hot-statements-repository.ts).
 */
import type { components } from '../../../contract/schema.d.ts';
import { ExamStatus } from '../../../domain/enums.ts';
import { CLAIM_LEASE_MS, claimStopAt, OCCUPY_STUDENT_COUNT, quotaState } from '../../../domain/marking-rules.ts';
import { studentsToHold } from '../../../domain/marking-assignment.ts';
import { totalOf, type QuestionScore } from '../../../domain/scoring.ts';
import { mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import { requireOwnRecord } from '../../access/marking-access.ts';
import { MarkingAssignments } from '../../access/marking-assignments.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { DescribedUnits } from './described-units.ts';
import { feedbackTagsFor } from './feedback-repository.ts';
import { claimStudents, readForSubmit, writeSubmit, type DescribedUnit, type SubmitWrite, type SubmitWritten } from './hot-statements-repository.ts';
import { markedBy, markerKey, planMark, refusalError, refusalOf, stateFor, unitAfter, type MarkToWrite, type WrittenMark } from './mark-placement.ts';
import { windowProgress } from './marking-window-progress.ts';
import { paperNumbers } from './paper-numbers.ts';
import type { PartitionContext, PartitionContexts } from './partition-context.ts';
import { describeQuestions, validateScores } from './partition-questions.ts';
import { ProgressCounts, type CountsDelta } from './progress-counts.ts';
import { seerOf, studentsFromLogs, studentsOf, type StudentToMark } from './students-to-mark.ts';
import { writeSubmits } from './submit-batch-repository.ts';
import { claimLapsed, writeLateMark } from './late-mark-repository.ts';
import { WriteBatcher } from './write-batcher.ts';
import { historyOfUnits, logById, type LogRow, logsOfUnit, neighbourLog, updateLog } from './marking-log-repository.ts';
import { teacherCounts } from './marking-progress-repository.ts';
import { unitForUpdate, type UnitRow, updateUnit } from './marking-unit-repository.ts';
import { deleteClaim, renewClaims, sweepExpiredClaims } from './claim-repository.ts';
import { msg } from '../../../i18n/server.ts';

export interface LoadQuery {
  test_id: number;
  partition_id: number;
  judge?: number;
  occupy_student_count?: number;
  marking_log_id?: number;
  get_log_type?: '' | 'previous' | 'after';
  get_progress?: number;
  get_question?: number;
  get_feedback?: number;
}

export interface SubmitBody {
  partition_id: number;
  marking_log_id?: number;
  version?: number;
  student_id: number;
  judge?: number;
  total_score?: number;
  question_score: QuestionScore;
  score_marks?: components['schemas']['ScoreMark'][];
  spend_time?: number;
  return_next_student?: number;
  occupy_student_count?: number;
  idempotency_key?: string;
}

/** Leases are renewed at most this often; expired ones are swept back at most this often. */
const RENEW_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 1_000;
/** A submit whose unit keeps changing under it (other markers, a sweep) reads again this often. */
const SUBMIT_ATTEMPTS = 8;
/** Units handed out are remembered as long as a lease, this many at most (a few MB). */
const DESCRIBED_UNITS_KEPT = 20_000;
/** New marks written together at most, and batches of one group running at once per process. */
const WRITE_BATCH_SIZE = 64;
const WRITE_BATCHES_IN_FLIGHT = 4;

/** Called after a transaction that changed a partition's progress commits. */
export type ProgressListener = (event: { partitionId: number; testId: number }) => void;

/** Two sets of question scores are equal, whatever the order of their keys. */
function sameScores(a: Record<string, Record<string, number>>, b: Record<string, Record<string, number>>): boolean {
  const flat = (q: Record<string, Record<string, number>>) =>
    Object.entries(q).flatMap(([question, blanks]) => Object.entries(blanks).map(([blank, score]) => `${question}-${blank}:${score}`)).sort().join(',');
  return flat(a) === flat(b);
}

/** Marks are given only while the exam is in progress: not before it starts, nor once it has ended. */
function requireMarkingOpen(context: PartitionContext): void {
  if (context.examStatus !== ExamStatus.inProgress) throw badRequest(msg.exam.markingClosed);
}

export class MarkingService {
  private readonly listeners = new Set<ProgressListener>();
  private readonly counts = new ProgressCounts();
  private readonly described = new DescribedUnits(CLAIM_LEASE_MS, DESCRIBED_UNITS_KEPT);
  /** new marks decided on what this process handed out, written together under load */
  private readonly writes: WriteBatcher<SubmitWrite, SubmitWritten>;
  /** when each teacher's leases in a partition were last renewed (ms), to renew once a minute */
  private readonly renewedAt = new Map<string, number>();
  private lastSweep = 0;
  /** who may mark or judge in a question group (the access layer's answer, kept briefly) */
  readonly assignments: MarkingAssignments;

  constructor(
    private readonly database: Database,
    private readonly contexts: PartitionContexts,
  ) {
    this.assignments = new MarkingAssignments(database);
    this.writes = new WriteBatcher<SubmitWrite, SubmitWritten>({
      keyOf: (w) => `${w.partitionId}:${w.judge}`,
      memberOf: (w) => w.teacherId,
      maxBatch: WRITE_BATCH_SIZE,
      // the embedded database runs one statement at a time anyway
      maxInFlight: database.driver === 'pglite' ? 1 : WRITE_BATCHES_IN_FLIGHT,
      writeOne: async (w) => {
        const written = await database.statements((run) => writeSubmit(run, w));
        return typeof written === 'object' ? written : undefined;
      },
      writeMany: (rows) => database.statements((run) => writeSubmits(run, rows)),
    });
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A partition's progress changed outside a submit: recount it, and tell the live push. */
  notify(context: PartitionContext): void {
    this.counts.forget(context.id);
    this.emit(context);
  }

  private emit(context: PartitionContext): void {
    for (const listener of this.listeners) listener({ partitionId: context.id, testId: context.testId });
  }

  /** The partition, checked against the test and the caller's assignment. */
  async authorise(auth: AuthContext, testId: number, partitionId: number, judge: number) {
    const context = await this.contexts.get(partitionId);
    if (context.testId !== testId) throw badRequest(msg.exam.partitionNotInTest);
    const assigned = await this.assignments.requireMarking(auth, partitionId, judge);
    return { context, markTask: assigned.markTask };
  }

  async load(auth: AuthContext, query: LoadQuery) {
    const judge = query.judge ?? 0;
    const { context, markTask } = await this.authorise(auth, query.test_id, query.partition_id, judge);
    const history = (query.marking_log_id ?? 0) > 0 || query.get_log_type === 'previous' || query.get_log_type === 'after';
    if (!context.divided) throw badRequest(msg.marking.notDivided);

    // students are handed out only while the exam is being marked (spec 002 §9 statuses 1)
    if (!history) requireMarkingOpen(context);
    if (!history) return this.loadLive(auth, context, markTask, judge, query);
    const seer = await seerOf(this.database, auth.userId);
    return this.database.tx(async (db) => {
      let students: StudentToMark[] = [];
      let currentLogId = 0;
      const log = query.get_log_type
        ? await neighbourLog(db, context.id, auth.userId, judge, query.marking_log_id ?? 0, query.get_log_type)
        : await logById(db, query.marking_log_id ?? 0);
      if (log) requireOwnRecord(auth, log, context.id);
      if (log) {
        currentLogId = log.id;
        students = await studentsFromLogs(db, context, seer, [log]);
      }
      const progress = query.get_progress === 0 ? {} : await windowProgress(db, this.counts, context, auth.userId, judge, markTask, await teacherCounts(db, context.id, auth.userId, judge), currentLogId, true);
      return {
        students,
        ...(query.get_question === 0 ? {} : { questions: describeQuestions(context) }),
        ...(query.get_feedback === 0 ? {} : { feedback_list: await feedbackTagsFor(db, context.schoolId) }),
        ...progress,
      };
    });
  }

  /** Live marking: top up my claims (unless a strict quota is met) and describe them. */
  private async loadLive(auth: AuthContext, context: PartitionContext, markTask: number, judge: number, query: LoadQuery) {
    const strictQuota = judge === 0 && context.quotaStrict && markTask > 0;
    const before = strictQuota ? await this.database.run((db) => teacherCounts(db, context.id, auth.userId, judge)) : undefined;
    const ended = before !== undefined && quotaState(before.count, markTask, true).ended;
    const next = ended ? { students: [], mine: before! } : await this.claimNext(context, auth.userId, judge, studentsToHold(query.occupy_student_count, context.occupyCount, OCCUPY_STUDENT_COUNT));
    const progress = query.get_progress === 0 ? {} : await this.database.run((db) => windowProgress(db, this.counts, context, auth.userId, judge, markTask, next.mine, 0, false));
    return {
      students: next.students,
      ...(query.get_question === 0 ? {} : { questions: describeQuestions(context) }),
      ...(query.get_feedback === 0 ? {} : { feedback_list: await this.database.run((db) => feedbackTagsFor(db, context.schoolId)) }),
      ...progress,
    };
  }

  async submit(auth: AuthContext, testId: number, named: SubmitBody) {
    const judge = named.judge ?? 0;
    const key = named.idempotency_key;
    const { context, markTask } = await this.authorise(auth, testId, named.partition_id, judge);
    requireMarkingOpen(context);
    const body = { ...named, student_id: await this.studentOfPaper(context, named.student_id) };
    const questionScore = validateScores(context, body.question_score);
    const total = totalOf(questionScore);
    if (body.total_score !== undefined && Math.abs(body.total_score - total) > 1e-6) throw badRequest(msg.marking.totalMismatch);
    if ((body.marking_log_id ?? 0) === 0) return this.submitNew(auth, context, markTask, judge, body, questionScore, total, key);

    // editing a record of my history: under the unit's row lock, checked against its version
    const outcome = await this.database.tx(async (db) => {
      const unit = await unitForUpdate(db, context.id, body.student_id);
      if (!unit) throw notFound(msg.marking.unitNotFound);
      const logs = await logsOfUnit(db, unit.id);
      const before = logs.find((l) => l.id === body.marking_log_id);
      const log = await this.editLog(db, auth, logs, body, questionScore, total);
      const delta = await this.resolveUnit(db, context, unit, logs.map((l) => (l.id === log.id ? log : l)), 0, 0);
      if (judge === 0) delta.markSum = log.totalScore - before!.totalScore;
      return { log, delta, mine: await teacherCounts(db, context.id, auth.userId, judge) };
    });
    this.counts.record(context.id, outcome.delta);
    this.emit(context);
    return this.submitted(auth, context, markTask, judge, outcome.log, [], outcome.mine);
  }

  /** The answer to a submit: the stored record, my next students and the progress. */
  private async submitted(auth: AuthContext, context: PartitionContext, markTask: number, judge: number, log: { id: number; version: number; totalScore: number }, students: StudentToMark[], mine: { count: number; sum: number }) {
    const progress = await this.database.run((db) => windowProgress(db, this.counts, context, auth.userId, judge, markTask, mine, 0, false));
    return { marking_log_id: log.id, version: log.version, total_score: log.totalScore, students, finished: students.length === 0, ...progress };
  }

  /**
   * A new mark. When this process handed the student out, the mark is decided on the unit as it
   * was then and written in one statement, guarded by the unit's version; if anything is off
   * (the unit changed, no claim, a retried key) the unit is read and the mark decided again
   * (see hot-statements-repository.ts). A retried submission whose mark is already stored (same
   * idempotency key) is answered with that record and my next students.
   */
  private async submitNew(auth: AuthContext, context: PartitionContext, markTask: number, judge: number, body: SubmitBody, questionScore: QuestionScore, total: number, key: string | undefined) {
    const count = studentsToHold(body.occupy_student_count, context.occupyCount, OCCUPY_STUDENT_COUNT);
    const wantsNext = (body.return_next_student ?? 1) === 1;
    const expiresAt = new Date(Date.now() + CLAIM_LEASE_MS);
    if (wantsNext) await this.housekeeping(context, auth.userId, judge, expiresAt);
    const marker = markerKey(context.id, auth.userId, judge);
    const stopAt = judge === 0 ? claimStopAt(markTask, context.quotaStrict) : 0;
    // the held students this process described for me lately are not described again
    // (adjudication describes all: its students carry the other teachers' marks)
    const known = new Map<number, DescribedUnit>();
    for (const id of judge === 0 && wantsNext ? this.described.handed(marker) : []) {
      const unit = this.described.get(id);
      if (unit) known.set(id, unit);
    }
    const mark: MarkToWrite = {
      partitionId: context.id,
      studentId: body.student_id,
      teacherId: auth.userId,
      judge,
      totalScore: total,
      questionScore,
      scoreMarks: body.score_marks ?? [],
      spendTime: body.spend_time ?? 0,
      idempotencyKey: key ?? null,
      want: wantsNext ? count : 0,
      stopAt,
      expiresAt,
      known: [...known.keys()],
    };

    let done: WrittenMark | undefined;
    const seen = this.described.ofStudent(context.id, body.student_id);
    // (my claim on it is checked by the write itself)
    // (under a strict quota every mark is checked against my count: no shortcut)
    if (seen && stopAt === 0 && !markedBy(seen, auth.userId) && seen.state === stateFor(judge)) {
      const plan = planMark(context, seen, mark);
      const written = await this.writes.write(plan.write);
      if (written) done = { written, delta: plan.delta, unitId: seen.unitId };
    }
    for (let attempt = 0; !done && attempt < SUBMIT_ATTEMPTS; attempt++) {
      const outcome = await this.database.statements(async (run) => {
        const read = await readForSubmit(run, context.id, body.student_id, auth.userId, judge, key ?? null);
        if (!read) throw notFound(msg.marking.unitNotFound);
        if (read.replay) return { kind: 'replay' as const, replay: read.replay, unitId: read.unitId, mine: read.mine };
        if (stopAt > 0 && read.mine.count >= stopAt) return { kind: 'refused' as const, refusal: 'quota' as const, unitId: read.unitId, done: read.mine.count };
        const refusal = refusalOf(read, auth.userId, judge);
        if (refusal === 'late') {
          // my lease ran out and was given back, but nobody scored the place: the mark is kept
          const plan = planMark(context, read, mark);
          const log = await writeLateMark(run, plan.write);
          if (log === undefined || log === 'key-taken') return undefined;
          if (log === 'never-held') return { kind: 'refused' as const, refusal: 'not-held' as const, unitId: read.unitId };
          return { kind: 'late' as const, log, delta: plan.delta, unitId: read.unitId, mine: read.mine };
        }
        // "taken meanwhile" only for a marker who held the student once
        if (refusal === 'taken' && !(await claimLapsed(run, read.unitId, auth.userId, judge))) return { kind: 'refused' as const, refusal: 'not-held' as const, unitId: read.unitId };
        if (refusal) return { kind: 'refused' as const, refusal, unitId: read.unitId };
        const plan = planMark(context, read, mark);
        const written = await writeSubmit(run, plan.write);
        // changed since it was read, the key stored meanwhile, or my claim swept after the
        // read (a late mark then): read again
        if (written === undefined || written === 'key-taken' || written === 'claim-gone') return undefined;
        return { kind: 'written' as const, written, delta: plan.delta, unitId: read.unitId };
      });
      if (!outcome) continue;
      if (outcome.kind === 'replay') {
        const { replay } = outcome;
        if (replay.teacherId !== auth.userId || replay.unitId !== outcome.unitId) throw conflict(msg.marking.idempotencyKeyReused);
        await this.requireSameMark(replay.id, judge, questionScore);
        // (my marks counted already include the replayed one)
        const more = wantsNext && !(stopAt > 0 && outcome.mine.count >= stopAt);
        const students = more ? (await this.claimNext(context, auth.userId, judge, count)).students : [];
        return this.submitted(auth, context, markTask, judge, replay, students, outcome.mine);
      }
      if (outcome.kind === 'late') {
        this.counts.record(context.id, outcome.delta);
        this.emit(context);
        this.described.forget(outcome.unitId);
        const mine = { count: outcome.mine.count + 1, sum: outcome.mine.sum + total };
        const more = wantsNext && !(stopAt > 0 && mine.count >= stopAt);
        const students = more ? (await this.claimNext(context, auth.userId, judge, count)).students : [];
        return this.submitted(auth, context, markTask, judge, outcome.log, students, mine);
      }
      if (outcome.kind === 'refused') {
        // the student went elsewhere (problem paper, adjudication, done), or my quota is met: my hold ends
        if (outcome.refusal === 'state-changed' || outcome.refusal === 'quota') await this.database.run((db) => deleteClaim(db, outcome.unitId, auth.userId));
        throw refusalError(outcome.refusal, { done: ('done' in outcome && outcome.done) || 0, task: stopAt });
      }
      done = { written: outcome.written, delta: outcome.delta, unitId: outcome.unitId };
    }
    if (!done) throw conflict(msg.marking.unitStateChanged);

    const { written, delta, unitId } = done;
    this.counts.record(context.id, delta);
    this.emit(context);
    const mine = { count: written.before.count + 1, sum: written.before.sum + total };
    const more = wantsNext && !(stopAt > 0 && mine.count >= stopAt);
    this.described.forget(unitId);
    this.described.remember(written.units);
    const described = new Map(written.units.map((u) => [u.unitId, u]));
    const handed = more ? [...written.held, ...written.claimed] : [];
    // the write described every held unit that is not in `known`, and every new one
    const units = handed.flatMap((id) => described.get(id) ?? known.get(id) ?? []);
    const history = judge === 1 && units.length > 0 ? await this.database.run((db) => historyOfUnits(db, units.map((u) => u.unitId))) : [];
    let students = studentsOf(context, await seerOf(this.database, auth.userId), handed, units, history, expiresAt);
    if (more && students.length < count) {
      // the queue looks short: give back leases that ran out, then try again
      students = (await this.claimNext(context, auth.userId, judge, count, true)).students;
    } else {
      this.described.hand(marker, handed);
    }
    return this.submitted(auth, context, markTask, judge, written.log, students, mine);
  }

  /**
   * A retried submission is the same mark: the same mode and the same scores as the record its
   * key stored. Another mark under a used key is refused rather than answered as if it were
   * stored. A record edited since (its version moved on) no longer shows what was first sent,
   * so it is answered as stored.
   */
  private async requireSameMark(logId: number, judge: number, questionScore: QuestionScore): Promise<void> {
    const log = await this.database.run((db) => logById(db, logId));
    if (!log || log.version > 1) return;
    if (log.judge !== judge || !sameScores(log.questionScore, questionScore)) throw conflict(msg.marking.idempotencyKeyOtherScores);
  }

  /**
   * Gives expired leases back (at most once a second, or now) and renews mine (at most once a
   * minute: leases last minutes, rewriting them on every submit would only add writes).
   * Answers whether it swept.
   */
  private async housekeeping(context: PartitionContext, teacherId: number, judge: number, expiresAt: Date, sweepNow = false): Promise<boolean> {
    const now = Date.now();
    const renewKey = `${context.id}:${teacherId}:${judge}`;
    const sweep = sweepNow || now - this.lastSweep > SWEEP_EVERY_MS;
    const renew = now - (this.renewedAt.get(renewKey) ?? 0) > RENEW_EVERY_MS;
    if (!sweep && !renew) return false;
    if (sweep) this.lastSweep = now;
    if (renew) this.renewedAt.set(renewKey, now);
    await this.database.run(async (db) => {
      if (sweep) await sweepExpiredClaims(db);
      if (renew) await renewClaims(db, context.id, teacherId, judge, expiresAt);
    });
    return sweep;
  }

  /** Claims and describes my next students in a partition (after a problem paper, say). */
  async nextStudents(auth: AuthContext, partitionId: number, judge: number, count: number): Promise<StudentToMark[]> {
    const context = await this.contexts.get(partitionId);
    return (await this.claimNext(context, auth.userId, judge, count)).students;
  }

  private async editLog(db: Db, auth: AuthContext, logs: LogRow[], body: SubmitBody, questionScore: QuestionScore, total: number) {
    const log = logs.find((l) => l.id === body.marking_log_id);
    if (!log) throw notFound(msg.marking.recordNotFound);
    requireOwnRecord(auth, log, body.partition_id);
    if (body.version === undefined) throw badRequest(msg.marking.versionRequired);
    if (body.version !== log.version) throw conflict(msg.marking.staleRecord);
    return updateLog(db, log.id, {
      totalScore: total,
      questionScore,
      scoreMarks: body.score_marks ?? log.scoreMarks,
      spendTime: log.spendTime + (body.spend_time ?? 0),
      version: log.version + 1,
    });
  }

  /** Applies the double-marking rule to all marks of a unit and stores its new state at once; answers how the partition's counts changed. */
  private async resolveUnit(db: Db, context: PartitionContext, unit: UnitRow, logs: LogRow[], addedMarks: number, releasedHolders: number): Promise<CountsDelta> {
    const next = unitAfter(context, unit, logs);
    await updateUnit(db, unit.id, {
      version: unit.version + 1,
      marksDone: unit.marksDone + addedMarks,
      holders: Math.max(0, unit.holders - releasedHolders),
      state: next.state,
      marksNeeded: next.marksNeeded,
      finalScore: next.finalScore,
      finalQuestionScore: next.finalQuestionScore,
    });
    return next.delta;
  }

  /**
   * Tops my claims in a partition up to `count` and describes them. When the queue looks short,
   * leases that ran out are given back first and the claim is tried again.
   */
  private async claimNext(context: PartitionContext, teacherId: number, judge: number, count: number, sweepNow = false): Promise<{ students: StudentToMark[]; mine: { count: number; sum: number } }> {
    const expiresAt = new Date(Date.now() + CLAIM_LEASE_MS);
    const swept = await this.housekeeping(context, teacherId, judge, expiresAt, sweepNow);
    const claim = () => this.database.statements((run) => claimStudents(run, context.id, teacherId, judge, count, expiresAt));
    let claimed = await claim();
    if (claimed.unitIds.length < count && !swept && (await this.database.run((db) => sweepExpiredClaims(db))) > 0) claimed = await claim();
    const history = judge === 1 && claimed.unitIds.length > 0 ? await this.database.run((db) => historyOfUnits(db, claimed.unitIds)) : [];
    this.described.remember(claimed.units);
    this.described.hand(markerKey(context.id, teacherId, judge), claimed.unitIds);
    return { students: studentsOf(context, await seerOf(this.database, teacherId), claimed.unitIds, claimed.units, history, expiresAt), mine: claimed.mine };
  }

  /**
   * How the marking calls name students' papers, and the student a marking request names: in a
   * blind group by the paper number (paper-numbers.ts), otherwise by the student id.
   */
  async papersOf(context: PartitionContext, studentIds: readonly number[]): Promise<number[]> {
    if (mayIdentifyStudent('marker', { showsStudent: context.showStudent })) return [...studentIds];
    const papers = await paperNumbers(this.database);
    return studentIds.map((id) => papers.numberOf(context.id, id));
  }

  async studentOfPaper(context: PartitionContext, named: number): Promise<number> {
    if (mayIdentifyStudent('marker', { showsStudent: context.showStudent })) return named;
    const studentId = (await paperNumbers(this.database)).studentOf(context.id, named);
    if (studentId === undefined) throw notFound(msg.marking.unitNotFound);
    return studentId;
  }
}
