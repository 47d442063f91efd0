/**
 * The report kinds about a class or a student (spec 001 §2.1: class, classSubject; the
 * individualised report of taskIndividualization), each starting on a new page.
 *   class — per paper the class's 参考人数, 平均分, 得分率 and 优秀率 / 及格率 against the grade's
 *     (everyone who sat the paper), the class's place among the classes by average, a chart of
 *     class and grade averages, and every student's paper totals and exam total (总分, the sum of
 *     the papers, only when all are final) with its class and grade ranks (competition ranking:
 *     equal totals share a rank);
 *   classSubject — per class and paper, every question's score rate in the class and in the
 *     grade and the difference in percentage points;
 *   individual — per student their score on every paper with the paper's class and grade ranks
 *     and averages, their exam total and ranks, and every question's score against the class's
 *     and the grade's score rates.
 */
import type { ReportBlock, ReportSection } from '../../../domain/report-model.ts';
import { formatRate, roundTo } from '../../../domain/statistics/rates.ts';
import type { TaskScope } from '../../features/tasks/task-scope.ts';
import { examTotals, type ExamTotalRow } from './exam-totals.ts';
import { formatScore } from './report-data.ts';
import { analyseAt, column, groupFigures, groupsOf, rangeRate, type PaperFigures, type StudentGroup } from './report-figures.ts';
import { msg } from '../../../i18n/server.ts';

const r = msg.reports;
const k = msg.reportKinds;

