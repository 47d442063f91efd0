/**
 * Spot checks (spec 001 §7.5 partition-spot-check): a school administrator or one of the exam's
 * leaders (spot-check-access.ts) draws marked papers of a question group at random, scores them
 * again, and reads how far each marker's marks lie from those scores. A paper is marked once its
 * answer has at least one mark. The marks given to a paper are shown only once the leader has
 * scored it, so that they do not sway the leader.
 * Scores are saved all or none; every refusal names the paper by its number in the check.
 */
import { markerDeviations } from '../../../domain/spot-check.ts';
import { msg } from '../../../i18n/server.ts';
import { requireSpotChecker, requireTestSpotChecker } from '../../access/spot-check-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { describePiece, scanAddresses, type ScanAddresses } from '../files/scan-url.ts';
import { piecesOf } from '../marking/scan-piece-repository.ts';
import { checkById, checkedGroup, checksOfGroup, drawMarkedStudents, groupsOfTest, insertCheck, marksOf, papersOf, setLeaderScore, type CheckedGroup } from './spot-check-repository.ts';

const texts = msg.spotCheck;

export interface LeaderScoreBody {
  seq: number;
  score: number;
}

export class SpotChecks {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Draws up to `count` marked papers of the group; refused when none is marked yet. */
  async create(who: Principal, partitionId: number, count: number) {
    const scans = await scanAddresses(this.database);
    return this.database.tx(async (db) => {
      await requireSpotChecker(db, who, partitionId);
      const group = (await checkedGroup(db, partitionId))!;
      const studentIds = await drawMarkedStudents(db, partitionId, count);
      if (studentIds.length === 0) throw badRequest(texts.nothingMarked(group.name));
      const checkId = await insertCheck(db, partitionId, who.userId, studentIds);
      const [check] = await this.describe(db, scans, who, group, [(await checkById(db, checkId))!]);
      return check!;
    });
  }

  /** The group's spot checks, newest first. */
  async ofGroup(who: Principal, partitionId: number) {
    const scans = await scanAddresses(this.database);
    return this.database.run(async (db) => {
      await requireSpotChecker(db, who, partitionId);
      const group = (await checkedGroup(db, partitionId))!;
      return this.describe(db, scans, who, group, await checksOfGroup(db, partitionId));
    });
  }

  /** The question groups of a paper, for those who may spot-check them. */
  async groupsOfTest(who: Principal, testId: number) {
    return this.database.run(async (db) => {
      await requireTestSpotChecker(db, who, testId);
      return (await groupsOfTest(db, testId)).map((g) => ({ partition_id: g.partitionId, name: g.name }));
    });
  }

  /** Saves the leader's scores for papers of a check, all or none. */
  async score(who: Principal, checkId: number, scores: LeaderScoreBody[]) {
    const scans = await scanAddresses(this.database);
    return this.database.tx(async (db) => {
      const check = await checkById(db, checkId);
      if (!check) throw notFound(texts.notFound);
      await requireSpotChecker(db, who, check.partitionId);
      const group = (await checkedGroup(db, check.partitionId))!;
      const seqs = new Set((await papersOf(db, [checkId])).map((p) => p.seq));
      const given = new Set<number>();
      for (const s of scores) {
        if (!seqs.has(s.seq)) throw badRequest(texts.paperNotInCheck(s.seq));
        if (given.has(s.seq)) throw badRequest(texts.paperTwice(s.seq));
        if (s.score > group.fullMark) throw badRequest(texts.scoreAboveFullMark(s.seq, s.score, group.fullMark));
        given.add(s.seq);
      }
      const at = this.clock();
      for (const s of scores) await setLeaderScore(db, checkId, s.seq, s.score, at);
      const [described] = await this.describe(db, scans, who, group, [check]);
      return described!;
    });
  }

  private async describe(db: Db, scans: ScanAddresses, who: Principal, group: CheckedGroup, checks: { id: number; createdAt: Date }[]) {
    const papers = await papersOf(
      db,
      checks.map((c) => c.id),
    );
    const studentIds = [...new Set(papers.map((p) => p.studentId))];
    const marks = await marksOf(db, group.id, studentIds);
    const pieces = await piecesOf(db, group.id, studentIds);
    return checks.map((check) => {
      const mine = papers.filter((p) => p.spotCheckId === check.id);
      return {
        id: check.id,
        partition_id: group.id,
        partition_name: group.name,
        full_mark: group.fullMark,
        created_time: check.createdAt.toISOString(),
        papers: mine.map((p) => ({
          seq: p.seq,
          student_id: p.studentId,
          leader_score: p.leaderScore,
          partition_pics: pieces
            .filter((piece) => piece.studentId === p.studentId)
            .map((piece, index) => describePiece(scans, who.userId, piece, piece, index)),
          marks:
            p.leaderScore === null
              ? []
              : marks.filter((m) => m.studentId === p.studentId).map((m) => ({ user_id: m.userId, real_name: m.realName, round: m.round, total_score: m.totalScore })),
        })),
        markers: markerDeviations(
          mine,
          marks.filter((m) => mine.some((p) => p.studentId === m.studentId)),
        ).map((d) => ({ user_id: d.userId, real_name: d.realName, count: d.count, mean_difference: d.meanDifference, mean_absolute_difference: d.meanAbsoluteDifference })),
      };
    });
  }
}
