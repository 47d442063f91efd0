/**
 * The school report (学校报告, /v1/examanalysis/school-report): what a principal reads after an
 * exam — the exam total (总分) and each paper, per class of the target against the whole exam
 * (the grade), with the four rates of the exam's analysis settings (优秀 / 良好 / 及格 / 低分),
 * each class's strongest and weakest paper against the grade, and the top and bottom students of
 * the target on the exam total. Totals are those of exam-scores.ts: a paper total once every
 * question of it is final, the exam total once every paper has one.
 */
import { scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import type { ScoreLines } from '../../../domain/statistics/segments.ts';
import { percent, RATE_DECIMALS, roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import { competitionRanks } from '../../../domain/statistics/ranks.ts';
import { reaches } from '../../../domain/statistics/segments.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import type { StudentRow } from './analysis-repository.ts';
import { describeStudent, describeTarget, positionsOf } from './analysis-targets.ts';
import { targetScoresAndConfig, type TargetQuery } from './exam-scores.ts';

export interface SchoolReportQuery extends TargetQuery {
  n?: number;
}

/** How many top and bottom students the report lists when the caller does not say. */
export const DEFAULT_REPORT_STUDENTS = 10;

const points = (x: number) => roundTo(x, SCORE_STATISTIC_DECIMALS);

/** The figures of one group of students on one column of totals (a paper's or the exam's); also those of the custom groups (special-groups.ts). */
export function figures(column: Float64Array, positions: readonly number[], fullMark: number, lines: ScoreLines) {
  let n = 0;
  let sum = 0;
  let max = -Infinity;
  let min = Infinity;
  const reached = { excellent: 0, good: 0, pass: 0, low: 0 };
  for (const p of positions) {
    const x = column[p];
    if (x !== x) continue;
    n++;
    sum += x;
    if (x > max) max = x;
    if (x < min) min = x;
    if (reaches(x, fullMark, lines.excellent)) reached.excellent++;
    if (reaches(x, fullMark, lines.good)) reached.good++;
    if (reaches(x, fullMark, lines.pass)) reached.pass++;
    if (!reaches(x, fullMark, lines.low)) reached.low++;
  }
  return {
    student_count: n,
    /** unrounded, for the gaps and the ranks */
    mean: n > 0 ? sum / n : NaN,
    average: n > 0 ? points(sum / n) : null,
    score_rate: n > 0 && fullMark > 0 ? percent(sum, n * fullMark) : null,
    max_score: n > 0 ? max : null,
    min_score: n > 0 ? min : null,
    excellent_rate: percent(reached.excellent, n),
    good_rate: percent(reached.good, n),
    pass_rate: percent(reached.pass, n),
    low_rate: percent(reached.low, n),
  };
}

export type Figures = ReturnType<typeof figures>;

/** The figures as answered: without the unrounded mean. */
export const published = ({ mean: _mean, ...shown }: Figures) => shown;

/** The target's classes, by class id, with the positions of their students. */
function classesOf(students: readonly StudentRow[], positions: readonly number[]) {
  const byClass = new Map<number, { class_id: number; class_name: string; positions: number[] }>();
  for (const p of positions) {
    const s = students[p];
    let entry = byClass.get(s.classId);
    if (!entry) byClass.set(s.classId, (entry = { class_id: s.classId, class_name: s.className, positions: [] }));
    entry.positions.push(p);
  }
  return [...byClass.values()].sort((a, b) => a.class_id - b.class_id);
}

/** Competition ranks of the classes by their average (no average: no rank, 0). */
export function averageRanks(rows: readonly Figures[]): Int32Array {
  return competitionRanks(rows.map((r) => r.mean));
}

export class SchoolReport {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, q: SchoolReportQuery) {
    const { target, scores, config } = await this.database.read((db) => targetScoresAndConfig(db, auth, q));
    const lines = scoreLinesOf(config);
    const everyone = scores.students.map((_, i) => i);
    const positions = Array.from(positionsOf(scores.students, target));
    const classes = classesOf(scores.students, positions);
    const columns = [
      { test_id: 0, name: '', subject_id: 0, full_mark_score: scores.fullMark, column: scores.totals },
      ...scores.papers.map((paper, pi) => ({ test_id: paper.testId, name: paper.name, subject_id: paper.subjectId, full_mark_score: paper.fullMark, column: scores.paperTotals[pi] })),
    ];
    const subjects = columns.map(({ column, ...paper }) => {
      const grade = figures(column, everyone, paper.full_mark_score, lines);
      const own = figures(column, positions, paper.full_mark_score, lines);
      const rows = classes.map((c) => figures(column, c.positions, paper.full_mark_score, lines));
      const ranks = averageRanks(rows);
      return {
        ...paper,
        grade: published(grade),
        target: published(own),
        classes: rows.map((row, i) => ({
          class_id: classes[i].class_id,
          class_name: classes[i].class_name,
          ...published(row),
          average_gap: row.mean === row.mean && grade.mean === grade.mean ? points(row.mean - grade.mean) : null,
          average_rank: ranks[i],
        })),
      };
    });
    const papers = subjects.slice(1);
    // a class's strongest and weakest paper: the largest and smallest score-rate gap to the grade
    const strengths = classes.map((c, ci) => {
      const gaps = papers
        .map((p) => ({ test_id: p.test_id, name: p.name, subject_id: p.subject_id, gap: p.classes[ci].score_rate === null || p.grade.score_rate === null ? null : roundTo(p.classes[ci].score_rate! - p.grade.score_rate!, RATE_DECIMALS) }))
        .filter((g): g is typeof g & { gap: number } => g.gap !== null)
        .sort((a, b) => b.gap - a.gap || a.test_id - b.test_id);
      return {
        class_id: c.class_id,
        class_name: c.class_name,
        strongest: gaps.length >= 2 ? gaps[0] : null,
        weakest: gaps.length >= 2 ? gaps[gaps.length - 1] : null,
      };
    });
    const ranks = competitionRanks(scores.totals);
    const ranked = positions
      .filter((p) => scores.totals[p] === scores.totals[p])
      .sort((a, b) => ranks[a] - ranks[b] || scores.students[a].examNumber.localeCompare(scores.students[b].examNumber));
    const n = q.n ?? DEFAULT_REPORT_STUDENTS;
    const student = (p: number) => {
      const s = scores.students[p];
      return {
        ...describeStudent(s),
        total_score: points(scores.totals[p]),
        grade_rank: ranks[p],
        scores: scores.papers.map((paper, pi) => ({ test_id: paper.testId, score: points(scores.paperTotals[pi][p]) })),
      };
    };
    return {
      has_data: subjects.some((s) => s.target.student_count > 0),
      target: describeTarget(target),
      lines: { excellent: lines.excellent, good: lines.good, pass: lines.pass, low: lines.low },
      subjects,
      strengths,
      top_students: ranked.slice(0, n).map(student),
      bottom_students: ranked.slice(Math.max(n, ranked.length - n)).reverse().map(student),
    };
  }
}
