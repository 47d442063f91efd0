/**
 * The report kinds written paper by paper (spec 001 §2.1 report previews school, campus, teach,
 * questSituationAudit): for each paper of the scope one section.
 *   school — score overview (参考人数 = students whose every score is final, 平均分, 得分率 =
 *     points scored / (students × full mark), 最高分, 最低分, 标准差 (sample), 信度 = Cronbach's α),
 *     the four score ranges at the exam's lines, the score segments, the classes side by side and
 *     every question's average, score rate, difficulty (mean / full mark) and discrimination
 *     (upper-minus-lower 27 %);
 *   campus — the same overview per campus and per class of each campus;
 *   teach — each question's grade figures and every class's score rate on it, and the questions
 *     whose grade score rate is below the exam's pass line;
 *   questSituationAudit — objective questions: students per option (a multiple choice counts for
 *     each option in it) and the correct rate (students with full marks / students with an
 *     answer); subjective questions: full-score and zero-score counts and the spread of scores.
 */
import type { ReportBlock, ReportSection } from '../../../domain/report-model.ts';
import { optionStatistics } from '../../../domain/statistics/options.ts';
import type { PaperAnalysis } from '../../../domain/statistics/paper.ts';
import { formatRate, isFullMark, isZero, percent } from '../../../domain/statistics/rates.ts';
import { fractionalSegments } from '../../../domain/statistics/segments.ts';
import { gather, gatherChoices, type TestScores } from '../../features/analysis/test-scores.ts';
import { formatScore, hasScores } from './report-data.ts';
import { analyseAt, column, formatCoefficient, groupFigures, groupsOf, rangeRate, type PaperFigures, type StudentGroup } from './report-figures.ts';
import { msg } from '../../../i18n/server.ts';

const r = msg.reports;
const k = msg.reportKinds;

/** Questions per score-rate chart: more would make the bars unreadable on A4. */
const QUESTIONS_PER_CHART = 16;
/** About ten score segments per paper. */
const SEGMENTS_PER_PAPER = 10;
/** Class columns per table of the teaching report: more would not fit across A4. */
const CLASSES_PER_TABLE = 6;

export type PaperSectionWriter = (figures: PaperFigures, scope: Int32Array) => ReportBlock[];

/** One section per paper, saying so when the paper has no final score for the scope. */
export function paperSections(all: PaperFigures[], write: PaperSectionWriter): ReportSection[] {
  return all.map((figures) => {
    const { paper } = figures;
    const heading = r.paperSection(paper.test.name);
    if (!hasScores(paper)) return { heading, blocks: [{ kind: 'text', text: r.noDataForTest(paper.test.name) }] };
    return { heading, blocks: write(figures, paper.positions) };
  });
}

function groupTable(figures: PaperFigures, groups: StudentGroup[], title: string): ReportBlock[] {
  const rows = groups.map((g) => ({ name: g.name, figures: groupFigures(figures, g.positions) })).filter((g) => g.figures.summary.student_count > 0);
  if (rows.length === 0) return [];
  return [
    {
      kind: 'table',
      columns: [column(title, 1.6, 'left'), column(r.studentCount), column(r.average), column(r.scoreRate), column(r.highest), column(r.lowest), column(msg.analysis.scoreRange.excellent), column(msg.analysis.scoreRange.pass)],
      rows: rows.map(({ name, figures: g }) => [
        name,
        g.summary.student_count,
        formatScore(g.summary.average),
        formatRate(g.summary.score_rate),
        formatScore(g.summary.max_score),
        formatScore(g.summary.min_score),
        formatRate(rangeRate(g, 'excellent')),
        formatRate(rangeRate(g, 'pass')),
      ]),
    },
    {
      kind: 'chart',
      chart: { title: title === r.className ? r.classAverages : k.campusAverages, categories: rows.map((g) => g.name), series: [{ label: r.average, values: rows.map((g) => g.figures.summary.average) }], max: figures.paper.data.fullMark },
    },
  ];
}

