/**
 * Rank changes against the previous exam (进退步, /v1/examanalysis/student-previous-rank-comparison):
 * each student of the target ranked on the exam total (or one subject's paper) in this exam and
 * in the latest earlier exam of the same grade whose analysis is open (exam-history-repository).
 * Ranks are over the whole exam — every student with a final total, as the grade ranks them —
 * so that a class's students keep their grade rank; the change is previous rank − rank.
 */
import { competitionRanks, rankChange, rankTrend } from '../../../domain/statistics/ranks.ts';
import { roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeStudent, describeTarget, positionsOf, resolveTarget } from './analysis-targets.ts';
import { previousExam } from './exam-history-repository.ts';
import { examScores, openExam, type ExamScores } from './exam-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface RankQuery {
  examination_id: number;
  school_id?: number;
  campus_id?: number;
  class_id?: number;
  special_group_id?: number;
  /** 0 or absent: the exam total; else the paper of this subject */
  subject_id?: number;
}

/** The totals ranked: the exam total, or the paper of one subject (NaN for everyone when the exam has none). */
export function rankedTotals(scores: ExamScores, subjectId: number): Float64Array | undefined {
  if (!subjectId) return scores.totals;
  const at = scores.papers.findIndex((p) => p.subjectId === subjectId);
  return at === -1 ? undefined : scores.paperTotals[at];
}

/** Competition ranks of a column of totals, made once per column (the columns of an ExamScores never change). */
const ranksKept = new WeakMap<Float64Array, Int32Array>();
export function ranksOf(totals: Float64Array): Int32Array {
  let ranks = ranksKept.get(totals);
  if (!ranks) ranksKept.set(totals, (ranks = competitionRanks(totals)));
  return ranks;
}

const score = (x: number) => (x === x ? roundTo(x, SCORE_STATISTIC_DECIMALS) : null);

export class RankComparison {
  constructor(private readonly database: Database) {}

  async compare(auth: AuthContext, q: RankQuery) {
    const subjectId = q.subject_id ?? 0;
    const { target, now, previous, before } = await this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      const target = await resolveTarget(db, exam, viewer, { ...q, test_id: 0 });
      const previous = await previousExam(db, exam);
      return { target, now: await examScores(db, exam.id), previous, before: previous ? await examScores(db, previous.id) : undefined };
    });
    const totals = rankedTotals(now, subjectId);
    if (!totals) throw notFound(msg.analysis.subjectNotInExam);
    const ranks = ranksOf(totals);
    const earlierTotals = before ? rankedTotals(before, subjectId) : undefined;
    const earlier = new Map<number, { score: number; rank: number }>();
    if (before && earlierTotals) {
      const earlierRanks = ranksOf(earlierTotals);
      before.students.forEach((s, i) => {
        if (earlierRanks[i] > 0) earlier.set(s.id, { score: earlierTotals[i], rank: earlierRanks[i] });
      });
    }
    const students = Array.from(positionsOf(now.students, target))
      .filter((p) => ranks[p] > 0)
      .map((p) => {
        const s = now.students[p];
        const then = earlier.get(s.id);
        const change = rankChange(then?.rank ?? 0, ranks[p]);
        return {
          ...describeStudent(s),
          score: score(totals[p])!,
          rank: ranks[p],
          previous_score: then ? score(then.score) : null,
          previous_rank: then?.rank ?? null,
          change,
          trend: change === null ? null : rankTrend(change),
        };
      })
      .sort((a, b) => (a.change === null ? 1 : 0) - (b.change === null ? 1 : 0) || (b.change ?? 0) - (a.change ?? 0) || a.rank - b.rank || a.exam_number.localeCompare(b.exam_number));
    const count = (trend: string) => students.filter((s) => s.trend === trend).length;
    const compared = students.filter((s) => s.change !== null).length;
    return {
      has_data: compared > 0,
      target: describeTarget(target),
      subject_id: subjectId,
      previous: previous ? { id: previous.id, name: previous.name, start_date: previous.startDate } : null,
      summary: { ranked: students.length, compared, rose: count('rise'), fell: count('fall'), same: count('same') },
      students,
    };
  }
}
