/**
 * The exam-analysis calls: each reads the test's final scores once (test-scores.ts) and computes
 * its figures with src/domain/statistics for the requested target, its parent (the whole exam)
 * and the targets it is contrasted with. Nothing is stored: figures always reflect the marks as
 * they are now, so a paper still being marked shows what is final so far.
 */
import { contributions, DEFAULT_TARGET_PERCENT } from '../../../domain/statistics/contribution.ts';
import { accumulateItem, scoreDistribution, scoreStatistics, type ScoreStatistics } from '../../../domain/statistics/item-statistics.ts';
import { masteryGroups, masteryOf } from '../../../domain/statistics/mastery.ts';
import { optionStatistics } from '../../../domain/statistics/options.ts';
import { analysePaper, studentTotals } from '../../../domain/statistics/paper.ts';
import { isFullMark, isZero, percent } from '../../../domain/statistics/rates.ts';
import { DEFAULT_SEGMENT_STEP, fractionalSegments, reaches, scoreRangeRates, thresholdScore, type ScoreLines } from '../../../domain/statistics/segments.ts';
import { DEFAULT_ANALYSIS_CONFIG, scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import { targetTrend, trendOf } from '../../../domain/statistics/trend.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import * as repo from './analysis-repository.ts';
import { contrastTargets, describeTarget, openTest, positionsOf, resolveTarget, schoolTarget, type ExamRow, type ScopeQuery, type Target, type TestRow } from './analysis-targets.ts';
import { testScoresOf } from './score-cache.ts';
import { describeQuestionContent, gather, gatherChoices, rankStudents, type AnalysedQuestion, type TestScores } from './test-scores.ts';
import { describePiece, scanAddresses } from '../files/scan-url.ts';
import { msg } from '../../../i18n/server.ts';

const totalsKept = new WeakMap<TestScores['scores'], Float64Array>();

/** Page size of the student list when the caller names none. */
export const STUDENT_LIST_PAGE_SIZE = 50;

interface Opened {
  exam: ExamRow;
  test: TestRow;
  target: Target;
  parent: Target;
  contrast: Target[];
  data: TestScores;
  /** where the score ranges start: the exam's analysis settings (analysis-config), else the defaults */
  lines: ScoreLines;
}


function hasAnyScore(data: TestScores, positions: Int32Array): boolean {
  for (const column of data.scores) for (let i = 0; i < positions.length; i++) if (column[positions[i]] === column[positions[i]]) return true;
  return false;
}

function countKnown(values: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) n++;
  return n;
}

function describeQuestion(q: AnalysedQuestion) {
  const row = q.row;
  return {
    ...describeQuestionContent(row),
    children: [],
    difficulty: row.difficulty,
    empty_count: q.blanks.length,
    empty_full_mark_score: q.blanks.map((b) => ({ key: b.key, label: b.label, score: b.fullMark })),
  };
}

export class AnalysisService {
  constructor(private readonly database: Database) {}

  /** Access check, target resolution and the test's scores, in one unit of work. */
  private open(auth: AuthContext, q: ScopeQuery, withContrast = false): Promise<Opened> {
    return this.database.read(async (db) => {
      const { exam, test, viewer } = await openTest(db, auth, q.examination_id, q.test_id);
      const target = await resolveTarget(db, exam, viewer, q);
      const parent = await schoolTarget(db, exam);
      const data = await testScoresOf(db, test.id);
      const contrast = withContrast ? await contrastTargets(db, exam, target, data.students) : [];
      const lines = scoreLinesOf((await analysisConfigOf(db, exam.id)) ?? DEFAULT_ANALYSIS_CONFIG);
      return { exam, test, target, parent, contrast, data, lines };
    });
  }

  private figures(data: TestScores, qi: number, positions: Int32Array): ScoreStatistics {
    return scoreStatistics(gather(data.scores[qi], positions), data.questions[qi].row.fullMark);
  }

