/**
 * Data mining (数据挖掘, /v1/examanalysis/data-mining, spec 001 §2.1 dataMining): how the
 * subjects of an exam go together — Pearson's r between every two papers' totals over the target's
 * students who have both — and, for one paper, which questions test which knowledge point and how
 * well each class of the target masters each point (score rate over the questions carrying it).
 */
import { masteryRatio, pearson } from '../../../domain/statistics/correlation.ts';
import { COEFFICIENT_DECIMALS, RATE_DECIMALS, roundTo } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeTarget, positionsIn, positionsOf } from './analysis-targets.ts';
import { paperScoresOf, targetScores } from './exam-scores.ts';
import type { TestScores } from './test-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface DataMiningQuery {
  examination_id: number;
  /** the paper of the mastery matrix; 0 or absent: the exam's first paper */
  test_id?: number;
  school_id?: number;
  campus_id?: number;
  class_id?: number;
  special_group_id?: number;
}

const rateOf = (ratio: number | null) => (ratio === null ? null : roundTo(ratio * 100, RATE_DECIMALS));

/** Knowledge points of a paper in the order they first appear, with the questions carrying each. */
function knowledgePoints(data: TestScores) {
  const points = new Map<number, { tag_id: number; name: string; items: number[] }>();
  data.questions.forEach((q, qi) => {
    for (const tag of q.row.tags ?? []) {
      if (!points.has(tag.id)) points.set(tag.id, { tag_id: tag.id, name: tag.name, items: [] });
      points.get(tag.id)!.items.push(qi);
    }
  });
  return [...points.values()];
}

function masteryMatrix(data: TestScores, includes: (s: TestScores['students'][number]) => boolean) {
  const points = knowledgePoints(data);
  const inTarget = positionsIn(data.students, includes);
  const classes = new Map<number, { name: string; positions: number[] }>();
  for (const p of inTarget) {
    const s = data.students[p];
    if (!classes.has(s.classId)) classes.set(s.classId, { name: s.className, positions: [] });
    classes.get(s.classId)!.positions.push(p);
  }
  const ratesOf = (positions: number[]) =>
    points.map((point) => rateOf(masteryRatio(point.items.map((qi) => ({ fullMark: data.questions[qi].row.fullMark, scores: data.scores[qi] })), positions)));
  return {
    knowledge_points: points.map((point) => ({
      tag_id: point.tag_id,
      name: point.name,
      question_count: point.items.length,
      full_mark_score: point.items.reduce((s, qi) => s + data.questions[qi].row.fullMark, 0),
    })),
    questions: data.questions.map((q) => ({ question_id: q.row.id, show_order: q.row.showOrder, label: q.row.label, full_mark_score: q.row.fullMark, tag_ids: (q.row.tags ?? []).map((t) => t.id) })),
    classes: [...classes]
      .sort((a, b) => a[0] - b[0])
      .map(([id, c]) => ({ class_id: id, class_name: c.name, student_count: c.positions.length, rates: ratesOf(c.positions) })),
    target_rates: ratesOf(inTarget),
  };
}

export class DataMining {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: DataMiningQuery) {
    const { target, scores, paper } = await this.database.read(async (db) => {
      const { target, scores } = await targetScores(db, auth, q);
      const testId = q.test_id || scores.papers[0]?.testId;
      if (q.test_id && !scores.papers.some((p) => p.testId === q.test_id)) throw notFound(msg.analysis.testNotInExam);
      return { target, scores, paper: testId ? { testId, data: await paperScoresOf(db, testId) } : undefined };
    });
    const positions = Array.from(positionsOf(scores.students, target));
    const column = (pi: number) => Float64Array.from(positions, (p) => scores.paperTotals[pi][p]);
    const columns = scores.papers.map((_, pi) => column(pi));
    const correlations = [];
    for (let a = 0; a < scores.papers.length; a++) {
      for (let b = a + 1; b < scores.papers.length; b++) {
        const { r, n } = pearson(columns[a], columns[b]);
        correlations.push({ first_test_id: scores.papers[a].testId, second_test_id: scores.papers[b].testId, r: r === null ? null : roundTo(r, COEFFICIENT_DECIMALS), student_count: n });
      }
    }
    const mastery = paper ? { test_id: paper.testId, ...masteryMatrix(paper.data, target.includes) } : null;
    return {
      has_data: correlations.some((c) => c.r !== null) || (mastery?.target_rates.some((r) => r !== null) ?? false),
      target: describeTarget(target),
      papers: scores.papers.map((p) => ({ test_id: p.testId, name: p.name, subject_id: p.subjectId, student_count: columns[scores.papers.indexOf(p)].filter((x) => x === x).length })),
      correlations,
      mastery,
    };
  }
}
