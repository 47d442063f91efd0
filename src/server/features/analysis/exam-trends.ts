/**
 * A class's or a student's results over the exams of its grade (成绩趋势,
 * /v1/examanalysis/achievement-trend/{id}) and the stability of a target's students over the
 * latest exams (稳定性分析, stability-analysis). The exams are the one the screen is in and the
 * latest earlier exams of the same school and grade whose analysis is open (exam-history-repository).
 */
import { isUnstable, spread } from '../../../domain/statistics/trends.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { requireClassView } from '../../access/analysis-viewer.ts';
import { describeStudent, describeTarget, resolveTarget } from './analysis-targets.ts';
import { examsOfTrend } from './exam-history-repository.ts';
import { openExam } from './exam-scores.ts';
import { classStandings, describeExam, figure, seriesFigures, targetPositions, zFigure, type ExamFigures } from './exam-series.ts';
import type { RankQuery } from './rank-comparison.ts';
import { msg } from '../../../i18n/server.ts';

/** Exams of a trend when the caller does not say: the current one and up to five earlier. */
export const TREND_EXAMS = 6;
/** Exams of the stability analysis when the caller does not say (spec: the last 3–5 exams). */
export const STABILITY_EXAMS = 5;
/** SD of the z-scores above which a student is unstable when the caller does not say: half a standard deviation. */
export const STABILITY_THRESHOLD = 0.5;

export interface TrendQuery {
  examination_id: number;
  type?: 'class' | 'student';
  subject_id?: number;
  exams?: number;
}

export interface StabilityQuery extends RankQuery {
  exams?: number;
  threshold?: number;
}

function classPoint(f: ExamFigures, classId: number) {
  const standings = classStandings(f);
  const standing = standings.get(classId);
  return {
    ...describeExam(f.exam),
    has_subject: f.hasSubject,
    full_mark: figure(f.fullMark),
    grade_average: figure(f.mean),
    score: standing ? figure(standing.average) : null,
    rank: standing?.rank || null,
    rank_of: standing?.rankedClasses ?? 0,
    z: standing ? zFigure(standing.z) : null,
    counted: standing?.counted ?? 0,
  };
}

function studentPoint(f: ExamFigures, studentId: number) {
  const at = f.position.get(studentId);
  const scored = at !== undefined && f.ranks[at] > 0;
  return {
    ...describeExam(f.exam),
    has_subject: f.hasSubject,
    full_mark: figure(f.fullMark),
    grade_average: figure(f.mean),
    score: scored ? figure(f.totals[at]) : null,
    rank: scored ? f.ranks[at] : null,
    rank_of: f.ranked,
    z: scored ? zFigure(f.z[at]) : null,
    counted: scored ? 1 : 0,
  };
}

export class ExamTrends {
  constructor(private readonly database: Database) {}

  async achievementTrend(auth: AuthContext, id: number, q: TrendQuery) {
    const type = q.type ?? 'class';
    const subjectId = q.subject_id ?? 0;
    return this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      const series = await seriesFigures(db, await examsOfTrend(db, exam, q.exams ?? TREND_EXAMS), subjectId);
      if (!series[series.length - 1].hasSubject) throw notFound(msg.analysis.subjectNotInExam);
      let name: string;
      let points;
      if (type === 'class') {
        const target = await resolveTarget(db, exam, viewer, { examination_id: exam.id, test_id: 0, class_id: id });
        name = target.name;
        points = series.map((f) => classPoint(f, id));
      } else {
        // the student as the latest exam they sat names them (their class then)
        const found = [...series].reverse().map((f) => f.scores.students[f.position.get(id) ?? -1]).find((s) => s !== undefined);
        if (!found) throw notFound(msg.trends.studentNotInExams);
        requireClassView(viewer, found.classId);
        name = found.name;
        points = series.map((f) => studentPoint(f, id));
      }
      return { has_data: points.some((p) => p.score !== null), type, id, name, subject_id: subjectId, points };
    });
  }

  async stability(auth: AuthContext, q: StabilityQuery) {
    const subjectId = q.subject_id ?? 0;
    const threshold = q.threshold ?? STABILITY_THRESHOLD;
    const { target, series } = await this.database.read(async (db) => {
      const { exam, viewer } = await openExam(db, auth, q.examination_id);
      const target = await resolveTarget(db, exam, viewer, { ...q, test_id: 0 });
      return { target, series: await seriesFigures(db, await examsOfTrend(db, exam, q.exams ?? STABILITY_EXAMS), subjectId) };
    });
    const now = series[series.length - 1];
    if (!now.hasSubject) throw notFound(msg.analysis.subjectNotInExam);
    const students = targetPositions(now, target)
      .filter((p) => now.ranks[p] > 0)
      .map((p) => {
        const s = now.scores.students[p];
        const at = series.map((f) => f.position.get(s.id) ?? -1);
        const ranks = series.map((f, i) => (at[i] >= 0 && f.ranks[at[i]] > 0 ? f.ranks[at[i]] : null));
        const zs = series.map((f, i) => (ranks[i] === null ? NaN : f.z[at[i]]));
        const rankSpread = spread(ranks.map((r) => r ?? NaN));
        const zSpread = spread(zs);
        return {
          ...describeStudent(s),
          ranks,
          z_scores: zs.map(zFigure),
          exams_counted: zSpread.n,
          rank_mean: figure(rankSpread.mean),
          rank_sd: figure(rankSpread.sd),
          z_mean: zFigure(zSpread.mean),
          z_sd: zFigure(zSpread.sd),
          unstable: isUnstable(zSpread, threshold),
        };
      })
      .sort((a, b) => (b.z_sd ?? -1) - (a.z_sd ?? -1) || a.rank_mean! - b.rank_mean! || a.exam_number.localeCompare(b.exam_number));
    const assessed = students.filter((s) => s.z_sd !== null).length;
    return {
      has_data: assessed > 0,
      target: describeTarget(target),
      subject_id: subjectId,
      threshold,
      exams: series.map((f) => describeExam(f.exam)),
      summary: { students: students.length, assessed, unstable: students.filter((s) => s.unstable).length },
      students,
    };
  }
}
