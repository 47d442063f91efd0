/**
 * Focus groups (关注群体, /v1/examanalysis/focus-group[/{id}]): the critical students of a target
 * — exam total within a margin on either side of one of the exam's score lines
 * (src/domain/statistics/critical.ts) — counted and listed per class, each with the subjects that
 * pull them down: the papers below that paper's own line, and their weak papers by standardised
 * scores against themselves (the rule of 优劣势, standard-scores.ts).
 */
import { criticalOf, type Critical } from '../../../domain/statistics/critical.ts';
import { coefficientOrNull as coefficient, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import { reaches, thresholdScore } from '../../../domain/statistics/segments.ts';
import { standardise, strengths } from '../../../domain/statistics/standard-scores.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { DEFAULT_STRENGTH_THRESHOLD } from './advantage-inferiority.ts';
import { describeStudent, describeTarget, positionsOf } from './analysis-targets.ts';
import { chosenLine, describeLinePaper, targetScoresAndConfig, type PotentialLine, type TargetQuery } from './exam-scores.ts';

/** How far on either side of the line a total is critical when the caller names no margin: 5 % of the full mark. */
export const DEFAULT_FOCUS_MARGIN = 5;

export interface FocusQuery extends TargetQuery {
  line?: PotentialLine;
  margin?: number;
}

export class FocusGroup {
  constructor(private readonly database: Database) {}

  /** The focus group of one class: the class's own call (focus-group/{id}). */
  ofClass(auth: AuthContext, classId: number, q: Omit<FocusQuery, 'school_id' | 'campus_id' | 'class_id' | 'special_group_id'>) {
    return this.get(auth, { examination_id: q.examination_id, line: q.line, margin: q.margin, class_id: classId });
  }

  async get(auth: AuthContext, q: FocusQuery) {
    const { target, scores, config } = await this.database.read((db) => targetScoresAndConfig(db, auth, q));
    const { line, rate: percent } = chosenLine(config, q.line, 'good');
    const margin = q.margin ?? DEFAULT_FOCUS_MARGIN;
    const standardised = scores.paperTotals.map((column) => standardise(column));
    const positions = Array.from(positionsOf(scores.students, target)).filter((p) => scores.totals[p] === scores.totals[p]);
    const critical = positions.map((p) => ({ p, c: criticalOf(scores.totals[p], scores.fullMark, percent, margin) })).filter((x): x is { p: number; c: Critical } => x.c !== null);
    const students = critical
      .map(({ p, c }) => {
        const zs = standardised.map((st) => st.z[p]);
        const papers = scores.papers.map((paper, pi) => ({
          test_id: paper.testId,
          score: score(scores.paperTotals[pi][p])!,
          reached: reaches(scores.paperTotals[pi][p], paper.fullMark, percent),
          z: coefficient(zs[pi]),
        }));
        return {
          ...describeStudent(scores.students[p]),
          total_score: score(scores.totals[p])!,
          side: c.side,
          distance: c.distance,
          scores: papers,
          below_line_test_ids: papers.filter((x) => !x.reached).map((x) => x.test_id),
          weak_test_ids: strengths(zs, DEFAULT_STRENGTH_THRESHOLD).inferiorities.map((i) => scores.papers[i].testId),
        };
      })
      .sort((a, b) => a.class_id - b.class_id || b.total_score - a.total_score || a.exam_number.localeCompare(b.exam_number));
    const byClass = new Map<number, { class_id: number; class_name: string; student_count: number; critical_count: number; below_count: number; above_count: number }>();
    for (const p of positions) {
      const s = scores.students[p];
      const entry = byClass.get(s.classId) ?? { class_id: s.classId, class_name: s.className, student_count: 0, critical_count: 0, below_count: 0, above_count: 0 };
      entry.student_count++;
      byClass.set(s.classId, entry);
    }
    for (const s of students) {
      const entry = byClass.get(s.class_id)!;
      entry.critical_count++;
      if (s.side === 'below') entry.below_count++;
      else entry.above_count++;
    }
    return {
      has_data: positions.length > 0,
      target: describeTarget(target),
      line,
      line_percent: percent,
      margin,
      total: {
        full_mark_score: scores.fullMark,
        line_score: thresholdScore(scores.fullMark, percent),
        low_score: thresholdScore(scores.fullMark, percent - margin),
        high_score: thresholdScore(scores.fullMark, percent + margin),
        student_count: positions.length,
        critical_count: students.length,
        below_count: students.filter((s) => s.side === 'below').length,
        above_count: students.filter((s) => s.side === 'above').length,
      },
      papers: scores.papers.map((paper) => ({
        ...describeLinePaper(paper, percent),
        below_line_count: students.filter((s) => s.below_line_test_ids.includes(paper.testId)).length,
        weak_count: students.filter((s) => s.weak_test_ids.includes(paper.testId)).length,
      })),
      classes: [...byClass.values()].sort((a, b) => a.class_id - b.class_id),
      students,
    };
  }
}
