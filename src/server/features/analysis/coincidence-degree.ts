/**
 * Coincidence degree (重合度, /v1/examanalysis/coincidence-degree): of the target's students at or
 * above a score line on the exam total, who is at or above the same line on each paper — whether a
 * subject's strong students are the ones who carry the total. Each paper's line is the chosen
 * line of the exam's analysis settings as a share of that paper's full mark, the total's a share
 * of the papers' full marks added up (as potential-students draws them).
 */
import { percent, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import { reaches, thresholdScore } from '../../../domain/statistics/segments.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeStudent, describeTarget, positionsOf } from './analysis-targets.ts';
import { chosenLine, describeLinePaper, targetScoresAndConfig, type PotentialLine, type TargetQuery } from './exam-scores.ts';

export interface CoincidenceQuery extends TargetQuery {
  line?: PotentialLine;
}

export class CoincidenceDegree {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: CoincidenceQuery) {
    const { target, scores, config } = await this.database.read((db) => targetScoresAndConfig(db, auth, q));
    const { line, rate } = chosenLine(config, q.line, 'pass');
    const positions = Array.from(positionsOf(scores.students, target)).filter((p) => scores.totals[p] === scores.totals[p]);
    const aboveTotal = positions.filter((p) => reaches(scores.totals[p], scores.fullMark, rate));
    const papers = scores.papers.map((paper, pi) => {
      const column = scores.paperTotals[pi];
      const reached = positions.filter((p) => reaches(column[p], paper.fullMark, rate)).length;
      const both = aboveTotal.filter((p) => reaches(column[p], paper.fullMark, rate)).length;
      return {
        ...describeLinePaper(paper, rate),
        reached_count: reached,
        both_count: both,
        coincidence_rate: percent(both, aboveTotal.length),
        hit_rate: percent(both, reached),
      };
    });
    const students = aboveTotal
      .map((p) => {
        const s = scores.students[p];
        return {
          ...describeStudent(s),
          total_score: score(scores.totals[p])!,
          scores: scores.papers.map((paper, pi) => ({ test_id: paper.testId, score: score(scores.paperTotals[pi][p])!, reached: reaches(scores.paperTotals[pi][p], paper.fullMark, rate) })),
        };
      })
      .map((s) => ({ ...s, reached_papers: s.scores.filter((x) => x.reached).length }))
      .sort((a, b) => b.total_score - a.total_score || a.exam_number.localeCompare(b.exam_number));
    return {
      has_data: positions.length > 0,
      target: describeTarget(target),
      line,
      line_percent: rate,
      total: { full_mark_score: scores.fullMark, line_score: thresholdScore(scores.fullMark, rate), student_count: positions.length, reached_count: aboveTotal.length },
      papers,
      // those above the total line who are above every paper's line too
      all_papers_count: students.filter((s) => s.reached_papers === scores.papers.length).length,
      students,
    };
  }
}