/** The classes of the report: the scope's, else every class that sat a paper, in name order. */
function classesOf(all: PaperFigures[], scope: TaskScope): { id: number; name: string }[] {
  if (scope.classes) return [...scope.classes].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  const seen = new Map<number, string>();
  for (const { paper } of all) for (const p of paper.positions) seen.set(paper.data.students[p].classId, paper.data.students[p].className);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

const classIn = (figures: PaperFigures, classId: number): StudentGroup | undefined => groupsOf(figures.paper, figures.grade, 'class').find((c) => c.id === classId);

const totalsCell = (row: ExamTotalRow, pi: number) => {
  const result = row.papers[pi];
  return result.kind === 'scored' ? formatScore(result.total) : result.kind === 'absent' ? r.absent : r.incomplete;
};

export function classSections(all: PaperFigures[], scope: TaskScope): ReportSection[] {
  const totals = examTotals(
    all.map((f) => f.paper),
    all.map((f) => f.standings),
  );
  return classesOf(all, scope).map((klass) => {
    const papers = all.map((figures) => {
      const group = classIn(figures, klass.id);
      return { figures, mine: group ? groupFigures(figures, group.positions) : undefined, grade: groupFigures(figures, figures.grade), ...placeOf(figures, klass.id) };
    });
    const sat = papers.filter((p) => p.mine && p.mine.summary.student_count > 0);
    const blocks: ReportBlock[] = [
      ...sat.map(
        (p): ReportBlock => ({ kind: 'text', text: `${p.figures.paper.test.name}：${k.classSummary(p.mine!.summary.student_count, formatScore(p.mine!.summary.average), formatScore(p.grade.summary.average), p.place, p.of)}` }),
      ),
      {
        kind: 'table',
        columns: [column(k.paper, 1.2, 'left'), column(r.studentCount), column(k.classAverage), column(k.gradeAverage), column(k.classRate), column(k.gradeRate), column(msg.analysis.scoreRange.excellent), column(msg.analysis.scoreRange.pass), column(k.classRankAmongClasses)],
        rows: sat.map((p) => [
          p.figures.paper.test.name,
          p.mine!.summary.student_count,
          formatScore(p.mine!.summary.average),
          formatScore(p.grade.summary.average),
          formatRate(p.mine!.summary.score_rate),
          formatRate(p.grade.summary.score_rate),
          formatRate(rangeRate(p.mine!, 'excellent')),
          formatRate(rangeRate(p.mine!, 'pass')),
          `${p.place} / ${p.of}`,
        ]),
      },
      {
        kind: 'chart',
        chart: {
          title: k.classVersusGrade,
          categories: sat.map((p) => p.figures.paper.test.name),
          series: [
            { label: k.classAverage, values: sat.map((p) => p.mine!.summary.average) },
            { label: k.gradeAverage, values: sat.map((p) => p.grade.summary.average) },
          ],
        },
      },
      { kind: 'subheading', text: k.students },
      {
        kind: 'table',
        columns: [column(r.examNumber, 1.2), column(r.studentName, 1, 'left'), ...all.map((f) => column(f.paper.test.name)), column(r.total), column(r.classRank), column(r.schoolRank)],
        rows: totals
          .filter((row) => row.student.classId === klass.id)
          .sort((a, b) => (a.classRank ?? Infinity) - (b.classRank ?? Infinity) || a.student.examNumber.localeCompare(b.student.examNumber))
          .map((row) => [row.student.examNumber, row.student.name, ...all.map((_, pi) => totalsCell(row, pi)), row.total === null ? (row.missing === 'absent' ? r.absent : r.incomplete) : formatScore(row.total), row.classRank ?? '—', row.schoolRank ?? '—']),
      },
    ];
    return { heading: k.classSection(klass.name), page_break: true, blocks: sat.length > 0 ? blocks : [{ kind: 'text', text: r.noStudents }] };
  });
}

export function classSubjectSections(all: PaperFigures[], scope: TaskScope): ReportSection[] {
  return classesOf(all, scope).flatMap((klass) =>
    all.map((figures, pi): ReportSection => {
      const heading = k.classSubjectSection(klass.name, figures.paper.test.name);
      const group = classIn(figures, klass.id);
      const mine = group ? analyseAt(figures.paper, group.positions) : undefined;
      if (!mine || mine.summary.student_count === 0) return { heading, page_break: pi === 0, blocks: [{ kind: 'text', text: r.noDataForTest(figures.paper.test.name) }] };
      const grade = analyseAt(figures.paper, figures.grade);
      const place = placeOf(figures, klass.id);
      const { questions } = figures.paper.data;
      return {
        heading,
        page_break: pi === 0,
        blocks: [
          { kind: 'text', text: k.classSummary(mine.summary.student_count, formatScore(mine.summary.average), formatScore(grade.summary.average), place.place, place.of) },
          {
            kind: 'table',
            columns: [column(r.question, 0.8), column(r.fullMark, 0.8), column(k.classAverage), column(k.classRate), column(k.gradeRate), column(k.rateDifference)],
            rows: questions.map((q, qi) => [
              q.row.label,
              formatScore(q.row.fullMark),
              formatScore(mine.items[qi].score),
              formatRate(mine.items[qi].score_rate),
              formatRate(grade.items[qi].score_rate),
              roundTo(mine.items[qi].score_rate - grade.items[qi].score_rate, 2).toFixed(2),
            ]),
          },
          {
            kind: 'chart',
            chart: {
              title: k.classVersusGradeRates,
              categories: questions.map((q) => q.row.label),
              series: [
                { label: k.classRate, values: mine.items.map((item) => item.score_rate) },
                { label: k.gradeRate, values: grade.items.map((item) => item.score_rate) },
              ],
              max: 100,
              rates: true,
            },
          },
        ],
      };
    }),
  );
}

/** The class's place among the paper's classes by average (1 = highest). */
function placeOf(figures: PaperFigures, classId: number): { place: number; of: number } {
  const ranked = groupsOf(figures.paper, figures.grade, 'class')
    .map((c) => ({ id: c.id, summary: groupFigures(figures, c.positions).summary }))
    .filter((c) => c.summary.student_count > 0)
    .sort((a, b) => b.summary.average - a.summary.average);
  return { place: ranked.findIndex((c) => c.id === classId) + 1, of: ranked.length };
}

export function individualSections(all: PaperFigures[]): ReportSection[] {
  const totals = examTotals(
    all.map((f) => f.paper),
    all.map((f) => f.standings),
  );
  // per paper: the grade's and each class's analysis, computed once for all students
  const grades = all.map((f) => ({ grade: analyseAt(f.paper, f.grade), classes: new Map(groupsOf(f.paper, f.grade, 'class').map((c) => [c.id, analyseAt(f.paper, c.positions)])) }));
  return totals.map((row): ReportSection => {
    const blocks: ReportBlock[] = [
      {
        kind: 'table',
        columns: [column(k.paper, 1.2, 'left'), column(k.score), column(r.fullMark), column(r.classRank), column(r.schoolRank), column(k.classAverage), column(k.gradeAverage)],
        rows: [
          ...all.map((f, pi) => {
            const position = f.paper.data.students.findIndex((s) => s.id === row.student.id);
            const standing = position >= 0 ? f.standings[position] : undefined;
            return [
              f.paper.test.name,
              totalsCell(row, pi),
              formatScore(f.paper.data.fullMark),
              standing?.classRank ?? '—',
              standing?.schoolRank ?? '—',
              formatScore(grades[pi].classes.get(row.student.classId)?.summary.average ?? 0),
              formatScore(grades[pi].grade.summary.average),
            ];
          }),
          [msg.reports.total, row.total === null ? (row.missing === 'absent' ? r.absent : r.incomplete) : formatScore(row.total), formatScore(all.reduce((s, f) => s + f.paper.data.fullMark, 0)), row.classRank ?? '—', row.schoolRank ?? '—', '', ''],
        ],
      },
    ];
    all.forEach((f, pi) => {
      const position = f.paper.data.students.findIndex((s) => s.id === row.student.id);
      if (position < 0) return;
      const klass = grades[pi].classes.get(row.student.classId);
      blocks.push(
        { kind: 'subheading', text: k.studentQuestions(f.paper.test.name) },
        {
          kind: 'table',
          columns: [column(r.question, 0.8), column(r.fullMark, 0.8), column(k.score), column(k.classRate), column(k.gradeRate)],
          rows: f.paper.data.questions.map((q, qi) => {
            const score = f.paper.data.scores[qi][position];
            return [q.row.label, formatScore(q.row.fullMark), score === score ? formatScore(score) : '—', formatRate(klass?.items[qi].score_rate), formatRate(grades[pi].grade.items[qi].score_rate)];
          }),
        },
      );
    });
    return { heading: k.studentSection(row.student.name, row.student.examNumber, row.student.className), page_break: true, blocks };
  });
}