/** Every question's average, score rate, difficulty and discrimination. */
function questionTable(data: TestScores, analysis: PaperAnalysis): ReportBlock {
  return {
    kind: 'table',
    columns: [column(r.question, 0.8), column(r.fullMark, 0.8), column(r.average), column(r.scoreRate), column(r.difficulty), column(r.discrimination)],
    rows: data.questions.map((q, qi) => {
      const item = analysis.items[qi];
      return [q.row.label, formatScore(q.row.fullMark), formatScore(item.score), formatRate(item.score_rate), formatCoefficient(item.difficulty), formatCoefficient(item.discrimination)];
    }),
  };
}

function questionRateCharts(labels: string[], rates: number[]): ReportBlock[] {
  const charts: ReportBlock[] = [];
  for (let start = 0; start < labels.length; start += QUESTIONS_PER_CHART) {
    charts.push({
      kind: 'chart',
      chart: { title: r.questionRates, categories: labels.slice(start, start + QUESTIONS_PER_CHART), series: [{ label: r.scoreRate, values: rates.slice(start, start + QUESTIONS_PER_CHART) }], max: 100, rates: true },
    });
  }
  return charts;
}

export const schoolPaper: PaperSectionWriter = (figures, scope) => {
  const { paper } = figures;
  const { data } = paper;
  const analysis = analyseAt(paper, scope);
  const s = analysis.summary;
  const ranges = groupFigures(figures, scope).ranges;
  const step = Math.max(1, Math.round(data.fullMark / SEGMENTS_PER_PAPER));
  const segments = fractionalSegments(analysis.totals, data.fullMark, step).reverse();
  return [
    { kind: 'subheading', text: r.overview },
    {
      kind: 'table',
      columns: [r.studentCount, r.fullMark, r.average, r.scoreRate, r.highest, r.lowest, r.standardDeviation, r.reliability].map((title) => column(title)),
      rows: [[s.student_count, formatScore(data.fullMark), formatScore(s.average), formatRate(s.score_rate), formatScore(s.max_score), formatScore(s.min_score), formatScore(s.standard_deviation), formatCoefficient(analysis.reliability.alpha, 3)]],
    },
    { kind: 'text', text: `${r.markingProgress}：${data.progress.done} / ${data.progress.total}`, small: true },
    { kind: 'table', columns: ranges.map((g) => column(r.rangeColumn(g.label, g.threshold_score))), rows: [ranges.map((g) => r.rangeCount(g.count, formatRate(g.rate)))] },
    { kind: 'chart', chart: { title: r.segments, categories: segments.map((g) => g.label), series: [{ label: r.segmentPeople, values: segments.map((g) => g.count) }], counts: true } },
    ...withSubheading(r.classComparison, groupTable(figures, groupsOf(paper, scope, 'class'), r.className)),
    { kind: 'subheading', text: r.questionAnalysis },
    questionTable(data, analysis),
    ...questionRateCharts(
      data.questions.map((q) => q.row.label),
      analysis.items.map((item) => item.score_rate),
    ),
  ];
};

function withSubheading(text: string, blocks: ReportBlock[]): ReportBlock[] {
  return blocks.length > 0 ? [{ kind: 'subheading', text }, ...blocks] : [];
}

export const campusPaper: PaperSectionWriter = (figures, scope) => {
  const campuses = groupsOf(figures.paper, scope, 'campus');
  return [
    ...withSubheading(k.campusComparison, groupTable(figures, campuses, k.campus)),
    ...campuses.flatMap((campus) => withSubheading(`${campus.name} · ${k.classesByCampus}`, groupTable(figures, groupsOf(figures.paper, campus.positions, 'class'), r.className))),
  ];
};