  /** A target's analysis of one question; with details, the option and blank analyses too. */
  private questionTarget(data: TestScores, qi: number, target: Target, details: boolean) {
    const positions = positionsOf(data.students, target);
    const q = data.questions[qi];
    const figures = this.figures(data, qi, positions);
    if (!details) return { ...describeTarget(target), ...figures };
    const extra: Record<string, unknown> = {};
    if (q.objective) {
      const offered = q.row.options ?? [];
      const analysis = optionStatistics(
        offered.map((o) => o.key),
        gatherChoices(data.choices[qi], positions),
      );
      extra.options = analysis.options.map((o) => ({
        key: o.key,
        value: offered.find((x) => x.key.toUpperCase() === o.key)?.value ?? '',
        count: o.count,
        rate: o.rate,
        students: o.students.map((p) => {
          const s = data.students[positions[p]];
          return { student_id: s.id, real_name: s.name };
        }),
      }));
      extra.unanswered_count = analysis.unanswered_count;
      extra.unanswered_rate = analysis.unanswered_rate;
    }
    extra.emptys = q.blanks.map((blank, bi) => {
      const column = gather(data.blankScores[qi][bi], positions);
      const stats = scoreStatistics(column, blank.fullMark);
      return {
        key: blank.key,
        label: blank.label,
        full_mark_score: blank.fullMark,
        student_count: stats.student_count,
        score: stats.score,
        rate: stats.score_rate,
        full_credit_count: stats.full_credit_count,
        scoreless_count: stats.scoreless_count,
        counts: scoreDistribution(column),
      };
    });
    return { ...describeTarget(target), ...figures, ...extra };
  }

  async questionOrder(auth: AuthContext, q: ScopeQuery) {
    const { target, data } = await this.open(auth, q);
    const positions = positionsOf(data.students, target);
    const questions = data.questions.map((question, qi) => {
      const figures = this.figures(data, qi, positions);
      return {
        question_id: question.row.id,
        show_order: question.row.showOrder,
        label: question.row.label,
        question_type: question.row.questionType,
        full_mark_score: question.row.fullMark,
        ...(figures.student_count > 0 ? { target: { score_rate: figures.score_rate } } : {}),
      };
    });
    const rated = questions.flatMap((x) => (x.target ? [{ question_id: x.question_id, show_order: x.show_order, label: x.label, rate: x.target.score_rate }] : []));
    return { has_data: rated.length > 0, target: describeTarget(target), questions, ...masteryGroups(rated, msg.analysis.mastery) };
  }

  async singleQuestion(auth: AuthContext, q: ScopeQuery & { show_order: number }) {
    const { test, target, parent, contrast, data } = await this.open(auth, q, true);
    const qi = data.questions.findIndex((x) => x.row.showOrder === q.show_order);
    if (qi === -1) throw notFound(msg.analysis.questionNotFound);
    const question = data.questions[qi];
    const targetFigures = this.questionTarget(data, qi, target, true);
    const hasData = targetFigures.student_count > 0;
    const parentFigures = this.questionTarget(data, qi, parent, true);
    const analysis: Record<string, unknown> = {
      question_id: question.row.id,
      partition_id: question.row.partitionId,
      label: question.row.label,
      full_mark_score: question.row.fullMark,
      contrast_target: hasData ? contrast.map((t) => this.questionTarget(data, qi, t, false)).filter((t) => t.student_count > 0) : [],
    };
    if (hasData) {
      analysis.target = targetFigures;
      analysis.mastery = masteryOf(targetFigures.score_rate);
    }
    if (parentFigures.student_count > 0) analysis.parent_target = parentFigures;
    if (hasData && parentFigures.student_count > 0) analysis.trend = targetTrend(targetFigures, parentFigures);
    return {
      has_data: hasData,
      subject_id: test.subjectId,
      questions: [describeQuestion(question)],
      analysis,
      class_tags: this.tagRates(data, question, positionsOf(data.students, target)),
    };
  }

  /** For each tag of the question: the target's score rate over every question with that tag. */
  private tagRates(data: TestScores, question: AnalysedQuestion, positions: Int32Array) {
    return (question.row.tags ?? []).map((tag) => {
      let scored = 0;
      let possible = 0;
      data.questions.forEach((other, qi) => {
        if (!(other.row.tags ?? []).some((t) => t.id === tag.id)) return;
        const sums = accumulateItem(gather(data.scores[qi], positions), other.row.fullMark);
        scored += sums.sum;
        possible += sums.n * other.row.fullMark;
      });
      return { tagid: tag.id, name: tag.name, avg_total_score_rate: percent(scored, possible) };
    });
  }

