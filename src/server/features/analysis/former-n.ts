/**
 * The top N (前N名) of an exam: the students whose grade rank on the exam total (or one
 * subject's paper) is N or better — ties at the N-th place all count, so there can be more than
 * N. former-n-comparison counts them per class of the target, target-former-n/{id} lists the
 * target's, previous-former-n/{id} sets them against the previous exam's top N (who stayed,
 * came in, dropped out). N defaults to the exam's analysis settings (analysis-config top_n).
 */
import { DEFAULT_ANALYSIS_CONFIG } from '../../../domain/exam-setup/analysis-config.ts';
import { ranksOf } from './rank-comparison.ts';
import { percent, roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import type { StudentRow } from './analysis-repository.ts';
import { describeStudent, describeTarget, positionsOf, resolveTarget, type Target } from './analysis-targets.ts';
import { previousExam } from './exam-history-repository.ts';
import { examScores, openExam, type ExamScores } from './exam-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface FormerNQuery {
  school_id?: number;
  campus_id?: number;
  class_id?: number;
  special_group_id?: number;
  n?: number;
  subject_id?: number;
}

interface Ranked {
  scores: ExamScores;
  totals: Float64Array;
  ranks: Int32Array;
}

const score = (x: number) => (x === x ? roundTo(x, SCORE_STATISTIC_DECIMALS) : null);

function ranked(scores: ExamScores, subjectId: number): Ranked | undefined {
  const at = subjectId ? scores.papers.findIndex((p) => p.subjectId === subjectId) : -1;
  if (subjectId && at === -1) return undefined;
  const totals = at === -1 ? scores.totals : scores.paperTotals[at];
  return { scores, totals, ranks: ranksOf(totals) };
}

export class FormerN {
  constructor(private readonly database: Database) {}

  private async open(auth: AuthContext, examId: number, q: FormerNQuery, withPrevious: boolean) {
    const opened = await this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, examId);
      const target = await resolveTarget(db, exam, viewer, { ...q, examination_id: examId, test_id: 0 });
      const config = (await analysisConfigOf(db, exam.id)) ?? DEFAULT_ANALYSIS_CONFIG;
      const previous = withPrevious ? await previousExam(db, exam) : undefined;
      return { target, config, previous, now: await examScores(db, exam.id), before: previous ? await examScores(db, previous.id) : undefined };
    });
    const subjectId = q.subject_id ?? 0;
    const now = ranked(opened.now, subjectId);
    if (!now) throw notFound(msg.analysis.subjectNotInExam);
    return { ...opened, subjectId, n: q.n ?? opened.config.topN, now, earlier: opened.before ? ranked(opened.before, subjectId) : undefined };
  }

  /** former-n-comparison: per class of the target, its students in the exam's top N. */
  async comparison(auth: AuthContext, q: FormerNQuery & { examination_id: number }) {
    const { target, subjectId, n, now } = await this.open(auth, q.examination_id, q, false);
    let topAll = 0;
    let lowest = Infinity;
    now.ranks.forEach((r, i) => {
      if (r === 0 || r > n) return;
      topAll++;
      lowest = Math.min(lowest, now.totals[i]);
    });
    const classes = new Map<number, { name: string; students: number; top: number }>();
    for (const p of Array.from(positionsOf(now.scores.students, target))) {
      if (now.ranks[p] === 0) continue;
      const s = now.scores.students[p];
      const row = classes.get(s.classId) ?? { name: s.className, students: 0, top: 0 };
      row.students++;
      if (now.ranks[p] <= n) row.top++;
      classes.set(s.classId, row);
    }
    return {
      has_data: topAll > 0,
      target: describeTarget(target),
      n,
      subject_id: subjectId,
      top_count: topAll,
      line_score: topAll > 0 ? score(lowest) : null,
      classes: [...classes]
        .sort((a, b) => a[0] - b[0])
        .map(([id, c]) => ({ class_id: id, class_name: c.name, student_count: c.students, top_count: c.top, top_rate: percent(c.top, c.students), share: percent(c.top, topAll) })),
    };
  }

  /** target-former-n/{id}: the target's students in the top N, by rank, with each paper's total. */
  async list(auth: AuthContext, examId: number, q: FormerNQuery) {
    const { target, subjectId, n, now } = await this.open(auth, examId, q, false);
    const students = this.topOf(now, target, n)
      .map((p) => ({
        ...describeStudent(now.scores.students[p]),
        rank: now.ranks[p],
        score: score(now.totals[p])!,
        total_score: score(now.scores.totals[p]),
        scores: now.scores.papers.map((paper, pi) => ({ test_id: paper.testId, score: score(now.scores.paperTotals[pi][p]) })),
      }))
      .sort((a, b) => a.rank - b.rank || a.exam_number.localeCompare(b.exam_number));
    return {
      has_data: now.ranks.some((r) => r > 0),
      target: describeTarget(target),
      n,
      subject_id: subjectId,
      papers: now.scores.papers.map((p) => ({ test_id: p.testId, name: p.name, subject_id: p.subjectId })),
      students,
    };
  }

  /** previous-former-n/{id}: the target's top N now against the previous exam's. */
  async againstPrevious(auth: AuthContext, examId: number, q: FormerNQuery) {
    const { target, subjectId, n, now, earlier, previous } = await this.open(auth, examId, q, true);
    const nowTop = new Map(this.topOf(now, target, n).map((p) => [now.scores.students[p].id, p]));
    const beforeTop = earlier ? new Map(this.topOf(earlier, target, n).map((p) => [earlier.scores.students[p].id, p])) : new Map<number, number>();
    const rankBefore = new Map<number, number>();
    earlier?.scores.students.forEach((s, i) => earlier.ranks[i] > 0 && rankBefore.set(s.id, earlier.ranks[i]));
    const rankNow = new Map<number, number>();
    now.scores.students.forEach((s, i) => now.ranks[i] > 0 && rankNow.set(s.id, now.ranks[i]));
    const row = (s: StudentRow) => ({ ...describeStudent(s), rank: rankNow.get(s.id) ?? null, previous_rank: rankBefore.get(s.id) ?? null });
    const byRank = (key: 'rank' | 'previous_rank') => (a: ReturnType<typeof row>, b: ReturnType<typeof row>) => (a[key] ?? Infinity) - (b[key] ?? Infinity) || a.exam_number.localeCompare(b.exam_number);
    const stayed = [...nowTop].filter(([id]) => beforeTop.has(id)).map(([, p]) => row(now.scores.students[p]));
    const entered = [...nowTop].filter(([id]) => !beforeTop.has(id)).map(([, p]) => row(now.scores.students[p]));
    const left = earlier ? [...beforeTop].filter(([id]) => !nowTop.has(id)).map(([, p]) => row(earlier.scores.students[p])) : [];
    return {
      has_data: previous !== undefined && (nowTop.size > 0 || beforeTop.size > 0),
      target: describeTarget(target),
      n,
      subject_id: subjectId,
      previous: previous ? { id: previous.id, name: previous.name, start_date: previous.startDate } : null,
      stayed: stayed.sort(byRank('rank')),
      entered: entered.sort(byRank('rank')),
      left: left.sort(byRank('previous_rank')),
    };
  }

  /** Positions of the target's students ranked N or better. */
  private topOf(r: Ranked, target: Target, n: number): number[] {
    return Array.from(positionsOf(r.scores.students, target)).filter((p) => r.ranks[p] > 0 && r.ranks[p] <= n);
  }
}