export const teachPaper: PaperSectionWriter = (figures, scope) => {
  const { paper } = figures;
  const { data } = paper;
  const analysis = analyseAt(paper, scope);
  const classes = groupsOf(paper, scope, 'class').map((c) => ({ name: c.name, items: analyseAt(paper, c.positions).items }));
  const blocks: ReportBlock[] = [
    { kind: 'subheading', text: r.questionAnalysis },
    questionTable(data, analysis),
  ];
  for (let start = 0; start < classes.length; start += CLASSES_PER_TABLE) {
    const slice = classes.slice(start, start + CLASSES_PER_TABLE);
    blocks.push(
      { kind: 'subheading', text: k.questionsByClass },
      {
        kind: 'table',
        columns: [column(r.question, 0.8), column(k.gradeRate), ...slice.map((c) => column(k.classRateColumn(c.name)))],
        rows: data.questions.map((q, qi) => [q.row.label, formatRate(analysis.items[qi].score_rate), ...slice.map((c) => formatRate(c.items[qi].score_rate))]),
      },
    );
  }
  const line = paper.lines.pass;
  const weak = data.questions.filter((_, qi) => analysis.items[qi].student_count > 0 && analysis.items[qi].score_rate < line).map((q) => q.row.label);
  blocks.push({ kind: 'text', text: weak.length > 0 ? k.weakQuestions(line, weak.join('、')) : k.noWeakQuestions(line) });
  return blocks;
};

export const questionSituationPaper: PaperSectionWriter = (figures, scope) => {
  const { data } = figures.paper;
  const objective: (string | number)[][] = [];
  const labels: string[] = [];
  const correct: number[] = [];
  const subjective: (string | number)[][] = [];
  data.questions.forEach((q, qi) => {
    const scores = gather(data.scores[qi], scope);
    const known = Array.from(scores).filter((x) => x === x);
    const full = known.filter((x) => isFullMark(x, q.row.fullMark)).length;
    if (q.objective) {
      const options = optionStatistics(
        (q.row.options ?? []).map((o) => o.key),
        gatherChoices(data.choices[qi], scope),
      );
      const rate = percent(full, known.length);
      labels.push(q.row.label);
      correct.push(rate);
      objective.push([
        q.row.label,
        (q.row.answer ?? []).join(''),
        options.options.map((o) => k.optionCount(o.key, o.count, formatRate(o.rate))).join('  '),
        `${options.unanswered_count}`,
        formatRate(rate),
      ]);
      return;
    }
    const spread = new Map<number, number>();
    for (const x of known) spread.set(x, (spread.get(x) ?? 0) + 1);
    const average = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 0;
    subjective.push([
      q.row.label,
      formatScore(q.row.fullMark),
      formatScore(average),
      formatRate(percent(average * known.length, q.row.fullMark * known.length)),
      full,
      known.filter(isZero).length,
      [...spread].sort((a, b) => b[0] - a[0]).map(([score, count]) => k.scoreCount(formatScore(score), count)).join('  '),
    ]);
  });
  const blocks: ReportBlock[] = [];
  if (objective.length > 0) {
    blocks.push(
      { kind: 'subheading', text: k.objectiveQuestions },
      { kind: 'table', columns: [column(r.question, 0.7), column(k.key, 0.7), column(k.optionCounts, 4, 'left'), column(k.unanswered, 0.8), column(k.correctRate)], rows: objective },
      ...questionRateCharts(labels, correct).map((block) => (block.kind === 'chart' ? { ...block, chart: { ...block.chart, title: k.correctRates } } : block)),
    );
  }
  if (subjective.length > 0) {
    blocks.push(
      { kind: 'subheading', text: k.subjectiveQuestions },
      { kind: 'table', columns: [column(r.question, 0.7), column(r.fullMark, 0.7), column(r.average, 0.8), column(r.scoreRate, 0.9), column(k.fullCount, 0.8), column(k.zeroCount, 0.8), column(k.distribution, 3, 'left')], rows: subjective },
    );
  }
  if (blocks.length === 0) blocks.push({ kind: 'text', text: k.noQuestions });
  return blocks;
};