  async testQuestions(auth: AuthContext, q: ScopeQuery) {
    const { target, parent, data } = await this.open(auth, q);
    const positions = positionsOf(data.students, target);
    const parentPositions = positionsOf(data.students, parent);
    const hasData = hasAnyScore(data, positions);
    const paper = analysePaper(
      data.questions.map((question, qi) => ({ fullMark: question.row.fullMark, scores: gather(data.scores[qi], positions) })),
      positions.length,
    );
    const questions = hasData
      ? data.questions.map((question, qi) => {
          const item = paper.items[qi];
          const parentRate = this.figures(data, qi, parentPositions).score_rate;
          return {
            question_id: question.row.id,
            show_order: question.row.showOrder,
            label: question.row.label,
            question_type: question.row.questionType,
            ...item,
            mastery: item.student_count > 0 ? masteryOf(item.score_rate) : null,
            parent_score_rate: parentRate,
            score_rate_trend: item.student_count > 0 ? trendOf(item.score_rate, parentRate) : ('none' as const),
          };
        })
      : [];
    return { has_data: hasData, target: describeTarget(target), full_mark_score: data.fullMark, questions };
  }

  async students(auth: AuthContext, q: ScopeQuery & { page_no?: number; page_size?: number }) {
    const { target, data } = await this.open(auth, q);
    const ranked = rankStudents(data, positionsOf(data.students, target)).map((r) => {
      const s = data.students[r.position];
      return {
        student_id: s.id,
        real_name: s.name,
        exam_number: s.examNumber,
        class_id: s.classId,
        class_name: s.className,
        total_score: Math.round(r.total * 100) / 100,
        complete: r.complete,
        rank: r.rank,
      };
    });
    const pageSize = q.page_size ?? STUDENT_LIST_PAGE_SIZE;
    const pageNo = q.page_no ?? 1;
    return { has_data: ranked.length > 0, result: ranked.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: ranked.length };
  }

  async questionStudents(auth: AuthContext, questionId: number, q: ScopeQuery) {
    const { test, target, data } = await this.open(auth, q);
    const qi = data.questions.findIndex((x) => x.row.id === questionId);
    if (qi === -1) throw notFound(msg.analysis.questionNotFound);
    const question = data.questions[qi];
    const fullMark = question.row.fullMark;
    const positions = positionsOf(data.students, target);
    const scored = Array.from(positions).filter((p) => data.scores[qi][p] === data.scores[qi][p]);
    const ids = scored.map((p) => data.students[p].id);
    const scans = await scanAddresses(this.database);
    const { sheets, pieces } = await this.database.read(async (db) => ({
      sheets: await repo.answerSheetsOf(db, test.id, ids),
      pieces: question.row.partitionId === null ? [] : await repo.piecesOf(db, question.row.partitionId, ids),
    }));
    const describe = (p: number) => {
      const s = data.students[p];
      const sheet = sheets.find((x) => x.studentId === s.id);
      return {
        student_id: s.id,
        real_name: s.name,
        class_id: s.classId,
        class_name: s.className,
        total_score: data.scores[qi][p],
        emptys: question.blanks.flatMap((b, bi) => {
          const score = data.blankScores[qi][bi][p];
          return score === score ? [{ key: b.key, score }] : [];
        }),
        answer_sheet: ([1, 2] as const).filter((side) => (side === 1 ? sheet?.sideA : sheet?.sideB)).map((side) => scans.url(auth.userId, { kind: 'sheet', testId: test.id, studentId: s.id, side })),
        partition_pic: pieces.filter((x) => x.studentId === s.id).map((x, index) => describePiece(scans, auth.userId, x, x, index)),
      };
    };
    const byScore = (a: number, b: number) => data.scores[qi][b] - data.scores[qi][a] || data.students[a].examNumber.localeCompare(data.students[b].examNumber);
    // the same three disjoint groups as the figures: full first, then zero, the rest lost some points
    const full = scored.filter((p) => isFullMark(data.scores[qi][p], fullMark));
    const zero = scored.filter((p) => !isFullMark(data.scores[qi][p], fullMark) && isZero(data.scores[qi][p]));
    const loss = scored.filter((p) => !isFullMark(data.scores[qi][p], fullMark) && !isZero(data.scores[qi][p])).sort(byScore);
    return {
      has_data: scored.length > 0,
      question_id: question.row.id,
      label: question.row.label,
      full_mark_score: fullMark,
      full_credit: full.sort(byScore).map(describe),
      loss_score: loss.map(describe),
      scoreless: zero.sort(byScore).map(describe),
    };
  }

