/**
 * This exam against an earlier exam of the grade, and targets against each other
 * (/v1/examanalysis average-comparison, rank-comparison[/{id}], examination-ranking-comparison,
 * target-ranking-contrast). The earlier exam is the one the caller chose — an earlier exam of
 * the same school and grade whose analysis is open — else the previous exam (exam-history-repository).
 * Averages, ranks and z-scores as exam-series.ts defines them.
 */
import { bandCounts, groupStandings, normaliseBands } from '../../../domain/statistics/trends.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { contrastTargets, describeTarget, resolveTarget, type ExamRow, type Target } from './analysis-targets.ts';
import { earlierOpenExam, earlierOpenExams, previousExam } from './exam-history-repository.ts';
import { examScores, openExam } from './exam-scores.ts';
import type { RankQuery } from './rank-comparison.ts';
import { classStandings, figure, figuresOf, targetPositions, zFigure, type ClassStanding, type ExamFigures, type SeriesExam } from './exam-series.ts';
import { msg } from '../../../i18n/server.ts';

/** Rank bands when the caller does not say: the grade's top 10, 50, 100, 200 and 500. */
export const DEFAULT_RANK_BANDS = [10, 50, 100, 200, 500];
const MAX_BANDS = 10;
const MAX_BAND = 100_000;

type TargetQuery = RankQuery;

/** How many earlier exams an answer offers to compare with. */
const EARLIER_EXAMS_OFFERED = 20;

/** Band limits from "10,50,100": whole numbers 1–100000, at most ten. */
export function parseBands(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return DEFAULT_RANK_BANDS;
  const parts = text.split(',').map((p) => p.trim());
  const bands = parts.map(Number);
  if (parts.length > MAX_BANDS || bands.some((b, i) => !/^\d+$/.test(parts[i]) || b < 1 || b > MAX_BAND)) throw badRequest(msg.trends.badBands);
  return normaliseBands(bands);
}

/** The chosen earlier exam (404 when it is not one), else the previous exam of the grade (undefined when none). */
async function earlierExam(db: Db, exam: ExamRow, chosenId: number | undefined): Promise<SeriesExam | undefined> {
  if (!chosenId) return previousExam(db, exam);
  const found = await earlierOpenExam(db, exam, chosenId);
  if (!found) throw notFound(msg.trends.earlierExamNotFound);
  return found;
}

const describeEarlier = (e: SeriesExam) => ({ id: e.id, name: e.name, start_date: e.startDate });
const describePrevious = (e: SeriesExam | undefined) => (e ? describeEarlier(e) : null);

/** A class in this exam against the earlier one: its average and rank among the classes in each. */
function classCell(subjectId: number, now: ClassStanding | undefined, then: ClassStanding | undefined) {
  const average = figure(now?.average ?? NaN);
  const previousAverage = figure(then?.average ?? NaN);
  const rank = now?.rank || null;
  const previousRank = then?.rank || null;
  return {
    subject_id: subjectId,
    average,
    rank,
    previous_average: previousAverage,
    previous_rank: previousRank,
    average_change: average !== null && previousAverage !== null ? figure(average - previousAverage) : null,
    rank_change: rank !== null && previousRank !== null ? previousRank - rank : null,
  };
}

/** The classes the target covers in this exam, by class id. */
function classesOfTarget(now: ExamFigures, target: Target): number[] {
  return [...new Set(targetPositions(now, target).map((p) => now.scores.students[p].classId))].sort((a, b) => a - b);
}

export class ExamContrasts {
  constructor(private readonly database: Database) {}

