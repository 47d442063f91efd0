/**
 * Task type 22, the exam-analysis report as a PDF: for every paper of the task, the score
 * overview, the score ranges, the distribution of totals over score segments, the classes side
 * by side and every question's average, score rate, difficulty and discrimination — tables and
 * bar charts drawn from the same statistics the analysis screens show. Papers without final
 * scores say so; an exam with none at all gives a report that says so.
 */
import { countAxisTicks } from '../../../domain/count-axis.ts';
import { analysePaper, summariseTotals, type PaperAnalysis } from '../../../domain/statistics/paper.ts';
import { formatRate, RATE_DECIMALS } from '../../../domain/statistics/rates.ts';
import { fractionalSegments, scoreRangeRates } from '../../../domain/statistics/segments.ts';
import { gather } from '../../features/analysis/test-scores.ts';
import { ReportDocument } from '../pdf/report-document.ts';
import { formatGeneratedAt, formatScore, hasScores, loadPaper, type PaperData } from './report-data.ts';
import { progressSpan, type TaskGenerator } from './task-output.ts';
import { msg } from '../../../i18n/server.ts';

/** Questions per score-rate chart: more would make the bars unreadable on A4. */
const QUESTIONS_PER_CHART = 16;
/** About ten score segments per paper. */
const SEGMENTS_PER_PAPER = 10;

/** Difficulty, discrimination and α as the analysis screens write them: a fixed number of decimals. */
const formatCoefficient = (value: number | null | undefined, digits = 2) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
/** A rate above its bar, under a title that says (%): the number with 2 decimals (spec 001 §9). */
const rateAboveBar = (rate: number) => rate.toFixed(RATE_DECIMALS);

function analyse(paper: PaperData): PaperAnalysis {
  const { data, positions } = paper;
  return analysePaper(
    data.questions.map((q, qi) => ({ fullMark: q.row.fullMark, scores: gather(data.scores[qi], positions) })),
    positions.length,
  );
}

