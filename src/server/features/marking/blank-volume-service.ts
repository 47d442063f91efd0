/**
 * Blank papers (spec 000 §2 "blank papers", §7 test-blank-volume): answers whose scan is nearly
 * white, listed by their share of dark pixels so that a marker can score them 0 in one go, or
 * keep them in the normal queue.
 *
 * The rules:
 * - Only the group's people: its markers and adjudicators, and the school's administrators
 *   (roles 1 and 5), see and keep (ignore) a group's blank answers; only its markers score them.
 *   A score is a mark, and marks come from the group's markers — adjudicators settle
 *   disagreements between marks, administrators resolve problem papers.
 * - Only answers recognised as blank are scored: every scan piece measured and below
 *   BLANK_BLACK_RATE. The list may show fuller answers (its black-ratio slider goes to 50 %);
 *   scoring one of those is refused: it is marked on the scan like any other answer.
 * - A blank decision is one marker's round: 0 on every blank, recorded under the marker and
 *   placed by the group's double-marking rule exactly as a submitted mark. In a double-marked
 *   group the answer then still needs its second blind mark — from another marker, by hand or
 *   by another blank decision. It needs a free slot (or the marker's own hold), is never given
 *   twice by the same marker, and counts towards the marker's workload and strict quota.
 * - At most BLANK_VOLUME_BATCH_MAX answers a call. A batch is decided as a whole: when any of
 *   its answers may not be scored, none is, and the answer says why.
 */
import type { QuestionScore } from '../../../domain/scoring.ts';
import { mayIdentifyStudent } from '../../../domain/student-visibility.ts';
import { blankPaperGroups, markingPartOf } from '../../access/marking-access.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { blackRate } from '../../storage/black-rate.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { scanAddresses } from '../files/scan-url.ts';
import * as blanks from './blank-volume-repository.ts';
import { BLANK_BLACK_RATE } from './blank-volume-repository.ts';
import { paperNumbers } from './paper-numbers.ts';
import { unitAfter } from './mark-placement.ts';
import type { MarkingService } from './marking-service.ts';
import type { PartitionContext, PartitionContexts } from './partition-context.ts';
import { insertLog, logsOfUnit } from './marking-log-repository.ts';
import { teacherCounts } from './marking-progress-repository.ts';
import { piecesOf } from './scan-piece-repository.ts';
import { updateUnit } from './marking-unit-repository.ts';
import { msg } from '../../../i18n/server.ts';

/** "Blank list page 10" (spec 000 §9): a batch is at most one page of the list. */
export const BLANK_VOLUME_BATCH_MAX = 10;

/** The black-ratio range of the list when none is asked for (spec 000 §9 "black ratio 0-50"). */
const DEFAULT_BLACK_RATE: [number, number] = [0, 50];


export interface BlankListQuery {
  test_id: number;
  partition_ids?: number[];
  black_rate?: number[];
  page_no?: number;
  page_size?: number;
}

/** 0 on every blank of the group. */
function zerosOf(context: PartitionContext): QuestionScore {
  const zeros: QuestionScore = {};
  for (const b of context.blankSteps) (zeros[b.showOrder] ??= {})[b.key] = 0;
  return zeros;
}

function distinct(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length > BLANK_VOLUME_BATCH_MAX) throw badRequest(msg.marking.blankBatchTooLarge(BLANK_VOLUME_BATCH_MAX));
  return unique;
}

export class BlankVolumes {
  constructor(
    private readonly database: Database,
    private readonly contexts: PartitionContexts,
    private readonly marking: MarkingService,
    private readonly storage: ScanStorage,
  ) {}

  /**
   * The groups of the test whose blank papers the caller looks after: where they mark, and
   * where they adjudicate or administer. Asking for a group of someone else is refused; with no
   * group asked for, the caller's own are taken.
   */
  private async groupsOf(db: Db, auth: AuthContext, testId: number, requested: readonly number[] = []) {
    const part = await markingPartOf(db, auth, testId);
    const groups = await blanks.groupsOfTest(db, testId);
    if (requested.some((id) => !groups.includes(id))) throw badRequest(msg.exam.partitionNotInTest);
    const named = requested.length > 0;
    return { ...blankPaperGroups(part, named ? requested : groups, named), isAdmin: part.administrator };
  }