  /**
   * This exam's scores and the target; with `compare`, the earlier exam's scores and the exams on
   * offer too; with `contrast`, the targets of the same level.
   */
  private async load(auth: AuthContext, q: TargetQuery, compare: { chosenId?: number } | false, contrast = false) {
    return this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      const target = await resolveTarget(db, exam, viewer, { ...q, test_id: 0 });
      const earlier = compare ? await earlierExam(db, exam, compare.chosenId) : undefined;
      const now = await examScores(db, exam.id);
      const before = earlier ? await examScores(db, earlier.id) : undefined;
      const offered = compare ? (await earlierOpenExams(db, exam, EARLIER_EXAMS_OFFERED)).map(describeEarlier) : [];
      const contrasted = contrast ? await contrastTargets(db, exam, target, now.students) : [];
      return { exam: { id: exam.id, name: exam.name, startDate: exam.startDate }, target, earlier, now, before, offered, contrasted };
    });
  }

  /** Per class of the target: the average and class rank of the exam total and of each subject, now and in the previous exam. */
  async averageComparison(auth: AuthContext, q: TargetQuery) {
    const { exam, target, earlier, now, before } = await this.load(auth, q, {});
    const columns = [{ subject_id: 0, name: msg.reports.total }, ...now.papers.map((p) => ({ subject_id: p.subjectId, name: p.name }))];
    const standings = columns.map((c) => {
      const fNow = figuresOf(exam, now, c.subject_id);
      const fThen = earlier && before ? figuresOf(earlier, before, c.subject_id) : undefined;
      return { fNow, fThen, now: classStandings(fNow), then: fThen?.hasSubject ? classStandings(fThen) : new Map<number, ClassStanding>() };
    });
    const first = standings[0];
    const classes = classesOfTarget(first.fNow, target).map((classId) => ({
      class_id: classId,
      class_name: first.now.get(classId)!.className,
      cells: columns.map((c, i) => classCell(c.subject_id, standings[i].now.get(classId), standings[i].then.get(classId))),
    }));
    return {
      has_data: classes.some((c) => c.cells.some((cell) => cell.average !== null)),
      target: describeTarget(target),
      previous: describePrevious(earlier),
      columns,
      grade: columns.map((c, i) => ({ subject_id: c.subject_id, average: figure(standings[i].fNow.mean), previous_average: figure(standings[i].fThen?.hasSubject ? standings[i].fThen!.mean : NaN) })),
      classes,
    };
  }

  /** How many of the target's students are in each top-N band of the grade, now and in the earlier exam. */
  async rankBands(auth: AuthContext, chosenId: number | undefined, q: TargetQuery & { bands?: string }) {
    const subjectId = q.subject_id ?? 0;
    const bands = parseBands(q.bands);
    const { exam, target, earlier, now, before, offered } = await this.load(auth, q, { chosenId });
    const fNow = figuresOf(exam, now, subjectId);
    if (!fNow.hasSubject) throw notFound(msg.analysis.subjectNotInExam);
    const fThen = earlier && before ? figuresOf(earlier, before, subjectId) : undefined;
    const ranksOf = (f: ExamFigures | undefined) => (f ? targetPositions(f, target).map((p) => f.ranks[p]) : []);
    const nowRanks = ranksOf(fNow);
    const thenRanks = ranksOf(fThen);
    const counts = bandCounts(nowRanks, bands);
    const previousCounts = fThen ? bandCounts(thenRanks, bands) : null;
    return {
      has_data: nowRanks.some((r) => r > 0),
      target: describeTarget(target),
      subject_id: subjectId,
      previous: describePrevious(earlier),
      ranked: nowRanks.filter((r) => r > 0).length,
      grade_ranked: fNow.ranked,
      previous_ranked: fThen ? thenRanks.filter((r) => r > 0).length : null,
      previous_grade_ranked: fThen ? fThen.ranked : null,
      bands: bands.map((top, i) => ({
        top,
        count: counts[i],
        previous_count: previousCounts ? previousCounts[i] : null,
        change: previousCounts ? counts[i] - previousCounts[i] : null,
      })),
      earlier_exams: offered,
    };
  }

  /** The classes of the target ranked on their average in this exam and in an earlier one. */
  async examinationRanking(auth: AuthContext, q: TargetQuery & { compare_examination_id?: number }) {
    const subjectId = q.subject_id ?? 0;
    const { exam, target, earlier, now, before, offered } = await this.load(auth, q, { chosenId: q.compare_examination_id });
    const fNow = figuresOf(exam, now, subjectId);
    if (!fNow.hasSubject) throw notFound(msg.analysis.subjectNotInExam);
    const fThen = earlier && before ? figuresOf(earlier, before, subjectId) : undefined;
    const standNow = classStandings(fNow);
    const standThen = fThen?.hasSubject ? classStandings(fThen) : new Map<number, ClassStanding>();
    const classes = classesOfTarget(fNow, target)
      .map((classId) => ({ class_id: classId, class_name: standNow.get(classId)!.className, ...classCell(subjectId, standNow.get(classId), standThen.get(classId)) }))
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.class_id - b.class_id);
    return {
      has_data: classes.some((c) => c.rank !== null),
      target: describeTarget(target),
      subject_id: subjectId,
      previous: describePrevious(earlier),
      classes: classes.map(({ subject_id: _s, ...c }) => c),
      earlier_exams: offered,
    };
  }

  /** The targets of the same level (classes, campuses, custom groups) ranked among each other on one subject or the total. */
  async targetRanking(auth: AuthContext, q: TargetQuery) {
    const subjectId = q.subject_id ?? 0;
    const { exam, target, now, contrasted } = await this.load(auth, q, false, true);
    const f = figuresOf(exam, now, subjectId);
    if (!f.hasSubject) throw notFound(msg.analysis.subjectNotInExam);
    const positions = contrasted.map((t) => targetPositions(f, t));
    const standings = groupStandings(f.totals, f.z, positions);
    const extreme = (ps: number[], pick: (a: number, b: number) => number) => {
      const known = ps.map((p) => f.totals[p]).filter((x) => x === x);
      return known.length > 0 ? figure(known.reduce((a, b) => pick(a, b))) : null;
    };
    const targets = contrasted
      .map((t, i) => ({
        ...describeTarget(t),
        is_target: t.level === target.level && t.id === target.id,
        counted: standings[i].counted,
        average: figure(standings[i].average),
        z: zFigure(standings[i].z),
        rank: standings[i].rank || null,
        highest: extreme(positions[i], Math.max),
        lowest: extreme(positions[i], Math.min),
      }))
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.target_id - b.target_id);
    return { has_data: targets.some((t) => t.rank !== null), subject_id: subjectId, grade_average: figure(f.mean), targets };
  }
}
