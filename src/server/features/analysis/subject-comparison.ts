/**
 * The subjects of an exam compared with each other (学科对比,
 * /v1/exam-analysis-upgrade/children-test-comparison): per paper the target's and the grade's
 * average score rate, SD and difficulty, the target's rate against the grade's, its lead in grade
 * SDs, and where each subject stands among the target's subjects.
 */
import { contributionZ } from '../../../domain/statistics/class-standing.ts';
import { competitionRanks } from '../../../domain/statistics/ranks.ts';
import { coefficientOrNull as coefficient, rateOrNull as rate, scoreOrNull as score } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeTarget, positionsOf } from './analysis-targets.ts';
import { targetScores, type TargetQuery } from './exam-scores.ts';
import { averageOf } from './subject-contribution.ts';

export class SubjectComparison {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: TargetQuery) {
    const { target, scores } = await this.database.read((db) => targetScores(db, auth, q));
    const everyone = scores.students.map((_, p) => p);
    const mine = Array.from(positionsOf(scores.students, target));
    const papers = scores.papers.map((paper, pi) => {
      const grade = averageOf(scores.paperTotals[pi], everyone);
      const own = averageOf(scores.paperTotals[pi], mine);
      // difficulty is the average's share of the full mark (the P value); the score rate the same in %
      const difficulty = (f: { average: number }) => (paper.fullMark > 0 ? f.average / paper.fullMark : NaN);
      const figures = (f: typeof own) => ({ student_count: f.student_count, average: score(f.average), score_rate: rate(difficulty(f) * 100), standard_deviation: score(f.sd), difficulty: coefficient(difficulty(f)) });
      return {
        paper: { test_id: paper.testId, name: paper.name, subject_id: paper.subjectId, full_mark_score: paper.fullMark },
        target: figures(own),
        grade: figures(grade),
        rateDifference: (difficulty(own) - difficulty(grade)) * 100,
        z: contributionZ(own.average, grade.average, grade.sd),
      };
    });
    const ranks = competitionRanks(papers.map((p) => (p.target.score_rate === null ? NaN : p.target.score_rate)));
    return {
      has_data: papers.some((p) => p.target.student_count > 0),
      target: describeTarget(target),
      papers: papers.map((p, i) => ({
        ...p.paper,
        target: p.target,
        grade: p.grade,
        rate_difference: rate(p.rateDifference),
        z: coefficient(p.z),
        rank: ranks[i] || null,
      })),
    };
  }
}