  /** Paper totals of every student of the test (NaN while a paper is not completely marked). */
  /** Each student's paper total, made once per score table (a changed mark makes a new one). */
  private totals(data: TestScores): Float64Array {
    let totals = totalsKept.get(data.scores);
    if (!totals) {
      totals = studentTotals(
        data.questions.map((question, qi) => ({ fullMark: question.row.fullMark, scores: data.scores[qi] })),
        data.students.length,
      );
      totalsKept.set(data.scores, totals);
    }
    return totals;
  }

  async scoreRanges(auth: AuthContext, q: ScopeQuery) {
    const { target, parent, contrast, data, lines } = await this.open(auth, q, true);
    const totals = this.totals(data);
    const describe = (t: Target) => {
      const mine = gather(totals, positionsOf(data.students, t));
      return { ...describeTarget(t), student_count: countKnown(mine), ranges: scoreRangeRates(mine, data.fullMark, msg.analysis.scoreRange, lines) };
    };
    const own = describe(target);
    const hasData = own.student_count > 0;
    return {
      has_data: hasData,
      full_mark_score: data.fullMark,
      ...(hasData ? { target: own, parent_target: describe(parent) } : {}),
      contrast_target: hasData ? contrast.map(describe).filter((t) => t.student_count > 0) : [],
    };
  }

  async segments(auth: AuthContext, q: ScopeQuery & { step?: number }) {
    const { target, data } = await this.open(auth, q);
    const mine = gather(this.totals(data), positionsOf(data.students, target));
    const step = q.step ?? DEFAULT_SEGMENT_STEP;
    const known = countKnown(mine);
    return { has_data: known > 0, target: describeTarget(target), full_mark_score: data.fullMark, step, student_count: known, segments: fractionalSegments(mine, data.fullMark, step) };
  }

  async contributionRates(auth: AuthContext, q: ScopeQuery & { target_rate?: number }) {
    const { target, parent, data } = await this.open(auth, q);
    const rate = q.target_rate ?? DEFAULT_TARGET_PERCENT;
    const totals = this.totals(data);
    const everyone = gather(totals, positionsOf(data.students, parent));
    const classes = new Map<number, { name: string; positions: number[] }>();
    data.students.forEach((s, p) => {
      if (!target.includes(s)) return;
      if (!classes.has(s.classId)) classes.set(s.classId, { name: s.className, positions: [] });
      classes.get(s.classId)!.positions.push(p);
    });
    const ordered = [...classes].sort((a, b) => a[0] - b[0]);
    const rows = contributions(
      ordered.map(([, c]) => ({ totals: gather(totals, Int32Array.from(c.positions)) })),
      everyone,
      data.fullMark,
      rate,
    );
    let students = 0;
    let reached = 0;
    for (let i = 0; i < everyone.length; i++) {
      if (everyone[i] !== everyone[i]) continue;
      students++;
      if (reaches(everyone[i], data.fullMark, rate)) reached++;
    }
    return {
      has_data: rows.some((r) => r.student_count > 0),
      full_mark_score: data.fullMark,
      target_rate: rate,
      target_score: thresholdScore(data.fullMark, rate),
      student_count: students,
      reached_count: reached,
      result: ordered.map(([id, c], i) => ({ class_id: id, class_name: c.name, ...rows[i] })),
    };
  }

  async basicInfo(auth: AuthContext, q: ScopeQuery) {
    const { exam, test, target, data } = await this.open(auth, q);
    const positions = positionsOf(data.students, target);
    const paper = analysePaper(
      data.questions.map((question, qi) => ({ fullMark: question.row.fullMark, scores: gather(data.scores[qi], positions) })),
      positions.length,
    );
    return {
      has_data: hasAnyScore(data, positions),
      exam: { id: exam.id, name: exam.name, status: exam.status },
      test: { id: test.id, name: test.name, subject_id: test.subjectId },
      target: describeTarget(target),
      question_count: data.questions.length,
      progress: { done: data.progress.done, total: data.progress.total, rate: percent(data.progress.done, data.progress.total) },
      summary: paper.summary,
      reliability: paper.reliability,
    };
  }
}