function writePaper(doc: ReportDocument, paper: PaperData): void {
  doc.heading(msg.reports.paperSection(paper.test.name));
  if (!hasScores(paper)) {
    doc.text(msg.reports.noDataForTest(paper.test.name));
    return;
  }
  const { data, positions } = paper;
  const analysis = analyse(paper);
  const s = analysis.summary;

  doc.subheading(msg.reports.overview);
  doc.table(
    [msg.reports.studentCount, msg.reports.fullMark, msg.reports.average, msg.reports.scoreRate, msg.reports.highest, msg.reports.lowest, msg.reports.standardDeviation, msg.reports.reliability].map((title) => ({ title, width: 1, align: 'center' as const })),
    [[s.student_count, formatScore(data.fullMark), formatScore(s.average), formatRate(s.score_rate), formatScore(s.max_score), formatScore(s.min_score), formatScore(s.standard_deviation), formatCoefficient(analysis.reliability.alpha, 3)]],
  );
  doc.text(`${msg.reports.markingProgress}：${data.progress.done} / ${data.progress.total}`, { size: 9 });

  const ranges = scoreRangeRates(analysis.totals, data.fullMark, msg.analysis.scoreRange, paper.lines);
  doc.table(
    ranges.map((r) => ({ title: msg.reports.rangeColumn(r.label, r.threshold_score), width: 1, align: 'center' as const })),
    [ranges.map((r) => msg.reports.rangeCount(r.count, formatRate(r.rate)))],
  );

  const step = Math.max(1, Math.round(data.fullMark / SEGMENTS_PER_PAPER));
  const segments = fractionalSegments(analysis.totals, data.fullMark, step).reverse();
  doc.barChart({
    title: msg.reports.segments,
    categories: segments.map((g) => g.label),
    series: [{ label: msg.reports.segmentPeople, values: segments.map((g) => g.count) }],
    // an axis of people: whole people only
    ticks: countAxisTicks(Math.max(0, ...segments.map((g) => g.count))),
  });

  // classes side by side
  const classes = new Map<number, { name: string; indexes: number[] }>();
  positions.forEach((p, index) => {
    const student = data.students[p];
    if (!classes.has(student.classId)) classes.set(student.classId, { name: student.className, indexes: [] });
    classes.get(student.classId)!.indexes.push(index);
  });
  // analysis.totals holds one total per scope student, in the order of `positions`
  const classRows = [...classes.values()]
    .map((c) => {
      const totals = gather(analysis.totals, Int32Array.from(c.indexes));
      return { name: c.name, summary: summariseTotals(totals, data.fullMark), ranges: scoreRangeRates(totals, data.fullMark, msg.analysis.scoreRange, paper.lines) };
    })
    .filter((c) => c.summary.student_count > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  if (classRows.length > 0) {
    doc.subheading(msg.reports.classComparison);
    doc.table(
      [
        { title: msg.reports.className, width: 1.6 },
        { title: msg.reports.studentCount, width: 1, align: 'center' },
        { title: msg.reports.average, width: 1, align: 'center' },
        { title: msg.reports.scoreRate, width: 1, align: 'center' },
        { title: msg.reports.highest, width: 1, align: 'center' },
        { title: msg.reports.lowest, width: 1, align: 'center' },
        { title: msg.analysis.scoreRange.excellent, width: 1, align: 'center' },
        { title: msg.analysis.scoreRange.pass, width: 1, align: 'center' },
      ],
      classRows.map((c) => [
        c.name,
        c.summary.student_count,
        formatScore(c.summary.average),
        formatRate(c.summary.score_rate),
        formatScore(c.summary.max_score),
        formatScore(c.summary.min_score),
        formatRate(c.ranges.find((r) => r.key === 'excellent')!.rate),
        formatRate(c.ranges.find((r) => r.key === 'pass')!.rate),
      ]),
    );
    doc.barChart({ title: msg.reports.classAverages, categories: classRows.map((c) => c.name), series: [{ label: msg.reports.average, values: classRows.map((c) => c.summary.average) }], max: data.fullMark });
  }

  doc.subheading(msg.reports.questionAnalysis);
  doc.table(
    [
      { title: msg.reports.question, width: 0.8, align: 'center' },
      { title: msg.reports.fullMark, width: 0.8, align: 'center' },
      { title: msg.reports.average, width: 1, align: 'center' },
      { title: msg.reports.scoreRate, width: 1, align: 'center' },
      { title: msg.reports.difficulty, width: 1, align: 'center' },
      { title: msg.reports.discrimination, width: 1, align: 'center' },
    ],
    data.questions.map((q, qi) => {
      const item = analysis.items[qi];
      return [q.row.label, formatScore(q.row.fullMark), formatScore(item.score), formatRate(item.score_rate), formatCoefficient(item.difficulty), formatCoefficient(item.discrimination)];
    }),
  );
  for (let start = 0; start < data.questions.length; start += QUESTIONS_PER_CHART) {
    const slice = data.questions.slice(start, start + QUESTIONS_PER_CHART);
    doc.barChart({
      title: msg.reports.questionRates,
      categories: slice.map((q) => q.row.label),
      series: [{ label: msg.reports.scoreRate, values: slice.map((_, i) => analysis.items[start + i].score_rate) }],
      max: 100,
      valueFormat: rateAboveBar,
    });
  }
}

export const analysisReport: TaskGenerator = async (run) => {
  const { scope } = run;
  const doc = await ReportDocument.create({ title: msg.reports.reportTitle(scope.exam.name), footer: msg.reports.page });
  doc.title(msg.reports.reportTitle(scope.exam.name));
  doc.text(msg.reports.generatedAt(formatGeneratedAt(new Date(), run.timeZone)), { size: 9, align: 'center' });
  if (scope.classes) doc.text(`${msg.reports.className}：${scope.classes.map((c) => c.name).join('、')}`, { size: 9, align: 'center' });
  await run.progress(5);
  const papers: PaperData[] = [];
  const loaded = progressSpan(run, 5, 60);
  for (const [i, test] of scope.tests.entries()) {
    papers.push(await loadPaper(run.database, test, scope));
    await loaded(i + 1, scope.tests.length);
  }
  if (!papers.some(hasScores)) {
    doc.spacer(20);
    doc.text(msg.reports.noData, { size: 12, align: 'center' });
  }
  const written = progressSpan(run, 60, 95);
  for (const [i, paper] of papers.entries()) {
    writePaper(doc, paper);
    await written(i + 1, papers.length);
  }
  return { file: { content: await doc.save(), kind: 'pdf' } };
};