  async list(auth: AuthContext, q: BlankListQuery) {
    const [low, high] = q.black_rate && q.black_rate.length === 2 ? [Math.min(...q.black_rate), Math.max(...q.black_rate)] : DEFAULT_BLACK_RATE;
    const pageSize = q.page_size ?? BLANK_VOLUME_BATCH_MAX;
    const scans = await scanAddresses(this.database);
    const papers = await paperNumbers(this.database);
    return this.database.run(async (db) => {
      const { markerGroups, otherGroups, isAdmin } = await this.groupsOf(db, auth, q.test_id, q.partition_ids);
      const { rows, total } = await blanks.blankList(db, { markerGroups, otherGroups, teacherId: auth.userId, low, high }, { limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      const result = [];
      for (const r of rows) {
        const [partitionId, studentId] = [Number(r.partition_id), Number(r.student_id)];
        const pieces = await piecesOf(db, partitionId, [studentId]);
        // a marker or adjudicator sees the answer as the group's marker does: by paper number in a blind group
        const identified = mayIdentifyStudent(isAdmin ? 'administrator' : 'marker', { showsStudent: Boolean(r.shows_student) });
        result.push({
          id: Number(r.id),
          partition_id: partitionId,
          partition_name: r.name,
          student_id: identified ? studentId : papers.numberOf(partitionId, studentId),
          create_time: new Date(r.updated_at).toISOString(),
          black_rate: Number(r.rate),
          url: pieces.map((p, index) => `${scans.url(auth.userId, { kind: 'piece', partitionId: p.partitionId, studentId: p.studentId, index })},${p.width},${p.height}`),
        });
      }
      return { result, total };
    });
  }

  /** Scores the chosen answers 0 as one round of the caller's (see the file comment). */
  async submit(auth: AuthContext, testId: number, ids: number[]) {
    const unique = distinct(ids);
    const found = await this.database.run(async (db) => {
      await markingPartOf(db, auth, testId);
      return blanks.unitGroups(db, testId, unique);
    });
    if (found.length !== unique.length) throw notFound(msg.marking.blankUnknownUnits);
    const groups = new Map<number, { context: PartitionContext; markTask: number }>();
    for (const partitionId of new Set(found.map((u) => u.partitionId))) {
      const assigned = await this.marking.assignments.requireBlankScoring(auth, partitionId);
      groups.set(partitionId, { context: await this.contexts.get(partitionId), markTask: assigned.markTask });
    }
    await this.database.tx(async (db) => {
      const units = await blanks.lockDecisionUnits(db, testId, unique, auth.userId);
      const notBlank = units.filter((u) => !u.recognisedBlank).length;
      if (notBlank > 0) throw badRequest(msg.marking.blankNotBlank(BLANK_BLACK_RATE, notBlank));
      if (units.some((u) => u.markedByMe)) throw conflict(msg.marking.blankAlreadyMarked);
      if (units.some((u) => u.state !== 'open' || u.blankIgnored)) throw conflict(msg.marking.blankNotOpen);
      if (units.some((u) => !u.heldByMe && u.marksDone + u.holders >= u.marksNeeded)) throw conflict(msg.marking.blankNoRoom);
      for (const [partitionId, { context, markTask }] of groups) {
        if (!context.quotaStrict || markTask <= 0) continue;
        const mine = await teacherCounts(db, partitionId, auth.userId, 0);
        if (mine.count + units.filter((u) => u.partitionId === partitionId).length > markTask) throw conflict(msg.marking.blankQuotaEnded(mine.count, markTask));
      }
      for (const unit of units) await this.decide(db, groups.get(unit.partitionId)!.context, unit, auth.userId);
    });
    for (const { context } of groups.values()) this.marking.notify(context);
    return { count: unique.length };
  }

  /** One blank decision: a mark of 0 in the next round, placed by the double-marking rule. */
  private async decide(db: Db, context: PartitionContext, unit: blanks.DecisionUnit, teacherId: number) {
    const zeros = zerosOf(context);
    const logs = await logsOfUnit(db, unit.id);
    const round = logs.filter((l) => l.judge === 0).length + 1;
    const next = unitAfter(context, unit, [...logs, { round, questionScore: zeros }]);
    await insertLog(db, { unitId: unit.id, partitionId: unit.partitionId, studentId: unit.studentId, teacherId, judge: 0, round, totalScore: 0, questionScore: zeros, feedbackIds: '' });
    if (unit.heldByMe) await blanks.deleteClaimRow(db, unit.id, teacherId);
    await updateUnit(db, unit.id, {
      state: next.state,
      marksNeeded: next.marksNeeded,
      marksDone: unit.marksDone + 1,
      holders: Math.max(0, unit.holders - (unit.heldByMe ? 1 : 0)),
      finalScore: next.finalScore,
      finalQuestionScore: next.finalQuestionScore,
      version: unit.version + 1,
    });
  }

  /** The chosen answers are not blank after all: they stay in the normal queue and leave the list. */
  async ignore(auth: AuthContext, testId: number, ids: number[]) {
    const unique = distinct(ids);
    return this.database.tx(async (db) => {
      const units = await blanks.unitGroups(db, testId, unique);
      if (units.length !== unique.length) {
        await markingPartOf(db, auth, testId);
        throw notFound(msg.marking.blankUnknownUnits);
      }
      await this.groupsOf(db, auth, testId, [...new Set(units.map((u) => u.partitionId))]);
      await blanks.markIgnored(db, unique);
      return { count: unique.length };
    });
  }

  /** Measures the share of dark pixels of the group's unmarked answers again, from the stored scans. */
  async reRecognise(auth: AuthContext, testId: number, partitionId: number) {
    const context = await this.contexts.get(partitionId);
    if (context.testId !== testId) throw badRequest(msg.exam.partitionNotInTest);
    const pieces = await this.database.run(async (db) => {
      await this.groupsOf(db, auth, testId, [partitionId]);
      return blanks.unmarkedPieces(db, partitionId);
    });
    let updated = 0;
    for (const piece of pieces) {
      const image = await this.storage.get(piece.key);
      if (!image) continue;
      const value = await blackRate(image);
      await this.database.run((db) => blanks.setBlackRate(db, piece.id, value));
      updated++;
    }
    return { count: updated };
  }
}
