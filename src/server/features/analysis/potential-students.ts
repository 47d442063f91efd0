/**
 * Potential students (潜力学生, /v1/examanalysis/potential-students): the students of a target
 * within the exam's potential margin below one of its score lines, on each paper and on the exam
 * total — where teaching effort pays. Lines are the exam's analysis settings (analysis-config),
 * each paper's line a share of that paper's full mark and the total's a share of the papers'
 * full marks added up; the rule itself is src/domain/statistics/potential.ts.
 */
import { potentialCounts, potentialGap } from '../../../domain/statistics/potential.ts';
import { scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import { thresholdScore } from '../../../domain/statistics/segments.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeStudent, describeTarget, positionsOf } from './analysis-targets.ts';
import { chosenLine, describeLinePaper, targetScoresAndConfig, type PotentialLine, type TargetQuery } from './exam-scores.ts';

export interface PotentialQuery extends TargetQuery {
  line?: PotentialLine;
  margin?: number;
}

export class PotentialStudents {
  constructor(private readonly database: Database) {}

  async list(auth: AuthContext, q: PotentialQuery) {
    const { target, scores, config } = await this.database.read((db) => targetScoresAndConfig(db, auth, q));
    const { line, rate: percent } = chosenLine(config, q.line, 'pass');
    const margin = q.margin ?? config.potentialMargin;
    const positions = Array.from(positionsOf(scores.students, target));
    const mine = (column: Float64Array) => positions.map((p) => column[p]);
    const papers = scores.papers.map((paper, pi) => ({
      ...describeLinePaper(paper, percent),
      ...potentialCounts(mine(scores.paperTotals[pi]), paper.fullMark, percent, margin),
    }));
    const total = { full_mark_score: scores.fullMark, line_score: thresholdScore(scores.fullMark, percent), ...potentialCounts(mine(scores.totals), scores.fullMark, percent, margin) };
    const students = positions
      .map((p) => {
        const s = scores.students[p];
        const paperGaps = scores.papers.map((paper, pi) => potentialGap(scores.paperTotals[pi][p], paper.fullMark, percent, margin));
        return {
          ...describeStudent(s),
          total_score: score(scores.totals[p]),
          total_gap: potentialGap(scores.totals[p], scores.fullMark, percent, margin),
          scores: scores.papers.map((paper, pi) => ({ test_id: paper.testId, score: score(scores.paperTotals[pi][p]), gap: paperGaps[pi] })),
        };
      })
      .filter((s) => s.total_gap !== null || s.scores.some((x) => x.gap !== null))
      .sort((a, b) => (b.total_score ?? -1) - (a.total_score ?? -1) || a.exam_number.localeCompare(b.exam_number));
    return {
      has_data: papers.some((p) => p.student_count > 0),
      target: describeTarget(target),
      line,
      line_percent: percent,
      margin,
      papers,
      total,
      students,
    };
  }
}
