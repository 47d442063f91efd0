/**
 * Competitive power (竞争力, /v1/examanalysis/competitive-power/{id}): how a class stands in the
 * grade on each paper and on the exam total — how many of its students are within the grade's top
 * 10 %, 30 % and 50 % and at or above the exam's 优秀, 良好 and 及格 lines, its share of each band
 * against its share of the grade (the power, src/domain/statistics/class-standing.ts), and its
 * average's rank among the exam's classes.
 */
import { scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import { bandPower, inTopBand, knownAt, rankOfAverages, scoreFigures } from '../../../domain/statistics/class-standing.ts';
import { coefficientOrNull as coefficient, percent, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import { reaches } from '../../../domain/statistics/segments.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeTarget } from './analysis-targets.ts';
import { classesOf, targetScoresAndConfig, type PotentialLine } from './exam-scores.ts';

/** The grade's top bands a class is measured in (前 10 % / 30 % / 50 %), % of the grade's students. */
export const TOP_BANDS = [10, 30, 50] as const;
const LINES: readonly PotentialLine[] = ['excellent', 'good', 'pass'];

export class CompetitivePower {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, classId: number, q: { examination_id: number }) {
    const { target, scores, config } = await this.database.read((db) => targetScoresAndConfig(db, auth, { examination_id: q.examination_id, class_id: classId }));
    const lines = scoreLinesOf(config);
    const bands = [
      ...TOP_BANDS.map((p) => ({ key: `top${p}`, kind: 'top' as const, percent: p })),
      ...LINES.map((line) => ({ key: line, kind: 'line' as const, percent: lines[line] })),
    ];
    const classes = classesOf(scores);
    const mine = classes.find((c) => c.id === target.id)?.positions ?? [];
    const everyone = scores.students.map((_, p) => p);
    const subjects = [
      ...scores.papers.map((paper, pi) => ({ test_id: paper.testId, name: paper.name, subject_id: paper.subjectId, full: paper.fullMark, column: scores.paperTotals[pi] })),
      // the exam total (总分): test and subject 0
      { test_id: 0, name: '', subject_id: 0, full: scores.fullMark, column: scores.totals },
    ].map(({ column, full, ...paper }) => {
      const averages = classes.map((c) => scoreFigures(knownAt(column, c.positions), full, lines.excellent, lines.pass).average);
      const ranks = rankOfAverages(averages);
      const gradeSize = knownAt(column, everyone).length;
      const size = knownAt(column, mine).length;
      const at = classes.findIndex((c) => c.id === target.id);
      const inBand = bands.map((band) => {
        if (band.kind === 'line') return everyone.map((p) => column[p] === column[p] && reaches(column[p], full, band.percent));
        return inTopBand(column, band.percent);
      });
      return {
        ...paper,
        full_mark_score: full,
        student_count: size,
        grade_student_count: gradeSize,
        average: score(at >= 0 ? averages[at] : NaN),
        grade_average: score(scoreFigures(knownAt(column, everyone), full, lines.excellent, lines.pass).average),
        rank: (at >= 0 && ranks[at]) || null,
        class_count: ranks.filter((r) => r > 0).length,
        bands: inBand.map((flags) => {
          const gradeCount = flags.filter(Boolean).length;
          const count = mine.filter((p) => flags[p]).length;
          return { grade_count: gradeCount, count, rate: percent(count, size), share: percent(count, gradeCount), power: coefficient(bandPower(count, size, gradeCount, gradeSize)) };
        }),
      };
    });
    return {
      has_data: subjects.some((s) => s.student_count > 0),
      target: describeTarget(target),
      bands,
      subjects,
    };
  }
}
